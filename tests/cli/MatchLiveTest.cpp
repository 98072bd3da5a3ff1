// Two `adjutant-cli match` processes play the Tricorne and Musket tutorial
// live on the loopback, directly (host and join) and through a real mosquitto,
// and reach the same game; one of them killed mid-game and started again from
// its record carries on, losing nothing.
#include <gtest/gtest.h>

#include "tests/cli/LocalMosquitto.h"
#include "tests/cli/MatchProcessTest.h"

namespace adjutant::testing {
namespace {

class MatchLive : public MatchProcessTest {
  protected:
    std::vector<std::string> hostWay(int port) const {
        return {"host",   tutorialScenario(),   "--side", "prussia",
                "--port", std::to_string(port), "--name", "test game"};
    }
    static std::vector<std::string> joinWay(int port) {
        return {"join", "ws://127.0.0.1:" + std::to_string(port), "--name", "test game"};
    }
    std::vector<std::string> brokerWay(int port, bool makes) const {
        std::vector<std::string> way{"broker", "127.0.0.1:" + std::to_string(port), "--name",
                                     "test game"};
        if (makes) {
            way.insert(way.end(), {"--scenario", tutorialScenario(), "--side", "prussia"});
        }
        return way;
    }

    /// Waits until `who` has noted `entries` entries sent or received.
    bool loggedEntries(const std::string& who, std::size_t entries) {
        return waitFor([&] { return linesOf(readWholeFile(timingOf(who))).size() >= entries; },
                       kGameDeadline);
    }
};

TEST_F(MatchLive, HostAndJoinPlaySixBoundsToTheSameGame) {
    const int port = freeLocalPort();
    auto prussia = startMatch("prussia", hostWay(port));
    auto austria = startMatch("austria", joinWay(port));
    expectSameFinishedGame(*prussia, "prussia", *austria, "austria");
}

TEST_F(MatchLive, BothThroughABrokerPlaySixBoundsToTheSameGame) {
    LocalMosquitto broker;
    std::string error;
    ASSERT_TRUE(broker.start(folder_, error)) << error;
    auto prussia = startMatch("prussia", brokerWay(broker.port(), true));
    auto austria = startMatch("austria", brokerWay(broker.port(), false));
    expectSameFinishedGame(*prussia, "prussia", *austria, "austria");
}

TEST_F(MatchLive, AJoinerKilledMidGameCarriesOnFromItsRecord) {
    const int port = freeLocalPort();
    auto prussia = startMatch("prussia", hostWay(port));
    auto austria = startMatch("austria", joinWay(port));
    ASSERT_TRUE(loggedEntries("prussia", 20)) << readWholeFile(timingOf("prussia"));
    ASSERT_TRUE(austria->running()) << "it ended before the kill";
    austria->kill();
    ASSERT_TRUE(prussia->running()) << "the game ended before the kill";
    const std::size_t noted = linesOf(readWholeFile(timingOf("austria"))).size();
    auto again = startMatch("austria", joinWay(port), 6, "-again");
    expectSameFinishedGame(*prussia, "prussia", *again, "austria");
    // The program started again took part: entries went or came after the restart.
    EXPECT_GT(linesOf(readWholeFile(timingOf("austria"))).size(), noted);
}

TEST_F(MatchLive, AHostKilledMidGameCarriesOnFromItsRecord) {
    const int port = freeLocalPort();
    auto prussia = startMatch("prussia", hostWay(port));
    auto austria = startMatch("austria", joinWay(port));
    ASSERT_TRUE(loggedEntries("austria", 20)) << readWholeFile(timingOf("austria"));
    ASSERT_TRUE(prussia->running()) << "it ended before the kill";
    prussia->kill();
    ASSERT_TRUE(austria->running()) << "the game ended before the kill";
    const std::size_t noted = linesOf(readWholeFile(timingOf("prussia"))).size();
    auto again = startMatch("prussia", hostWay(port), 6, "-again");
    expectSameFinishedGame(*again, "prussia", *austria, "austria");
    // The program started again took part: entries went or came after the restart.
    EXPECT_GT(linesOf(readWholeFile(timingOf("prussia"))).size(), noted);
}

TEST_F(MatchLive, AProgramKilledMidGameThroughTheBrokerCarriesOn) {
    LocalMosquitto broker;
    std::string error;
    ASSERT_TRUE(broker.start(folder_, error)) << error;
    auto prussia = startMatch("prussia", brokerWay(broker.port(), true));
    auto austria = startMatch("austria", brokerWay(broker.port(), false));
    ASSERT_TRUE(loggedEntries("austria", 20)) << readWholeFile(timingOf("austria"));
    ASSERT_TRUE(prussia->running()) << "it ended before the kill";
    prussia->kill();
    ASSERT_TRUE(austria->running()) << "the game ended before the kill";
    const std::size_t noted = linesOf(readWholeFile(timingOf("prussia"))).size();
    auto again = startMatch("prussia", brokerWay(broker.port(), true), 6, "-again");
    expectSameFinishedGame(*again, "prussia", *austria, "austria");
    // The program started again took part: entries went or came after the restart.
    EXPECT_GT(linesOf(readWholeFile(timingOf("prussia"))).size(), noted);
}

TEST_F(MatchLive, AProgramOfAnotherNameIsIgnoredAndSaidSo) {
    const int port = freeLocalPort();
    auto prussia = startMatch("prussia", hostWay(port));
    std::string out;
    std::string err;
    EXPECT_EQ(
        runCli({"match", "join", "ws://127.0.0.1:" + std::to_string(port), "--name", "another name",
                "--record", recordOf("stranger"), "--timeout", "2", "--quiet"},
               "stranger", out, err),
        std::optional<int>(1));
    EXPECT_NE(err.find("not signed with this game's name"), std::string::npos) << err;
    EXPECT_NE(err.find("nothing came from the other program"), std::string::npos) << err;
    // Told once, however many messages came.
    EXPECT_EQ(err.find("not signed"), err.rfind("not signed")) << err;
    // The host heard a stranger too, and plays on.
    EXPECT_NE(readWholeFile(path("prussia.err")).find("not signed with this game's name"),
              std::string::npos);
    EXPECT_TRUE(prussia->running());
}

}  // namespace
}  // namespace adjutant::testing
