// A scenario exported for sharing is one new folder holding the scenario and
// its map, which opens with its map wherever the folder is put; an export that
// cannot be done whole leaves nothing behind and touches no folder of yours.
#include "core/editor/ScenarioExport.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/io/MapImageLookup.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using test::shippedRulesets;

std::string shippedFolder() {
    return std::string(testResourceDir()) + "/scenarios";
}

Scenario shippedTutorial() {
    Diagnostics diagnostics;
    auto scenario = readScenarioFile(test::shippedScenarioPath("tricorne-tutorial.scenario.json"),
                                     shippedRulesets(), diagnostics);
    EXPECT_TRUE(scenario.has_value()) << diagnostics.toString();
    return scenario.value_or(Scenario{});
}

TEST(ScenarioExportTest, TheFolderHoldsTheScenarioAndItsMapAndOpensWhereverItIsPut) {
    const test::ScratchFolder scratch("export-whole");
    std::string error;
    const std::string written = exportScenarioFolder(
        shippedTutorial(), shippedFolder(), scratch.file("galgenberg"), shippedRulesets(), error);
    ASSERT_EQ(error, "");
    EXPECT_EQ(fs::path(written), scratch.path() / "galgenberg" / "galgenberg.scenario.json");
    EXPECT_TRUE(fs::is_regular_file(scratch.path() / "galgenberg" / "maps" / "galgenberg.svg"));
    EXPECT_FALSE(fs::exists(scratch.path() / ".galgenberg.exporting"));

    // The receiver puts the folder somewhere of their own.
    fs::rename(scratch.path() / "galgenberg", scratch.path() / "received");
    Diagnostics diagnostics;
    const auto opened = readScenarioFile(scratch.file("received/galgenberg.scenario.json"),
                                         shippedRulesets(), diagnostics);
    ASSERT_TRUE(opened.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(opened->map->file, "maps/galgenberg.svg");
    EXPECT_EQ(opened->map->sha256, mapImageHash(shippedFolder() + "/maps/galgenberg.svg"));
}

TEST(ScenarioExportTest, AFolderAlreadyThereIsNeverWrittenInto) {
    const test::ScratchFolder scratch("export-existing");
    fs::create_directories(scratch.path() / "mine");
    std::ofstream(scratch.path() / "mine" / "notes.txt") << "my notes";
    std::string error;
    EXPECT_EQ(exportScenarioFolder(shippedTutorial(), shippedFolder(), scratch.file("mine"),
                                   shippedRulesets(), error),
              "");
    EXPECT_NE(error.find("is already there"), std::string::npos) << error;
    EXPECT_EQ(
        std::distance(fs::directory_iterator(scratch.path() / "mine"), fs::directory_iterator()),
        1);
}

TEST(ScenarioExportTest, AnExportWithoutItsMapLeavesNothingBehind) {
    const test::ScratchFolder scratch("export-mapless");
    Scenario scenario = shippedTutorial();
    scenario.map->file = "maps/no-such-survey.png";
    std::string error;
    EXPECT_EQ(exportScenarioFolder(scenario, shippedFolder(), scratch.file("galgenberg"),
                                   shippedRulesets(), error),
              "");
    EXPECT_NE(error.find("no-such-survey.png"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_empty(scratch.path())) << "a half-written export was left";
}

}  // namespace
}  // namespace adjutant
