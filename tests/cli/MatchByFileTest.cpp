// Two `adjutant-cli match file` processes play the Tricorne and Musket tutorial
// through a shared folder and reach the same game. A turn file changed, out of
// order, from another game, cut short or opened twice is refused with a message
// naming the file and the entry, and leaves the program's record as it was;
// `verify` prints where the dice of a finished game came from and names the
// file and entry of a record that was changed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "tests/cli/MatchProcessTest.h"

namespace adjutant::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> makeByFile(const std::string& folder) {
    return {"file", "--folder", folder, "--scenario", tutorialScenario(), "--side", "prussia"};
}

std::vector<std::string> joinByFile(const std::string& folder) {
    return {"file", "--folder", folder};
}

class MatchByFile : public MatchProcessTest {};

TEST_F(MatchByFile, TwoProgramsPlaySixBoundsToTheSameGame) {
    const std::string turns = path("turns");
    fs::create_directories(turns);
    auto prussia = startMatch("prussia", makeByFile(turns));
    auto austria = startMatch("austria", joinByFile(turns));
    expectSameFinishedGame(*prussia, "prussia", *austria, "austria");
}

TEST_F(MatchByFile, AProgramKilledMidGameCarriesOnFromItsRecord) {
    const std::string turns = path("turns");
    fs::create_directories(turns);
    auto prussia = startMatch("prussia", makeByFile(turns));
    auto austria = startMatch("austria", joinByFile(turns));
    ASSERT_TRUE(waitFor([&] { return linesOf(readWholeFile(timingOf("prussia"))).size() >= 20; },
                        kGameDeadline));
    ASSERT_TRUE(austria->running()) << "it ended before the kill";
    austria->kill();
    ASSERT_TRUE(prussia->running()) << "the game ended before the kill";
    const std::size_t noted = linesOf(readWholeFile(timingOf("austria"))).size();
    auto again = startMatch("austria", joinByFile(turns), 6, "-again");
    expectSameFinishedGame(*prussia, "prussia", *again, "austria");
    // The program started again took part: entries went or came after the restart.
    EXPECT_GT(linesOf(readWholeFile(timingOf("austria"))).size(), noted);
}

/// A game of 3 bounds played by file, all its turn files kept; Austria's
/// program is then given Prussia's files again, one of them spoilt, from its
/// record as it stood before it took the first of them.
class MatchTurnRefusal : public MatchProcessTest {
  protected:
    static constexpr int kBounds = 3;
    // The file Austria's program has not taken yet: Prussia's third.
    static constexpr std::size_t kNext = 2;

    void SetUp() override {
        MatchProcessTest::SetUp();
        turns_ = path("turns");
        fs::create_directories(turns_);
        auto prussia = startMatch("prussia", makeByFile(turns_), kBounds);
        auto austria = startMatch("austria", joinByFile(turns_), kBounds);
        ASSERT_EQ(prussia->wait(kGameDeadline), std::optional<int>(0)) << prussia->err();
        ASSERT_EQ(austria->wait(kGameDeadline), std::optional<int>(0)) << austria->err();
        for (const auto& entry : fs::directory_iterator(turns_)) {
            const std::string name = entry.path().filename().string();
            if (name.find("-prussia-to-austria.turn.jsonl") != std::string::npos) {
                fromPrussia_.push_back(entry.path().string());
            }
        }
        std::sort(fromPrussia_.begin(), fromPrussia_.end());
        ASSERT_GT(fromPrussia_.size(), kNext + 1);
        before_ = recordBefore(kNext);
        ASSERT_FALSE(before_.empty());
    }

    /// Austria's record up to the first entry Prussia's file `index` brought.
    std::string recordBefore(std::size_t index) const {
        std::set<std::string> earlier;
        for (std::size_t i = 0; i < index; ++i) {
            const std::vector<std::string> lines = linesOf(readWholeFile(fromPrussia_[i]));
            earlier.insert(lines.begin() + 1, lines.end());
        }
        const std::vector<std::string> lines = linesOf(readWholeFile(fromPrussia_[index]));
        const auto firstNew = std::find_if(lines.begin() + 1, lines.end(), [&](const auto& line) {
            return earlier.count(line) == 0;
        });
        const std::vector<std::string> record = linesOf(readWholeFile(recordOf("austria")));
        std::string text;
        for (const std::string& line : record) {
            if (firstNew != lines.end() && line == *firstNew) {
                return text;
            }
            text += line + "\n";
        }
        return {};
    }

