// The referee's overlays for the table (arcs and range bands, charge reach,
// movement allowance, flank and rear zones) and its fire preview, checked
// against hand-computed distances for known poses.

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/geometry/Aspect.h"
#include "core/geometry/Distance.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "tests/core/referee/TricorneFireTestSupport.h"
#include "tests/core/referee/TricorneMovementTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::tricorneReferee;

// 12 musketeers in line, 2 ranks: 6 figures of 10 mm abreast (15 mm bases).
constexpr double kLineFrontage = 6 * 10.0 / 25.4;
constexpr double kX = 36.0;
constexpr double kY = 30.0;

double bearing(Vec2 from, Vec2 to) {
    return Pose::bearingOf(to - from);
}

std::vector<Vec2> probe(Vec2 centre) {
    const double h = 0.2;
    return {{centre.x - h, centre.y - h},
            {centre.x + h, centre.y - h},
            {centre.x + h, centre.y + h},
            {centre.x - h, centre.y + h}};
}

TEST(TricorneOverlays, MusketBandsAreTheTableLimitsMeasuredFromTheFrontEdge) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, kX, kY, 0.0);
    const UnitOverlays o = tricorneReferee().overlays(world.start(), "ir");
    ASSERT_EQ(o.arcs.size(), 1u);
    const OverlayArc& arc = o.arcs[0];
    EXPECT_NEAR(arc.faceLeft.x, kX - kLineFrontage / 2, 1e-9);
    EXPECT_NEAR(arc.faceRight.x, kX + kLineFrontage / 2, 1e-9);
    EXPECT_DOUBLE_EQ(arc.halfAngleDegrees, 45.0);
    // Musket (14.5): short to 2 in, medium to 4, long to 6; 15 mm multiplies by 1.
    ASSERT_EQ(arc.bands.size(), 3u);
    const double limits[] = {2.0, 4.0, 6.0};
    const char* names[] = {"short", "medium", "long"};
    const std::vector<Vec2> face{arc.faceLeft, arc.faceRight};
    for (std::size_t i = 0; i < 3; ++i) {
        const OverlayRangeBand& band = arc.bands[i];
        EXPECT_EQ(band.weapon, "Musket");
        EXPECT_EQ(band.name, names[i]);
        EXPECT_DOUBLE_EQ(band.toInches, limits[i]);
        EXPECT_DOUBLE_EQ(band.fromInches, i == 0 ? 0.0 : limits[i - 1]);
        // Every vertex but the face's two corners lies exactly at the limit.
        ASSERT_GT(band.within.size(), 4u);
        for (std::size_t v = 1; v + 1 < band.within.size(); ++v) {
            EXPECT_NEAR(geometry::distanceBetween(face, {band.within[v]}), limits[i], 1e-9) << v;
        }
        // Straight ahead of each corner at the limit, and out along the 45 degree sides.
        const Vec2 leftSide = band.within[1];
        EXPECT_NEAR(leftSide.x, arc.faceLeft.x - limits[i] * std::sqrt(0.5), 1e-9);
        EXPECT_NEAR(leftSide.y, kY - limits[i] * std::sqrt(0.5), 1e-9);
        const Vec2 rightSide = band.within[band.within.size() - 2];
        EXPECT_NEAR(rightSide.x, arc.faceRight.x + limits[i] * std::sqrt(0.5), 1e-9);
        EXPECT_NEAR(rightSide.y, kY - limits[i] * std::sqrt(0.5), 1e-9);
    }
    // The wedge's sides run at 45 degrees from straight ahead (bearing 0).
    ASSERT_EQ(arc.wedge.size(), 4u);
    EXPECT_NEAR(bearing(arc.wedge[0], arc.wedge[1]), 315.0, 1e-9);
    EXPECT_NEAR(bearing(arc.wedge[3], arc.wedge[2]), 45.0, 1e-9);
    // Deep enough for the charge reach: line pace 8 + charge bonus 3 (13.1).
    EXPECT_NEAR(kY - arc.wedge[1].y, 11.0, 1e-9);
}

TEST(TricorneOverlays, BattalionGunsAddTheirOwnBandsAndSquaresHaveFourArcs) {
    testing::TricorneTestWorld world;
    Unit& ir = world.addUnit("ir", 0, "musketeer", 12, kX, kY, 90.0);
    ir.battalionGuns = AttachedGuns{2, "gun3lb"};
    world.addUnit("sq", 0, "musketeer", 12, 10, 10, 0.0, Formation::Square);
    const GameState state = world.start();
    const UnitOverlays guns = tricorneReferee().overlays(state, "ir");
    ASSERT_EQ(guns.arcs.size(), 1u);
    ASSERT_EQ(guns.arcs[0].bands.size(), 6u);
    EXPECT_EQ(guns.arcs[0].bands[3].weapon, "3 lb / 4 lb gun");
    EXPECT_DOUBLE_EQ(guns.arcs[0].bands[5].toInches, 24.0);
    const UnitOverlays square = tricorneReferee().overlays(state, "sq");
    EXPECT_EQ(square.arcs.size(), 4u);
    EXPECT_TRUE(square.rear.empty());  // a square has no flank or rear (A44)
    EXPECT_TRUE(square.leftFlank.empty());
}

