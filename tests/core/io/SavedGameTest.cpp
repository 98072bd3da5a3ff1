#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "tests/core/io/SavedGameTestSupport.h"

namespace adjutant {
namespace {

class SavedGameTest : public testing::SavedGameTestBase {
  protected:
    std::optional<LoadedGame> read(const std::string& text, Diagnostics& diagnostics) const {
        return readSavedGameText(text, "game.save.jsonl", rulesets, engines, diagnostics);
    }

    static std::vector<std::string> linesOf(const std::string& text) {
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) {
            lines.push_back(line);
        }
        return lines;
    }
    static std::string join(const std::vector<std::string>& lines) {
        std::string text;
        for (const auto& line : lines) {
            text += line + "\n";
        }
        return text;
    }
};

TEST_F(SavedGameTest, SaveLoadReplayGivesTheSameState) {
    const auto game = playShortGame();
    const std::string text = savedGameText(*game);

    Diagnostics diagnostics;
    const auto loaded = read(text, diagnostics);

    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
    EXPECT_EQ(loaded->entries, game->journal().size());
    EXPECT_EQ(loaded->game->cursor(), game->cursor());
    EXPECT_EQ(loaded->game->commandCount(), game->commandCount());
    EXPECT_FALSE(loaded->tornLastLine);
    // Saving the loaded game again gives the very same file.
    EXPECT_EQ(savedGameText(*loaded->game), text);
}

TEST_F(SavedGameTest, LoadedGameCarriesOnWithTheSameDiceAndUndoHistory) {
    auto game = playShortGame();
    Diagnostics diagnostics;
    auto loaded = read(savedGameText(*game), diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();

    EXPECT_EQ(loaded->game->apply(std::make_unique<RollDiceCommand>("fire", 6)).rolls,
              game->apply(std::make_unique<RollDiceCommand>("fire", 6)).rolls);
    for (int i = 0; i < 3; ++i) {
        game->undo();
        loaded->game->undo();
        EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state())) << i;
    }
}

TEST_F(SavedGameTest, HeaderHoldsTheWholeSetup) {
    const auto game = newGame();
    const nlohmann::json header = savedGameHeader(*game);
    EXPECT_EQ(header.at("format"), "adjutant-saved-game");
    EXPECT_EQ(header.at("version"), 1);
    EXPECT_EQ(header.at("ruleset"), "tricorne");
    EXPECT_EQ(header.at("seed"), 1757);
    EXPECT_EQ(header.at("scenario").at("title"), setup->scenario->title);
}

