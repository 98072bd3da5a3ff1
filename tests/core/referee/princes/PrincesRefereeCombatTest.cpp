// Whole player turns through the engine with scripted dice: a volley that kills
// and the morale test it calls for (W2, W3), a charge with its tests, closing
// fire, contact, a melee round and its morale tests (W14, 6.3), and a router's
// rally test and rout move (7.2, 7.3).
#include <gtest/gtest.h>

#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

TEST(PrincesRefereeCombatTest, APlayerTurnsVolleyKillsAndTheTargetTestsMorale) {
    // W2 and W3: class B line at a class C line 5" away; 2, 5, 4, 6 hit twice,
    // then the target rolls 1: 4 + 1 = 5, halt and no firing.
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 36, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 36, 35, 180);
    GameState state = world.start();
    ScriptedDice dice({2, 5, 4, 6, 1});

    resolveUntil(state, "fire", dice);
    ASSERT_FALSE(kReferee.refuseFireOrder(state, "br-1", "co-1", ""));
    EXPECT_EQ(kReferee.giveFireOrder(state, "br-1", "co-1", ""), std::nullopt);
    const std::vector<Resolution> fire = resolveAndAdvance(state, dice);
    const Resolution* volley = findResolution(fire, "fire", "br-1");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(volley->rolls.size(), 4U);
    EXPECT_EQ(volley->explanation.value, 2.0) << volley->explanation.render();
    EXPECT_EQ(state.findUnit("co-1")->figures, 10);

    ASSERT_EQ(state.currentStep()->id, "moraleAfterFire");
    const std::vector<Resolution> morale = resolveAndAdvance(state, dice);
    const Resolution* test = findResolution(morale, "moraleTest", "co-1");
    ASSERT_NE(test, nullptr);
    EXPECT_EQ(test->explanation.value, 5.0) << test->explanation.render();
    const PrincesUnitState& target = princesState(state).unit("co-1");
    EXPECT_TRUE(target.haltMarker());
    EXPECT_TRUE(target.noFireMarker);
    EXPECT_FALSE(target.disordered);
    // The halt marker lasts through the Continentals' next own turn.
    EXPECT_EQ(target.haltMarkerTurns, 1);
}

TEST(PrincesRefereeCombatTest, W14ChargeClosingFireContactAndAMeleeRound) {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addGeneral(0, 30, 40);  // in base contact with the charger's front edge
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 32.5, 180);
    GameState state = world.start();
    ScriptedDice dice({1,           // initiation: 5 + 1 (general) + 1 = 7
                       2,           // stand: 4 + 2 = 6
                       5, 1, 6, 3,  // closing fire, line/short 4: 2 hits
                       1,           // charger after closing fire: 5 + 1 + 1 = 7
                       1, 2, 6,     // charger, kill number 3 + 1 + 1 = 5: 2 kills
                       1, 4, 5, 6,  // target, kill number 3: 1 kill
                       3,           // charger: 5 - 1 (75%) + 3 = 7
                       2});         // target: 4 + 2 = 6
    resolveUntil(state, "declareCharges", dice);
    ASSERT_FALSE(kReferee.refuseCharge(state, "br-1", {"co-1"}));
    EXPECT_EQ(kReferee.declareCharge(state, "br-1", {"co-1"}), std::nullopt);

    std::vector<Resolution> done = resolveUntil(state, "fire", dice);
    const Resolution* initiation = findResolution(done, "chargeTest", "br-1");
    ASSERT_NE(initiation, nullptr);
    EXPECT_EQ(initiation->explanation.value, 7.0) << initiation->explanation.render();
    const Resolution* stand = findResolution(done, "chargeResponse", "co-1");
    ASSERT_NE(stand, nullptr);
    EXPECT_EQ(stand->explanation.value, 6.0);
    const Resolution* closing = findResolution(done, "fire", "co-1");
    ASSERT_NE(closing, nullptr);
    const Resolution* afterFire = findResolution(done, "moraleTest", "br-1");
    ASSERT_NE(afterFire, nullptr);
    EXPECT_EQ(afterFire->explanation.value, 7.0) << afterFire->explanation.render();
    ASSERT_NE(findResolution(done, "chargeMove", "br-1"), nullptr);
    ASSERT_EQ(princesState(state).melees().size(), 1U);
    EXPECT_EQ(princesState(state).melees()[0].attacker, "br-1");
    EXPECT_EQ(state.findUnit("br-1")->figures, 10);
    EXPECT_TRUE(princesState(state).unit("br-1").chargedThisTurn);

    done = resolveUntil(state, "endOfTurn", dice);
    const Resolution* melee = findResolution(done, "melee", "br-1");
    ASSERT_NE(melee, nullptr);
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 5)) << melee->explanation.render();
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 3)) << melee->explanation.render();
    EXPECT_EQ(state.findUnit("br-1")->figures, 9);
    EXPECT_EQ(state.findUnit("co-1")->figures, 10);
    const Resolution* chargerTest = findResolution(done, "moraleTest", "br-1");
    const Resolution* targetTest = findResolution(done, "moraleTest", "co-1");
    ASSERT_NE(chargerTest, nullptr);
    ASSERT_NE(targetTest, nullptr);
    EXPECT_EQ(chargerTest->explanation.value, 7.0) << chargerTest->explanation.render();
    EXPECT_EQ(targetTest->explanation.value, 6.0) << targetTest->explanation.render();
    // Both passed: the melee goes on into the next player turn (A25).
    EXPECT_EQ(princesState(state).melees().size(), 1U);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(PrincesRefereeCombatTest, ARouterThatDoesNotRallyRunsItsRoutDistanceAway) {
    // Class D militia, disordered, 6 of 12: 3 - 1 - 3 + 1 = 0, keeps routing.
    PrincesTestWorld world;
    Unit& router = world.addUnit("br-r", 0, "militia", 12, 30, 30, 0);
    router.figures = 6;
    router.status = {{"routing", true}, {"disordered", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 20, 180);
    GameState state = world.start();
    ScriptedDice dice({1});
    std::vector<Resolution> done = resolveUntil(state, "fire", dice);
    const Resolution* rally = findResolution(done, "moraleTest", "br-r");
    ASSERT_NE(rally, nullptr);
    EXPECT_EQ(rally->explanation.value, 0.0) << rally->explanation.render();
    ASSERT_NE(findResolution(done, "routMove", "br-r"), nullptr);
    const Unit& moved = *state.findUnit("br-r");
    EXPECT_NEAR(moved.pose.facingDegrees, 180.0, 1e-6);  // turned to face away
    // Its centre moved 10" (the infantry rout distance) straight away from the enemy.
    EXPECT_NEAR(moved.pose.position.x, 30.0, 1e-6);
    EXPECT_GT(moved.pose.position.y, 40.0);
    EXPECT_LT(moved.pose.position.y, 41.5);
    EXPECT_TRUE(princesState(state).unit("br-r").routing);
}

TEST(PrincesRefereeCombatTest, ARouterRunningOffTheTableLeavesTheGame) {
    PrincesTestWorld world;
    Unit& router = world.addUnit("br-r", 0, "militia", 12, 30, 44, 0);
    router.figures = 6;
    router.status = {{"routing", true}, {"disordered", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 20, 180);
    GameState state = world.start();
    ScriptedDice dice({1});
    resolveUntil(state, "fire", dice);
    EXPECT_TRUE(princesState(state).unit("br-r").offTable);
    EXPECT_TRUE(kReferee.whyCannotAct(state, "br-r"));
}

}  // namespace
}  // namespace adjutant::princes_test