TEST(TricorneOverlays, FlankAndRearZonesAgreeWithTheAspectTest) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, kX, kY, 30.0);
    const GameState state = world.start();
    const UnitOverlays o = tricorneReferee().overlays(state, "ir");
    const TricorneContext context(state);
    const auto layout = context.layout(*context.unit("ir"));
    ASSERT_TRUE(layout);
    auto inside = [](const std::vector<Vec2>& zone) {
        // A point well inside: the middle of the zone's first and third vertices' span.
        return (zone[0] + zone[1] + zone[2] + zone[3]) / 4.0;
    };
    ASSERT_EQ(o.rear.size(), 4u);
    EXPECT_EQ(geometry::aspectOf(*layout, probe(layout->centre() - Pose::directionOf(30) * 3)),
              geometry::Aspect::Rear);
    EXPECT_TRUE(geometry::polygonCovers(o.rear, layout->centre() - Pose::directionOf(30) * 3));
    const Vec2 right = layout->centre() + Pose::directionOf(120) * 4;
    EXPECT_TRUE(geometry::polygonCovers(o.rightFlank, right));
    EXPECT_EQ(geometry::aspectOf(*layout, probe(right)), geometry::Aspect::Flank);
    const Vec2 left = layout->centre() - Pose::directionOf(120) * 4;
    EXPECT_TRUE(geometry::polygonCovers(o.leftFlank, left));
    EXPECT_EQ(geometry::aspectOf(*layout, probe(left)), geometry::Aspect::Flank);
    // A point ahead is in none of them.
    const Vec2 ahead = layout->centre() + Pose::directionOf(30) * 4;
    EXPECT_FALSE(geometry::polygonCovers(o.rear, ahead));
    EXPECT_FALSE(geometry::polygonCovers(o.leftFlank, ahead));
    EXPECT_FALSE(geometry::polygonCovers(o.rightFlank, ahead));
    EXPECT_FALSE(geometry::polygonCovers(o.rear, inside(o.rightFlank)));
}

TEST(TricorneOverlays, AllowanceInTheOpenIsTheLinePaceAllRound) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, kX, kY, 0.0);
    const UnitOverlays o = tricorneReferee().overlays(world.start(), "ir");
    EXPECT_TRUE(o.allowanceWhyNot.empty()) << o.allowanceWhyNot;
    EXPECT_DOUBLE_EQ(o.allowanceInches, 8.0);  // infantry line pace (13.1)
    ASSERT_EQ(o.allowance.size(), 72u);
    for (const Vec2& end : o.allowance) {
        EXPECT_NEAR((end - Vec2{kX, kY}).length(), 8.0, 1e-9);
    }
}

TEST(TricorneOverlays, AllowanceAcrossWoodsPaysTwoAnInchAndAStreamHalvesTheWholeMove) {
    testing::TricorneTestWorld world;
    // Woods from 4 in ahead of the front edge; a stream 2 in behind it.
    world.scenario().table.areas.push_back(testing::area(
        AreaKind::Woods,
        {{kX - 10, kY - 14}, {kX + 10, kY - 14}, {kX + 10, kY - 4}, {kX - 10, kY - 4}}));
    world.scenario().table.lines.push_back(
        testing::line(LinearKind::Stream, {{kX - 10, kY + 2}, {kX + 10, kY + 2}}));
    world.addUnit("ir", 0, "musketeer", 12, kX, kY, 0.0);
    const UnitOverlays o = tricorneReferee().overlays(world.start(), "ir");
    ASSERT_EQ(o.allowance.size(), 72u);
    // Ahead: 4 in of open ground, then (8 - 4) / 2 = 2 in of woods (13.6).
    EXPECT_NEAR(kY - o.allowance[0].y, 6.0, 0.01);
    EXPECT_NEAR(o.allowance[0].x, kX, 1e-9);
    // Behind: crossing the stream makes every inch cost two: 8 / 2 = 4 in.
    EXPECT_NEAR(o.allowance[36].y - kY, 4.0, 0.01);
    // To the right along the stream's near bank nothing slows it.
    EXPECT_NEAR(o.allowance[18].x - kX, 8.0, 1e-9);
}

TEST(TricorneOverlays, ChargeReachPaysTheWheelAtTheOuterEdge) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, kX, kY, 0.0);
    const UnitOverlays o = tricorneReferee().overlays(world.start(), "ir");
    EXPECT_DOUBLE_EQ(o.chargeReachInches, 11.0);
    ASSERT_GE(o.chargeReach.size(), 3u);
    EXPECT_EQ(o.chargeReach.front(), (Vec2{kX, kY}));
    // Along the arc's left side: 11 - frontage x pi/4 of wheel; straight ahead the whole 11.
    const Vec2 left = o.chargeReach[1];
    EXPECT_NEAR((left - Vec2{kX, kY}).length(), 11.0 - kLineFrontage * std::numbers::pi / 4, 1e-9);
    EXPECT_NEAR(bearing({kX, kY}, left), 315.0, 1e-9);
    // Rays every 3 degrees from -45 to +45: the 16th of 31 runs straight ahead.
    ASSERT_EQ(o.chargeReach.size(), 32u);
    EXPECT_NEAR(o.chargeReach[16].x, kX, 1e-9);
    EXPECT_NEAR(kY - o.chargeReach[16].y, 11.0, 1e-9);
}

