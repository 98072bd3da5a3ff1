// Which bridge or ford a path uses where it crosses a river or stream, and the
// nearest point of a line that places one.
#include <gtest/gtest.h>

#include "core/geometry/NearestOnLine.h"
#include "core/geometry/TerrainQueries.h"

namespace adjutant::geometry {
namespace {

// A river along y = 10 from x = 0 to 40, a bridge 2 in wide at x = 10 and a
// ford 4 in wide at x = 30.
Table riverTable() {
    LinearFeature river;
    river.id = "river";
    river.kind = LinearKind::River;
    river.points = {{0, 10}, {20, 10}, {40, 10}};
    river.crossings = {{"", WaterCrossingKind::Bridge, {10, 10}, 2.0},
                       {"", WaterCrossingKind::Ford, {30, 10}, 4.0}};
    Table table;
    table.lines.push_back(river);
    return table;
}

TEST(WaterCrossingPath, APathCrossesByTheBridgeOrFordWithinHalfItsWidth) {
    const Table table = riverTable();
    const auto crossingAt = [&](double x) {
        const PathTerrain terrain = terrainAlongPath({{x, 15}, {x, 5}}, table, 0.0);
        EXPECT_EQ(terrain.lines.size(), 1u) << x;
        return terrain.lines.empty() ? std::nullopt : terrain.lines.front().via;
    };
    EXPECT_EQ(crossingAt(10), WaterCrossingKind::Bridge);
    EXPECT_EQ(crossingAt(10.9), WaterCrossingKind::Bridge);
    EXPECT_EQ(crossingAt(11.1), std::nullopt);  // past the bridge's 1 in half-width
    EXPECT_EQ(crossingAt(28.1), WaterCrossingKind::Ford);
    EXPECT_EQ(crossingAt(27.9), std::nullopt);  // past the ford's 2 in half-width
    EXPECT_EQ(crossingAt(20), std::nullopt);

    const PathTerrain two = terrainAlongPath({{10, 15}, {10, 5}, {30, 5}, {30, 15}}, table, 0.0);
    EXPECT_EQ(two.waterCrossed(LinearKind::River, WaterCrossingKind::Bridge), 1);
    EXPECT_EQ(two.waterCrossed(LinearKind::River, WaterCrossingKind::Ford), 1);
    EXPECT_EQ(two.waterCrossed(LinearKind::River, std::nullopt), 0);
    EXPECT_EQ(two.linesCrossed(LinearKind::River), 2);
}

TEST(WaterCrossingPath, KindsAreReadAndWrittenByTheirKeys) {
    EXPECT_EQ(linearKindKey(LinearKind::River), "river");
    EXPECT_EQ(linearKindFromKey("river"), LinearKind::River);
    EXPECT_EQ(waterCrossingKindKey(WaterCrossingKind::Bridge), "bridge");
    EXPECT_EQ(waterCrossingKindFromKey("ford"), WaterCrossingKind::Ford);
    EXPECT_EQ(waterCrossingKindFromKey("ferry"), std::nullopt);
    EXPECT_TRUE(carriesWater(LinearKind::River));
    EXPECT_TRUE(carriesWater(LinearKind::Stream));
    EXPECT_FALSE(carriesWater(LinearKind::Road));
}

TEST(WaterCrossingPath, NearestOnLineFindsThePointSegmentAndDistanceAlong) {
    const std::vector<Vec2> line{{0, 0}, {10, 0}, {10, 10}};
    const PointOnLine beside = nearestOnLine({12, 4}, line);
    EXPECT_EQ(beside.point, (Vec2{10, 4}));
    EXPECT_DOUBLE_EQ(beside.distance, 2.0);
    EXPECT_EQ(beside.segment, 1u);
    EXPECT_DOUBLE_EQ(beside.alongLine, 14.0);
    const PointOnLine beyond = nearestOnLine({-3, -4}, line);
    EXPECT_EQ(beyond.point, (Vec2{0, 0}));
    EXPECT_DOUBLE_EQ(beyond.distance, 5.0);
}

}  // namespace
}  // namespace adjutant::geometry
