// The project's own readings where the Fire Effect digest is silent, each a named option
// (docs/ruleset-tables-fire-effect.md): the default and every alternative, worked by hand
// with scripted dice.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectMachineGun.h"
#include "core/referee/fireeffect/FireEffectMelee.h"
#include "core/referee/fireeffect/FireEffectMorale.h"
#include "core/referee/fireeffect/FireEffectMovement.h"
#include "core/referee/fireeffect/FireEffectSmallArms.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::cites;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectSmallArmsInputs volley(const std::string& fireClass, int figures, double yards,
                                 FireEffectFireMethod method) {
    FireEffectSmallArmsInputs inputs;
    inputs.firerName = "firer";
    inputs.targetName = "target";
    inputs.fireClass = fireClass;
    inputs.figures = figures;
    inputs.distance = yards;
    inputs.method = method;
    return inputs;
}

FireEffectSmallArmsResult fire(const FireEffectSmallArmsInputs& inputs, std::vector<int> rolls,
                               const Options& options = {}) {
    ScriptedDice dice(std::move(rolls));
    FireEffectSmallArmsResult result =
        resolveFireEffectSmallArms(fireEffectRules(options), inputs, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

FireEffectMeleeSide infantry(const std::string& name, int figures) {
    FireEffectMeleeSide side;
    side.name = name;
    side.figures = figures;
    return side;
}

FireEffectMeleeResult fight(const FireEffectMeleeSide& first, const FireEffectMeleeSide& second,
                            std::vector<int> rolls, const Options& options = {}) {
    ScriptedDice dice(std::move(rolls));
    FireEffectMeleeResult result =
        resolveFireEffectMelee(fireEffectRules(options), first, second, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

// --- 1. Jager group fire (3.5) -------------------------------------------------------

TEST(FireEffectReadingOptionsTest, GroupFireBeyondThreeHundredFallsBackOrIsRefused) {
    // At 300 yds group fire is not available: 8 x 5 / 10 = 4 by mass fire.
    const FireEffectSmallArmsInputs inputs =
        volley("jager", 8, 300, FireEffectFireMethod::JagerGroup);
    FireEffectSmallArmsResult r = fire(inputs, {5});
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.method, FireEffectFireMethod::Mass);
    EXPECT_EQ(r.casualties, 4);

    const Options refused{{"jagerGroupBeyondRange", "refused"}};
    r = fire(inputs, {}, refused);
    EXPECT_FALSE(r.allowed);
    EXPECT_NE(r.reason.find("300"), std::string::npos) << r.reason;
    // Line troops never have group fire; under the alternative they are refused too.
    EXPECT_FALSE(
        fire(volley("line", 8, 250, FireEffectFireMethod::JagerGroup), {}, refused).allowed);
    // Under 300 the alternative changes nothing: 8 x 5 / 8 = 5.
    r = fire(volley("jager", 8, 299, FireEffectFireMethod::JagerGroup), {5}, refused);
    EXPECT_EQ(r.method, FireEffectFireMethod::JagerGroup);
    EXPECT_EQ(r.casualties, 5);
}

TEST(FireEffectReadingOptionsTest, GroupFireAndTheFireMethodOption) {
    const FireEffectSmallArmsInputs inputs =
        volley("jager", 12, 250, FireEffectFireMethod::JagerGroup);
    // Default: offered even under massOnly. Groups of 8 and 4: 4 + 4 x 4 / 8 = 6.
    FireEffectSmallArmsResult r = fire(inputs, {4, 4}, {{"fireMethod", "massOnly"}});
    EXPECT_EQ(r.method, FireEffectFireMethod::JagerGroup);
    EXPECT_DOUBLE_EQ(r.exact, 6);
    EXPECT_EQ(r.casualties, 6);

    // Alternative: massOnly imposes mass fire, 12 x 4 / 10 = 4.8 -> 5.
    r = fire(inputs, {4},
             {{"fireMethod", "massOnly"}, {"jagerGroupAndFireMethod", "followsFireMethod"}});
    EXPECT_EQ(r.method, FireEffectFireMethod::Mass);
    EXPECT_DOUBLE_EQ(r.exact, 4.8);
    EXPECT_EQ(r.casualties, 5);
    // individualOnly imposes individual fire: 12 dice, the Jagers counting 4-5-6.
    r = fire(inputs, {1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6},
             {{"fireMethod", "individualOnly"}, {"jagerGroupAndFireMethod", "followsFireMethod"}});
    EXPECT_EQ(r.method, FireEffectFireMethod::Individual);
    EXPECT_EQ(r.casualties, 6);
    // While the player chooses, group fire stays available.
    r = fire(inputs, {4, 4}, {{"jagerGroupAndFireMethod", "followsFireMethod"}});
    EXPECT_EQ(r.method, FireEffectFireMethod::JagerGroup);
    EXPECT_EQ(r.casualties, 6);
}

// --- 2. Several halvings (7.4) --------------------------------------------------------

TEST(FireEffectReadingOptionsTest, HalvingsMultiplyOrApplyOnce) {
    FireEffectMeleeSide shaken = infantry("shaken", 10);
    shaken.outOfFormation = true;
    shaken.takenInFlank = true;
    const FireEffectMeleeSide formed = infantry("formed", 10);
    const auto halvings = fireEffectHalvings(fireEffectRules(), shaken, formed);
    ASSERT_EQ(halvings.size(), 2u);
    EXPECT_DOUBLE_EQ(fireEffectHalvingMultiplier(fireEffectRules(), halvings).value(), 0.25);
    const Options once{{"meleeHalvings", "atMostOne"}};
    EXPECT_DOUBLE_EQ(fireEffectHalvingMultiplier(fireEffectRules(once), halvings).value(), 0.5);

    // 10 x 1 x 6 x 1/4 = 15 loses to 10 x 1 x 2 = 20; halved once, 30 wins.
    FireEffectMeleeResult r = fight(shaken, formed, {6, 2});
    EXPECT_DOUBLE_EQ(r.first.score, 15);
    EXPECT_EQ(r.winner, 2);
    r = fight(shaken, formed, {6, 2}, once);
    EXPECT_DOUBLE_EQ(r.first.score, 30);
    EXPECT_EQ(r.winner, 1);

    // Shock too: 9 lancers, 3 groups x 2 against a line = 6; x 1/4 = 1.5 -> 1, x 1/2 = 3.
    FireEffectMeleeSide lancers;
    lancers.name = "lancers";
    lancers.arm = "cavalry";
    lancers.shockType = "lancer";
    lancers.mover = "mediumCavalry";
    lancers.figures = 9;
    lancers.charged = true;
    lancers.outOfFormation = true;
    lancers.takenInFlank = true;
    const FireEffectMeleeSide line = infantry("line", 20);
    EXPECT_EQ(fireEffectShock(fireEffectRules(), lancers, line), 1);
    EXPECT_EQ(fireEffectShock(fireEffectRules(once), lancers, line), 3);
}

// --- 3. Rounding the winner's loss (7.3, 3.6) -----------------------------------------

TEST(FireEffectReadingOptionsTest, WinnerLosesHalfOfTheRoundedOrTheExactLoss) {
    const FireEffectMeleeSide attackers = infantry("attackers", 10);
    FireEffectMeleeSide defenders = infantry("defenders", 7);
    // 50 beats 7. The loser: 7 / 2 = 3.5 -> 3 (a half goes down).
    FireEffectMeleeResult r = fight(attackers, defenders, {5, 1});
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.second.losses, 3);
    EXPECT_EQ(r.first.losses, 1);  // 3 / 2 = 1.5 -> 1
    const Options exact{{"meleeLossRounding", "halfOfExactLoss"}};
    r = fight(attackers, defenders, {5, 1}, exact);
    EXPECT_EQ(r.second.losses, 3);
    EXPECT_EQ(r.first.losses, 2);  // 3.5 / 2 = 1.75 -> 2
    EXPECT_TRUE(cites(r.explanation, "7.3, B19"));

    // carryFractions: by default melee losses round down and leave the account alone.
    FireEffectMeleeSide carrying = attackers;
    carrying.carriedFraction = 0.3;
    defenders.carriedFraction = 0.6;
    r = fight(carrying, defenders, {5, 1}, {{"rounding", "carryFractions"}});
    EXPECT_EQ(r.second.losses, 3);
    EXPECT_EQ(r.first.losses, 1);
    EXPECT_DOUBLE_EQ(r.second.carried, 0.6);
    EXPECT_DOUBLE_EQ(r.first.carried, 0.3);
    // The alternative carries as fire does: 3.5 + 0.6 = 4.1 -> 4 and 1.75 + 0.3 = 2.05 -> 2.
    r = fight(carrying, defenders, {5, 1},
              {{"rounding", "carryFractions"}, {"meleeLossRounding", "halfOfExactLoss"}});
    EXPECT_EQ(r.second.losses, 4);
    EXPECT_NEAR(r.second.carried, 0.1, 1e-9);
    EXPECT_EQ(r.first.losses, 2);
    EXPECT_NEAR(r.first.carried, 0.05, 1e-9);
}

// --- 4. Formed troops out-scored by broken troops (B25) -------------------------------

TEST(FireEffectReadingOptionsTest, FormedSideOutScoredByBrokenTroops) {
    const FireEffectMeleeSide attackers = infantry("attackers", 10);
    FireEffectMeleeSide broken = infantry("broken", 6);
    broken.broken = true;
    // 10 x 2 = 20 against 6 x 5 = 30: the fugitives out-score the formed side.
    FireEffectMeleeResult r = fight(attackers, broken, {2, 5});
    EXPECT_EQ(r.winner, 2);
    EXPECT_EQ(r.first.losses, 0);
    EXPECT_FALSE(r.first.flees);
    EXPECT_DOUBLE_EQ(r.first.flightYards, 0);

    r = fight(attackers, broken, {2, 5}, {{"formedSideLosingToBroken", "fallsBack"}});
    EXPECT_EQ(r.first.losses, 0);
    EXPECT_TRUE(r.first.flees);
    EXPECT_DOUBLE_EQ(r.first.flightYards, 180);  // a full move at quick march
    EXPECT_EQ(r.second.losses, 2);               // the broken side's loss is unchanged
    // A formed side that wins holds under either reading.
    r = fight(attackers, broken, {5, 2}, {{"formedSideLosingToBroken", "fallsBack"}});
    EXPECT_FALSE(r.first.flees);
    EXPECT_EQ(r.second.losses, 3);
}

// --- 5. A machine gun against a gun (5, B11) ------------------------------------------

TEST(FireEffectReadingOptionsTest, MachineGunSilencesOnEitherBothOrTheFirstDie) {
    FireEffectGunFireInputs inputs;
    inputs.firerName = "Montigny";
    inputs.weapon = "machineGun";
    inputs.distance = 250;  // automatic hit: only the two effect dice are rolled
    inputs.target.name = "battery";
    inputs.target.isGun = true;
    auto silenced = [&](std::vector<int> rolls, const char* reading) {
        ScriptedDice dice(std::move(rolls));
        const FireEffectGunFireResult r = resolveFireEffectMachineGun(
            fireEffectRules({{"machineGunSilencing", reading}}), inputs, dice);
        EXPECT_EQ(dice.remaining(), 0u);
        EXPECT_EQ(r.casualties, 0);  // crews are not killed (B9)
        return r.gunsSilenced;
    };
    EXPECT_EQ(silenced({6, 2}, "eitherDie"), 1);
    EXPECT_EQ(silenced({2, 6}, "eitherDie"), 1);
    EXPECT_EQ(silenced({2, 5}, "eitherDie"), 0);
    EXPECT_EQ(silenced({6, 2}, "bothDice"), 0);
    EXPECT_EQ(silenced({6, 6}, "bothDice"), 1);
    EXPECT_EQ(silenced({6, 2}, "firstDie"), 1);
    EXPECT_EQ(silenced({2, 6}, "firstDie"), 0);
    // The default is eitherDie.
    ScriptedDice dice({2, 6});
    const FireEffectGunFireResult byDefault =
        resolveFireEffectMachineGun(fireEffectRules(), inputs, dice);
    EXPECT_EQ(byDefault.gunsSilenced, 1);
    // The explanation names the reading in words, not by its key.
    const std::string words = byDefault.explanation.toJson().dump();
    EXPECT_NE(words.find("either die silences"), std::string::npos) << words;
    EXPECT_EQ(words.find("eitherDie"), std::string::npos) << words;
}

// --- 6. When checked broken troops roll to rally (8.2, B23) ---------------------------

TEST(FireEffectReadingOptionsTest, CheckedGroupRallyRollsInOrOnlyOutOfDanger) {
    FireEffectBrokenGroupInputs group;
    group.name = "fugitives";
    group.state = FireEffectBrokenState::Checked;
    group.ownHalvesChecked = 1;
    group.nearestEnemyInSight = 400;  // an enemy came back within 600 yds
    auto half = [&](std::vector<int> rolls, const Options& options) {
        ScriptedDice dice(std::move(rolls));
        FireEffectBrokenGroupResult r =
            resolveFireEffectBrokenGroup(fireEffectRules(options), group, dice);
        EXPECT_EQ(dice.remaining(), 0u);
        return r;
    };
    FireEffectBrokenGroupResult r = half({5}, {});
    EXPECT_FALSE(r.outOfDanger);
    EXPECT_EQ(r.die, 5);
    EXPECT_EQ(r.state, FireEffectBrokenState::Rallied);

    const Options onlySafe{{"checkedRally", "onlyOutOfDanger"}};
    r = half({}, onlySafe);
    EXPECT_FALSE(r.die.has_value());
    EXPECT_EQ(r.state, FireEffectBrokenState::Checked);
    group.nearestEnemyInSight = 601;
    r = half({5}, onlySafe);
    EXPECT_TRUE(r.outOfDanger);
    EXPECT_EQ(r.state, FireEffectBrokenState::Rallied);
}

// --- 7. What the movement multiplier scales (6.5, B26) --------------------------------

TEST(FireEffectReadingOptionsTest, MovementMultiplierScalesLimitsAndRoadOrRatesOnly) {
    const Options doubled{{"movementMultiplier", "2"}};
    const Options ratesOnly{{"movementMultiplier", "2"}, {"movementMultiplierScope", "ratesOnly"}};
    EXPECT_EQ(fireEffectRules(doubled).movementMultiplierOfLimits(), 2);
    EXPECT_EQ(fireEffectRules(ratesOnly).movementMultiplierOfLimits(), 1);

    // Moved 150 yds and fires: the 100 yds limit doubled is 200, or stays 100.
    FireEffectFireOpportunity advancing;
    advancing.loading = "breech";
    advancing.distanceMoved = 150;
    EXPECT_TRUE(fireEffectMayFire(fireEffectRules(doubled), advancing).allowed);
    EXPECT_FALSE(fireEffectMayFire(fireEffectRules(ratesOnly), advancing).allowed);
    FireEffectFireOpportunity charger = advancing;
    charger.distanceMoved = 0;
    charger.charging = true;
    charger.chargeMove = 150;
    EXPECT_TRUE(fireEffectMayFire(fireEffectRules(doubled), charger).allowed);
    EXPECT_FALSE(fireEffectMayFire(fireEffectRules(ratesOnly), charger).allowed);

    // A march along a road: (150 + 33) x 2 = 366, or 150 x 2 + 33 = 333.
    FireEffectMoveInputs road;
    road.pace = "march";
    road.wholeMoveOnRoad = true;
    FireEffectMoveResult r = fireEffectMove(fireEffectRules(doubled), road);
    EXPECT_DOUBLE_EQ(r.roadBonus, 66);
    EXPECT_DOUBLE_EQ(r.allowance, 366);
    r = fireEffectMove(fireEffectRules(ratesOnly), road);
    EXPECT_DOUBLE_EQ(r.paceYards, 300);
    EXPECT_DOUBLE_EQ(r.roadBonus, 33);
    EXPECT_DOUBLE_EQ(r.allowance, 333);
}

// --- 8. Who fires from a column and a square (3.2, B31) -------------------------------

TEST(FireEffectReadingOptionsTest, ColumnFrontRankAndSquareFaces) {
    FireEffectSmallArmsInputs column = volley("line", 24, 250, FireEffectFireMethod::Mass);
    column.formation = Formation::MarchColumn;
    EXPECT_EQ(fireEffectFiringFigures(fireEffectRules(), column), 4);  // the layout's files
    column.frontRankFigures = 6;
    EXPECT_EQ(fireEffectFiringFigures(fireEffectRules(), column), 6);

    FireEffectSmallArmsInputs square = volley("line", 24, 250, FireEffectFireMethod::Mass);
    square.formation = Formation::Square;
    // All 24 fire: 24 x 5 / 10 = 12; one face of 4 fires 6: 6 x 5 / 10 = 3.
    FireEffectSmallArmsResult r = fire(square, {5});
    EXPECT_EQ(r.firingFigures, 24);
    EXPECT_EQ(r.casualties, 12);
    const Options oneFace{{"squareFiring", "oneFace"}};
    r = fire(square, {5}, oneFace);
    EXPECT_EQ(r.firingFigures, 6);
    EXPECT_EQ(r.casualties, 3);
    square.figures = 22;  // faces of 6, 6, 5, 5: the fullest fires
    EXPECT_EQ(fireEffectFiringFigures(fireEffectRules(oneFace), square), 6);
}

}  // namespace
}  // namespace adjutant
