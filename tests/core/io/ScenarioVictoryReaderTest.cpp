// Reading a scenario's victory conditions: every member into the model, the
// defaults (today's judgement) without them, and a clear error at the JSON
// pointer for each thing that is wrong.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>

#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

using nlohmann::json;

std::optional<Scenario> readWithVictory(const json& victory, Diagnostics& diagnostics) {
    json document = test::tutorialJson();
    document["victory"] = victory;
    return readScenarioJson(document, "test.scenario.json", test::shippedRulesets(), diagnostics);
}

TEST(ScenarioVictoryReader, WithoutVictoryConditionsTheDefaultsAreTodaysJudgement) {
    json document = test::tutorialJson();
    document.erase("victory");
    Diagnostics diagnostics;
    const auto scenario =
        readScenarioJson(document, "t.scenario.json", test::shippedRulesets(), diagnostics);
    ASSERT_TRUE(scenario) << diagnostics.toString();
    EXPECT_FALSE(scenario->victory.given);
    EXPECT_EQ(scenario->victory.bounds, 12);
    EXPECT_FALSE(scenario->victory.breakPoint[0].has_value());
    EXPECT_TRUE(scenario->victory.objectives.empty());
    EXPECT_EQ(scenario->victory.lossPercentPerPoint, 5);
    EXPECT_EQ(scenario->victory.drawMargin, 1);
    EXPECT_EQ(scenario->victory.decisiveMargin, 0);
}

TEST(ScenarioVictoryReader, ReadsEveryMember) {
    Diagnostics diagnostics;
    const auto scenario = readWithVictory(
        {{"bounds", 9},
         {"breakPoints", {{"austria", 0.4}}},
         {"objectives",
          {{{"objective", "crest"}, {"value", 4}, {"holder", "prussia"}, {"byBound", 6}},
           {{"objective", "north-exit"}, {"value", 1.5}}}},
         {"lossPercentPerPoint", 10},
         {"lossPercentPerPointFor", {{"prussia", 2.5}}},
         {"drawMargin", 0.5},
         {"decisiveMargin", 6},
         {"holdDistance", 4}},
        diagnostics);
    ASSERT_TRUE(scenario) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    const VictoryConditions& v = scenario->victory;
    EXPECT_TRUE(v.given);
    EXPECT_EQ(v.bounds, 9);
    EXPECT_FALSE(v.breakPoint[0].has_value());
    EXPECT_EQ(v.breakPoint[1], 0.4);
    ASSERT_EQ(v.objectives.size(), 2U);
    EXPECT_EQ(v.objectives[0].objectiveId, "crest");
    EXPECT_EQ(v.objectives[0].value, 4);
    EXPECT_EQ(v.objectives[0].holder, 0);
    EXPECT_EQ(v.objectives[0].byBound, 6);
    EXPECT_EQ(v.objectives[1].holder, -1);
    EXPECT_EQ(v.objectives[1].byBound, 0);
    EXPECT_EQ(v.lossPercentPerPoint, 10);
    EXPECT_EQ(v.lossPercentPerPointFor[0], 2.5);
    EXPECT_FALSE(v.lossPercentPerPointFor[1].has_value());
    EXPECT_EQ(v.lossPercentPerPointOf(0), 2.5);
    EXPECT_EQ(v.lossPercentPerPointOf(1), 10);
    EXPECT_EQ(v.drawMargin, 0.5);
    EXPECT_EQ(v.decisiveMargin, 6);
    EXPECT_EQ(v.holdDistance, 4);
}

TEST(ScenarioVictoryReader, EachMistakeIsReportedWhereItIs) {
    const struct {
        json victory;
        std::string location;
        std::string words;
    } cases[] = {
        {json::array(), "/victory", "expected the victory conditions"},
        {{{"bounds", 0}}, "/victory/bounds", ""},
        {{{"breakPoints", {{"prusia", 0.4}}}}, "/victory/breakPoints/prusia", "no side \"prusia\""},
        {{{"breakPoints", {{"prussia", 1.5}}}}, "/victory/breakPoints/prussia", ""},
        {{{"objectives", {{{"objective", "hill"}, {"value", 2}}}}},
         "/victory/objectives/0/objective",
         "no objective \"hill\""},
        {{{"objectives", {{{"objective", "crest"}}}}}, "/victory/objectives/0/value", "missing"},
        {{{"objectives", {{{"objective", "crest"}, {"value", 2}, {"holder", "france"}}}}},
         "/victory/objectives/0/holder",
         "no side \"france\""},
        {{{"bounds", 6}, {"objectives", {{{"objective", "crest"}, {"value", 2}, {"byBound", 7}}}}},
         "/victory/objectives/0/byBound",
         ""},
        {{{"objectives",
           {{{"objective", "crest"}, {"value", 2}}, {{"objective", "crest"}, {"value", 1}}}}},
         "/victory/objectives/1/objective",
         "scored twice"},
        {{{"drawMargin", 2}, {"decisiveMargin", 1}}, "/victory/decisiveMargin", "larger"},
        {{{"lossPercentPerPointFor", 5}},
         "/victory/lossPercentPerPointFor",
         "each side's percent of the enemy army lost for a point"},
        {{{"lossPercentPerPointFor", {{"austria", 150}}}},
         "/victory/lossPercentPerPointFor/austria",
         ""},
        {{{"lossPercentPerPointFor", {{"austira", 6}}}},
         "/victory/lossPercentPerPointFor/austira",
         "no side \"austira\""},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.victory.dump());
        Diagnostics diagnostics;
        EXPECT_FALSE(readWithVictory(c.victory, diagnostics).has_value());
        const auto locations = test::errorLocations(diagnostics);
        ASSERT_EQ(locations.size(), 1U) << diagnostics.toString();
        EXPECT_EQ(locations[0], c.location);
        EXPECT_NE(diagnostics.toString().find(c.words), std::string::npos)
            << diagnostics.toString();
    }
}

TEST(ScenarioVictoryReader, AnUnknownMemberIsAWarning) {
    Diagnostics diagnostics;
    EXPECT_TRUE(readWithVictory({{"bound", 9}}, diagnostics).has_value());
    EXPECT_EQ(diagnostics.warningCount(), 1U) << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
