// Entries from the other program that are changed, out of order, repeated,
// cut short or from another game are refused whole, naming the file, the
// entry and what does not match, and change nothing.
#include <gtest/gtest.h>

#include "core/match/MatchTurns.h"
#include "core/match/TurnFile.h"
#include "tests/core/match/MatchTestSupport.h"

namespace adjutant {
namespace {

class MatchRefusalTest : public testing::MatchPlay {
  protected:
    void SetUp() override {
        prussia = makeMatch(matchSetup("tricorne-tutorial", {true, false}));
        austria = makeMatch(matchSetup("tricorne-tutorial", {false, true}));
        // A few rounds played, so that both ledgers hold commitments and reveals.
        for (int i = 0; i < 4; ++i) {
            ASSERT_TRUE(playRound(*prussia, *austria));
        }
        ASSERT_GT(prussia->ledger(0).size(), 6U);
    }

    // Prussia takes `lines`; the refusal must name `source` and say `what`,
    // and Prussia's game must not change.
    void expectRefused(const std::vector<std::string>& lines, const std::string& what) {
        const std::string before = hashOf(prussia->shared());
        const std::size_t entries = prussia->ledger(1).size();
        const MatchReceipt receipt = prussia->receive(lines, "austria-3.turn.jsonl");
        EXPECT_FALSE(receipt.accepted);
        EXPECT_NE(receipt.error.find("austria-3.turn.jsonl"), std::string::npos) << receipt.error;
        EXPECT_NE(receipt.error.find(what), std::string::npos) << receipt.error;
        EXPECT_EQ(hashOf(prussia->shared()), before);
        EXPECT_EQ(prussia->ledger(1).size(), entries);
    }