    std::string fileName(std::size_t index) const {
        return fs::path(fromPrussia_[index]).filename().string();
    }
    std::string textOf(std::size_t index) const { return readWholeFile(fromPrussia_[index]); }

    /// Runs Austria's program from its earlier record on a folder holding
    /// Prussia's files before kNext and then `spoilt` (name, text); returns
    /// what it said on standard error, having checked that it stopped with 1
    /// and left its record as it was.
    std::string refusal(const std::string& name, const std::string& text) {
        const std::string inbox = path("inbox");
        fs::create_directories(inbox);
        for (std::size_t i = 0; i < kNext; ++i) {
            fs::copy_file(fromPrussia_[i], fs::path(inbox) / fileName(i));
        }
        const std::string record = path("austria-before.save.jsonl");
        writeWholeFile(record, before_);
        const std::vector<std::string> args{
            "match",    "file",     "--folder", inbox,
            "--record", record,     "--bounds", std::to_string(kBounds),
            "--quiet",  "--timeout"};
        std::string out;
        std::string err;
        // First with nothing new, to let it write whatever it had due.
        std::vector<std::string> settle = args;
        settle.push_back("1");
        EXPECT_EQ(runCli(settle, "settle", out, err), std::optional<int>(1)) << out << err;
        EXPECT_NE(err.find("no turn file came"), std::string::npos) << err;
        const std::string kept = readWholeFile(record);
        writeWholeFile((fs::path(inbox) / name).string(), text);
        std::vector<std::string> refused = args;
        refused.push_back("30");
        EXPECT_EQ(runCli(refused, "refused", out, err), std::optional<int>(1)) << out << err;
        EXPECT_TRUE(readWholeFile(record) == kept) << "the record changed";
        EXPECT_NE(err.find(name), std::string::npos)
            << "the message does not name the file: " << err;
        return err;
    }

    std::string turns_;
    std::vector<std::string> fromPrussia_;
    std::string before_;
};

