#include "core/geometry/Distance.h"

#include <gtest/gtest.h>

#include "core/geometry/Tolerance.h"
#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;
using test::twoRankLine;

TEST(Distance, FrontEdgeToTargetExactlyAtRangeLimit) {
    // Firer front edge y = 20, x 7..13; target rear edge y = 16: 20 - 16 = 4.0".
    const UnitLayout firer = layoutUnit(twoRankLine(), Pose{{10, 20}, 0});
    const auto target = rect(7, 15, 13, 16);
    const double d = distanceFromFront(firer, target);
    EXPECT_DOUBLE_EQ(d, 4.0);
    EXPECT_TRUE(withinLimit(d, 4.0));  // bands are inclusive at the upper limit
    EXPECT_FALSE(withinLimit(d, 3.999));
    EXPECT_DOUBLE_EQ(distanceBetween(firer.footprint, target), 4.0);
}

TEST(Distance, RotatedUnitsFacingEachOtherFourInchesApart) {
    // Firer faces 30; the target stands 4" straight ahead and faces back (210).
    // Both fronts are parallel 6" edges, so the gap is 4" up to rounding in sin/cos.
    const Pose firerPose{{20, 20}, 30};
    const UnitLayout firer = layoutUnit(twoRankLine(), firerPose);
    const UnitLayout target =
        layoutUnit(twoRankLine(), Pose{firerPose.position + firerPose.forward() * 4.0, 210});
    const double d = distanceFromFront(firer, target.footprint);
    EXPECT_NEAR(d, 4.0, 1e-9);
    EXPECT_TRUE(withinLimit(d, 4.0));
    EXPECT_FALSE(withinLimit(d, 3.99));
}

TEST(Distance, CornerToCornerIsPythagorean) {
    // Nearest corners (1, 1) and (4, 5): sqrt(3^2 + 4^2) = 5.
    EXPECT_NEAR(distanceBetween(rect(0, 0, 1, 1), rect(4, 5, 5, 6)), 5.0, 1e-12);
}

TEST(Distance, FromPointIsZeroInsideAndToTheNearestCorner) {
    // (0, 0) to the corner (3, 4) of [3,5]x[4,6]: 5. Inside: 0.
    EXPECT_NEAR(distanceFromPoint({0, 0}, rect(3, 4, 5, 6)), 5.0, 1e-12);
    EXPECT_DOUBLE_EQ(distanceFromPoint({4, 5}, rect(3, 4, 5, 6)), 0.0);
    EXPECT_TRUE(polygonCovers(rect(3, 4, 5, 6), {3, 5}));  // boundary counts
    EXPECT_FALSE(polygonCovers(rect(3, 4, 5, 6), {2.9, 5}));
}

TEST(Distance, EdgeToPolygonUsesTheNearestPointOfTheEdge) {
    // Edge (0,0)-(10,0); target [12,14]x[3,4]: nearest points (10,0) and (12,3): sqrt(4 + 9).
    EXPECT_NEAR(distanceFromEdge({0, 0}, {10, 0}, rect(12, 3, 14, 4)), std::sqrt(13.0), 1e-12);
}

TEST(Distance, SquareMeasuresFromItsNearestFace) {
    // Square 3.5" across at (0,0) facing 0: right face at x = 1.75. Target at x = 3.75: 2".
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::Square;
    spec.ranks = 1;
    const UnitLayout square = layoutUnit(spec, Pose{{0, 0}, 0});
    EXPECT_NEAR(distanceFromFront(square, rect(3.75, 1, 5, 2)), 2.0, 1e-12);
    EXPECT_NEAR(distanceFromFace(square.faces[1], rect(3.75, 1, 5, 2)), 2.0, 1e-12);
}

TEST(Distance, OverlappingPolygonsAreZeroApart) {
    EXPECT_DOUBLE_EQ(distanceBetween(rect(0, 0, 2, 2), rect(1, 1, 3, 3)), 0.0);
    EXPECT_TRUE(polygonsIntersect(rect(0, 0, 2, 2), rect(2, 0, 3, 1)));  // touching
    EXPECT_FALSE(polygonsIntersect(rect(0, 0, 2, 2), rect(2.1, 0, 3, 1)));
}

}  // namespace
}  // namespace adjutant::geometry
