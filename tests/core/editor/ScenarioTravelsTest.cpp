// A scenario saved with its map, and a game played on it, sent to another
// player: moved to another folder and holding the paths another machine wrote,
// both still open with their map; a map that is missing, or is not the one the
// scenario was drawn on, is said.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "core/editor/ScenarioSaving.h"
#include "core/engine/EngineRegistry.h"
#include "core/engine/Game.h"
#include "core/io/MapImageLookup.h"
#include "core/io/RecordedScenarioFolder.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using test::shippedRulesets;

class ScenarioTravels : public ::testing::Test {
  protected:
    void SetUp() override {
        // A folder a test: ctest runs the tests of this file side by side.
        root_ = fs::temp_directory_path() /
                ("adjutant-scenario-travels-" +
                 std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root_);
        fs::create_directories(root_ / "designer");
        fs::create_directories(root_ / "games");
        fs::create_directories(root_ / "opponent");
    }
    void TearDown() override { fs::remove_all(root_); }

    std::string at(const std::string& name) const { return (root_ / name).string(); }

    static std::string shippedFolder() { return std::string(testResourceDir()) + "/scenarios"; }

    // The designer opens the shipped tutorial and saves it in a folder of
    // their own, as the editor's Save scenario as does; then starts a game of
    // it and saves that in another folder.
    void designAndPlay() {
        Diagnostics diagnostics;
        const auto shipped =
            readScenarioFile(test::shippedScenarioPath("tricorne-tutorial.scenario.json"),
                             shippedRulesets(), diagnostics);
        ASSERT_TRUE(shipped.has_value()) << diagnostics.toString();
        std::string error;
        const Scenario carried = carryMapImage(*shipped, shippedFolder(), at("designer"), error);
        ASSERT_EQ(error, "");
        ASSERT_TRUE(carried.map.has_value());
        EXPECT_EQ(carried.map->file, "maps/galgenberg.svg");
        EXPECT_EQ(carried.map->sha256, mapImageHash(shippedFolder() + "/maps/galgenberg.svg"));
        ASSERT_EQ(
            saveScenarioFile(at("designer/galgenberg.scenario.json"), carried, shippedRulesets()),
            "");

        Diagnostics reading;
        auto saved =
            readScenarioFile(at("designer/galgenberg.scenario.json"), shippedRulesets(), reading);
        ASSERT_TRUE(saved.has_value()) << reading.toString();
        EXPECT_TRUE(reading.empty()) << reading.toString();
        EXPECT_EQ(saved->map->sha256, carried.map->sha256);

        auto setup = std::make_shared<GameSetup>();
        setup->scenario = std::make_shared<const Scenario>(std::move(*saved));
        setup->ruleset = shippedRulesets().find("tricorne");
        setup->seed = 1757;
        const Game game(setup, engines_.rulesetStates);
        std::ofstream(at("games/galgenberg.save.jsonl"), std::ios::binary)
            << savedGameText(game, "../designer");
    }

    // The saved game as the opponent receives it: written on the designer's
    // machine, so its header names the scenario's folder by a path of theirs
    // and the map with Windows' separators.
    void sendGame(const std::string& to) const {
        std::ifstream in(at("games/galgenberg.save.jsonl"), std::ios::binary);
        std::string headerLine;
        std::getline(in, headerLine);
        std::ostringstream rest;
        rest << in.rdbuf();
        nlohmann::json header = nlohmann::json::parse(headerLine);
        header["scenarioFolder"] = "C:\\Users\\designer\\Documents\\Adjutant\\designer";
        header["scenario"]["map"]["file"] = "maps\\galgenberg.svg";
        std::ofstream(at(to), std::ios::binary) << header.dump() << '\n' << rest.str();
    }

    std::optional<LoadedGame> loadGame(const std::string& name, Diagnostics& diagnostics) const {
        return loadSavedGameFile(at(name), shippedRulesets(), engines_, diagnostics);
    }

    fs::path root_;
    EngineRegistry engines_ = makeCoreEngineRegistry();
};

