#include "core/editor/NewScenario.h"

#include <gtest/gtest.h>

#include "core/editor/ScenarioSaving.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using test::shippedRuleset;
using test::shippedRulesets;

TEST(NewScenarioTest, DefaultsComeFromTheRuleset) {
    const NewScenarioSpec spec = defaultNewScenarioSpec(shippedRuleset("tricorne"));
    EXPECT_EQ(spec.ruleset, "tricorne");
    EXPECT_EQ(spec.figureScale, "15mm");
    EXPECT_EQ(spec.period, "WAS");
    EXPECT_EQ(spec.sides[0].nation, "prussia");
    EXPECT_EQ(spec.sides[1].nation, "austria");
    EXPECT_EQ(spec.sides[0].id, "prussia");
    EXPECT_EQ(spec.sides[0].name, "Prussia");
    EXPECT_NE(spec.sides[0].colour, spec.sides[1].colour);
    EXPECT_EQ(spec.sides[0].baseline, TableEdge::Bottom);
    EXPECT_EQ(spec.sides[1].baseline, TableEdge::Top);
    EXPECT_FALSE(spec.title.empty());
}

TEST(NewScenarioTest, ZonesAreAQuarterOfTheTableAlongEachBaseline) {
    NewScenarioSpec spec = defaultNewScenarioSpec(shippedRuleset("tricorne"));
    spec.tableWidth = 60;
    spec.tableHeight = 40;
    spec.sides[0].baseline = TableEdge::Left;
    spec.sides[1].baseline = TableEdge::Right;
    std::string error;
    const auto scenario = makeNewScenario(spec, shippedRuleset("tricorne"), error);
    ASSERT_TRUE(scenario.has_value()) << error;
    ASSERT_EQ(scenario->deploymentZones.size(), 2U);
    const std::vector<Vec2> left{{0, 0}, {15, 0}, {15, 40}, {0, 40}};
    const std::vector<Vec2> right{{45, 0}, {60, 0}, {60, 40}, {45, 40}};
    EXPECT_EQ(scenario->deploymentZones[0].outline, left);
    EXPECT_EQ(scenario->deploymentZones[0].side, 0);
    EXPECT_EQ(scenario->deploymentZones[1].outline, right);
    EXPECT_EQ(scenario->deploymentZones[1].side, 1);
    EXPECT_TRUE(scenario->units.empty());
    EXPECT_TRUE(scenario->table.areas.empty());
    EXPECT_EQ(scenario->table.width, 60);
}

TEST(NewScenarioTest, TheDefaultScenarioOfEveryRulesetValidates) {
    const test::ScratchFolder folder("new-scenario");
    for (const std::string id : {"tricorne", "princes", "fire-effect-1870"}) {
        SCOPED_TRACE(id);
        const RulesetDefinition& ruleset = shippedRuleset(id);
        std::string error;
        const auto scenario = makeNewScenario(defaultNewScenarioSpec(ruleset), ruleset, error);
        ASSERT_TRUE(scenario.has_value()) << error;
        EXPECT_EQ(scenario->ruleset, id);
        const std::vector<Vec2> bottom{{0, 36}, {72, 36}, {72, 48}, {0, 48}};
        EXPECT_EQ(scenario->deploymentZones[0].outline, bottom);
        const Diagnostics diagnostics =
            validateScenarioFor(*scenario, folder.file(id + ".scenario.json"), shippedRulesets());
        EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    }
}

TEST(NewScenarioTest, AnIncompleteOrUnfittingSpecIsRefused) {
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    const NewScenarioSpec good = defaultNewScenarioSpec(tricorne);
    const auto refusal = [&](auto change) {
        NewScenarioSpec spec = good;
        change(spec);
        std::string error;
        const bool made = makeNewScenario(spec, tricorne, error).has_value();
        EXPECT_FALSE(made);
        return error;
    };
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.title.clear(); }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.ruleset = "princes"; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.tableWidth = 0; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.figureScale = "54mm"; }).find("54mm"),
              std::string::npos);
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.period = "AWI"; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.sides[1].nation = "british"; }).find("british"),
              std::string::npos);
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.sides[0].colour = "blue"; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.sides[1].id = s.sides[0].id; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.sides[1].baseline = TableEdge::Bottom; }), "");
    EXPECT_NE(refusal([](NewScenarioSpec& s) { s.sides[0].name.clear(); }), "");
}

}  // namespace
}  // namespace adjutant
