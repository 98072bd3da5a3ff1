// Fire Effect morale (digest 8.1-8.3) against worked example F10, every grade and
// face, the spill-over readings, rallying broken troops and militia facing a charge.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectMorale.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::explains;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectMoraleAfterFireInputs unit(const std::string& grade, int before, int lost) {
    FireEffectMoraleAfterFireInputs inputs;
    inputs.name = "regiment";
    inputs.grade = grade;
    inputs.figuresBeforeVolley = before;
    inputs.casualties = lost;
    return inputs;
}

FireEffectMoraleAfterFireResult test(const FireEffectMoraleAfterFireInputs& inputs, int die,
                                     const Options& options = {}) {
    ScriptedDice dice({die});
    return resolveFireEffectMoraleAfterFire(fireEffectRules(options), inputs, dice);
}

TEST(FireEffectMoraleTest, F10aLossOverAThirdSpillsOverToFriends) {
    FireEffectMoraleAfterFireInputs inputs = unit("regular", 12, 5);
    inputs.friends = {{"far", 20, 250}, {"second", 2, 150}, {"nearest", 1, 50}, {"third", 9, 200}};
    const FireEffectMoraleAfterFireResult r = test(inputs, 2);
    EXPECT_TRUE(r.tested);
    EXPECT_FALSE(r.passed);
    EXPECT_EQ(r.breakers, 10);
    EXPECT_EQ(r.fromUnit, 7);
    EXPECT_TRUE(r.lostOverThird);
    // The 3 more come from friends within 200 yds, nearest first: 1, then 2.
    ASSERT_EQ(r.fromFriends.size(), 2u);
    EXPECT_EQ(r.fromFriends[0].name, "nearest");
    EXPECT_EQ(r.fromFriends[0].figures, 1);
    EXPECT_EQ(r.fromFriends[1].name, "second");
    EXPECT_EQ(r.fromFriends[1].figures, 2);
    EXPECT_EQ(r.unsupplied, 0);
    EXPECT_EQ(r.explanation.value, 10);
}

TEST(FireEffectMoraleTest, F10bNoSpillOverAtAThird) {
    FireEffectMoraleAfterFireInputs inputs = unit("regular", 12, 2);
    inputs.friends = {{"friend", 10, 50}};
    const FireEffectMoraleAfterFireResult r = test(inputs, 3);
    EXPECT_FALSE(r.passed);
    EXPECT_EQ(r.breakers, 4);
    EXPECT_EQ(r.fromUnit, 4);  // 6 stay in the line
    EXPECT_FALSE(r.lostOverThird);
    EXPECT_TRUE(r.fromFriends.empty());
    // Exactly a third is not more than a third; one more is.
    EXPECT_FALSE(test(unit("regular", 12, 4), 1).lostOverThird);
    EXPECT_TRUE(test(unit("regular", 12, 5), 1).lostOverThird);
}

TEST(FireEffectMoraleTest, F10cGrades) {
    EXPECT_TRUE(test(unit("special", 12, 2), 3).passed);
    EXPECT_FALSE(test(unit("militiaGood", 12, 2), 3).passed);
    EXPECT_FALSE(test(unit("militiaPoor", 12, 2), 5).passed);
}

TEST(FireEffectMoraleTest, EveryGradeAndFace) {
    const std::map<std::string, int> lowestPass{
        {"special", 3}, {"regular", 4}, {"militiaGood", 5}, {"militiaPoor", 6}};
    for (const auto& [grade, lowest] : lowestPass) {
        for (int die = 1; die <= 6; ++die) {
            const FireEffectMoraleAfterFireResult r = test(unit(grade, 12, 1), die);
            EXPECT_EQ(r.passed, die >= lowest) << grade << " die " << die;
            EXPECT_EQ(r.breakers, die >= lowest ? 0 : 2) << grade << " die " << die;
        }
    }
}

TEST(FireEffectMoraleTest, NoLossNoTest) {
    ScriptedDice none({});
    const FireEffectMoraleAfterFireResult r =
        resolveFireEffectMoraleAfterFire(fireEffectRules(), unit("regular", 12, 0), none);
    EXPECT_FALSE(r.tested);
}

