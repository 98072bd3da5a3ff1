// Who plays each side, in the saved-game header: written only for a solo
// game, read back exactly, and a bad value is an error naming the file, the
// field and what was expected.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "tests/core/io/SavedGameTestSupport.h"

namespace adjutant {
namespace {

class SavedGamePlayersTest : public testing::SavedGameTestBase {
  protected:
    std::optional<LoadedGame> read(const std::string& text, Diagnostics& diagnostics) const {
        return readSavedGameText(text, "solo.save.jsonl", rulesets, engines, diagnostics);
    }
};

TEST_F(SavedGamePlayersTest, AGameOfPeopleSavesExactlyAsBefore) {
    const auto game = playShortGame();
    EXPECT_EQ(savedGameText(*game, "", SidePlayers{}), savedGameText(*game));
    EXPECT_FALSE(savedGameHeader(*game).contains("players"));
    Diagnostics diagnostics;
    const auto loaded = read(savedGameText(*game), diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_FALSE(anyComputer(loaded->players));
}

TEST_F(SavedGamePlayersTest, TheComputersSidesAreReadBackWithTheirDifficultyAndSeed) {
    const auto game = playShortGame();
    const SidePlayers players = {std::nullopt,
                                 CommanderSettings{Difficulty::Steady, 12345678901234ULL}};
    const nlohmann::json header = savedGameHeader(*game, "", players);
    EXPECT_EQ(header.at("players"), nlohmann::json::parse(R"({"prussia": {"player": "human"},
                  "austria": {"player": "computer", "difficulty": "steady",
                              "seed": 12345678901234}})"));
    Diagnostics diagnostics;
    const auto loaded = read(savedGameText(*game, "", players), diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(diagnostics.items().size(), 0u) << diagnostics.toString();
    EXPECT_FALSE(loaded->players[0].has_value());
    ASSERT_TRUE(loaded->players[1].has_value());
    EXPECT_EQ(loaded->players[1]->difficulty, Difficulty::Steady);
    EXPECT_EQ(loaded->players[1]->seed, 12345678901234ULL);
    // The players change nothing in the game itself.
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(SavedGamePlayersTest, ABadValueIsAnErrorNamingTheFileTheFieldAndWhatWasExpected) {
    const auto game = newGame();
    const nlohmann::json header =
        savedGameHeader(*game, "", {CommanderSettings{Difficulty::Novice, 1}, std::nullopt});
    const auto firstError = [&](const nlohmann::json& changed) {
        Diagnostics diagnostics;
        EXPECT_FALSE(read(changed.dump() + "\n", diagnostics));
        EXPECT_TRUE(diagnostics.hasErrors());
        return diagnostics.items().empty() ? Diagnostic{} : diagnostics.items()[0];
    };
    auto changed = header;
    changed["players"]["prussia"]["difficulty"] = "expert";
    Diagnostic error = firstError(changed);
    EXPECT_EQ(error.file, "solo.save.jsonl");
    EXPECT_EQ(error.location, "line 1 /players/prussia/difficulty");
    EXPECT_EQ(error.message,
              "unknown difficulty \"expert\" (expected \"novice\", \"steady\" or \"veteran\")");

    changed = header;
    changed["players"]["prussia"]["player"] = "robot";
    EXPECT_EQ(firstError(changed).location, "line 1 /players/prussia/player");

    changed = header;
    changed["players"]["prussia"]["seed"] = -1;
    error = firstError(changed);
    EXPECT_EQ(error.location, "line 1 /players/prussia/seed");
    EXPECT_NE(error.message.find("whole number"), std::string::npos);

    changed = header;
    changed["players"]["france"] = {{"player", "human"}};
    error = firstError(changed);
    EXPECT_EQ(error.location, "line 1 /players/france");
    EXPECT_NE(error.message.find("\"prussia\", \"austria\""), std::string::npos) << error.message;

    changed = header;
    changed["players"] = "computer";
    EXPECT_EQ(firstError(changed).location, "line 1 /players");
}

}  // namespace
}  // namespace adjutant