TEST_F(ScenarioTravels, AScenarioAndItsGameMovedToAnotherFolderOpenWithTheirMap) {
    designAndPlay();
    // All the opponent keeps is one folder: scenario, map and game side by side.
    fs::copy_file(at("designer/galgenberg.scenario.json"), at("opponent/galgenberg.scenario.json"));
    fs::copy_file(at("designer/maps/galgenberg.svg"), at("opponent/galgenberg.svg"));
    sendGame("opponent/galgenberg.save.jsonl");
    // Nothing of the designer's folders is left to reach back into.
    fs::remove_all(at("designer"));
    fs::remove_all(at("games"));

    Diagnostics scenarioReading;
    const auto scenario = readScenarioFile(at("opponent/galgenberg.scenario.json"),
                                           shippedRulesets(), scenarioReading);
    ASSERT_TRUE(scenario.has_value()) << scenarioReading.toString();
    EXPECT_TRUE(scenarioReading.empty()) << scenarioReading.toString();
    EXPECT_EQ(scenario->map->file, "galgenberg.svg");

    Diagnostics gameReading;
    const auto loaded = loadGame("opponent/galgenberg.save.jsonl", gameReading);
    ASSERT_TRUE(loaded.has_value() && loaded->game) << gameReading.toString();
    EXPECT_FALSE(gameReading.hasErrors()) << gameReading.toString();
    const Scenario& played = *loaded->game->setup().scenario;
    const std::string folder =
        recordedScenarioFolder(at("opponent"), loaded->scenarioFolder, played);
    EXPECT_EQ(fs::path(folder), fs::path(at("opponent")));
    const auto found = findMapImage(folder, *played.map);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(fs::path(found->path), fs::canonical(at("opponent/galgenberg.svg")));
    Diagnostics mapCheck;
    warnWhenSavedGameMapMissing(at("opponent/galgenberg.save.jsonl"), folder, played, mapCheck);
    EXPECT_TRUE(mapCheck.empty()) << mapCheck.toString();
}

TEST_F(ScenarioTravels, AChangedMapIsNotTheOneTheScenarioWasDrawnOn) {
    designAndPlay();
    std::ofstream(at("designer/maps/galgenberg.svg"), std::ios::binary)
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>";
    Diagnostics diagnostics;
    const auto scenario =
        readScenarioFile(at("designer/galgenberg.scenario.json"), shippedRulesets(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    ASSERT_EQ(diagnostics.items().size(), 1u) << diagnostics.toString();
    const Diagnostic& warning = diagnostics.items().front();
    EXPECT_EQ(warning.severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(warning.file, at("designer/galgenberg.scenario.json"));
    EXPECT_EQ(warning.location, "/map/sha256");
    EXPECT_NE(
        warning.message.find(
            "the map image \"maps/galgenberg.svg\" is not the one this scenario was drawn on"),
        std::string::npos)
        << warning.message;
}

TEST_F(ScenarioTravels, AGameMovedWithoutItsMapSaysSo) {
    designAndPlay();
    sendGame("opponent/galgenberg.save.jsonl");
    // A picture of the same name, but not the map: never drawn as the table.
    std::ofstream(at("opponent/galgenberg.svg"), std::ios::binary) << "a holiday photograph";
    fs::remove_all(at("designer"));

    Diagnostics gameReading;
    const auto loaded = loadGame("opponent/galgenberg.save.jsonl", gameReading);
    ASSERT_TRUE(loaded.has_value() && loaded->game) << gameReading.toString();
    const Scenario& played = *loaded->game->setup().scenario;
    const std::string folder =
        recordedScenarioFolder(at("opponent"), loaded->scenarioFolder, played);
    EXPECT_FALSE(findMapImage(folder, *played.map).has_value());
    Diagnostics mapCheck;
    warnWhenSavedGameMapMissing(at("opponent/galgenberg.save.jsonl"), folder, played, mapCheck);
    ASSERT_EQ(mapCheck.items().size(), 1u) << mapCheck.toString();
    const Diagnostic& warning = mapCheck.items().front();
    EXPECT_EQ(warning.severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(warning.location, "line 1 /scenario/map/file");
    EXPECT_NE(warning.message.find("the map image \"maps\\galgenberg.svg\" of the game's scenario "
                                   "is not there"),
              std::string::npos)
        << warning.message;
}

}  // namespace
}  // namespace adjutant
