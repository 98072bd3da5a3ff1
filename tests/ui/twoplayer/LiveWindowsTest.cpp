// Two windows play each other live, directly (one hosts, the other joins on
// the loopback) and through a real mosquitto: the joiner gets the game from the
// host, each gives its own side's orders, and both reach the same game.
#include <gtest/gtest.h>

#include <QFile>
#include <QTcpServer>
#include <QTemporaryDir>

#include "core/engine/StateHash.h"
#include "tests/net/LocalBroker.h"
#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/twoplayer/TwoPlayerDock.h"

namespace adjutant {
namespace {

using testing::TwoPlayerWindow;
using testing::waitUntil;
using Way = ui::TwoPlayerChoice::Way;

std::string hashOf(const Game& game) {
    return formatStateHash(stateHash(game.state()));
}

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

ui::TwoPlayerChoice liveChoice(Way way, quint16 port, int side = 0) {
    ui::TwoPlayerChoice choice;
    choice.way = way;
    choice.scenarioPath = testing::scenarioNamed("tricorne-tutorial");
    choice.side = side;
    choice.address = QStringLiteral("127.0.0.1");
    choice.port = port;
    choice.gameName = QStringLiteral("Galgenberg at the club");
    return choice;
}

// Each window's own side gives the referee's default orders and is ready when
// it has orders to give; the two windows' event loops carry the entries.
bool playUntilBound(TwoPlayerWindow& first, TwoPlayerWindow& second, int bound) {
    return waitUntil(
        [&] {
            for (TwoPlayerWindow* two : {&first, &second}) {
                const int side = two->session().screenSide();
                if (side >= 0 && two->match().givesOrders(side)) {
                    two->trigger("giveDefaultOrders");
                    two->trigger("resolveStep");
                }
            }
            return first.match().isOver() ||
                   (first.match().shared().state().bound() >= bound &&
                    hashOf(first.match().shared()) == hashOf(second.match().shared()));
        },
        120000);
}

TEST(LiveWindows, OneHostsTheOtherJoinsAndBothPlayTheSameGame) {
    TwoPlayerWindow host, guest;
    const quint16 port = freePort();
    ASSERT_EQ(host.window->startTwoPlayerGame(liveChoice(Way::Host, port, 0)), QString());
    EXPECT_NE(host.session().liveText().indexOf("hosting"), -1);
    ASSERT_EQ(guest.window->startTwoPlayerGame(liveChoice(Way::Join, port)), QString());
    ASSERT_TRUE(waitUntil([&] { return guest.session().isTwoPlayer(); }, 30000))
        << "the game never came from the host";
    EXPECT_EQ(guest.match().gameId(), host.match().gameId());
    EXPECT_EQ(guest.session().screenSide(), 1);
    ASSERT_TRUE(waitUntil([&] { return host.session().isLiveConnected(); }, 30000));
    ASSERT_TRUE(playUntilBound(host, guest, 3));
    EXPECT_EQ(hashOf(host.match().shared()), hashOf(guest.match().shared()));
    // A chat line goes across, into the other's log.
    ASSERT_EQ(guest.session().sendChat(QStringLiteral("Your guns are too far forward.")),
              QString());
    EXPECT_TRUE(waitUntil(
        [&] {
            return host.window->twoPlayerDock()->logLines().join('\n').contains(
                "Your guns are too far forward.");
        },
        30000));
}

TEST(LiveWindows, TheHostsReadingsOfTheRulesComeWithTheGame) {
    TwoPlayerWindow host, guest;
    const quint16 port = freePort();
    ui::TwoPlayerChoice hosting = liveChoice(Way::Host, port, 0);
    hosting.readings = {{"firstVolleyBonus", "flatTwo"}};
    ASSERT_EQ(host.window->startTwoPlayerGame(hosting), QString());
    EXPECT_EQ(host.session().setup().option("firstVolleyBonus"), "flatTwo");
    // A joiner's choice carries no readings of its own: it plays the host's.
    ASSERT_EQ(guest.window->startTwoPlayerGame(liveChoice(Way::Join, port)), QString());
    ASSERT_TRUE(waitUntil([&] { return guest.session().isTwoPlayer(); }, 30000))
        << "the game never came from the host";
    EXPECT_EQ(guest.session().setup().option("firstVolleyBonus"), "flatTwo");
    EXPECT_EQ(guest.session().setup().options, host.session().setup().options);
}

TEST(LiveWindows, BothMeetThroughABroker) {
    QString error;
    testing::LocalBroker broker;
    ASSERT_TRUE(broker.start(error)) << error.toStdString();
    TwoPlayerWindow first, second;
    ASSERT_EQ(first.window->startTwoPlayerGame(liveChoice(Way::BrokerStart, broker.port(), 1)),
              QString());
    EXPECT_EQ(first.session().screenSide(), 1);
    ASSERT_EQ(second.window->startTwoPlayerGame(liveChoice(Way::BrokerJoin, broker.port())),
              QString());
    ASSERT_TRUE(waitUntil([&] { return second.session().isTwoPlayer(); }, 30000))
        << "the game never came through the broker";
    EXPECT_EQ(second.session().screenSide(), 0);
    ASSERT_TRUE(playUntilBound(first, second, 2));
    EXPECT_EQ(hashOf(first.match().shared()), hashOf(second.match().shared()));
}

TEST(LiveWindows, AWindowClosedMidGameComesBackFromItsRecordAndPlaysOn) {
    TwoPlayerWindow host;
    auto guest = std::make_unique<TwoPlayerWindow>();
    const quint16 port = freePort();
    ASSERT_EQ(host.window->startTwoPlayerGame(liveChoice(Way::Host, port, 0)), QString());
    ASSERT_EQ(guest->window->startTwoPlayerGame(liveChoice(Way::Join, port)), QString());
    ASSERT_TRUE(waitUntil([&] { return guest->session().isTwoPlayer(); }, 30000));
    ASSERT_TRUE(playUntilBound(host, *guest, 2));
    // The guest's window goes (a crash, a pulled cable); its record stays.
    const QString record = guest->session().filePath();
    const std::string before = hashOf(host.match().shared());
    QTemporaryDir keep;
    const QString kept = keep.filePath("austria.save.jsonl");
    ASSERT_TRUE(QFile::copy(record, kept));
    guest.reset();
    // Opened again, it reconnects to the host by itself and the game goes on.
    TwoPlayerWindow again;
    ASSERT_EQ(again.window->openGame(kept), QString());
    ASSERT_TRUE(again.session().isTwoPlayer());
    EXPECT_EQ(hashOf(again.match().shared()), before);
    ASSERT_TRUE(waitUntil([&] { return again.session().isLiveConnected(); }, 30000));
    ASSERT_TRUE(playUntilBound(host, again, 4));
    EXPECT_EQ(hashOf(host.match().shared()), hashOf(again.match().shared()));
}

TEST(LiveWindows, AJoinerWithAnotherGameNameGetsNothing) {
    TwoPlayerWindow host, stranger;
    const quint16 port = freePort();
    ASSERT_EQ(host.window->startTwoPlayerGame(liveChoice(Way::Host, port, 0)), QString());
    ui::TwoPlayerChoice wrong = liveChoice(Way::Join, port);
    wrong.gameName = QStringLiteral("Another evening");
    ASSERT_EQ(stranger.window->startTwoPlayerGame(wrong), QString());
    EXPECT_FALSE(waitUntil([&] { return stranger.session().isTwoPlayer(); }, 3000));
}

}  // namespace
}  // namespace adjutant
