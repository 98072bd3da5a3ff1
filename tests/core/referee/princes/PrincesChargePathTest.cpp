// A charge priced along its path as a Charge manoeuvre (4.1, 4.2, 4.6, 8.2.1,
// 10.2): the same charge reaching in the open and falling short through woods,
// and a charge over a hedge arriving disordered and fighting over the obstacle.
// Every charger here is class B infantry in line: 6" + 2" = 8" of charge (A2).
#include <gtest/gtest.h>

#include <string>

#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

void addWoods(PrincesTestWorld& world, double fromY, double toY) {
    TerrainArea woods;
    woods.id = "wood";
    woods.name = "wood";
    woods.kind = AreaKind::Woods;
    woods.outline = {{20, fromY}, {40, fromY}, {40, toY}, {20, toY}};
    world.scenario().table.areas.push_back(woods);
}

void addHedge(PrincesTestWorld& world, double y) {
    LinearFeature hedge;
    hedge.id = "hedge";
    hedge.name = "hedge";
    hedge.kind = LinearKind::Hedge;
    hedge.points = {{20, y}, {40, y}};
    world.scenario().table.lines.push_back(hedge);
}

TEST(PrincesChargePathTest, SevenInchesInTheOpenAreReachedAndTheChargeMakesContact) {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 33, 180);
    GameState state = world.start();
    ScriptedDice dice({1,             // initiation: 5 + 1 = 6, pass
                       2,             // stand: 4 + 2 = 6, pass
                       6, 6, 6, 6});  // closing fire misses
    EXPECT_DOUBLE_EQ(kReferee.overlays(state, "br-1").chargeReachInches, 8.0);
    resolveUntil(state, "declareCharges", dice);
    ASSERT_FALSE(kReferee.refuseCharge(state, "br-1", {"co-1"}));
    EXPECT_EQ(kReferee.declareCharge(state, "br-1", {"co-1"}), std::nullopt);
    const std::vector<Resolution> done = resolveUntil(state, "fire", dice);
    const Resolution* move = findResolution(done, "chargeMove", "br-1");
    ASSERT_NE(move, nullptr);
    // 7" at 8" a move: 7/8 of the allowance (4.2).
    EXPECT_TRUE(explains(move->explanation, "Distance 7\"", 0.875)) << move->explanation.render();
    EXPECT_NEAR(state.findUnit("br-1")->pose.position.y, 33.0, 1e-6);
    ASSERT_EQ(princesState(state).melees().size(), 1U);
    EXPECT_FALSE(princesState(state).melees()[0].attackerCrossedObstacle);
    EXPECT_FALSE(princesState(state).unit("br-1").disordered);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(PrincesChargePathTest, TheSameChargeThroughFiveInchesOfWoodsFallsShort) {
    // 1" open (1/8) + 5" of woods at half speed (10/8) + 1" open (1/8) = 1.5 moves.
    // The allowance buys 1" of open ground, then 0.875 x 8 / 2 = 3.5" of woods: 4.5".
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 33, 180);
    addWoods(world, 34, 39);
    GameState state = world.start();
    ScriptedDice dice({});
    const UnitOverlays overlays = kReferee.overlays(state, "br-1");
    EXPECT_NEAR(overlays.chargeReachInches, 4.5, 1e-3);
    resolveUntil(state, "declareCharges", dice);
    const std::optional<std::string> refusal = kReferee.refuseCharge(state, "br-1", {"co-1"});
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("reach of 4.5\""), std::string::npos) << *refusal;
    EXPECT_NE(refusal->find("needs 1.5 of a move, 1 is left"), std::string::npos) << *refusal;
}

TEST(PrincesChargePathTest, AChargerWhoseTargetRetiresIntoTheWoodsFallsShortDisordered) {
    // Declared at 4" in the open (4/8 of a move). The militia stands with 3 + 1 = 4:
    // halted, so it retires 6" (its line rate) straight away, to 10" off (7.2, A30).
    // The charge: 5" open (5/8), then 3/8 left buys 1.5" of woods: 6.5" (8.2.6).
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "militia", 12, 30, 36, 180);
    addWoods(world, 26, 35);
    GameState state = world.start();
    ScriptedDice dice({1,    // initiation: 5 + 1 = 6, pass
                       1});  // stand: 3 + 1 = 4, already halted: retires
    resolveUntil(state, "declareCharges", dice);
    ASSERT_FALSE(kReferee.refuseCharge(state, "br-1", {"co-1"}));
    EXPECT_EQ(kReferee.declareCharge(state, "br-1", {"co-1"}), std::nullopt);
    const std::vector<Resolution> done = resolveUntil(state, "fire", dice);
    EXPECT_NEAR(state.findUnit("co-1")->pose.position.y, 30.0, 1e-6);
    ASSERT_NE(findResolution(done, "chargeMove", "br-1"), nullptr);
    EXPECT_NEAR(state.findUnit("br-1")->pose.position.y, 40 - 6.5, 1e-3);
    EXPECT_TRUE(princesState(state).melees().empty());
    EXPECT_TRUE(princesState(state).unit("br-1").disordered);  // it entered the woods (4.6)
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(PrincesChargePathTest, AChargeOverAHedgeArrivesDisorderedAndFightsOverTheObstacle) {
    // 3.5" (3.5/8) and the hedge (0.5): 0.9375 of a move, with 1 unspent at the
    // hedge (4.2). The charger is disordered (4.6) and fights over the obstacle:
    // kill number 3 + 1 (B) + 1 (charging a halted enemy) - 2 (obstacle) = 3;
    // the line behind it 3 + 2 (enemy disordered) = 5 (6.2, A20).
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 36.5, 180);
    addHedge(world, 38.5);
    GameState state = world.start();
    ScriptedDice dice({1,           // initiation: 5 + 1 = 6, pass
                       2,           // stand: 4 + 2 = 6, pass
                       6, 6, 6, 6,  // closing fire misses
                       1, 3, 4, 6,  // charger, kills on 3 or less: 2 kills
                       5, 6, 6, 6,  // line, kills on 5 or less: 1 kill
                       6, 6});      // both pass after the melee
    resolveUntil(state, "declareCharges", dice);
    ASSERT_FALSE(kReferee.refuseCharge(state, "br-1", {"co-1"}));
    EXPECT_EQ(kReferee.declareCharge(state, "br-1", {"co-1"}), std::nullopt);
    std::vector<Resolution> done = resolveUntil(state, "fire", dice);
    const Resolution* move = findResolution(done, "chargeMove", "br-1");
    ASSERT_NE(move, nullptr);
    EXPECT_TRUE(explains(move->explanation, "Crossing a hedge", 0.5)) << move->explanation.render();
    EXPECT_TRUE(princesState(state).unit("br-1").disordered);
    ASSERT_EQ(princesState(state).melees().size(), 1U);
    EXPECT_TRUE(princesState(state).melees()[0].attackerCrossedObstacle);

    done = resolveUntil(state, "endOfTurn", dice);
    const Resolution* melee = findResolution(done, "melee", "br-1");
    ASSERT_NE(melee, nullptr);
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 3)) << melee->explanation.render();
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 5)) << melee->explanation.render();
    EXPECT_EQ(state.findUnit("co-1")->figures, 10);
    EXPECT_EQ(state.findUnit("br-1")->figures, 11);
    EXPECT_EQ(dice.remaining(), 0U);
}

}  // namespace
}  // namespace adjutant::princes_test
