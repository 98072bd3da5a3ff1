#include "core/geometry/TerrainQueries.h"

#include <gtest/gtest.h>

#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;

// Woods [10,20]x[0,10]; a hill: level 1 [30,50]x[0,20] with level 2 [35,45]x[5,15];
// a hedge down x = 5 with a bend point at (5, 0); a road along y = 30.
Table testTable() {
    Table table;
    table.areas.push_back({"w", "wood", AreaKind::Woods, rect(10, 0, 20, 10), 1});
    table.areas.push_back({"h1", "hill", AreaKind::Hill, rect(30, 0, 50, 20), 1});
    table.areas.push_back({"h2", "hill top", AreaKind::Hill, rect(35, 5, 45, 15), 2});
    table.lines.push_back({"hedge", "hedge", LinearKind::Hedge, {{5, -10}, {5, 0}, {5, 10}}});
    table.lines.push_back({"road", "road", LinearKind::Road, {{0, 30}, {60, 30}}});
    return table;
}

TEST(TerrainAlongPath, StraightPathThroughWoodsHedgeAndHill) {
    // (0,5) -> (60,5): 60" long; 10" in woods (x 10..20); the hedge at x = 5;
    // up at x = 30 (level 1) and 35 (level 2), down at 45 and 50.
    const PathTerrain terrain = terrainAlongPath({{0, 5}, {60, 5}}, testTable(), 0.5);
    EXPECT_NEAR(terrain.length, 60.0, 1e-12);
    EXPECT_NEAR(terrain.lengthIn(AreaKind::Woods), 10.0, 1e-9);
    EXPECT_NEAR(terrain.lengthIn(AreaKind::Hill), 20.0 + 10.0,
                1e-9);  // level 1 span 20, level 2 span 10
    EXPECT_EQ(terrain.linesCrossed(LinearKind::Hedge), 1);
    ASSERT_EQ(terrain.lines.size(), 1u);
    EXPECT_NEAR(terrain.lines[0].distanceAlongPath, 5.0, 1e-9);
    EXPECT_EQ(terrain.contoursUp(), 2);
    EXPECT_EQ(terrain.contoursDown(), 2);
    EXPECT_EQ(terrain.entries(AreaKind::Woods), 1);
    EXPECT_EQ(terrain.exits(AreaKind::Woods), 1);
    ASSERT_EQ(terrain.boundaries.size(), 6u);  // in order: 10, 20, 30, 35, 45, 50
    EXPECT_NEAR(terrain.boundaries[3].distanceAlongPath, 35.0, 1e-9);
    EXPECT_EQ(terrain.boundaries[3].level, 2);
    EXPECT_FALSE(terrain.whollyOnRoad);
}

TEST(TerrainAlongPath, CrossingThroughAHedgeBendCountsOnce) {
    // (0,0) -> (10,0) passes exactly through the hedge's inner point (5, 0).
    const PathTerrain terrain = terrainAlongPath({{0, 0}, {10, 0}}, testTable(), 0.5);
    EXPECT_EQ(terrain.linesCrossed(LinearKind::Hedge), 1);
}

TEST(TerrainAlongPath, ReachingALineWithoutCrossingIt) {
    // Up to the hedge and back: touches x = 5, never crosses. Ending on it: no crossing.
    EXPECT_EQ(terrainAlongPath({{0, 2}, {5, 2}, {0, 3}}, testTable(), 0.5)
                  .linesCrossed(LinearKind::Hedge),
              0);
    EXPECT_EQ(terrainAlongPath({{0, 2}, {5, 2}}, testTable(), 0.5).linesCrossed(LinearKind::Hedge),
              0);
}

TEST(TerrainAlongPath, StartingInsideAndBendingPaths) {
    // (15,5) -> (25,5): starts in the woods, 5" inside, leaves once.
    const PathTerrain out = terrainAlongPath({{15, 5}, {25, 5}}, testTable(), 0.5);
    EXPECT_NEAR(out.lengthIn(AreaKind::Woods), 5.0, 1e-9);
    EXPECT_EQ(out.entries(AreaKind::Woods), 0);
    EXPECT_EQ(out.exits(AreaKind::Woods), 1);
    // (0,5) -> (15,5) -> (15,20): 5" in along x, then 5" (y 5..10) before leaving.
    const PathTerrain bend = terrainAlongPath({{0, 5}, {15, 5}, {15, 20}}, testTable(), 0.5);
    EXPECT_NEAR(bend.lengthIn(AreaKind::Woods), 10.0, 1e-9);
    EXPECT_NEAR(bend.length, 30.0, 1e-12);
}

TEST(TerrainAlongPath, WhollyOnRoadWithinTheHalfWidth) {
    const Table table = testTable();
    EXPECT_TRUE(pathOnRoads({{0, 30}, {40, 30}}, table, 0.5));
    EXPECT_TRUE(pathOnRoads({{0, 30}, {40, 30.5}}, table, 0.5));  // 0.5 off at the end: inclusive
    EXPECT_FALSE(pathOnRoads({{0, 30}, {40, 31}}, table, 0.5));
    EXPECT_FALSE(pathOnRoads({{50, 30}, {70, 30}}, table, 0.5));  // runs off the road's end
    EXPECT_TRUE(terrainAlongPath({{1, 30}, {59, 30}}, table, 0.5).whollyOnRoad);
}

TEST(TerrainAt, ElevationAreasAndNearbyLines) {
    const Table table = testTable();
    EXPECT_EQ(elevationAt({40, 10}, table), 2);
    EXPECT_EQ(elevationAt({32, 10}, table), 1);
    EXPECT_EQ(elevationAt({30, 10}, table), 1);  // on the contour line
    EXPECT_EQ(elevationAt({0, 0}, table), 0);
    EXPECT_EQ(areasUnder(rect(18, 4, 22, 6), table), std::vector<std::size_t>{0});
    // [6,8]x[0,1] is exactly 1" from the hedge at x = 5.
    EXPECT_EQ(linearFeaturesNear(rect(6, 0, 8, 1), table, 1.0), std::vector<std::size_t>{0});
    EXPECT_TRUE(linearFeaturesNear(rect(6, 0, 8, 1), table, 0.99).empty());
}

}  // namespace
}  // namespace adjutant::geometry
