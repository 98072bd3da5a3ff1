// A shared scenario is imported into the player's own scenarios folder with
// its map, never over a scenario already there, and a broken one is refused
// with its name and nothing written.
#include "core/editor/ScenarioImport.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/editor/ScenarioExport.h"
#include "core/io/MapImageLookup.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using test::shippedRulesets;

std::size_t entriesIn(const fs::path& folder) {
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

// The tutorial as a friend sends it: exported for sharing into `shared/`.
std::string sharedTutorial(const test::ScratchFolder& scratch) {
    Diagnostics diagnostics;
    const auto tutorial =
        readScenarioFile(test::shippedScenarioPath("tricorne-tutorial.scenario.json"),
                         shippedRulesets(), diagnostics);
    EXPECT_TRUE(tutorial.has_value()) << diagnostics.toString();
    std::string error;
    const std::string file = exportScenarioFolder(
        tutorial.value_or(Scenario{}), std::string(testResourceDir()) + "/scenarios",
        scratch.file("shared/galgenberg"), shippedRulesets(), error);
    EXPECT_EQ(error, "");
    return file;
}

TEST(ScenarioImportTest, TheScenarioAndItsMapLandInYourFolderAndOpenThere) {
    const test::ScratchFolder scratch("import-whole");
    const std::string shared = sharedTutorial(scratch);
    std::string error;
    const std::string imported =
        importScenario(shared, scratch.file("mine"), shippedRulesets(), error);
    ASSERT_EQ(error, "");
    EXPECT_EQ(fs::path(imported), scratch.path() / "mine" / "galgenberg.scenario.json");
    EXPECT_TRUE(fs::is_regular_file(scratch.path() / "mine" / "maps" / "galgenberg.svg"));

    fs::remove_all(scratch.path() / "shared");  // the mail with the folder is deleted
    Diagnostics diagnostics;
    const auto opened = readScenarioFile(imported, shippedRulesets(), diagnostics);
    ASSERT_TRUE(opened.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(opened->map->file, "maps/galgenberg.svg");
    EXPECT_EQ(opened->map->sha256,
              mapImageHash(std::string(testResourceDir()) + "/scenarios/maps/galgenberg.svg"));
}

TEST(ScenarioImportTest, ASecondImportIsNumberedAndSharesTheMap) {
    const test::ScratchFolder scratch("import-twice");
    const std::string shared = sharedTutorial(scratch);
    std::string error;
    importScenario(shared, scratch.file("mine"), shippedRulesets(), error);
    ASSERT_EQ(error, "");
    const std::string again =
        importScenario(shared, scratch.file("mine"), shippedRulesets(), error);
    ASSERT_EQ(error, "");
    EXPECT_EQ(fs::path(again), scratch.path() / "mine" / "galgenberg-2.scenario.json");
    EXPECT_EQ(entriesIn(scratch.path() / "mine" / "maps"), 1U) << "the same map was copied twice";
    EXPECT_EQ(entriesIn(scratch.path() / "mine"), 3U);
}

TEST(ScenarioImportTest, ABrokenSharedFileIsRefusedByNameAndNothingIsWritten) {
    const test::ScratchFolder scratch("import-broken");
    fs::create_directories(scratch.path() / "mine");
    std::ofstream(scratch.path() / "letter.scenario.json") << "{\"ruleset\": \"tricorne\",";
    std::string error;
    EXPECT_EQ(importScenario(scratch.file("letter.scenario.json"), scratch.file("mine"),
                             shippedRulesets(), error),
              "");
    EXPECT_NE(error.find("letter.scenario.json"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_empty(scratch.path() / "mine"));
}

TEST(ScenarioImportTest, ASharedScenarioWithoutItsMapIsRefusedNamingTheMap) {
    const test::ScratchFolder scratch("import-mapless");
    const std::string shared = sharedTutorial(scratch);
    fs::remove_all(scratch.path() / "shared" / "galgenberg" / "maps");
    std::string error;
    EXPECT_EQ(importScenario(shared, scratch.file("mine"), shippedRulesets(), error), "");
    EXPECT_NE(error.find("galgenberg.svg"), std::string::npos) << error;
    EXPECT_FALSE(fs::exists(scratch.path() / "mine" / "galgenberg.scenario.json"));
}

}  // namespace
}  // namespace adjutant
