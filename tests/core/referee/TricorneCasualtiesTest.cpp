// The casualty calculation of 14.4 and its edge cases (A45).

#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/tricorne/TricorneCasualties.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

constexpr double kSix = 6.0;  // the casualties table's points per casualty (14.4)

TEST(TricorneCasualties, TotalAtOrBelowZeroInflictsNothingAndRollsNoSecondDie) {
    ScriptedDice dice({4, 6});
    // 3 - 4 = -1 <= 0.
    const CasualtyResult r = computeCasualties(3.0, kSix, dice, "test");
    EXPECT_EQ(r.casualties, 0);
    EXPECT_DOUBLE_EQ(r.total, -1.0);
    EXPECT_FALSE(r.remainderDie.has_value());
    EXPECT_EQ(dice.remaining(), 1u);
    ScriptedDice exact({5});
    EXPECT_EQ(computeCasualties(5.0, kSix, exact, "test").casualties, 0);  // 5 - 5 = 0
}

TEST(TricorneCasualties, FullSixesWithNoRemainderRollNoSecondDie) {
    ScriptedDice dice({1, 1});
    // 13 - 1 = 12 = two full 6s, remainder 0.
    const CasualtyResult r = computeCasualties(13.0, kSix, dice, "test");
    EXPECT_EQ(r.fullSixes, 2);
    EXPECT_DOUBLE_EQ(r.remainder, 0.0);
    EXPECT_EQ(r.casualties, 2);
    EXPECT_EQ(dice.remaining(), 1u);
}

TEST(TricorneCasualties, RemainderDieAtOrBelowTheRemainderAddsOne) {
    // 12 - 3 = 9 = one full 6, remainder 3.
    ScriptedDice onLimit({3, 3});
    const CasualtyResult hit = computeCasualties(12.0, kSix, onLimit, "test");
    EXPECT_EQ(hit.fullSixes, 1);
    EXPECT_DOUBLE_EQ(hit.remainder, 3.0);
    EXPECT_EQ(hit.remainderDie, 3);
    EXPECT_TRUE(hit.remainderCasualty);
    EXPECT_EQ(hit.casualties, 2);
    ScriptedDice above({3, 4});
    EXPECT_EQ(computeCasualties(12.0, kSix, above, "test").casualties, 1);
}

TEST(TricorneCasualties, SmallTotalsCanStillHitOnTheRemainderDie) {
    // 5 - 2 = 3: no full 6, remainder 3; die2 1 -> 1 casualty.
    ScriptedDice dice({2, 1});
    const CasualtyResult r = computeCasualties(5.0, kSix, dice, "test");
    EXPECT_EQ(r.fullSixes, 0);
    EXPECT_EQ(r.casualties, 1);
}

TEST(TricorneCasualties, FractionalRemainderBelowOneNeverAddsAndIsNotRolled) {
    // 7.5 - 1 = 6.5 = one full 6, remainder 0.5: no die can be 0.5 or less.
    ScriptedDice dice({1, 1});
    const CasualtyResult r = computeCasualties(7.5, kSix, dice, "test");
    EXPECT_DOUBLE_EQ(r.remainder, 0.5);
    EXPECT_EQ(r.casualties, 1);
    EXPECT_FALSE(r.remainderDie.has_value());
    EXPECT_EQ(dice.remaining(), 1u);
}

TEST(TricorneCasualties, FractionalRemainderAboveOneIsComparedAsItIs) {
    // 10.5 - 1 = 9.5 = one full 6, remainder 3.5: die2 3 hits, die2 4 does not.
    ScriptedDice hit({1, 3});
    EXPECT_EQ(computeCasualties(10.5, kSix, hit, "test").casualties, 2);
    ScriptedDice miss({1, 4});
    EXPECT_EQ(computeCasualties(10.5, kSix, miss, "test").casualties, 1);
}

TEST(TricorneCasualties, RecordsTheDiceWithTheirPurpose) {
    ScriptedDice dice({3, 2});
    const CasualtyResult r = computeCasualties(12.0, kSix, dice, "fire: a at b");
    ASSERT_EQ(dice.rolls().size(), 2u);
    EXPECT_EQ(dice.rolls()[0].purpose, "fire: a at b");
    EXPECT_EQ(dice.rolls()[1].purpose, "fire: a at b (remainder)");
    EXPECT_EQ(r.explanation.value, 2.0);
    EXPECT_EQ(r.explanation.rule, "14.4");
}

TEST(TricorneCasualties, ContextOverloadReadsThePointsFromTheTable) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    const GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_DOUBLE_EQ(context.factor(context.tables().casualties, "pointsPerCasualty"), kSix);
    // 20 - 2 = 18 = three full 6s.
    ScriptedDice dice({2});
    EXPECT_EQ(computeCasualties(context, 20.0, dice, "test").casualties, 3);
}

}  // namespace
}  // namespace adjutant
