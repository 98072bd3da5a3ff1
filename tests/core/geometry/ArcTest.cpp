#include "core/geometry/Arc.h"

#include <gtest/gtest.h>

#include <cmath>

#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;

// A 2" front edge from (-1, 0) to (1, 0) facing the top of the table.
FrontArc topFacingArc() {
    return {{-1, 0}, {1, 0}, 0, 45};
}

TEST(FrontArc, PointOnTheFortyFiveDegreeBoundaryIsInside) {
    // From the right corner (1, 0), 2" ahead (y = -2) the boundary is 2" out: x = 3.
    EXPECT_TRUE(arcContainsPoint(topFacingArc(), {3, -2}));
    EXPECT_TRUE(arcContainsPoint(topFacingArc(), {-3, -2}));
    EXPECT_FALSE(arcContainsPoint(topFacingArc(), {3.01, -2}));
    EXPECT_TRUE(arcContainsPoint(topFacingArc(), {0, -10}));
}

TEST(FrontArc, FrontEdgeIsInsideAndBehindIsNot) {
    EXPECT_TRUE(arcContainsPoint(topFacingArc(), {-1, 0}));  // a corner
    EXPECT_TRUE(arcContainsPoint(topFacingArc(), {0, 0}));
    EXPECT_FALSE(arcContainsPoint(topFacingArc(), {0, 0.1}));  // behind the edge
    EXPECT_FALSE(arcContainsPoint(topFacingArc(), {5, 0}));    // on the edge's line, outside
}

TEST(FrontArc, FacingNinetyBoundaryRunsDownRight) {
    // Facing 90 at (10, 10), 2" front: left (10, 9), right (10, 11). Forward +x,
    // right +y: 3" ahead of the right corner the boundary lies 3" further right: (13, 14).
    const FrontArc arc{{10, 9}, {10, 11}, 90, 45};
    EXPECT_TRUE(arcContainsPoint(arc, {13, 14}));
    EXPECT_FALSE(arcContainsPoint(arc, {13, 14.01}));
    EXPECT_TRUE(arcContainsPoint(arc, {13, 6}));  // mirror image on the left
    EXPECT_FALSE(arcContainsPoint(arc, {9.9, 10}));
}

TEST(FrontArc, FacingTwoTwentyFiveBoundaryPoint) {
    // Facing 225: forward = (sin 225, -cos 225) = (-0.70711, 0.70711),
    // right = bearing 315 = (-0.70711, -0.70711). With the front centred on the
    // origin and 2" wide, the right corner is (-0.70711, -0.70711). The right
    // boundary runs along forward + right = (-1.41421, 0), i.e. due -x from it:
    // (-0.70711 - 2.82843, -0.70711) = (-3.53553, -0.70711) lies on it.
    const double h = std::sqrt(0.5);
    const FrontArc arc{{h, h}, {-h, -h}, 225, 45};
    EXPECT_TRUE(arcContainsPoint(arc, {-h - 2 * std::sqrt(2.0), -h}));
    // 0.01" further to the unit's right, (-0.00707, -0.00707) more: outside.
    EXPECT_FALSE(arcContainsPoint(arc, {-h - 2 * std::sqrt(2.0) - 0.00707, -h - 0.00707}));
    // Straight ahead 5" from the front centre: 5 * (-0.70711, 0.70711).
    EXPECT_TRUE(arcContainsPoint(arc, {-5 * h, 5 * h}));
}

TEST(FrontArc, AnyPartOfAFootprintCounts) {
    // [3,5]x[-3,-2]: its corner (3, -2) lies exactly on the boundary -> reached.
    EXPECT_TRUE(arcReachesPolygon(topFacingArc(), rect(3, -3, 5, -2)));
    // [4,6]x[-1,0]: nearest corner (4, -1) is 3 out and 1 ahead -> not reached.
    EXPECT_FALSE(arcReachesPolygon(topFacingArc(), rect(4, -1, 6, 0)));
    // [-5,5]x[-1,1] has every corner outside but covers the front edge -> reached.
    EXPECT_TRUE(arcReachesPolygon(topFacingArc(), rect(-5, -1, 5, 1)));
    EXPECT_FALSE(arcReachesPolygon(topFacingArc(), rect(-5, 0.5, 5, 1)));  // wholly behind
}

TEST(FrontArc, EachSquareFaceHasItsOwnArc) {
    // Square 3.5" across facing 0 at (0, 0): the right face is x = 1.75, y 0..3.5,
    // facing 90. A point 2" to its right at mid-height is in that face's arc only.
    LayoutSpec spec = test::twoRankLine();
    spec.formation = Formation::Square;
    spec.ranks = 1;
    const UnitLayout square = layoutUnit(spec, Pose{{0, 0}, 0});
    EXPECT_TRUE(arcContainsPoint(arcOfFace(square.faces[1], 45), {3.75, 1.75}));
    EXPECT_FALSE(arcContainsPoint(frontArcOf(square, 45), {3.75, 1.75}));
}

}  // namespace
}  // namespace adjutant::geometry
