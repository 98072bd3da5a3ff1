// The distance to the table's edge along a direction, which the movement areas
// of every ruleset walk their rays out to.
#include <gtest/gtest.h>

#include "core/geometry/TableEdge.h"

namespace adjutant::geometry {
namespace {

Table sixByFour() {
    Table table;
    table.width = 72;
    table.height = 48;
    return table;
}

TEST(TableEdge, AlongEachAxisTheNearerEdgeAhead) {
    const Table table = sixByFour();
    EXPECT_DOUBLE_EQ(distanceToTableEdge(table, {10, 10}, {1, 0}), 62);
    EXPECT_DOUBLE_EQ(distanceToTableEdge(table, {10, 10}, {-1, 0}), 10);
    EXPECT_DOUBLE_EQ(distanceToTableEdge(table, {10, 10}, {0, 1}), 38);
    EXPECT_DOUBLE_EQ(distanceToTableEdge(table, {10, 10}, {0, -1}), 10);
}

TEST(TableEdge, ASlantingRayStopsAtTheFirstEdgeItMeets) {
    // 0.6 across and 0.8 down: the long side (38 in away) is met after 47.5 in,
    // before the short one (62 in away, after 103.3 in).
    EXPECT_DOUBLE_EQ(distanceToTableEdge(sixByFour(), {10, 10}, {0.6, 0.8}), 47.5);
}

TEST(TableEdge, NothingFromOffTheTableOrWithoutADirection) {
    EXPECT_DOUBLE_EQ(distanceToTableEdge(sixByFour(), {-1, 10}, {1, 0}), 0);
    EXPECT_DOUBLE_EQ(distanceToTableEdge(sixByFour(), {10, 10}, {0, 0}), 0);
}

}  // namespace
}  // namespace adjutant::geometry
