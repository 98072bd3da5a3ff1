// Fire, morale, charges and hand to hand through the engine, with the digest's
// worked examples (10, F1, F7, F10, F11, F15) on small tables built in code.
// 1 inch is 50 yards; a unit facing 0 faces the top of the table.
#include <gtest/gtest.h>

#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

void orderFire(GameState& state, const std::string& firer, const std::string& target) {
    const auto refused = referee().giveFireOrder(state, firer, target, "");
    ASSERT_FALSE(refused) << *refused;
}

void declare(GameState& state, const std::string& charger, const std::string& target) {
    const auto refused = referee().declareCharge(state, charger, {target});
    ASSERT_FALSE(refused) << *refused;
}

TEST(FireEffectRefereeCombatTest, F1MassFireKillsAtTheEndOfTheStepAndTheTargetTestsMorale) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 30, 36, 40, 0);
    // A column whose front edge is 5" = 250 yds from the firer's front.
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 35, 180, Formation::MarchColumn);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    orderFire(state, "pr", "fr");

    ScriptedDice dice({4, 2});  // mass fire die 4; the French morale die 2
    const std::vector<Resolution> fire = resolveStep(state, dice);
    const Resolution* volley = findResolution(fire, "fire", "pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 12));  // 30 x 4 / 10 (F1)
    EXPECT_EQ(volley->rolls.size(), 1U);
    EXPECT_EQ(figuresOf(state, "fr"), 12);
    ASSERT_EQ(fireEffectState(state).volleyLog.size(), 1U);
    EXPECT_EQ(fireEffectState(state).volleyLog[0].figuresBefore, 24);
    EXPECT_TRUE(fireEffectState(state).unit("pr").fired);

    // Morale after fire: regular, die 2 fails; 24 breakers, the 12 left all go.
    ASSERT_EQ(state.currentStep()->id, "moraleAfterFire");
    const std::vector<Resolution> morale = resolveStep(state, dice);
    const Resolution* test = findResolution(morale, "moraleTest", "fr");
    ASSERT_NE(test, nullptr);
    EXPECT_EQ(figuresOf(state, "fr"), 0);
    const auto& groups = fireEffectState(state).unit("fr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].figures, 12);
    EXPECT_EQ(groups[0].state, FireEffectBrokenState::Fleeing);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(FireEffectRefereeCombatTest, F7RifledGunAt1200YardsHitsOnFourAndTakesTwoOffTheEffectDie) {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, "rifledFieldGun", 4, 36, 45, 0, Formation::Unlimbered);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 21, 180);  // 24" = 1,200 yds
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    orderFire(state, "guns", "fr");
    ScriptedDice dice({4, 5});  // hit die 4 (medium: 4 or 6), effect die 5
    const std::vector<Resolution> fire = resolveStep(state, dice);
    const Resolution* volley = findResolution(fire, "fire", "guns");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(volley->rolls.size(), 2U);
    EXPECT_EQ(figuresOf(state, "fr"), 21);  // 5 - 2 (line) = 3
}

TEST(FireEffectRefereeCombatTest, F7AMissAtMediumRangeKillsNobody) {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, "rifledFieldGun", 4, 36, 45, 0, Formation::Unlimbered);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 21, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    orderFire(state, "guns", "fr");
    ScriptedDice dice({5});
    resolveStep(state, dice);
    EXPECT_EQ(figuresOf(state, "fr"), 24);
    EXPECT_TRUE(fireEffectState(state).volleyLog.empty() ||
                fireEffectState(state).volleyLog[0].casualties == 0);
}

TEST(FireEffectRefereeCombatTest, F10aBreakersSpillOverToTheNearestFriendWithin200Yards) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 10, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 12, 36, 35, 180);
    // Friends behind it: one within 200 yds, one beyond.
    world.addUnit("near", 1, "lineInfantryBreech", 12, 36, 31, 180);
    world.addUnit("far", 1, "lineInfantryBreech", 12, 56, 35, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    orderFire(state, "pr", "fr");
    ScriptedDice dice({5, 2});  // 10 x 5 / 10 = 5 casualties; morale die 2 fails
    resolveStep(state, dice);
    ASSERT_EQ(figuresOf(state, "fr"), 7);
    const std::vector<Resolution> morale = resolveStep(state, dice);
    ASSERT_NE(findResolution(morale, "moraleTest", "fr"), nullptr);
    // 10 breakers: 7 from the unit, 3 from the nearest friend within 200 yds (F10 a).
    EXPECT_EQ(figuresOf(state, "fr"), 0);
    EXPECT_EQ(figuresOf(state, "near"), 9);
    EXPECT_EQ(figuresOf(state, "far"), 12);
    ASSERT_EQ(fireEffectState(state).unit("near").brokenGroups.size(), 1U);
    EXPECT_EQ(fireEffectState(state).unit("near").brokenGroups[0].figures, 3);
    EXPECT_EQ(fireEffectState(state).unit("fr").brokenGroups[0].figures, 7);
}