TEST_F(MatchTurnRefusal, AFileWithAByteChangedIsRefusedNamingTheEntry) {
    std::string text = textOf(kNext);
    // A digit of the last entry's link to the entry before it.
    const std::size_t at = text.rfind("\"prev\":\"") + 8;
    text[at] = text[at] == '0' ? '1' : '0';
    const std::string err = refusal(fileName(kNext), text);
    EXPECT_NE(err.find("entry"), std::string::npos) << err;
    EXPECT_NE(err.find("changed"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, AFileAfterOneThatWasNotOpenedIsRefused) {
    // The third file dropped: the fourth comes after the second.
    const std::string err = refusal(fileName(kNext + 1), textOf(kNext + 1));
    EXPECT_NE(err.find("entry"), std::string::npos) << err;
    EXPECT_NE(err.find("missing"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, AFileOfAnotherGameIsRefused) {
    const std::string other = path("other-turns");
    fs::create_directories(other);
    auto prussia = startMatch("other-prussia", makeByFile(other), 1);
    auto austria = startMatch("other-austria", joinByFile(other), 1);
    ASSERT_EQ(prussia->wait(kGameDeadline), std::optional<int>(0)) << prussia->err();
    ASSERT_EQ(austria->wait(kGameDeadline), std::optional<int>(0)) << austria->err();
    std::vector<std::string> theirs;
    for (const auto& entry : fs::directory_iterator(other)) {
        if (entry.path().filename().string().find("-prussia-to-austria") != std::string::npos) {
            theirs.push_back(entry.path().string());
        }
    }
    std::sort(theirs.begin(), theirs.end());
    ASSERT_GE(theirs.size(), 2U);
    // Under the name this game's next file would have.
    const std::string err = refusal(fileName(kNext), readWholeFile(theirs[1]));
    EXPECT_NE(err.find("another game"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, AFileOfAnotherGameUnderThisGamesIdentityIsRefusedNamingTheEntry) {
    // Another game's entries with this game's identity in the header: they do
    // not follow on from this game's entries.
    const std::string other = path("other-turns");
    fs::create_directories(other);
    auto prussia = startMatch("other-prussia", makeByFile(other), 1);
    auto austria = startMatch("other-austria", joinByFile(other), 1);
    ASSERT_EQ(prussia->wait(kGameDeadline), std::optional<int>(0)) << prussia->err();
    ASSERT_EQ(austria->wait(kGameDeadline), std::optional<int>(0)) << austria->err();
    std::string theirs;
    for (const auto& entry : fs::directory_iterator(other)) {
        if (entry.path().filename().string().find("-0002-prussia-to-austria") !=
            std::string::npos) {
            theirs = readWholeFile(entry.path().string());
        }
    }
    ASSERT_FALSE(theirs.empty());
    const std::string ours = textOf(kNext);
    const std::string gameKey = "\"game\":\"";
    const std::size_t oursAt = ours.find(gameKey) + gameKey.size();
    const std::size_t theirsAt = theirs.find(gameKey) + gameKey.size();
    theirs.replace(theirsAt, 32, ours.substr(oursAt, 32));
    const std::string err = refusal(fileName(kNext), theirs);
    EXPECT_NE(err.find("entry"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, AFileCutShortIsRefusedNamingTheLine) {
    std::string text = textOf(kNext);
    text.resize(text.size() - 40);
    const std::string err = refusal(fileName(kNext), text);
    EXPECT_NE(err.find("cut short"), std::string::npos) << err;
    EXPECT_NE(err.find("line"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, AFileOpenedTwiceIsRefusedNamingTheEntries) {
    // The second file again, under the name the third would have.
    const std::string err = refusal(fileName(kNext), textOf(kNext - 1));
    EXPECT_NE(err.find("opened before"), std::string::npos) << err;
    EXPECT_NE(err.find("entries"), std::string::npos) << err;
}

TEST_F(MatchTurnRefusal, VerifyOfTheTwoRecordsPrintsWhereTheDiceCameFrom) {
    std::string out;
    std::string err;
    EXPECT_EQ(runCli({"verify", recordOf("prussia"), recordOf("austria")}, "verify", out, err),
              std::optional<int>(0))
        << err;
    for (const char* expected : {": ok: 2 files", "round 0: the set-up before bound 1 (resolved)",
                                 "round 1: bound 1", ", seed ", "committed in entry",
                                 "revealed in entry", ", share ", "  die ", "state hash "}) {
        EXPECT_NE(out.find(expected), std::string::npos) << expected << " is not in\n" << out;
    }
    // The state the programs reached.
    const std::string printed = printedState(readWholeFile(path("prussia.out")));
    EXPECT_FALSE(printed.empty());
    EXPECT_NE(out.find("state hash " + printed), std::string::npos) << out;
}

TEST_F(MatchTurnRefusal, VerifyOfAChangedRecordNamesTheFileAndTheEntry) {
    std::vector<std::string> lines = linesOf(readWholeFile(recordOf("austria")));
    // A digit of the link to the entry before, in an entry some way into the game.
    const auto entry = std::find_if(
        lines.begin() + std::min<std::size_t>(12, lines.size()), lines.end(),
        [](const std::string& line) { return line.find("\"prev\":\"") != std::string::npos; });
    ASSERT_NE(entry, lines.end());
    const std::size_t at = entry->find("\"prev\":\"") + 8;
    (*entry)[at] = (*entry)[at] == '0' ? '1' : '0';
    std::string text;
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    const std::string tampered = path("austria-changed.save.jsonl");
    writeWholeFile(tampered, text);
    std::string out;
    std::string err;
    EXPECT_EQ(runCli({"verify", recordOf("prussia"), tampered}, "verify", out, err),
              std::optional<int>(1))
        << out;
    EXPECT_NE(err.find(tampered), std::string::npos) << err;
    EXPECT_NE(err.find("entry"), std::string::npos) << err;
}

}  // namespace
}  // namespace adjutant::testing
