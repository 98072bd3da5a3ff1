// Fire Effect rate of fire and fire after movement (digest 3.7, B12, B13, B26, B28):
// worked example F15 and each limit at its edge and one yard beyond.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectRateOfFire.h"
#include "core/referee/fireeffect/FireEffectSmallArms.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::fireEffectRules;

FireEffectFireOpportunity half(const std::string& loading, bool ownHalf) {
    FireEffectFireOpportunity opportunity;
    opportunity.loading = loading;
    opportunity.ownHalf = ownHalf;
    return opportunity;
}

// F15: N's 10 breech-loading line infantry in P's half, the chargers 90 yds off by now.
FireEffectSmallArmsInputs defendersOfF15(double chargeStart, bool chargersFire) {
    FireEffectSmallArmsInputs inputs;
    inputs.fireClass = "line";
    inputs.figures = 10;
    inputs.distance = 90;
    inputs.when = half("breech", false);
    inputs.when.targetBayonetCharging = true;
    inputs.when.chargeStartDistance = chargeStart;
    inputs.when.chargersFire = chargersFire;
    return inputs;
}

TEST(FireEffectRateOfFireTest, F15NoFireAtABayonetChargeHoldingItsFire) {
    ScriptedDice none({});
    const FireEffectSmallArmsResult r =
        resolveFireEffectSmallArms(fireEffectRules(), defendersOfF15(180, false), none);
    EXPECT_FALSE(r.allowed);
    EXPECT_FALSE(r.reason.empty());
}

TEST(FireEffectRateOfFireTest, F15ByAgreementAssessedAsLongRange) {
    ScriptedDice dice({4});
    const FireEffectSmallArmsResult r =
        resolveFireEffectSmallArms(fireEffectRules({{"bayonetChargeLongRangeFire", "asLongRange"}}),
                                   defendersOfF15(180, false), dice);
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.casualties, 2);
}

TEST(FireEffectRateOfFireTest, F15ChargersThatFireAreFiredAtNormally) {
    ScriptedDice dice({4});
    const FireEffectSmallArmsResult r =
        resolveFireEffectSmallArms(fireEffectRules(), defendersOfF15(90, true), dice);
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.band, "close");
    EXPECT_EQ(r.casualties, 4);
}

TEST(FireEffectRateOfFireTest, F15MuzzleLoadersNeverFireInTheEnemysHalf) {
    FireEffectSmallArmsInputs inputs = defendersOfF15(90, true);
    inputs.weapon = "muzzleLoadingRifle";
    inputs.when.loading = "muzzle";
    ScriptedDice none({});
    EXPECT_FALSE(resolveFireEffectSmallArms(fireEffectRules(), inputs, none).allowed);
}

TEST(FireEffectRateOfFireTest, TheWeaponDecidesTheLoading) {
    // The opportunity says breech, but the weapon is a muzzle-loader: no fire in the
    // enemy's half.
    FireEffectSmallArmsInputs inputs;
    inputs.weapon = "muzzleLoadingRifle";
    inputs.figures = 10;
    inputs.distance = 100;
    inputs.when = half("breech", false);
    ScriptedDice none({});
    EXPECT_FALSE(resolveFireEffectSmallArms(fireEffectRules(), inputs, none).allowed);
}

TEST(FireEffectRateOfFireTest, TheBayonetExceptionStartsWithinTwoHundredYards) {
    const FireEffectRules rules = fireEffectRules();
    FireEffectFireOpportunity o = half("breech", false);
    o.targetBayonetCharging = true;
    o.chargeStartDistance = 200;
    EXPECT_FALSE(fireEffectMayFire(rules, o).allowed);
    o.chargeStartDistance = 201;
    EXPECT_TRUE(fireEffectMayFire(rules, o).allowed);
}

TEST(FireEffectRateOfFireTest, WhoFiresInWhichHalf) {
    const FireEffectRules rules = fireEffectRules();
    EXPECT_TRUE(fireEffectMayFire(rules, half("muzzle", true)).allowed);
    EXPECT_FALSE(fireEffectMayFire(rules, half("muzzle", false)).allowed);
    EXPECT_TRUE(fireEffectMayFire(rules, half("breech", true)).allowed);
    EXPECT_TRUE(fireEffectMayFire(rules, half("breech", false)).allowed);
    EXPECT_TRUE(fireEffectMayFire(rules, half("artillery", true)).allowed);
    EXPECT_FALSE(fireEffectMayFire(rules, half("artillery", false)).allowed);
    EXPECT_TRUE(fireEffectMayFire(rules, half("machineGun", true)).allowed);
    EXPECT_FALSE(fireEffectMayFire(rules, half("machineGun", false)).allowed);
    EXPECT_FALSE(fireEffectMayFire(rules, half("flintlock", true)).allowed);
}

TEST(FireEffectRateOfFireTest, MovementLimitsOnFiringAtTheirEdges) {
    const FireEffectRules rules = fireEffectRules();
    FireEffectFireOpportunity o = half("breech", true);
    o.distanceMoved = 100;
    EXPECT_TRUE(fireEffectMayFire(rules, o).allowed);
    o.distanceMoved = 101;
    EXPECT_FALSE(fireEffectMayFire(rules, o).allowed);
    o.lightTroops = true;  // Jagers march and fire
    o.distanceMoved = 150;
    EXPECT_TRUE(fireEffectMayFire(rules, o).allowed);
    o.distanceMoved = 151;
    EXPECT_FALSE(fireEffectMayFire(rules, o).allowed);
    // Doubled movement doubles the limit too (6.5).
    o.lightTroops = false;
    o.distanceMoved = 200;
    EXPECT_TRUE(fireEffectMayFire(fireEffectRules({{"movementMultiplier", "2"}}), o).allowed);
    // The enemy's half has no movement condition.
    FireEffectFireOpportunity enemy = half("breech", false);
    enemy.distanceMoved = 400;
    EXPECT_TRUE(fireEffectMayFire(rules, enemy).allowed);
}

TEST(FireEffectRateOfFireTest, AChargerFiresOnlyAfterAShortCharge) {
    const FireEffectRules rules = fireEffectRules();
    FireEffectFireOpportunity o = half("breech", true);
    o.charging = true;
    o.chargeMove = 100;
    EXPECT_TRUE(fireEffectMayFire(rules, o).allowed);
    o.chargeMove = 101;
    EXPECT_FALSE(fireEffectMayFire(rules, o).allowed);
}

TEST(FireEffectRateOfFireTest, SimultaneousMovementGivesBreechLoadersTwoExecutions) {
    const FireEffectRules rules = fireEffectRules({{"simultaneous", "on"}});
    EXPECT_EQ(fireEffectMayFire(rules, half("breech", true)).executions, 2);
    EXPECT_EQ(fireEffectMayFire(rules, half("muzzle", true)).executions, 1);
    EXPECT_EQ(fireEffectMayFire(fireEffectRules(), half("breech", true)).executions, 1);
}

}  // namespace
}  // namespace adjutant