TEST(FireEffectMoraleTest, SpillOverReadings) {
    FireEffectMoraleAfterFireInputs inputs = unit("regular", 12, 5);
    inputs.friends = {{"near", 20, 100}, {"edge", 20, 200}, {"beyond", 20, 201}};
    const FireEffectMoraleAfterFireResult tests =
        test(inputs, 1, {{"spillOver", "neighboursTest"}});
    EXPECT_TRUE(tests.fromFriends.empty());
    EXPECT_EQ(tests.friendsMustTest, (std::vector<std::string>{"near", "edge"}));
    const FireEffectMoraleAfterFireResult off = test(inputs, 1, {{"spillOver", "off"}});
    EXPECT_TRUE(off.fromFriends.empty());
    EXPECT_EQ(off.unsupplied, 3);
    const FireEffectMoraleAfterFireResult taken = test(inputs, 1);
    ASSERT_EQ(taken.fromFriends.size(), 1u);
    EXPECT_EQ(taken.fromFriends[0].figures, 3);
    EXPECT_EQ(taken.unsupplied, 0);
    EXPECT_TRUE(explains(taken.explanation, "Breakers from near", 3));
}

FireEffectBrokenGroupResult brokenHalf(const FireEffectBrokenGroupInputs& inputs,
                                       std::vector<int> rolls) {
    ScriptedDice dice(std::move(rolls));
    FireEffectBrokenGroupResult result =
        resolveFireEffectBrokenGroup(fireEffectRules(), inputs, dice);
    EXPECT_EQ(dice.remaining(), 0u);
    return result;
}

TEST(FireEffectMoraleTest, BrokenTroopsFleeAreCheckedThenRally) {
    FireEffectBrokenGroupInputs group;
    group.name = "fugitives";
    group.nearestEnemyInSight = 600;  // still in danger
    FireEffectBrokenGroupResult r = brokenHalf(group, {});
    EXPECT_EQ(r.state, FireEffectBrokenState::Fleeing);
    EXPECT_DOUBLE_EQ(r.fleeYards, 180);
    group.nearestEnemyInSight = 601;
    group.halvesSinceFiredAt = 1;  // fired at in the last half
    EXPECT_EQ(brokenHalf(group, {}).state, FireEffectBrokenState::Fleeing);
    group.halvesSinceFiredAt = 2;
    r = brokenHalf(group, {});
    EXPECT_TRUE(r.outOfDanger);
    EXPECT_EQ(r.state, FireEffectBrokenState::Checked);  // no roll in the half it is checked
    group.state = FireEffectBrokenState::Checked;
    group.ownHalvesChecked = 1;
    r = brokenHalf(group, {3});
    EXPECT_EQ(r.state, FireEffectBrokenState::Checked);
    EXPECT_EQ(r.die, 3);
    EXPECT_EQ(brokenHalf(group, {4}).state, FireEffectBrokenState::Rallied);
}

TEST(FireEffectMoraleTest, BrokenCavalryFleesAtItsGallop) {
    FireEffectBrokenGroupInputs group;
    group.arm = TroopCategory::Cavalry;
    group.mover = "heavyCavalry";
    group.nearestEnemyInSight = 100;
    EXPECT_DOUBLE_EQ(brokenHalf(group, {}).fleeYards, 200);
}

FireEffectMilitiaChargeResult militiaTest(const std::string& grade, int die,
                                          const Options& options = {}) {
    FireEffectMilitiaChargeInputs inputs;
    inputs.name = "Landwehr";
    inputs.grade = grade;
    ScriptedDice dice({die});
    return resolveFireEffectMilitiaFacingCharge(fireEffectRules(options), inputs, dice);
}

TEST(FireEffectMoraleTest, MilitiaFacingACharge) {
    for (int die = 1; die <= 6; ++die) {
        EXPECT_EQ(militiaTest("militiaGood", die).stands, die >= 5) << die;
        EXPECT_EQ(militiaTest("militiaPoor", die).stands, die == 6) << die;
    }
    const FireEffectMilitiaChargeResult broke = militiaTest("militiaGood", 4);
    EXPECT_TRUE(broke.breaks);
    EXPECT_FALSE(broke.fightsHalved);
    const FireEffectMilitiaChargeResult halved =
        militiaTest("militiaGood", 4, {{"militiaChargeFailure", "fightsHalved"}});
    EXPECT_FALSE(halved.breaks);
    EXPECT_TRUE(halved.fightsHalved);
    // Regulars do not test, nor do militia charged by anything but formed regulars.
    ScriptedDice none({});
    EXPECT_FALSE(
        resolveFireEffectMilitiaFacingCharge(fireEffectRules(), {"line", "regular", true}, none)
            .tested);
    EXPECT_FALSE(resolveFireEffectMilitiaFacingCharge(fireEffectRules(),
                                                      {"Landwehr", "militiaGood", false}, none)
                     .tested);
}

}  // namespace
}  // namespace adjutant
