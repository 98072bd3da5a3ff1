// A program's record of a game between two people rebuilds it exactly, and a
// player who goes back to an earlier copy of it gets the same dice again:
// the shares come from the side's secret and the round, not from the moment.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/match/MatchRecord.h"
#include "tests/core/match/MatchTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

class MatchRecordTest : public testing::MatchPlay {
  protected:
    // The record's text as its writer keeps it: the header, then every line.
    std::string recordText(const MatchSetup& setup, const std::vector<std::string>& lines) {
        const Match match(setup, engines, referees);
        std::string text = matchRecordHeaderToJson(recordHeaderOf(match)).dump() + "\n";
        for (const std::string& line : lines) {
            text += line + "\n";
        }
        return text;
    }

    std::unique_ptr<Match> reopen(const std::string& text) {
        Diagnostics diagnostics;
        std::optional<LoadedMatch> loaded = readMatchRecordText(
            text, "prussia.save.jsonl", rulesets(), engines, referees, diagnostics);
        EXPECT_TRUE(loaded) << diagnostics.toString();
        if (!loaded) {
            return nullptr;
        }
        return std::move(loaded->match);
    }
};

TEST_F(MatchRecordTest, TheRecordRebuildsTheGame) {
    const MatchSetup setup = matchSetup("tricorne-tutorial", {true, false}, {true, false});
    std::vector<std::string> lines;
    auto prussia = std::make_unique<Match>(setup, engines, referees);
    prussia->setRecorder([&lines](const std::string& line) { lines.push_back(line); });
    prussia->start();
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}, {false, true}));
    for (int i = 0; i < 30; ++i) {
        ASSERT_TRUE(exchange(*prussia, *austria));
    }
    auto reopened = reopen(recordText(setup, lines));
    ASSERT_NE(reopened, nullptr);
    EXPECT_EQ(hashOf(reopened->shared()), hashOf(prussia->shared()));
    EXPECT_EQ(reopened->rounds().size(), prussia->rounds().size());
    EXPECT_EQ(reopened->ledger(0).head(), prussia->ledger(0).head());
    EXPECT_EQ(reopened->ledger(1).head(), prussia->ledger(1).head());
}

TEST_F(MatchRecordTest, OrdersBeingGivenSurviveACrash) {
    const MatchSetup setup = matchSetup("tricorne-tutorial", {true, true});
    std::vector<std::string> lines;
    auto match = std::make_unique<Match>(setup, engines, referees);
    match->setRecorder([&lines](const std::string& line) { lines.push_back(line); });
    match->start();
    for (int round = 0; round < 50 && !match->givesOrders(0); ++round) {
        for (const int side : match->sidesToCommit()) {
            ASSERT_EQ(match->commit(side), "");
        }
    }
    ASSERT_TRUE(match->givesOrders(0));
    ASSERT_GT(giveComputerOrders(*match, 0), 0U);
    const std::string drafted = hashOf(match->view(0));
    auto reopened = reopen(recordText(setup, lines));
    ASSERT_NE(reopened, nullptr);
    EXPECT_EQ(hashOf(reopened->view(0)), drafted);
    EXPECT_TRUE(reopened->givesOrders(0));
}

TEST_F(MatchRecordTest, GoingBackToAnEarlierRecordGivesTheSameDice) {
    const MatchSetup setup = matchSetup("tricorne-tutorial", {true, false}, {true, false});
    std::vector<std::string> lines;
    auto prussia = std::make_unique<Match>(setup, engines, referees);
    prussia->setRecorder([&lines](const std::string& line) { lines.push_back(line); });
    prussia->start();
    auto austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}, {false, true}));
    for (int i = 0; i < 10; ++i) {
        ASSERT_TRUE(exchange(*prussia, *austria));
    }
    // The player keeps a copy of the record here, plays on, then goes back to it.
    const std::string earlier = recordText(setup, lines);
    for (int i = 0; i < 10; ++i) {
        ASSERT_TRUE(exchange(*prussia, *austria));
    }
    const std::string later = hashOf(prussia->shared());
    auto again = reopen(earlier);
    ASSERT_NE(again, nullptr);
    again->start();
    // Austria sends what it holds; the same orders give the same entries,
    // and with them the same shares, seeds and dice.
    for (int i = 0; i < 10; ++i) {
        ASSERT_TRUE(exchange(*again, *austria));
    }
    EXPECT_EQ(hashOf(again->shared()), later);
    for (std::size_t r = 0; r < std::min(again->rounds().size(), prussia->rounds().size()); ++r) {
        EXPECT_EQ(again->rounds()[r].seedHex, prussia->rounds()[r].seedHex) << "round " << r;
    }
}

TEST_F(MatchRecordTest, AChangedRecordIsRefusedNamingTheLine) {
    const MatchSetup setup = matchSetup("tricorne-tutorial", {true, true});
    std::vector<std::string> lines;
    auto match = std::make_unique<Match>(setup, engines, referees);
    match->setRecorder([&lines](const std::string& line) { lines.push_back(line); });
    match->start();
    ASSERT_GE(lines.size(), 4U);
    std::string& third = lines[2];
    third.replace(third.find("\"prev\":\"") + 8, 4, "0000");
    Diagnostics diagnostics;
    EXPECT_FALSE(readMatchRecordText(recordText(setup, lines), "game.save.jsonl", rulesets(),
                                     engines, referees, diagnostics));
    EXPECT_NE(diagnostics.toString().find("line 4"), std::string::npos) << diagnostics.toString();
    EXPECT_NE(diagnostics.toString().find("game.save.jsonl"), std::string::npos);
}

// Found by fuzzing (tests/data/invalid/match-record-live-number.save.jsonl): a
// "live" member that is not an object was read through an absent node.
TEST_F(MatchRecordTest, ALiveMemberThatIsNotAnObjectIsRefused) {
    const std::string file =
        std::string(testDataDir()) + "/invalid/match-record-live-number.save.jsonl";
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    ASSERT_FALSE(text.str().empty()) << file;
    Diagnostics diagnostics;
    EXPECT_FALSE(readMatchRecordText(text.str(), "game.save.jsonl", rulesets(), engines, referees,
                                     diagnostics));
    EXPECT_NE(diagnostics.toString().find("game.save.jsonl: line 1: /live: error: expected an "
                                          "object, found a number"),
              std::string::npos)
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
