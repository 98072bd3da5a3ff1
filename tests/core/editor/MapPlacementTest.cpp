// Moving the map under the table: the table and everything on it stay, the
// map keeps its scale, and a map with no scale of its own says why it cannot.
#include <gtest/gtest.h>

#include <limits>

#include "core/editor/MapPlacement.h"
#include "core/editor/ScenarioDraft.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using test::newTricorneScenario;

Scenario withMap(double inchesPerPixel, Vec2 topLeft = {0, 0}) {
    Scenario scenario = newTricorneScenario();
    scenario.map = MapImage{"maps/field.png", topLeft, inchesPerPixel, 0.85, ""};
    TerrainArea wood;
    wood.id = "woods-1";
    wood.outline = {{10, 10}, {20, 10}, {20, 20}};
    scenario.table.areas.push_back(wood);
    return scenario;
}

TEST(MapPlacementTest, MovingACalibratedMapShiftsItAloneAndUndoPutsItBack) {
    ScenarioDraft draft(withMap(0.05, {2, 3}));
    ASSERT_EQ(draft.apply(edits::moveMap({1.5, -4}, {})), "");
    EXPECT_EQ(draft.undoLabel(), "Move the map");
    EXPECT_EQ(draft.scenario().map->topLeft, (Vec2{3.5, -1}));
    EXPECT_EQ(draft.scenario().map->inchesPerPixel, 0.05);
    EXPECT_EQ(draft.scenario().map->opacity, 0.85);
    EXPECT_EQ(draft.scenario().table.areas.at(0).outline.at(0), (Vec2{10, 10}));
    EXPECT_EQ(draft.scenario().table.width, 72);
    ASSERT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().map->topLeft, (Vec2{2, 3}));
    ASSERT_TRUE(draft.redo());
    EXPECT_EQ(draft.scenario().map->topLeft, (Vec2{3.5, -1}));
}

TEST(MapPlacementTest, AnEvenlyStretchedMapTakesTheScaleItIsShownAtAndMoves) {
    ScenarioDraft draft(withMap(0.0));
    // 1440 x 960 pixels on 72 x 48 inches: 0.05 in a pixel both ways.
    ASSERT_EQ(draft.apply(edits::moveMap({-2, 1}, {1440, 960})), "");
    EXPECT_NEAR(draft.scenario().map->inchesPerPixel, 0.05, 1e-12);
    EXPECT_EQ(draft.scenario().map->topLeft, (Vec2{-2, 1}));
}

TEST(MapPlacementTest, AMapThatCannotTakeAScaleOfItsOwnSaysToCalibrateFirst) {
    ScenarioDraft draft(withMap(0.0));
    // 1000 x 1000 pixels stretched over 72 x 48 inches.
    const std::string uneven = draft.apply(edits::moveMap({1, 1}, {1000, 1000}));
    EXPECT_NE(uneven.find("the map cannot be moved: the map is stretched over the whole table"),
              std::string::npos)
        << uneven;
    EXPECT_NE(uneven.find("calibrate it first (Calibrate map"), std::string::npos) << uneven;
    const std::string unread = draft.apply(edits::moveMap({1, 1}, {}));
    EXPECT_NE(unread.find("cannot be read"), std::string::npos) << unread;
    EXPECT_FALSE(draft.canUndo());

    ScenarioDraft none(newTricorneScenario());
    EXPECT_NE(none.apply(edits::moveMap({1, 1}, {})).find("has no map to move"), std::string::npos);
}

TEST(MapPlacementTest, TheMapCannotBeSentBeyondTheCoordinateLimit) {
    ScenarioDraft draft(withMap(0.05));
    const std::string far = draft.apply(edits::moveMap({20'000, 0}, {}));
    EXPECT_NE(far.find("more than 10000 inches from the table's corner"), std::string::npos) << far;
    const std::string nan =
        draft.apply(edits::moveMap({std::numeric_limits<double>::quiet_NaN(), 0}, {}));
    EXPECT_NE(nan.find("not a number"), std::string::npos) << nan;
    EXPECT_FALSE(draft.canUndo());
}

}  // namespace
}  // namespace adjutant
