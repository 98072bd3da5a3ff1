// Whole bounds for what the charge steps once left undone: a counter-charger
// going to meet its charger (10.2), a charge on two targets moving on the one
// it can still reach (9.1, 9.5), skirmishers re-formed at the end of the bound
// (12.6), a battery that routs in steps 6-7 as in step 3 (6.3.7), and the
// ground slowing a breakthrough (13.6).
#include <gtest/gtest.h>

#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneBreakthroughMove.h"
#include "core/referee/tricorne/TricorneChargeResponseApply.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneChargeBoundTestSupport.h"

namespace adjutant::testing {
namespace {

constexpr double kMm = 1.0 / 25.4;

// 10.2, counterChargeMove meetHalfway: hussars declared 14 in from cuirassiers
// advance to 6 in (step 1, A8). The cuirassiers (PMS 4 + 1 Prussian = 5) roll
// 1: d = -4, counter-charge without the charging factor. In step 3 they go 3 in,
// half the run to contact, and the hussars close the other 3 in.
TEST_F(TricorneChargeBoundTest, ACounterChargerGoesToMeetItsChargerHalfway) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 10, 180);
    world.addUnit("cuir", 0, "cuirassier", 8, 30, 24, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"cuir"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       1});   // response: d = 1 - 5 = -4
    BoundRecord record;
    play(*game, dice, record, "responses");
    EXPECT_TRUE(status(*game, "cuir").thisBound.counterCharging) << record.text();
    ASSERT_EQ(record.ofKind("responses", "counterChargeMove").size(), 1U) << record.text();
    EXPECT_NEAR(unit(*game, "cuir").pose.position.y, 21, 1e-6);
    EXPECT_NEAR(status(*game, "cuir").thisBound.chargeMoveUsed, 3, 1e-6);
    EXPECT_TRUE(status(*game, "hus").thisBound.chargeContact);
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 21, 1e-6);
    EXPECT_NEAR(status(*game, "hus").thisBound.chargeMoveUsed, 8 + 3, 1e-6);
}

TEST_F(TricorneChargeBoundTest, UnderStandStillOnlyTheChargerMoves) {
    TricorneTestWorld world;
    world.options()["counterChargeMove"] = "standStill";
    world.addUnit("hus", 1, "hussar", 8, 30, 10, 180);
    world.addUnit("cuir", 0, "cuirassier", 8, 30, 24, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"cuir"}).accepted());
    ScriptedDice dice({3, 4, 1});
    BoundRecord record;
    play(*game, dice, record, "responses");
    EXPECT_TRUE(status(*game, "cuir").thisBound.counterCharging) << record.text();
    EXPECT_NEAR(unit(*game, "cuir").pose.position.y, 24, 1e-6);
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 24, 1e-6);
}

// 9.1, 9.5, chargeOnSeveralTargets firstReachable: hussars charge a skirmish
// line 10 in ahead and a battalion to its right. They advance 4 in (to 6 in of
// the first target). The skirmishers (PMS 5 + 1 = 6, die 4: d = -2) fire at
// 6 in and retire 11 in: 17 in away, beyond the 16 in of charge move left. The
// battalion (die 4: d = -2) forms square. The hussars go on to the square.
TEST_F(TricorneChargeBoundTest, AChargeOnTwoTargetsGoesOnToTheOneItCanStillReach) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 8, 180);
    world.addUnit("skir", 0, "lightInfantry", 8, 30, 18, 0, Formation::SkirmishLine).status = {
        {"firstVolleyFired", true}};
    world.addUnit("ir", 0, "musketeer", 12, 37, 16, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"skir", "ir"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       4, 4,  // responses: the skirmishers, then the battalion
                       6});   // the skirmishers' volley: 8 x 0.5 + 2 = 6, die 6: nothing
    BoundRecord record;
    play(*game, dice, record, "responses");
    EXPECT_TRUE(status(*game, "skir").thisBound.retired) << record.text();
    EXPECT_EQ(unit(*game, "ir").formation, Formation::Square) << record.text();
    EXPECT_TRUE(status(*game, "hus").thisBound.chargeContact) << record.text();
    const TricorneContext context(game->state());
    const auto hus = context.layout(unit(*game, "hus"));
    const auto ir = context.layout(unit(*game, "ir"));
    ASSERT_TRUE(hus && ir);
    EXPECT_LE(geometry::distanceBetween(hus->footprint, ir->footprint),
              geometry::kContactTolerance);
}

