// The terrain, deployment zone, objective and map edits of ScenarioEdits.h.
#include <gtest/gtest.h>

#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"

namespace adjutant {
namespace {

using Kind = FeatureRef::Kind;

/// A 72 x 48 table with two sides, one woods (index 0) and one hedge (index 0).
Scenario table() {
    Scenario scenario;
    scenario.title = "Terrain";
    scenario.sides = {Side{"prussia", "Prussians", "prussia", "#000000", TableEdge::Bottom, {}, {}},
                      Side{"austria", "Austrians", "austria", "#ffffff", TableEdge::Top, {}, {}}};
    scenario.table.areas.push_back(
        {"woods-1", "Pine wood", AreaKind::Woods, {{10, 10}, {20, 10}, {20, 20}}, 1});
    scenario.table.lines.push_back({"hedge-1", "", LinearKind::Hedge, {{30, 5}, {40, 5}}});
    return scenario;
}

TEST(TerrainEditsTest, AddAreaGivesAFreshIdAndKeepsTheOutline) {
    ScenarioDraft draft(table());
    const ScenarioEdit edit =
        edits::addArea({"", "Oak copse", AreaKind::Woods, {{50, 20}, {60, 20}, {55, 30}}, 1});
    EXPECT_EQ(edit.label, "Draw woods");
    ASSERT_EQ(draft.apply(edit), "");
    ASSERT_EQ(draft.scenario().table.areas.size(), 2U);
    EXPECT_EQ(draft.scenario().table.areas[1].id, "woods-2");
    EXPECT_EQ(draft.scenario().table.areas[1].outline[2], (Vec2{55, 30}));

    ASSERT_EQ(
        draft.apply(edits::addArea({"", "", AreaKind::Hill, {{30, 30}, {40, 30}, {35, 40}}, 2})),
        "");
    EXPECT_EQ(draft.scenario().table.areas[2].id, "hill-1");
    EXPECT_EQ(draft.scenario().table.areas[2].level, 2);
}

TEST(TerrainEditsTest, AddAreaRefusesTooFewPointsOffTablePointsAndDuplicateIds) {
    ScenarioDraft draft(table());
    EXPECT_NE(draft.apply(edits::addArea({"", "", AreaKind::Town, {{1, 1}, {2, 2}}, 1})), "");
    const std::string offTable =
        draft.apply(edits::addArea({"", "", AreaKind::Marsh, {{1, 1}, {80, 1}, {2, 5}}, 1}));
    EXPECT_NE(offTable.find("[80.00, 1.00]"), std::string::npos) << offTable;
    EXPECT_NE(offTable.find("72 x 48"), std::string::npos) << offTable;
    // Terrain ids are unique across areas and lines together.
    const std::string duplicate =
        draft.apply(edits::addArea({"hedge-1", "", AreaKind::Town, {{1, 1}, {5, 1}, {2, 5}}, 1}));
    EXPECT_NE(duplicate.find("\"hedge-1\" is already used"), std::string::npos) << duplicate;
    EXPECT_NE(draft.apply(edits::addArea({"", "", AreaKind::Town, {{1, 1}, {2, 2}, {3, 3}}, 1})),
              "");  // three points in a row enclose nothing
    EXPECT_NE(draft.apply(edits::addArea({"", "", AreaKind::Hill, {{1, 1}, {5, 1}, {2, 5}}, 0})),
              "");
    EXPECT_FALSE(draft.canUndo());
    EXPECT_EQ(draft.scenario().table.areas.size(), 1U);
}

TEST(TerrainEditsTest, AddLineNeedsTwoPointsOnTheTable) {
    ScenarioDraft draft(table());
    EXPECT_NE(draft.apply(edits::addLine({"", "", LinearKind::Road, {{1, 1}}})), "");
    EXPECT_NE(draft.apply(edits::addLine({"", "", LinearKind::Road, {{1, 1}, {1, -0.5}}})), "");
    const ScenarioEdit hedge = edits::addLine({"", "", LinearKind::Hedge, {{0, 0}, {72, 48}}});
    EXPECT_EQ(hedge.label, "Draw hedge");
    ASSERT_EQ(draft.apply(hedge), "");  // touching the corners counts as on the table
    EXPECT_EQ(draft.scenario().table.lines[1].id, "hedge-2");
}

TEST(TerrainEditsTest, ZonesNeedAKnownSideAndObjectivesOneOrThreePoints) {
    ScenarioDraft draft(table());
    const std::string unknownSide =
        draft.apply(edits::addZone({2, "Reserve", {{0, 0}, {10, 0}, {10, 10}}}));
    EXPECT_NE(unknownSide.find("no side 2"), std::string::npos) << unknownSide;
    EXPECT_NE(draft.apply(edits::addZone({0, "Thin", {{0, 0}, {10, 0}}})), "");
    ASSERT_EQ(draft.apply(edits::addZone({1, "North", {{0, 0}, {72, 0}, {72, 12}, {0, 12}}})), "");
    EXPECT_EQ(draft.scenario().deploymentZones[0].side, 1);

    EXPECT_NE(draft.apply(edits::addObjective({"", "Two", {{1, 1}, {2, 2}}})), "");
    EXPECT_NE(draft.apply(edits::addObjective({"", "None", {}})), "");
    const ScenarioEdit mill = edits::addObjective({"", "Mill", {{36, 24}}});
    EXPECT_EQ(mill.label, "Place objective");
    ASSERT_EQ(draft.apply(mill), "");
    ASSERT_EQ(draft.apply(edits::addObjective({"", "Village", {{1, 1}, {5, 1}, {3, 4}}})), "");
    EXPECT_EQ(draft.scenario().objectives[0].id, "objective-1");
    EXPECT_EQ(draft.scenario().objectives[1].id, "objective-2");
    EXPECT_NE(draft.apply(edits::addObjective({"objective-1", "Again", {{3, 3}}})), "");
}

TEST(TerrainEditsTest, VertexEditsMoveInsertAndDeletePoints) {
    ScenarioDraft draft(table());
    const FeatureRef woods{Kind::Area, 0};
    ASSERT_EQ(draft.apply(edits::moveVertex(woods, 2, {15, 25})), "");
    EXPECT_EQ(draft.scenario().table.areas[0].outline[2], (Vec2{15, 25}));
    EXPECT_EQ(draft.undoLabel(), "Move point of terrain area");

    ASSERT_EQ(draft.apply(edits::insertVertex(woods, 3, {8, 18})), "");  // after the last
    ASSERT_EQ(draft.apply(edits::insertVertex(woods, 0, {12, 5})), "");  // before the first
    const std::vector<Vec2> expected{{12, 5}, {10, 10}, {20, 10}, {15, 25}, {8, 18}};
    EXPECT_EQ(draft.scenario().table.areas[0].outline, expected);

    ASSERT_EQ(draft.apply(edits::deleteVertex(woods, 1)), "");
    EXPECT_EQ(draft.scenario().table.areas[0].outline.size(), 4U);
    EXPECT_EQ(draft.scenario().table.areas[0].outline[1], (Vec2{20, 10}));
}

TEST(TerrainEditsTest, VertexEditsAreRefusedWithAReason) {
    ScenarioDraft draft(table());
    const FeatureRef woods{Kind::Area, 0};
    const FeatureRef hedge{Kind::Line, 0};
    const std::string offTable = draft.apply(edits::moveVertex(woods, 0, {-1, 10}));
    EXPECT_NE(offTable.find("off the 72 x 48 table"), std::string::npos) << offTable;
    EXPECT_NE(draft.apply(edits::moveVertex(woods, 3, {5, 5})), "");  // no point 3
    EXPECT_NE(draft.apply(edits::moveVertex({Kind::Area, 4}, 0, {5, 5})), "");
    EXPECT_NE(draft.apply(edits::moveVertex(woods, 2, {30, 10})), "");  // all three in a row
    const std::string tooFew = draft.apply(edits::deleteVertex(woods, 0));
    EXPECT_NE(tooFew.find("at least 3 points"), std::string::npos) << tooFew;
    EXPECT_NE(draft.apply(edits::deleteVertex(hedge, 0)), "");           // a line keeps two
    EXPECT_NE(draft.apply(edits::insertVertex(hedge, 3, {35, 6})), "");  // no gap 3
    EXPECT_NE(draft.apply(edits::insertVertex(hedge, 1, {35, 49})), "");
    EXPECT_FALSE(draft.canUndo());
    EXPECT_EQ(draft.scenario().table.areas[0].outline, table().table.areas[0].outline);
}

TEST(TerrainEditsTest, ObjectivesStayOnePointOrAnArea) {
    Scenario scenario = table();
    scenario.objectives = {{"mill", "Mill", {{36, 24}}},
                           {"village", "Village", {{1, 1}, {5, 1}, {3, 4}}}};
    ScenarioDraft draft(scenario);
    EXPECT_NE(draft.apply(edits::insertVertex({Kind::Objective, 0}, 1, {37, 24})), "");
    EXPECT_NE(draft.apply(edits::deleteVertex({Kind::Objective, 0}, 0)), "");
    EXPECT_NE(draft.apply(edits::deleteVertex({Kind::Objective, 1}, 0)), "");  // would leave two
    ASSERT_EQ(draft.apply(edits::insertVertex({Kind::Objective, 1}, 3, {1, 4})), "");
    ASSERT_EQ(draft.apply(edits::deleteVertex({Kind::Objective, 1}, 0)), "");  // four to three
    const std::vector<Vec2> expected{{5, 1}, {3, 4}, {1, 4}};
    EXPECT_EQ(draft.scenario().objectives[1].outline, expected);
}

TEST(TerrainEditsTest, MoveFeatureShiftsEveryPointUnlessOneWouldLeaveTheTable) {
    ScenarioDraft draft(table());
    ASSERT_EQ(draft.apply(edits::moveFeature({Kind::Area, 0}, {2.5, -3})), "");
    const std::vector<Vec2> moved{{12.5, 7}, {22.5, 7}, {22.5, 17}};
    EXPECT_EQ(draft.scenario().table.areas[0].outline, moved);
    EXPECT_EQ(draft.undoLabel(), "Move terrain area");
    // The hedge runs at y = 5; six inches up puts it off the table.
    EXPECT_NE(draft.apply(edits::moveFeature({Kind::Line, 0}, {0, -6})), "");
    EXPECT_EQ(draft.scenario().table.lines[0].points[0], (Vec2{30, 5}));
}

TEST(TerrainEditsTest, DeleteRenameAndHillLevel) {
    Scenario scenario = table();
    scenario.table.areas.push_back(
        {"hill-1", "", AreaKind::Hill, {{30, 30}, {40, 30}, {35, 40}}, 1});
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(edits::renameFeature({Kind::Line, 0}, "Old hedge")), "");
    EXPECT_EQ(draft.scenario().table.lines[0].name, "Old hedge");
    EXPECT_NE(draft.apply(edits::setHillLevel(0, 2)), "");  // woods have no level
    EXPECT_NE(draft.apply(edits::setHillLevel(1, 0)), "");
    EXPECT_NE(draft.apply(edits::setHillLevel(2, 2)), "");
    ASSERT_EQ(draft.apply(edits::setHillLevel(1, 3)), "");
    EXPECT_EQ(draft.scenario().table.areas[1].level, 3);
    ASSERT_EQ(draft.apply(edits::deleteFeature({Kind::Area, 0})), "");
    ASSERT_EQ(draft.scenario().table.areas.size(), 1U);
    EXPECT_EQ(draft.scenario().table.areas[0].id, "hill-1");
    EXPECT_NE(draft.apply(edits::deleteFeature({Kind::Zone, 0})), "");
    draft.undo();
    EXPECT_EQ(draft.scenario().table.areas.size(), 2U);
}

TEST(TerrainEditsTest, SetMapChecksTheMapAndRemovesIt) {
    ScenarioDraft draft(table());
    MapImage map;
    map.file = "map.png";
    map.opacity = 0.7;
    EXPECT_EQ(edits::setMap(map).label, "Set map");
    ASSERT_EQ(draft.apply(edits::setMap(map)), "");
    EXPECT_EQ(draft.scenario().map->opacity, 0.7);
    map.opacity = 1.5;
    EXPECT_NE(draft.apply(edits::setMap(map)), "");
    map.opacity = 1;
    map.inchesPerPixel = -0.1;
    EXPECT_NE(draft.apply(edits::setMap(map)), "");
    map.inchesPerPixel = 0.05;
    map.file.clear();
    EXPECT_NE(draft.apply(edits::setMap(map)), "");
    EXPECT_EQ(edits::setMap(std::nullopt).label, "Remove map");
    ASSERT_EQ(draft.apply(edits::setMap(std::nullopt)), "");
    EXPECT_FALSE(draft.scenario().map.has_value());
}

}  // namespace
}  // namespace adjutant