TEST_F(SavedGameTest, TornLastLineIsAWarningAndEarlierEntriesAreKept) {
    const auto game = playShortGame();
    std::string text = savedGameText(*game);
    const std::size_t lines = linesOf(text).size();
    text.resize(text.size() - 25);  // cut into the last entry, as a crash would

    Diagnostics diagnostics;
    const auto loaded = read(text, diagnostics);

    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_TRUE(loaded->tornLastLine);
    EXPECT_EQ(loaded->entries, game->journal().size() - 1);
    ASSERT_EQ(diagnostics.items().size(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.warningCount(), 1u);
    EXPECT_EQ(diagnostics.items()[0].file, "game.save.jsonl");
    EXPECT_EQ(diagnostics.items()[0].location, "line " + std::to_string(lines));
    EXPECT_EQ(stateHash(loaded->game->state()), game->journal()[lines - 3].stateHash);
}

TEST_F(SavedGameTest, CompleteLastLineWithoutLineBreakIsKeptWithAWarning) {
    const auto game = playShortGame();
    std::string text = savedGameText(*game);
    text.pop_back();

    Diagnostics diagnostics;
    const auto loaded = read(text, diagnostics);

    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(diagnostics.warningCount(), 1u);
    EXPECT_EQ(loaded->entries, game->journal().size());
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(SavedGameTest, BrokenLineInTheMiddleIsAnErrorNamingTheLine) {
    const auto game = playShortGame();
    auto lines = linesOf(savedGameText(*game));
    lines[3].resize(lines[3].size() / 2);

    Diagnostics diagnostics;
    EXPECT_FALSE(read(join(lines), diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 4");
    EXPECT_NE(diagnostics.items()[0].message.find("not valid JSON"), std::string::npos);
}

TEST_F(SavedGameTest, MissingEntryIsAnErrorNamingTheLine) {
    const auto game = playShortGame();
    auto lines = linesOf(savedGameText(*game));
    lines.erase(lines.begin() + 2);

    Diagnostics diagnostics;
    EXPECT_FALSE(read(join(lines), diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 3");
    EXPECT_NE(diagnostics.items()[0].message.find("expected 2"), std::string::npos);
}

TEST_F(SavedGameTest, CommandThatNoLongerAppliesIsAnErrorNamingTheLine) {
    const auto game = playShortGame();
    auto lines = linesOf(savedGameText(*game));
    nlohmann::json entry = nlohmann::json::parse(lines[5]);
    ASSERT_EQ(entry.at("command").at("type"), "changeFormation");
    entry["command"]["formation"] = "skirmishLine";  // musketeers cannot
    lines[5] = entry.dump();

    Diagnostics diagnostics;
    EXPECT_FALSE(read(join(lines), diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 6");
    EXPECT_NE(diagnostics.items()[0].message.find("changeFormation"), std::string::npos);
}

TEST_F(SavedGameTest, BadFieldInAnEntryIsReportedWithLineAndPointer) {
    const auto game = playShortGame();
    auto lines = linesOf(savedGameText(*game));
    nlohmann::json entry = nlohmann::json::parse(lines[2]);
    entry["command"]["x"] = "north";
    lines[2] = entry.dump();

    Diagnostics diagnostics;
    EXPECT_FALSE(read(join(lines), diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1u) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items()[0].location, "line 3 /command/x");
}

TEST_F(SavedGameTest, DifferentRecordedHashIsAWarning) {
    const auto game = playShortGame();
    auto lines = linesOf(savedGameText(*game));
    nlohmann::json entry = nlohmann::json::parse(lines[1]);
    entry["hash"] = "0123456789abcdef";
    lines[1] = entry.dump();

    Diagnostics diagnostics;
    ASSERT_TRUE(read(join(lines), diagnostics)) << diagnostics.toString();
    ASSERT_EQ(diagnostics.warningCount(), 1u);
    EXPECT_EQ(diagnostics.items()[0].location, "line 2");
}

TEST_F(SavedGameTest, TheScenarioFolderTravelsInTheHeader) {
    const auto game = newGame();
    Diagnostics diagnostics;
    const auto plain = read(savedGameText(*game), diagnostics);
    ASSERT_TRUE(plain);
    EXPECT_EQ(plain->scenarioFolder, "");
    const auto withFolder = read(savedGameText(*game, "../scenarios"), diagnostics);
    ASSERT_TRUE(withFolder);
    EXPECT_EQ(withFolder->scenarioFolder, "../scenarios");
    EXPECT_FALSE(diagnostics.hasErrors());
    EXPECT_EQ(diagnostics.items().size(), 0u) << diagnostics.toString();
}

TEST_F(SavedGameTest, BadHeadersAreErrorsOnLineOne) {
    const auto game = newGame();
    const nlohmann::json header = savedGameHeader(*game);
    const auto headerError = [&](nlohmann::json changed) {
        Diagnostics diagnostics;
        EXPECT_FALSE(read(changed.dump() + "\n", diagnostics));
        EXPECT_TRUE(diagnostics.hasErrors());
        return diagnostics.items().empty() ? Diagnostic{} : diagnostics.items()[0];
    };
    auto changed = header;
    changed["format"] = "something-else";
    EXPECT_EQ(headerError(changed).location, "line 1");
    changed = header;
    changed["version"] = 99;
    EXPECT_EQ(headerError(changed).location, "line 1 /version");
    changed = header;
    changed["ruleset"] = "chainmail";
    EXPECT_EQ(headerError(changed).location, "line 1 /ruleset");
    changed = header;
    changed["seed"] = -4;
    EXPECT_EQ(headerError(changed).location, "line 1 /seed");
    changed = header;
    changed["scenarioFolder"] = 7;
    EXPECT_EQ(headerError(changed).location, "line 1 /scenarioFolder");
    changed = header;
    changed["options"] = {{"noSuchOption", "x"}};
    EXPECT_NE(headerError(changed).message.find("noSuchOption"), std::string::npos);
    changed = header;
    changed["scenario"]["table"]["width"] = "wide";
    EXPECT_EQ(headerError(changed).location, "line 1 /scenario/table/width");

    Diagnostics diagnostics;
    EXPECT_FALSE(read("", diagnostics));
    EXPECT_FALSE(read("{\"format\": \"adjutant-sa", diagnostics));
    EXPECT_EQ(diagnostics.errorCount(), 2u);
}

TEST_F(SavedGameTest, AutosaveAppendsEachNewEntry) {
    const std::string path = ::testing::TempDir() + "adjutant-autosave-test.save.jsonl";
    auto game = newGame();
    std::string error;
    auto writer = SavedGameWriter::start(path, *game, error);
    ASSERT_TRUE(writer) << error;

    const auto fileText = [&] {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        return buffer.str();
    };
    EXPECT_EQ(linesOf(fileText()).size(), 1u);
    game->apply(std::make_unique<RollDiceCommand>("initiative", 1));
    EXPECT_EQ(writer->appendNewEntries(*game), "");
    game->apply(std::make_unique<AdvanceStepCommand>());
    game->undo();
    EXPECT_EQ(writer->appendNewEntries(*game), "");
    EXPECT_EQ(writer->entriesWritten(), 3u);
    EXPECT_EQ(fileText(), savedGameText(*game));

    Diagnostics diagnostics;
    const auto loaded = loadSavedGameFile(path, rulesets, engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));

    // Writing another game to the same file starts it over rather than appending.
    const auto other = newGame();
    EXPECT_EQ(writer->appendNewEntries(*other), "");
    EXPECT_EQ(fileText(), savedGameText(*other));
    writer.reset();
    std::filesystem::remove(path);
}

TEST_F(SavedGameTest, SaveAsReplacesTheFileWhole) {
    const std::string path = ::testing::TempDir() + "adjutant-save-as-test.save.jsonl";
    {
        std::ofstream old(path);
        old << "an older file\nwith two lines\n";
    }
    const auto game = playShortGame();
    ASSERT_EQ(saveGameAs(path, *game), "");
    Diagnostics diagnostics;
    const auto loaded = loadSavedGameFile(path, rulesets, engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
    std::filesystem::remove(path);

    EXPECT_NE(saveGameAs("/nonexistent-folder/x.save.jsonl", *game), "");
}

TEST_F(SavedGameTest, MissingFileIsAnError) {
    Diagnostics diagnostics;
    EXPECT_FALSE(loadSavedGameFile("/nonexistent/game.save.jsonl", rulesets, engines, diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 1u);
    EXPECT_EQ(diagnostics.items()[0].file, "/nonexistent/game.save.jsonl");
}

}  // namespace
}  // namespace adjutant