TEST(TricorneOverlays, UnknownUnitsAndGeneralsHaveNoArcs) {
    testing::TricorneTestWorld world;
    world.addUnit("gen", 0, "general", 1, 10, 10, 0.0);
    const GameState state = world.start();
    EXPECT_TRUE(tricorneReferee().overlays(state, "nobody").arcs.empty());
    const UnitOverlays general = tricorneReferee().overlays(state, "gen");
    EXPECT_TRUE(general.arcs.empty());  // a general has no arc to fire or charge in
    EXPECT_FALSE(general.chargeWhyNot.empty());
}

TEST(TricorneFirePreview, S1ExpectationOverEveryThrowOfTheDice) {
    // S1 (17.1): 10 musket figures at 3 in, first volley +3 -> 13 before the die.
    testing::TricorneTestWorld world;
    world.options()["firstVolleyBonus"] = "perThreeFigures";
    testing::addFirer(world, "ir18", "musketeer", 10);
    testing::addTargetAhead(world, "kaiser", "musketeer", 12, 3.0);
    const GameState state = world.start();
    const FirePreview p = tricorneReferee().previewFire(state, "ir18", "kaiser", "");
    EXPECT_TRUE(p.legal) << p.reason;
    ASSERT_TRUE(p.canFire) << p.reason;
    EXPECT_EQ(p.band, "medium");
    EXPECT_DOUBLE_EQ(p.distance, 3.0);
    EXPECT_TRUE(p.sightClear);
    EXPECT_DOUBLE_EQ(p.weaponTotal, 10.0);
    EXPECT_DOUBLE_EQ(p.factorTotal, 3.0);
    EXPECT_DOUBLE_EQ(p.totalBeforeDie, 13.0);
    // Die 1: T 12, 2 casualties. Dice 2..6: T 11..7, one full 6 and a remainder
    // of 5..1 that the second die meets on 5..1 faces of 6.
    // P(2) = 6/36 + 15/36 = 21/36, P(1) = 15/36; expectation 57/36.
    ASSERT_EQ(p.casualtyChances.size(), 3u);
    EXPECT_NEAR(p.casualtyChances[0], 0.0, 1e-12);
    EXPECT_NEAR(p.casualtyChances[1], 15.0 / 36, 1e-12);
    EXPECT_NEAR(p.casualtyChances[2], 21.0 / 36, 1e-12);
    EXPECT_NEAR(p.expectedCasualties, 57.0 / 36, 1e-12);
    // The line of fire runs from the middle of the front edge to the target.
    EXPECT_NEAR(p.sightFrom.x, testing::kFirerX, 1e-9);
    EXPECT_NEAR(p.sightFrom.y, testing::kFirerY, 1e-9);
    EXPECT_LT(p.sightTo.y, testing::kFirerY - 3.0);
    // The explanation stops before the dice and ends with the expectation.
    ASSERT_FALSE(p.explanation.children.empty());
    EXPECT_EQ(p.explanation.children.back().label, "Expected casualties");
    EXPECT_EQ(testing::findChild(p.explanation, "Casualty calculation"), nullptr);
    EXPECT_NE(testing::findChild(p.explanation, "Weapon total"), nullptr);
}

TEST(TricorneFirePreview, MatchesTheFireCodeOnEveryPairOfDice) {
    testing::TricorneTestWorld world;
    testing::addFirer(world, "bty", "battery12lb", 1, Formation::Unlimbered).guns = 4;
    testing::addTargetAhead(world, "kaiser", "musketeer", 16, 12.5);
    const GameState state = world.start();
    const FirePreview p = tricorneReferee().previewFire(state, "bty", "kaiser", "");
    ASSERT_TRUE(p.canFire) << p.reason;
    double expected = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            expected +=
                testing::fireWith(state, testing::fireAt("bty", "kaiser"), {a, b}).casualties /
                36.0;
        }
    }
    EXPECT_NEAR(p.expectedCasualties, expected, 1e-12);
    EXPECT_GT(p.expectedCasualties, 0.0);
}

TEST(TricorneFirePreview, OutOfArcSaysWhyAndGivesNoExpectation) {
    testing::TricorneTestWorld world;
    testing::addFirer(world, "ir18", "musketeer", 12);
    world.addUnit("kaiser", 1, "musketeer", 12, testing::kFirerX, testing::kFirerY + 4, 0.0);
    const FirePreview p = tricorneReferee().previewFire(world.start(), "ir18", "kaiser", "");
    EXPECT_FALSE(p.legal);
    EXPECT_FALSE(p.canFire);
    EXPECT_FALSE(p.inArc);
    EXPECT_NE(p.reason.find("outside the 45 degree arc"), std::string::npos) << p.reason;
    EXPECT_DOUBLE_EQ(p.expectedCasualties, 0.0);
}

}  // namespace
}  // namespace adjutant
