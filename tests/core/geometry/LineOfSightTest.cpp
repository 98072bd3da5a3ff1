#include "core/geometry/LineOfSight.h"

#include <gtest/gtest.h>

#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;

// Woods [10,20]x[0,10] and a level-1 hill [30,40]x[0,10].
Table sightTable() {
    Table table;
    table.areas.push_back({"w", "wood", AreaKind::Woods, rect(10, 0, 20, 10), 1});
    table.areas.push_back({"h", "hill", AreaKind::Hill, rect(30, 0, 40, 10), 1});
    return table;
}

TEST(LineOfSight, WoodsBetweenBlock) {
    // From (0,5) every line to [25,27]x[4,6] crosses the woods (y stays within 4..6).
    const SightResult sight =
        lineOfSight({0, 5}, rect(25, 4, 27, 6), sightTable(), {}, SightRules{});
    EXPECT_FALSE(sight.clear);
    ASSERT_TRUE(sight.blocker.has_value());
    EXPECT_EQ(sight.blocker->kind, SightBlocker::Kind::Woods);
    EXPECT_EQ(sight.blocker->index, 0u);
}

TEST(LineOfSight, SeeingIntoWoodsUpToTheAllowedDepth) {
    // The line to the nearest point (25, 5) runs exactly 10" inside: allowed at 10".
    SightRules rules;
    rules.woodsDepthSeen = 10.0;
    EXPECT_TRUE(lineOfSight({0, 5}, rect(25, 4, 27, 6), sightTable(), {}, rules).clear);
    rules.woodsDepthSeen = 9.9;
    EXPECT_FALSE(lineOfSight({0, 5}, rect(25, 4, 27, 6), sightTable(), {}, rules).clear);
    rules.woodsBlock = false;
    EXPECT_TRUE(lineOfSight({0, 5}, rect(25, 4, 27, 6), sightTable(), {}, rules).clear);
}

TEST(LineOfSight, UnitsScreenButNotWhenClearOfTheLine) {
    // From (0,15) to [25,27]x[14,16]: a unit across x 5..6, y 12..18 screens every line.
    const Table table = sightTable();
    const SightResult blocked =
        lineOfSight({0, 15}, rect(25, 14, 27, 16), table, {rect(5, 12, 6, 18)}, SightRules{});
    EXPECT_FALSE(blocked.clear);
    ASSERT_TRUE(blocked.blocker.has_value());
    EXPECT_EQ(blocked.blocker->kind, SightBlocker::Kind::Unit);
    // A unit at y 16.5..18 is clear of the line to the nearest point (y = 15).
    EXPECT_TRUE(
        lineOfSight({0, 15}, rect(25, 14, 27, 16), table, {rect(5, 16.5, 6, 18)}, SightRules{})
            .clear);
    // A unit at x 12..13, y 14.8..15.2 screens the lines to the nearest point and the
    // centre; the line to the corner (25, 14) passes x = 12 at y = 15 - 12 / 25 = 14.52.
    const SightResult partial =
        lineOfSight({0, 15}, rect(25, 14, 27, 16), table, {rect(12, 14.8, 13, 15.2)}, SightRules{});
    EXPECT_TRUE(partial.clear);
    EXPECT_DOUBLE_EQ(partial.seenPoint.x, 25.0);
    EXPECT_DOUBLE_EQ(partial.seenPoint.y, 14.0);
}

TEST(LineOfSight, HigherGroundBetweenBlocksUnlessStandingOnIt) {
    // (25,5) and [45,47]x[4,6] are both on the flat; the level-1 hill lies between.
    const Table table = sightTable();
    const SightResult low = lineOfSight({25, 5}, rect(45, 4, 47, 6), table, {}, SightRules{});
    EXPECT_FALSE(low.clear);
    ASSERT_TRUE(low.blocker.has_value());
    EXPECT_EQ(low.blocker->kind, SightBlocker::Kind::Hill);
    // From on the hill (35, 5), level 1, nothing higher lies between.
    EXPECT_TRUE(lineOfSight({35, 5}, rect(45, 4, 47, 6), table, {}, SightRules{}).clear);
}

}  // namespace
}  // namespace adjutant::geometry
