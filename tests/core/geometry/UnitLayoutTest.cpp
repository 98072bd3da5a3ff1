#include "core/geometry/UnitLayout.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/geometry/Contact.h"
#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::twoRankLine;

void expectPoint(Vec2 actual, double x, double y) {
    EXPECT_NEAR(actual.x, x, 1e-9);
    EXPECT_NEAR(actual.y, y, 1e-9);
}

TEST(UnitLayout, LineOfTwelveInTwoRanksFacingTop) {
    // 3 stands of 2x2 figures: frontage 3 * 2 * 1" = 6", depth 2 * 0.5" = 1".
    const UnitLayout layout = layoutUnit(twoRankLine(), Pose{{10, 20}, 0});
    ASSERT_EQ(layout.stands.size(), 3u);
    EXPECT_NEAR(layout.frontage, 6.0, 1e-12);
    EXPECT_NEAR(layout.depth, 1.0, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 6);  // 12 figures / 2 ranks
    // Front edge centred on (10, 20): x from 10 - 3 to 10 + 3; the rear is 1" down (+y).
    ASSERT_EQ(layout.footprint.size(), 4u);
    expectPoint(layout.footprint[0], 7, 20);
    expectPoint(layout.footprint[1], 13, 20);
    expectPoint(layout.footprint[2], 13, 21);
    expectPoint(layout.footprint[3], 7, 21);
    expectPoint(layout.stands[0].corners[0], 7, 20);
    expectPoint(layout.stands[0].corners[2], 9, 21);  // first stand is 2" wide
    EXPECT_EQ(layout.stands[2].figures, 4);
    expectPoint(layout.centre(), 10, 20.5);
}

TEST(UnitLayout, LineFacingNinetyTurnsTheFootprint) {
    // Facing 90: forward is +x, the unit's right is +y. Front-left = (10, 20 - 3),
    // front-right = (10, 20 + 3); the rear lies 1" behind, at x = 9.
    const UnitLayout layout = layoutUnit(twoRankLine(), Pose{{10, 20}, 90});
    expectPoint(layout.frontLeft, 10, 17);
    expectPoint(layout.frontRight, 10, 23);
    expectPoint(layout.footprint[2], 9, 23);
    expectPoint(layout.footprint[3], 9, 17);
    ASSERT_EQ(layout.faces.size(), 1u);
    EXPECT_DOUBLE_EQ(layout.faces[0].facingDegrees, 90.0);
}

TEST(UnitLayout, ColumnOfRouteIsTwoFiguresWideFacingSouth) {
    // Two files: each stand 2 figures wide and 2 deep (2" x 1"), 3 stands one
    // behind another: frontage 2", depth 3". Facing 180: forward is +y, right is -x,
    // so front-left = (0 + 1, 0) and the rear lies 3" up the table (-y).
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::ColumnOfRoute;
    spec.ranks = 0;
    spec.files = 2;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 180});
    EXPECT_NEAR(layout.frontage, 2.0, 1e-12);
    EXPECT_NEAR(layout.depth, 3.0, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 2);
    expectPoint(layout.footprint[0], 1, 0);
    expectPoint(layout.footprint[1], -1, 0);
    expectPoint(layout.footprint[2], -1, -3);
}

TEST(UnitLayout, SkirmishLineIsOneRankAtDoubleSpacing) {
    // One rank, 2 x 1" frontage per figure: 12 * 2" = 24" wide, 0.5" deep.
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::SkirmishLine;
    spec.ranks = 1;
    spec.spacing = 2.0;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    EXPECT_NEAR(layout.frontage, 24.0, 1e-12);
    EXPECT_NEAR(layout.depth, 0.5, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 12);
}

TEST(UnitLayout, ColumnOfDivisionsIsTwoStandsWide) {
    // War of Princes: 4 stands of 3 figures, 6 figures abreast -> 2 stands of
    // 3" x 0.5" side by side, 2 rows: 6" x 1", front rank 6.
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::ColumnOfDivisions;
    spec.figuresPerStand = 3;
    spec.ranks = 0;
    spec.files = 6;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    ASSERT_EQ(layout.stands.size(), 4u);
    EXPECT_NEAR(layout.frontage, 6.0, 1e-12);
    EXPECT_NEAR(layout.depth, 1.0, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 6);
}

TEST(UnitLayout, PartStandKeepsTheRanks) {
    // 11 figures: stands of 4, 4 and 3; the last is ceil(3 / 2) = 2 figures wide,
    // so the frontage stays 6" and the front rank holds 2 + 2 + 2 = 6 = ceil(11 / 2).
    const UnitLayout layout = layoutUnit(twoRankLine(11), Pose{{0, 0}, 0});
    EXPECT_NEAR(layout.frontage, 6.0, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 6);
    EXPECT_EQ(layout.stands[2].figures, 3);
}

