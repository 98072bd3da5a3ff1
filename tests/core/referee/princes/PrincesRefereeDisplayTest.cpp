// What the War of Princes referee shows: arcs and range bands in inches, the
// charge distance and the move left (4.1, 5.1, 5.4), a fire order previewed
// before the dice (W2), the unit's status rows and the step's agenda.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

GameState facingLines() {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 36, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 36, 35, 180);
    return world.start();
}

TEST(PrincesRefereeDisplayTest, OverlaysShowTheMusketBandsTheChargeAndTheMove) {
    const GameState state = facingLines();
    const UnitOverlays o = kReferee.overlays(state, "br-1");
    ASSERT_EQ(o.arcs.size(), 1U);
    EXPECT_EQ(o.arcs[0].halfAngleDegrees, 45.0);
    ASSERT_EQ(o.arcs[0].bands.size(), 3U);
    EXPECT_EQ(o.arcs[0].bands[0].name, "short");
    EXPECT_EQ(o.arcs[0].bands[0].toInches, 3.0);
    EXPECT_EQ(o.arcs[0].bands[2].toInches, 9.0);
    EXPECT_EQ(o.allowanceInches, 6.0);    // line rate (4.1)
    EXPECT_EQ(o.chargeReachInches, 8.0);  // 6 + 2 (A2)
    EXPECT_FALSE(o.footprint.empty());
}

TEST(PrincesRefereeDisplayTest, PreviewOfW2ExpectsFourDiceHittingOnFourOrLess) {
    GameState state = facingLines();
    ScriptedDice dice({});
    resolveUntil(state, "fire", dice);
    const FirePreview preview = kReferee.previewFire(state, "br-1", "co-1", "");
    ASSERT_TRUE(preview.legal) << preview.reason;
    EXPECT_EQ(preview.band, "medium");
    EXPECT_NEAR(preview.distance, 5.0, 1e-9);
    EXPECT_EQ(preview.totalBeforeDie, 4.0);
    EXPECT_NEAR(preview.expectedCasualties, 4 * 4.0 / 6.0, 1e-9);
    ASSERT_EQ(preview.casualtyChances.size(), 5U);
    EXPECT_NEAR(preview.casualtyChances[0], std::pow(2.0 / 6.0, 4), 1e-9);
}

TEST(PrincesRefereeDisplayTest, TheUnitInspectorAndTheAgendaSayWhatTheRefereeSees) {
    PrincesTestWorld world;
    Unit& router = world.addUnit("br-r", 0, "militia", 12, 30, 30, 0);
    router.status = {{"routing", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 10, 180);
    GameState state = world.start();
    const UnitDescription d = kReferee.describeUnit(state, "br-r");
    EXPECT_EQ(d.valueOf("Motion"), std::optional<std::string>("routing"));
    ASSERT_TRUE(d.morale);
    EXPECT_EQ(d.morale->value, 3.0);  // class D base, nothing else
    ScriptedDice dice({});
    resolveUntil(state, "rallyAndReload", dice);
    const StepAgenda agenda = kReferee.stepAgenda(state);
    ASSERT_EQ(agenda.size(), 1U);
    EXPECT_EQ(agenda[0].unitId, "br-r");
}

}  // namespace
}  // namespace adjutant::princes_test
