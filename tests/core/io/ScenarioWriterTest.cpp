#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

/// A scratch folder removed after each test.
class ScenarioWriterTest : public testing::Test {
  protected:
    void SetUp() override {
        const auto* info = testing::UnitTest::GetInstance()->current_test_info();
        folder_ =
            fs::temp_directory_path() / ("adjutant-scenario-writer-" + std::string(info->name()));
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    std::string pathOf(const std::string& name) const { return (folder_ / name).string(); }

    fs::path folder_;
};

std::string fileText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST_F(ScenarioWriterTest, ReadWriteReadGivesAnEqualScenario) {
    for (const std::string& name : test::shippedScenarioNames()) {
        SCOPED_TRACE(name);
        Diagnostics diagnostics;
        const auto original =
            readScenarioFile(test::shippedScenarioPath(name), test::shippedRulesets(), diagnostics);
        ASSERT_TRUE(original.has_value()) << diagnostics.toString();

        const std::string copy = pathOf(name);
        ASSERT_EQ(writeScenarioFile(copy, *original), "");
        // The scenario goes with its folder: its map beside it, as when shared.
        if (original->map) {
            const std::filesystem::path from =
                std::filesystem::path(test::shippedScenarioPath(name)).parent_path() /
                original->map->file;
            const std::filesystem::path to =
                std::filesystem::path(copy).parent_path() / original->map->file;
            std::filesystem::create_directories(to.parent_path());
            std::filesystem::copy_file(from, to, std::filesystem::copy_options::overwrite_existing);
        }
        const auto reread = readScenarioFile(copy, test::shippedRulesets(), diagnostics);
        ASSERT_TRUE(reread.has_value()) << diagnostics.toString();
        EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
        test::expectSameScenario(*original, *reread);
    }
}

TEST_F(ScenarioWriterTest, RoundTripKeepsValuesThatDifferFromTheDefaults) {
    nlohmann::json document = test::tutorialJson();
    auto& unit = document["sides"][0]["units"][1];
    unit["nation"] = "hanover";
    unit["startFigures"] = 10;
    unit["figures"] = 7;
    unit["moraleClass"] = "guard";
    unit["status"] = {{"unformed", true}};
    unit["pose"]["facing"] = 12.345678901234567;
    document["options"] = {{"firstVolleyBonus", "flatTwo"}};
    document["map"] = {
        {"file", "map.png"}, {"topLeft", {1.5, 2}}, {"inchesPerPixel", 0.05}, {"opacity", 0.5}};
    document["victory"]["lossPercentPerPointFor"] = {{"austria", 6}};
    Diagnostics diagnostics;
    const auto original =
        readScenarioJson(document, "edited.scenario.json", test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(original.has_value()) << diagnostics.toString();

    const auto reread = readScenarioJson(scenarioToJson(*original), "written.scenario.json",
                                         test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(reread.has_value()) << diagnostics.toString();
    test::expectSameScenario(*original, *reread);
    EXPECT_EQ(reread->findUnit("pr-ir18-2")->nation, "hanover");
    EXPECT_EQ(reread->findUnit("pr-ir18-2")->status, (nlohmann::json{{"unformed", true}}));
    EXPECT_EQ(reread->victory.lossPercentPerPointFor[1], 6);
}

TEST_F(ScenarioWriterTest, LeavesOutMembersThatOnlyRepeatADefault) {
    Diagnostics diagnostics;
    const auto scenario = readScenarioJson(test::tutorialJson(), "t.scenario.json",
                                           test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    const nlohmann::json written = scenarioToJson(*scenario);
    const nlohmann::json& unit = written["sides"][0]["units"][1];
    EXPECT_FALSE(unit.contains("nation"));
    EXPECT_FALSE(unit.contains("startFigures"));
    EXPECT_FALSE(unit.contains("guns"));
    EXPECT_FALSE(unit.contains("status"));
    EXPECT_EQ(written["sides"][0]["units"][2]["guns"], 4);
}

TEST_F(ScenarioWriterTest, WritesPointsOnOneLine) {
    Diagnostics diagnostics;
    const auto scenario =
        readScenarioFile(test::shippedScenarioPath("tricorne-tutorial.scenario.json"),
                         test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(scenario.has_value()) << diagnostics.toString();
    const std::string path = pathOf("points.scenario.json");
    ASSERT_EQ(writeScenarioFile(path, *scenario), "");
    const std::string text = fileText(path);
    EXPECT_NE(text.find("\"position\": [30.0, 40.0]"), std::string::npos) << text;
}

TEST_F(ScenarioWriterTest, WritingIntoAMissingFolderReportsTheProblem) {
    Diagnostics diagnostics;
    const auto scenario = readScenarioJson(test::tutorialJson(), "t.scenario.json",
                                           test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(scenario.has_value());
    const std::string path = pathOf("missing/x.scenario.json");
    EXPECT_FALSE(writeScenarioFile(path, *scenario).empty());
    EXPECT_FALSE(fs::exists(path));
}

}  // namespace
}  // namespace adjutant