TEST(FireEffectRefereeCombatTest, F11LancersChargeALineDeliverShockAndLoseTheMelee) {
    FireEffectTestWorld world;
    world.addUnit("lancers", 0, "lancers", 9, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 20, 36, 36, 180);  // 200 yds
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    declare(state, "lancers", "fr");
    const std::vector<Resolution> declared = resolveStep(state, none);
    ASSERT_NE(findResolution(declared, "charge", "lancers"), nullptr);
    const std::vector<Resolution> moved = resolveStep(state, none);
    const Resolution* charge = findResolution(moved, "chargeMove", "lancers");
    ASSERT_NE(charge, nullptr);
    ASSERT_EQ(fireEffectState(state).contacts.size(), 1U) << charge->summary;
    resolveUntil(state, "handToHand", none);

    const Pose before = state.findUnit("lancers")->pose;
    ScriptedDice dice({4, 3});  // lancers 9 x 1 x 4 = 36; infantry 14 x 1 x 3 = 42
    const std::vector<Resolution> melee = resolveStep(state, dice);
    const Resolution* fight = findResolution(melee, "melee", "lancers");
    ASSERT_NE(fight, nullptr);
    EXPECT_EQ(figuresOf(state, "fr"), 12);      // 20 - 6 shock - 2
    EXPECT_EQ(figuresOf(state, "lancers"), 5);  // half of 9 = 4.5 -> 4 lost
    // The beaten lancers flee a full move (their gallop) away from the infantry.
    EXPECT_GT(state.findUnit("lancers")->pose.position.y, before.position.y);
}

TEST(FireEffectRefereeCombatTest, F15BreechLoadersHoldTheirFireAtABayonetChargeFrom180Yards) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 12, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 10, 36, 36.4, 180);  // 180 yds
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    declare(state, "pr", "fr");
    resolveUntil(state, "fire", none);
    EXPECT_FALSE(fireEffectState(state).unit("pr").charge.willFire);
    const auto refusal = referee().refuseFireOrder(state, "fr", "pr", "");
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("bayonet"), std::string::npos);
}

TEST(FireEffectRefereeCombatTest, F15ByAgreementTheChargersAreFiredAtAsAtLongRange) {
    FireEffectTestWorld world;
    world.options()["bayonetChargeLongRangeFire"] = "asLongRange";
    world.addUnit("pr", 0, "lineInfantryBreech", 12, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 10, 36, 36.4, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    declare(state, "pr", "fr");
    resolveUntil(state, "fire", none);
    orderFire(state, "fr", "pr");
    ScriptedDice dice({4});  // 10 x 4 / 10 = 4, x 1/2 = 2
    resolveStep(state, dice);
    EXPECT_EQ(figuresOf(state, "pr"), 10);
}

TEST(FireEffectRefereeCombatTest, MuzzleLoadersDoNotFireInTheEnemysHalf) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 12, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryMuzzle", 10, 36, 35, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    const auto refusal = referee().refuseFireOrder(state, "fr", "pr", "");
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("own side's half"), std::string::npos);
}

TEST(FireEffectRefereeCombatTest, ACheckedGroupRalliesOnFourToSixAndRejoinsItsUnit) {
    FireEffectTestWorld world;
    Unit& unit = world.addUnit("pr", 0, "lineInfantryBreech", 10, 36, 44, 0);
    const nlohmann::json checked = {
        {"figures", 4}, {"position", {36, 46}}, {"state", "checked"}, {"ownHalvesChecked", 1}};
    const nlohmann::json fleeing = {
        {"figures", 3}, {"position", {20, 46}}, {"state", "fleeing"}, {"halfBroken", -5}};
    unit.status = {{"brokenGroups", nlohmann::json::array({checked, fleeing})}};
    world.addUnit("fr", 1, "lineInfantryBreech", 12, 36, 5, 180);  // 1,950 yds away
    GameState state = world.start();
    ScriptedDice none({});
    resolveStep(state, none);  // initiative
    ScriptedDice dice({5});
    const std::vector<Resolution> done = resolveStep(state, dice);
    ASSERT_NE(findResolution(done, "rally", "pr"), nullptr);
    EXPECT_EQ(figuresOf(state, "pr"), 14);
    // The other group was out of danger: checked, no roll yet.
    const auto& groups = fireEffectState(state).unit("pr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].state, FireEffectBrokenState::Checked);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(FireEffectRefereeCombatTest, AFleeingGroupInDangerFleesAFullMoveToItsRear) {
    FireEffectTestWorld world;
    Unit& unit = world.addUnit("pr", 0, "lineInfantryBreech", 10, 36, 30, 0);
    const nlohmann::json fleeing = {
        {"figures", 4}, {"position", {36, 32}}, {"state", "fleeing"}, {"halfBroken", 0}};
    unit.status = {{"brokenGroups", nlohmann::json::array({fleeing})}};
    world.addUnit("fr", 1, "lineInfantryBreech", 12, 36, 25, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "movement", none);
    const std::vector<Resolution> done = resolveStep(state, none);
    ASSERT_NE(findResolution(done, "flight", "pr"), nullptr);
    const auto& groups = fireEffectState(state).unit("pr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_NEAR(groups[0].position.y, 32 + 3.6, 1e-9);  // quick march, 180 yds
}

}  // namespace
}  // namespace adjutant::fireeffect_test
