// Scenario > Table size after the New scenario wizard: one undoable edit that
// never leaves a piece of the scenario off the table, and keeps the map where
// it lies.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"
#include "core/editor/TableResize.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using test::newTricorneScenario;
using test::shippedRuleset;

const RulesetDefinition& tricorne() {
    return shippedRuleset("tricorne");
}

/// The wizard's 72 x 48 table with its two zones, a unit, a general, a wood
/// and an objective towards its right edge.
Scenario furnished() {
    Scenario scenario = newTricorneScenario();
    Unit unit;
    unit.id = "pr-a";
    unit.name = "IR 18";
    unit.side = 0;
    unit.type = "musketeer";
    unit.nation = "prussia";
    unit.figures = unit.startFigures = 12;
    unit.pose = {{60, 40}, 0};
    scenario.units.push_back(unit);
    General general;
    general.id = "pr-general";
    general.name = "Schwerin";
    general.pose = {{66, 44}, 0};
    scenario.sides[0].generals.push_back(general);
    TerrainArea wood;
    wood.id = "woods-1";
    wood.name = "Pine wood";
    wood.outline = {{50, 20}, {70, 20}, {70, 28}, {50, 28}};
    scenario.table.areas.push_back(wood);
    Objective mill;
    mill.id = "objective-1";
    mill.name = "Mill";
    mill.outline = {{65, 10}};
    scenario.objectives.push_back(mill);
    return scenario;
}

TEST(TableResizeTest, ALargerTableIsOneEditThatUndoAndRedoTakeBackAndMakeAgain) {
    ScenarioDraft draft(furnished());
    ASSERT_EQ(draft.apply(edits::resizeTable(96, 60, tricorne(), {})), "");
    EXPECT_EQ(draft.scenario().table.width, 96);
    EXPECT_EQ(draft.scenario().table.height, 60);
    EXPECT_EQ(draft.undoLabel(), "Make the table 96 x 60 inches");
    // Everything on it keeps its place: the corner of the table stays put.
    EXPECT_EQ(draft.scenario().units.at(0).pose.position, (Vec2{60, 40}));
    EXPECT_EQ(draft.scenario().table.areas.at(0).outline.at(1), (Vec2{70, 20}));

    ASSERT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().table.width, 72);
    EXPECT_EQ(draft.scenario().table.height, 48);
    ASSERT_TRUE(draft.redo());
    EXPECT_EQ(draft.scenario().table.width, 96);
    EXPECT_EQ(draft.scenario().table.height, 60);
}

TEST(TableResizeTest, ASmallerTableIsRefusedNamingWhatWouldBeOffIt) {
    ScenarioDraft draft(furnished());
    const std::string refusal = draft.apply(edits::resizeTable(60, 48, tricorne(), {}));
    // The unit's stands reach to x 61.2; the general stands at x 66.
    EXPECT_NE(refusal.find("a table of 60 x 48 inches would leave "), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("unit \"IR 18\""), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("general \"Schwerin\""), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("the woods \"Pine wood\""), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("objective \"Mill\""), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("the deployment zone \"Prussia deployment\""), std::string::npos)
        << refusal;
    // Six things, five named: the rest counted; and the least table that holds them.
    EXPECT_NE(refusal.find(" and 1 more off it"), std::string::npos) << refusal;
    EXPECT_NE(refusal.find("reaches 72.0 x 48.0 inches"), std::string::npos) << refusal;
    EXPECT_EQ(draft.scenario().table.width, 72);
    EXPECT_FALSE(draft.canUndo());

    // Shorter only: the bottom zone, the unit and the general are off; not the wood.
    const std::string shorter = draft.apply(edits::resizeTable(72, 39, tricorne(), {}));
    EXPECT_NE(shorter.find("unit \"IR 18\""), std::string::npos) << shorter;
    EXPECT_EQ(shorter.find("Pine wood"), std::string::npos) << shorter;
    EXPECT_NE(shorter.find("move them first"), std::string::npos) << shorter;
}