    std::unique_ptr<Match> prussia, austria;
};

// Austria's program plays on a little without Prussia hearing of it, so that
// it has entries to send.
std::vector<std::string> freshLines(Match& austria, Match& prussia) {
    const std::uint64_t held = prussia.ledger(1).size();
    std::vector<std::string> lines;
    for (std::uint64_t n = held + 1; n <= austria.ledger(1).size(); ++n) {
        lines.push_back(austria.ledger(1).line(n));
    }
    return lines;
}

TEST_F(MatchRefusalTest, AChangedEntryIsRefusedByName) {
    // Austria sends a chat, then Prussia receives it changed.
    ASSERT_EQ(austria->chat(1, "Your move, sir."), "");
    std::vector<std::string> lines = freshLines(*austria, *prussia);
    ASSERT_FALSE(lines.empty());
    std::string& last = lines.back();
    last.replace(last.find("sir"), 3, "cur");
    // Its own chain still holds, but what follows no longer does.
    ASSERT_EQ(austria->chat(1, "Well?"), "");
    std::vector<std::string> more = freshLines(*austria, *prussia);
    lines.push_back(more.back());
    expectRefused(lines, "changed");
}

TEST_F(MatchRefusalTest, ChangedOrdersDoNotMatchTheirCommitment) {
    // Play on until Austria reveals orders; change them in what Prussia gets.
    for (int i = 0; i < 60; ++i) {
        if (prussia->givesOrders(0)) {
            giveComputerOrders(*prussia, 0);
            ASSERT_EQ(prussia->commit(0), "");
        }
        ASSERT_TRUE(austria->receive(prussia->linesNotSeen(), "prussia", true).accepted);
        if (austria->givesOrders(1)) {
            giveComputerOrders(*austria, 1);
            ASSERT_EQ(austria->commit(1), "");
        }
        std::vector<std::string> lines = freshLines(*austria, *prussia);
        for (std::string& line : lines) {
            nlohmann::json json = nlohmann::json::parse(line);
            if (json["kind"] == "reveal" && !json["orders"].empty()) {
                json["orders"][0]["note"] = "a change made on the way";
                line = json.dump();
                expectRefused(lines, "committed to");
                return;
            }
        }
        ASSERT_TRUE(prussia->receive(lines, "austria", true).accepted);
    }
    FAIL() << "Austria revealed no orders in 60 exchanges";
}

TEST_F(MatchRefusalTest, ATurnFileOfAnotherGameIsRefused) {
    gameId_ = "ffeeddccbbaa99887766554433221100";
    auto stranger = makeMatch(matchSetup("tricorne-tutorial", {false, true}));
    ASSERT_EQ(stranger->chat(1, "Hello"), "");
    const TurnFile turn = turnFileFor(*stranger, 1);
    const std::string before = hashOf(prussia->shared());
    const MatchReceipt receipt = takeTurnFile(*prussia, turn, "austria-3.turn.jsonl");
    EXPECT_FALSE(receipt.accepted);
    EXPECT_NE(receipt.error.find("austria-3.turn.jsonl"), std::string::npos) << receipt.error;
    EXPECT_NE(receipt.error.find("another game"), std::string::npos) << receipt.error;
    EXPECT_EQ(hashOf(prussia->shared()), before);
    // Its entries alone, without the file's header, do not fit either.
    expectRefused({stranger->ledger(1).line(stranger->ledger(1).size())}, "another game");
}

TEST_F(MatchRefusalTest, AMissingEntryIsRefused) {
    ASSERT_EQ(austria->chat(1, "one"), "");
    ASSERT_EQ(austria->chat(1, "two"), "");
    std::vector<std::string> lines = freshLines(*austria, *prussia);
    ASSERT_GE(lines.size(), 2U);
    lines.erase(lines.begin());  // the file before this one was never opened
    expectRefused(lines, "missing");
}

TEST_F(MatchRefusalTest, AFileOpenedTwiceIsRefused) {
    ASSERT_EQ(austria->chat(1, "once"), "");
    const std::vector<std::string> lines = freshLines(*austria, *prussia);
    ASSERT_TRUE(prussia->receive(lines, "austria-2.turn.jsonl").accepted);
    expectRefused(lines, "already");
}

TEST_F(MatchRefusalTest, ReorderedEntriesAreRefused) {
    ASSERT_EQ(austria->chat(1, "first"), "");
    ASSERT_EQ(austria->chat(1, "second"), "");
    std::vector<std::string> lines = freshLines(*austria, *prussia);
    ASSERT_GE(lines.size(), 2U);
    std::swap(lines[lines.size() - 1], lines[lines.size() - 2]);
    expectRefused(lines, "missing");
}

TEST_F(MatchRefusalTest, ACutShortTurnFileIsRefusedBeforeAnythingIsRead) {
    ASSERT_EQ(austria->chat(1, "one"), "");
    ASSERT_EQ(austria->chat(1, "two"), "");
    TurnFile turn;
    turn.gameId = gameId_;
    turn.from = "austria";
    turn.to = "prussia";
    turn.lines = freshLines(*austria, *prussia);
    const std::string text = turnFileText(turn);
    // Cut in the middle of the last entry.
    Diagnostics cut;
    EXPECT_FALSE(readTurnFileText(text.substr(0, text.size() - 10), "austria-4.turn.jsonl", cut));
    EXPECT_NE(cut.toString().find("cut short"), std::string::npos) << cut.toString();
    // Cut after a whole entry: the header says how many there are.
    Diagnostics shorter;
    const std::size_t lastLine = text.rfind('\n', text.size() - 2);
    EXPECT_FALSE(readTurnFileText(text.substr(0, lastLine + 1), "austria-4.turn.jsonl", shorter));
    EXPECT_NE(shorter.toString().find("cut short"), std::string::npos) << shorter.toString();
    EXPECT_NE(shorter.toString().find("austria-4.turn.jsonl"), std::string::npos);
    // Whole, it is read.
    Diagnostics whole;
    const auto read = readTurnFileText(text, "austria-4.turn.jsonl", whole);
    ASSERT_TRUE(read) << whole.toString();
    EXPECT_EQ(read->lines, turn.lines);
}

TEST_F(MatchRefusalTest, SomethingThatIsNotATurnFileIsNamed) {
    Diagnostics diagnostics;
    EXPECT_FALSE(readTurnFileText("\x89PNG\r\n\x1a\n", "map.turn.jsonl", diagnostics));
    EXPECT_NE(diagnostics.toString().find("not a turn file"), std::string::npos)
        << diagnostics.toString();
}

TEST_F(MatchRefusalTest, AnInvitationThatIsNotAnObjectIsRefused) {
    // Found by fuzzing match messages: an invitation of text was read through a null node.
    const std::string text =
        R"({"entries":0,"format":"adjutant-turn","from":"prussia",)"
        R"("game":"7be62db3355e65487c414c74b1012481","invitation":"written","to":"austria",)"
        R"("version":1})"
        "\n";
    Diagnostics diagnostics;
    EXPECT_FALSE(readTurnFileText(text, "prussia-0.turn.jsonl", diagnostics));
    EXPECT_NE(diagnostics.toString().find("invitation"), std::string::npos)
        << diagnostics.toString();
}

TEST_F(MatchRefusalTest, AHeaderWhoseFormatIsNotTextIsNotATurnFile) {
    // Found by fuzzing: the header's "format" as a list threw out of the reader.
    const std::string text =
        R"({"entries":1,"format":[],"from":"prussia","game":"7be62db3355e65487c414c74b1012481",)"
        R"("to":"austria","version":1})"
        "\n\"\"\n";
    Diagnostics diagnostics;
    EXPECT_FALSE(readTurnFileText(text, "prussia-1.turn.jsonl", diagnostics));
    EXPECT_NE(diagnostics.toString().find("prussia-1.turn.jsonl: line 1: error: this is not a "
                                          "turn file of Adjutant"),
              std::string::npos)
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