TEST(UnitLayout, HollowSquareHasFourEqualFaces) {
    // 12 figures -> 3 per face, 1 rank: a face is 3" long and 0.5" deep; set as
    // a pinwheel the outline is 3 + 0.5 = 3.5" square.
    LayoutSpec spec = twoRankLine();
    spec.formation = Formation::Square;
    spec.ranks = 1;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    ASSERT_EQ(layout.stands.size(), 4u);
    ASSERT_EQ(layout.faces.size(), 4u);
    EXPECT_NEAR(layout.frontage, 3.5, 1e-12);
    EXPECT_NEAR(layout.depth, 3.5, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 3);
    expectPoint(layout.footprint[0], -1.75, 0);
    expectPoint(layout.footprint[2], 1.75, 3.5);
    EXPECT_DOUBLE_EQ(layout.faces[1].facingDegrees, 90.0);
    EXPECT_DOUBLE_EQ(layout.faces[3].facingDegrees, 270.0);
    for (const Face& face : layout.faces) {
        EXPECT_EQ(face.figures, 3);
    }
    // The faces do not overlap one another.
    for (std::size_t i = 0; i < 4; ++i) {
        const auto& a = layout.stands[i].corners;
        const auto& b = layout.stands[(i + 1) % 4].corners;
        EXPECT_FALSE(overlaps({a.begin(), a.end()}, {b.begin(), b.end()}, 1e-9));
    }
}

TEST(UnitLayout, SquareSharesTheOddFiguresFromTheFront) {
    // 13 figures: faces of 4, 3, 3, 3; faces are as long as the biggest: 4" + 0.5".
    LayoutSpec spec = twoRankLine(13);
    spec.formation = Formation::Square;
    spec.ranks = 1;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    EXPECT_NEAR(layout.frontage, 4.5, 1e-12);
    EXPECT_EQ(layout.faces[0].figures, 4);
    EXPECT_EQ(layout.faces[1].figures, 3);
}

TEST(UnitLayout, BatteryIsOneBaseAndCountsGuns) {
    LayoutSpec spec;
    spec.formation = Formation::Unlimbered;
    spec.battery = true;
    spec.guns = 4;
    spec.figures = 4;
    spec.figureFrontage = 3.0;
    spec.figureDepth = 1.5;
    const UnitLayout layout = layoutUnit(spec, Pose{{5, 5}, 0});
    ASSERT_EQ(layout.stands.size(), 1u);
    EXPECT_NEAR(layout.frontage, 3.0, 1e-12);
    EXPECT_NEAR(layout.depth, 1.5, 1e-12);
    EXPECT_EQ(layout.frontRankFigures, 4);
    expectPoint(layout.frontLeft, 3.5, 5);
}

TEST(UnitLayout, UnformedStandsAreTurnedDiagonally) {
    // A 2" x 1" stand turned 45 degrees needs (2 + 1) / sqrt(2) = 2.1213" each way;
    // three of them side by side: 6.3640" x 2.1213".
    LayoutSpec spec = twoRankLine();
    spec.cohesion = Cohesion::Unformed;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    const double extent = 3.0 / std::sqrt(2.0);
    EXPECT_NEAR(layout.frontage, 3 * extent, 1e-9);
    EXPECT_NEAR(layout.depth, extent, 1e-9);
    // Each stand's front edge runs at 45 degrees: its corners differ equally in x and y.
    const auto& c = layout.stands[0].corners;
    EXPECT_NEAR(std::abs(c[1].x - c[0].x), std::abs(c[1].y - c[0].y), 1e-9);
    const auto& a = layout.stands[0].corners;
    const auto& b = layout.stands[1].corners;
    EXPECT_FALSE(overlaps({a.begin(), a.end()}, {b.begin(), b.end()}, 1e-9));
}

TEST(UnitLayout, ReformingStandsAreStaggeredCornerToCorner) {
    // Stand 1 drops back one stand depth (1"): stand 0 spans x -3..-1, y 0..1 and
    // stand 1 spans x -1..1, y 1..2, so they meet only at the corner (-1, 1).
    LayoutSpec spec = twoRankLine();
    spec.cohesion = Cohesion::Reforming;
    const UnitLayout layout = layoutUnit(spec, Pose{{0, 0}, 0});
    EXPECT_NEAR(layout.frontage, 6.0, 1e-12);
    EXPECT_NEAR(layout.depth, 2.0, 1e-12);
    expectPoint(layout.stands[0].corners[2], -1, 1);
    expectPoint(layout.stands[1].corners[0], -1, 1);
}

}  // namespace
}  // namespace adjutant::geometry
