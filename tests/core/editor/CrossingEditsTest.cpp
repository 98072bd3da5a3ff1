// Placing and removing bridges and fords (CrossingEdits.h), and keeping them
// on their river when it is reshaped.
#include <gtest/gtest.h>

#include "core/editor/CrossingEdits.h"
#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"

namespace adjutant {
namespace {

// A 72 x 48 table with a river along y = 20 and a hedge along y = 5.
Scenario table() {
    Scenario scenario;
    scenario.title = "River";
    scenario.table.width = 72;
    scenario.table.height = 48;
    LinearFeature river;
    river.id = "river-1";
    river.kind = LinearKind::River;
    river.points = {{0, 20}, {72, 20}};
    scenario.table.lines.push_back(river);
    LinearFeature hedge;
    hedge.id = "hedge-1";
    hedge.kind = LinearKind::Hedge;
    hedge.points = {{0, 5}, {72, 5}};
    scenario.table.lines.push_back(hedge);
    return scenario;
}

WaterCrossing at(Vec2 point, WaterCrossingKind kind = WaterCrossingKind::Bridge) {
    WaterCrossing crossing;
    crossing.kind = kind;
    crossing.point = point;
    return crossing;
}

TEST(CrossingEdits, ABridgeIsSnappedOntoTheNearestRiver) {
    ScenarioDraft draft(table());
    const ScenarioEdit edit = edits::placeWaterCrossing(at({30, 21}));
    EXPECT_EQ(edit.label, "Place bridge");
    ASSERT_EQ(draft.apply(edit), "");
    const auto& crossings = draft.scenario().table.lines[0].crossings;
    ASSERT_EQ(crossings.size(), 1u);
    EXPECT_EQ(crossings[0].point, (Vec2{30, 20}));
    // Undone, it is gone.
    draft.undo();
    EXPECT_TRUE(draft.scenario().table.lines[0].crossings.empty());
}

TEST(CrossingEdits, RefusedAwayFromWaterOnTopOfAnotherOrWithNoRiver) {
    ScenarioDraft draft(table());
    // The hedge at y = 5 is nearer, but only water takes a crossing.
    EXPECT_EQ(draft.apply(edits::placeWaterCrossing(at({30, 6}))),
              "a bridge goes on a river or stream, and the nearest is 14.0 in away (click "
              "within 1.5 in of it)");
    ASSERT_EQ(draft.apply(edits::placeWaterCrossing(at({30, 20}, WaterCrossingKind::Ford))), "");
    EXPECT_EQ(draft.apply(edits::placeWaterCrossing(at({31, 20}))),
              "the river \"river-1\" already has a ford there");
    Scenario dry = table();
    dry.table.lines.erase(dry.table.lines.begin());
    ScenarioDraft none(dry);
    EXPECT_EQ(none.apply(edits::placeWaterCrossing(at({30, 20}))),
              "a bridge goes on a river or stream, and this table has none: draw the river first");
}

TEST(CrossingEdits, RemovingAndReshapingKeepTheRest) {
    ScenarioDraft draft(table());
    ASSERT_EQ(draft.apply(edits::placeWaterCrossing(at({10, 20}))), "");
    ASSERT_EQ(draft.apply(edits::placeWaterCrossing(at({50, 20}, WaterCrossingKind::Ford))), "");
    // The river's end raised to y = 40: the ford is put back on the new line.
    ASSERT_EQ(draft.apply(edits::moveVertex({FeatureRef::Kind::Line, 0}, 1, {72, 40})), "");
    const LinearFeature& river = draft.scenario().table.lines[0];
    const Vec2 ford = river.crossings[1].point;
    EXPECT_NEAR((river.points[1] - river.points[0]).cross(ford - river.points[0]), 0.0, 1e-9);
    ASSERT_EQ(draft.apply(edits::removeWaterCrossing(0, 0)), "");
    ASSERT_EQ(draft.scenario().table.lines[0].crossings.size(), 1u);
    EXPECT_EQ(draft.scenario().table.lines[0].crossings[0].kind, WaterCrossingKind::Ford);
    EXPECT_NE(draft.apply(edits::removeWaterCrossing(0, 5)), "");
}

}  // namespace
}  // namespace adjutant
