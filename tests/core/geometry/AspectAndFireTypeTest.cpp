#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/geometry/Aspect.h"
#include "core/geometry/FireType.h"
#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;
using test::twoRankLine;

// Target: 6" x 1" line at (0, 0) facing the top: front line y = 0, rear line y = 1.
UnitLayout target(double facing = 0) {
    return layoutUnit(twoRankLine(), Pose{{0, 0}, facing});
}

const FireTypeLimits kTricorneLimits{22.5, 67.5};  // A35, as the ruleset would give them

TEST(Aspect, WhollyInFrontIsFrontalEvenWhenOffToTheSide) {
    EXPECT_EQ(aspectOf(target(), rect(-3, -3, 3, 0)), Aspect::Front);    // touching the front edge
    EXPECT_EQ(aspectOf(target(), rect(4, -2, 6, -0.5)), Aspect::Front);  // ahead of the front line
    EXPECT_EQ(aspectOf(target(), rect(-3, -3, 3, 0.01)),
              Aspect::Front);  // within contact tolerance
}

TEST(Aspect, BehindTheRearLineIsRearAndAnythingElseFlank) {
    EXPECT_EQ(aspectOf(target(), rect(-3, 1, 3, 3)), Aspect::Rear);
    EXPECT_EQ(aspectOf(target(), rect(4, -0.5, 6, 0.5)), Aspect::Flank);
    EXPECT_EQ(aspectOf(target(), rect(-3, -3, 3, 0.5)),
              Aspect::Flank);  // reaches 0.5 past the front line
}

TEST(Aspect, RotatedTargetAndSquare) {
    // Facing 90: front line x = 0, rear line x = -1. An attacker at x -4..-2 is behind.
    EXPECT_EQ(aspectOf(target(90), rect(-4, -1, -2, 1)), Aspect::Rear);
    EXPECT_EQ(aspectOf(target(90), rect(0, -1, 2, 1)), Aspect::Front);
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::Square;
    spec.ranks = 1;
    EXPECT_EQ(aspectOf(layoutUnit(spec, Pose{{0, 0}, 0}), rect(-3, 10, 3, 12)),
              Aspect::Front);  // no rear
}

TEST(FireType, StraightOntoTheFrontIsDirect) {
    // Centre (0, 0.5); firer straight ahead: angle 0.
    const FireGeometry fire = classifyFire({0, -10}, target(), kTricorneLimits);
    EXPECT_EQ(fire.type, FireType::Direct);
    EXPECT_EQ(fire.edge, TargetEdge::Front);
    EXPECT_NEAR(fire.angleDegrees, 0.0, 1e-9);
}

TEST(FireType, FortyFiveDegreesOntoTheFrontIsOblique) {
    // Line (-10, -9.5) -> (0, 0.5) runs (10, 10): 45 degrees; it meets y = 0 at x = -0.5.
    const FireGeometry fire = classifyFire({-10, -9.5}, target(), kTricorneLimits);
    EXPECT_EQ(fire.type, FireType::Oblique);
    EXPECT_EQ(fire.edge, TargetEdge::Front);
    EXPECT_NEAR(fire.angleDegrees, 45.0, 1e-9);
}

TEST(FireType, ExactlyTwentyTwoAndAHalfIsStillDirect) {
    // Firer 10" from the centre along bearing 337.5 reversed: (-10 sin 22.5, 0.5 - 10 cos 22.5)
    // = (-3.8268, -8.7388); the line meets y = 0 at x = -0.207, on the front edge.
    const double r = 22.5 * std::numbers::pi / 180.0;
    const FireGeometry fire =
        classifyFire({-10 * std::sin(r), 0.5 - 10 * std::cos(r)}, target(), kTricorneLimits);
    EXPECT_NEAR(fire.angleDegrees, 22.5, 1e-9);
    EXPECT_EQ(fire.type, FireType::Direct);
}

TEST(FireType, FromTheFlankIsEnfilade) {
    // Horizontal line at y = 0.5 enters the left end x = -3.
    const FireGeometry fire = classifyFire({-20, 0.5}, target(), kTricorneLimits);
    EXPECT_EQ(fire.type, FireType::Enfilade);
    EXPECT_EQ(fire.edge, TargetEdge::LeftFlank);
}

TEST(FireType, GlancingAlongALongFrontIsEnfilade) {
    // A 20" line (1" deep): firer at 80 degrees, (-9.848, -1.236); the line meets
    // y = 0 at x = -9.848 * (1 - 1.236 / 1.736) = -2.84, on the front edge.
    LayoutSpec spec = twoRankLine(40);
    const UnitLayout longLine = layoutUnit(spec, Pose{{0, 0}, 0});
    ASSERT_NEAR(longLine.frontage, 20.0, 1e-12);
    const double r = 80 * std::numbers::pi / 180.0;
    const FireGeometry fire =
        classifyFire({-10 * std::sin(r), 0.5 - 10 * std::cos(r)}, longLine, kTricorneLimits);
    EXPECT_EQ(fire.edge, TargetEdge::Front);
    EXPECT_NEAR(fire.angleDegrees, 80.0, 1e-9);
    EXPECT_EQ(fire.type, FireType::Enfilade);
}

TEST(FireType, RotatedTargetAndSquareFaces) {
    // Target facing 30: a firer 10" straight ahead of its centre fires direct at it.
    const UnitLayout rotated = target(30);
    const Vec2 ahead = rotated.centre() + Pose::directionOf(30) * 10.0;
    const FireGeometry fire = classifyFire(ahead, rotated, kTricorneLimits);
    EXPECT_EQ(fire.type, FireType::Direct);
    EXPECT_NEAR(fire.angleDegrees, 0.0, 1e-9);
    // A square's left face is a front: fire from the left is direct, not enfilade.
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::Square;
    spec.ranks = 1;
    const UnitLayout square = layoutUnit(spec, Pose{{0, 0}, 0});
    const FireGeometry onSquare = classifyFire({-20, 1.75}, square, kTricorneLimits);
    EXPECT_EQ(onSquare.edge, TargetEdge::LeftFlank);
    EXPECT_EQ(onSquare.type, FireType::Direct);
}

}  // namespace
}  // namespace adjutant::geometry