TEST(TableResizeTest, AUnitIsJudgedByItsStandsNotItsPoint) {
    Scenario scenario = newTricorneScenario();
    scenario.deploymentZones.clear();
    Unit unit;
    unit.id = "pr-a";
    unit.side = 0;
    unit.type = "musketeer";
    unit.nation = "prussia";
    unit.figures = unit.startFigures = 12;
    unit.pose = {{30, 30}, 0};  // its line is 2.36 in wide, centred on x 30
    scenario.units.push_back(unit);
    ScenarioDraft draft(scenario);
    const std::string refusal = draft.apply(edits::resizeTable(31, 40, tricorne(), {}));
    EXPECT_NE(refusal.find("unit \"pr-a\" off it"), std::string::npos) << refusal;
    EXPECT_EQ(draft.apply(edits::resizeTable(32, 40, tricorne(), {})), "");
}

TEST(TableResizeTest, SizesTheScenarioReaderRefusesAreRefused) {
    ScenarioDraft draft(newTricorneScenario());
    for (const auto& [width, height] : {std::pair{0.0, 48.0},
                                        {72.0, -1.0},
                                        {10'001.0, 48.0},
                                        {std::numeric_limits<double>::quiet_NaN(), 48.0}}) {
        const std::string refusal = draft.apply(edits::resizeTable(width, height, tricorne(), {}));
        EXPECT_NE(refusal.find("is not possible (expected each side more than 0 and at most "
                               "10000 inches)"),
                  std::string::npos)
            << refusal;
    }
    EXPECT_FALSE(draft.canUndo());
}

TEST(TableResizeTest, AStretchedMapKeepsItsPlaceAndSizeOnTheLargerTable) {
    Scenario scenario = newTricorneScenario();
    scenario.map = MapImage{"maps/field.png", {0, 0}, 0.0, 0.8, ""};
    ScenarioDraft draft(scenario);
    // 720 x 480 pixels on 72 x 48 inches: a tenth of an inch a pixel.
    ASSERT_EQ(draft.apply(edits::resizeTable(90, 60, tricorne(), {720, 480})), "");
    ASSERT_TRUE(draft.scenario().map.has_value());
    EXPECT_NEAR(draft.scenario().map->inchesPerPixel, 0.1, 1e-12);
    EXPECT_EQ(draft.scenario().map->topLeft, (Vec2{0, 0}));
    EXPECT_EQ(draft.scenario().map->opacity, 0.8);
    draft.undo();
    EXPECT_EQ(draft.scenario().map->inchesPerPixel, 0.0);

    // A calibrated map is left as it is.
    scenario.map->inchesPerPixel = 0.05;
    scenario.map->topLeft = {3, 4};
    ScenarioDraft calibrated(scenario);
    ASSERT_EQ(calibrated.apply(edits::resizeTable(90, 60, tricorne(), {})), "");
    EXPECT_EQ(calibrated.scenario().map->inchesPerPixel, 0.05);
    EXPECT_EQ(calibrated.scenario().map->topLeft, (Vec2{3, 4}));
}

TEST(TableResizeTest, AMapStretchedUnevenlyMustBeCalibratedFirst) {
    Scenario scenario = newTricorneScenario();
    scenario.map = MapImage{"maps/field.png", {0, 0}, 0.0, 1.0, ""};
    ScenarioDraft draft(scenario);
    // 1000 x 1000 pixels on 72 x 48 inches: squeezed along y.
    const std::string refusal = draft.apply(edits::resizeTable(90, 60, tricorne(), {1000, 1000}));
    EXPECT_NE(refusal.find("the map is stretched over the whole table"), std::string::npos)
        << refusal;
    EXPECT_NE(refusal.find("calibrate it first"), std::string::npos) << refusal;
    EXPECT_EQ(draft.scenario().table.width, 72);
}

}  // namespace
}  // namespace adjutant