// 12.6: worn skirmishers (PMS 6 - 3 = 3) roll 6 against hussars declared 15 in
// away: d = +3, retreat, 12 in at column-of-route pace, ending faced away. The
// hussars (20 - 9 in left) cannot catch them. At the end of the bound they
// re-form in skirmish line, facing the hussars again.
TEST_F(TricorneChargeBoundTest, SkirmishersThatFellBackReformAtTheEndOfTheBound) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 3, 180);
    world.addUnit("skir", 0, "lightInfantry", 8, 30, 18, 0, Formation::SkirmishLine).status = {
        {"casualtiesThisGame", 3}, {"firstVolleyFired", true}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"skir"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       6});   // response: d = +3, retreat
    BoundRecord record;
    play(*game, dice, record, "responses");
    EXPECT_TRUE(status(*game, "skir").thisBound.retreated) << record.text();
    EXPECT_NEAR(unit(*game, "skir").pose.facingDegrees, 180, 1e-6);
    EXPECT_FALSE(status(*game, "hus").thisBound.chargeContact);
    play(*game, dice, record);
    EXPECT_EQ(game->state().bound(), 2) << record.text();
    EXPECT_EQ(unit(*game, "skir").formation, Formation::SkirmishLine);
    EXPECT_FALSE(status(*game, "skir").unformed);
    EXPECT_NEAR(unit(*game, "skir").pose.facingDegrees, 0, 1e-6);
}

// 6.3.7, 10.1.5: a battery whose response is to rout loses its guns and does
// not move them, whether it responds in step 3 or after a breakthrough (steps
// 6-7): both carry the response out through batteryMovesAway.
TEST(TricorneBatteryResponse, ABatteryThatRoutsLosesItsGunsWhereTheyStand) {
    TricorneTestWorld world;
    world.addUnit("guns", 0, "battery12lb", 4, 40, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    goToStep(state, "breakthroughContacts");
    ChargeResponsePlan plan;
    plan.unitId = "guns";
    plan.category = TroopCategory::Artillery;
    TricorneAction rout;
    rout.code = TricorneActionCode::Rout;
    plan.actions = {rout};
    ASSERT_EQ(moveAwayOf(plan), TricorneActionCode::Rout);
    std::vector<Resolution> out;
    EXPECT_TRUE(batteryMovesAway(state, plan, TricorneActionCode::Rout, out));
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].kind, "gunsAbandoned");
    EXPECT_EQ(out[0].step, "breakthroughContacts");
    EXPECT_EQ(tricorneState(state).unit("guns").guns, GunsState::Lost);
    EXPECT_NEAR(state.findUnit("guns")->pose.position.y, 40, 1e-9);
    // A retire moves nothing either: the crew has left the guns, which stay.
    out.clear();
    EXPECT_TRUE(batteryMovesAway(state, plan, TricorneActionCode::Retire, out));
    EXPECT_TRUE(out.empty());
    // Anything but artillery moves as makeResponseMove says.
    plan.category = TroopCategory::Infantry;
    EXPECT_FALSE(batteryMovesAway(state, plan, TricorneActionCode::Rout, out));
}

// 13.6: hussars that broke through a line have 6 in of charge move left, with
// woods 2 in ahead: 2 in of open ground and 2 in of woods (4 of the 6), so
// they go 4 in, beyond the 2.8 in that takes them out of the far side.
TEST(TricorneBreakthroughGround, WoodsAheadSlowTheBreakthrough) {
    TricorneTestWorld world;
    TerrainArea woods;
    woods.id = "woods";
    woods.kind = AreaKind::Woods;
    woods.outline = {{20, 10}, {40, 10}, {40, 28}, {20, 28}};
    world.scenario().table.areas.push_back(woods);
    world.addUnit("hus", 1, "hussar", 8, 30, 30, 0);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 180);
    const GameState state = world.start();
    const TricorneContext context(state);
    const BreakthroughMove move =
        planBreakthroughMove(context, *context.unit("hus"), *context.unit("inf"), 6);
    // Out of the far side: from the hussars' rear (30 + 40 mm) to the line's far
    // side (30 - 30 mm), and twice the contact tolerance.
    EXPECT_NEAR(move.toClear, 70 * kMm + 2 * geometry::kContactTolerance, 1e-9);
    EXPECT_NEAR(move.distance, 4, 1e-6);
    EXPECT_NEAR(move.finalPose.position.y, 26, 1e-6);
}

}  // namespace
}  // namespace adjutant::testing
