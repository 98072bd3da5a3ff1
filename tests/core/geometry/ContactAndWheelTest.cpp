#include <gtest/gtest.h>

#include <numbers>

#include "core/geometry/Contact.h"
#include "core/geometry/Wheel.h"
#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;
using test::twoRankLine;

TEST(Contact, TouchingAndSlightOverlapAreContact) {
    EXPECT_TRUE(inContact(rect(0, 0, 6, 1), rect(0, 1, 6, 2)));        // edges meet at y = 1
    EXPECT_TRUE(inContact(rect(0, 0, 6, 1), rect(0, 0.99, 6, 1.99)));  // 0.01 overlap <= 0.02
    EXPECT_FALSE(overlaps(rect(0, 0, 6, 1), rect(0, 0.99, 6, 1.99)));
    EXPECT_TRUE(inContact(rect(0, 0, 6, 1), rect(0, 1.02, 6, 2)));   // 0.02 gap, inclusive
    EXPECT_FALSE(inContact(rect(0, 0, 6, 1), rect(0, 1.03, 6, 2)));  // 0.03 gap
}

TEST(Contact, DeepOverlapIsOverlapNotContact) {
    // 0.05 overlap: penetration 1 - 0.95 = 0.05 > 0.02.
    EXPECT_NEAR(penetrationDepth(rect(0, 0, 6, 1), rect(0, 0.95, 6, 2)), 0.05, 1e-12);
    EXPECT_TRUE(overlaps(rect(0, 0, 6, 1), rect(0, 0.95, 6, 2)));
    EXPECT_FALSE(inContact(rect(0, 0, 6, 1), rect(0, 0.95, 6, 2)));
}

TEST(Contact, RotatedUnitsFrontToFront) {
    // Two lines facing each other along bearing 30, fronts on the same spot.
    const Pose pose{{20, 20}, 30};
    const UnitLayout a = layoutUnit(twoRankLine(), pose);
    const UnitLayout b = layoutUnit(twoRankLine(), Pose{pose.position, 210});
    EXPECT_TRUE(inContact(a.footprint, b.footprint));
    EXPECT_FALSE(overlaps(a.footprint, b.footprint));
}

TEST(Contact, DistanceToContactAlongAMove) {
    // [0,2]x[10,11] moving up to [0,2]x[0,1]: gap 10 - 1 = 9.
    const auto up = distanceToContact(rect(0, 10, 2, 11), {0, -1}, rect(0, 0, 2, 1));
    ASSERT_TRUE(up.has_value());
    EXPECT_NEAR(*up, 9.0, 1e-12);
    // [0,1]^2 moving right to [5,6]x[0.5,1.5]: 5 - 1 = 4 (corner (1,0.5..1) meets x = 5).
    const auto right = distanceToContact(rect(0, 0, 1, 1), {3, 0}, rect(5, 0.5, 6, 1.5));
    ASSERT_TRUE(right.has_value());
    EXPECT_NEAR(*right, 4.0, 1e-12);
    EXPECT_FALSE(distanceToContact(rect(0, 0, 1, 1), {-1, 0}, rect(5, 0, 6, 1)).has_value());
    EXPECT_DOUBLE_EQ(*distanceToContact(rect(0, 0, 1, 1), {1, 0}, rect(1, 0, 2, 1)), 0.0);
}

TEST(Contact, FriendsPassedThroughOnAMove) {
    // [0,2]x[10,11] moves 10" up; it sweeps [0,2]x[0,11].
    const std::vector<std::vector<Vec2>> friends{
        rect(0, 4, 2, 5),  // in the way: passed through
        rect(5, 4, 7, 5),  // well to the side
        rect(2, 4, 4, 5),  // alongside, edges touch at x = 2: not passed through
        rect(0, -2, 2, 0)  // just touched at the end of the move
    };
    EXPECT_EQ(footprintsPassedThrough(rect(0, 10, 2, 11), {0, -10}, friends),
              std::vector<std::size_t>{0});
}

TEST(Wheel, OuterEdgeDistance) {
    // 4" frontage wheeling 90 degrees: 4 * pi / 2 = 6.2832"; pivot 45: 2 * pi / 4 = 1.5708".
    EXPECT_NEAR(wheelDistance(4, 90), 2 * std::numbers::pi, 1e-12);
    EXPECT_NEAR(wheelDistance(4, -90), 2 * std::numbers::pi, 1e-12);
    EXPECT_NEAR(pivotDistance(4, 45), std::numbers::pi / 2, 1e-12);
}

TEST(Wheel, WheelingRightPivotsOnTheRightCorner) {
    // 4" line at (10, 10) facing 0 (two 4-figure stands of 2"): corners (8,10), (12,10).
    // Wheel +90 on (12, 10): facing 90, new right (0, 1), front centre (12, 10) - (0, 2) = (12, 8).
    const UnitLayout unit = layoutUnit(twoRankLine(8), Pose{{10, 10}, 0});
    ASSERT_NEAR(unit.frontage, 4.0, 1e-12);
    const Pose right = wheeledPose(unit, 90);
    EXPECT_NEAR(right.facingDegrees, 90, 1e-12);
    EXPECT_NEAR(right.position.x, 12, 1e-12);
    EXPECT_NEAR(right.position.y, 8, 1e-12);
    // Wheel -90 on (8, 10): facing 270, new right (0, -1), centre (8, 10) + (0, -2) = (8, 8).
    const Pose left = wheeledPose(unit, -90);
    EXPECT_NEAR(left.facingDegrees, 270, 1e-12);
    EXPECT_NEAR(left.position.x, 8, 1e-12);
    EXPECT_NEAR(left.position.y, 8, 1e-12);
}

}  // namespace
}  // namespace adjutant::geometry
