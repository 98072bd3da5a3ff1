// Two options through the engine: `simultaneous` (6.5, B26), under which
// breech-loaders fire their second execution of the move, and `spillOver =
// neighboursTest` (B21 (b)), under which the friends within 200 yds of a unit
// that failed after losing over a third test in turn.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/referee/fireeffect/FireEffectEngineExampleSupport.h"

namespace adjutant::fireeffect_test {
namespace {

FireEffectTestWorld volleyAt250(const std::string& firerType) {
    FireEffectTestWorld world;
    world.options()["simultaneous"] = "on";
    world.addUnit("pr", 0, firerType, 10, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 35, 180);  // 250 yds
    return world;
}

std::vector<const Resolution*> volleysOf(const std::vector<Resolution>& done,
                                         const std::string& firer) {
    std::vector<const Resolution*> out;
    for (const Resolution& r : done) {
        if (r.kind == "fire" && r.units.front() == firer) {
            out.push_back(&r);
        }
    }
    return out;
}

TEST(FireEffectFireOptionsEngineTest, SimultaneousBreechLoadersFireTwoExecutions) {
    GameState state = volleyAt250("lineInfantryBreech").start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {4, 3});
    EXPECT_EQ(fired.diceLeft, 0U);
    const std::vector<const Resolution*> volleys = volleysOf(fired.done, "pr");
    ASSERT_EQ(volleys.size(), 2U);
    EXPECT_TRUE(explains(volleys[0]->explanation, "Casualties", 4));  // 10 x 4 / 10
    EXPECT_TRUE(explains(volleys[1]->explanation, "Casualties", 3));  // 10 x 3 / 10
    EXPECT_TRUE(explains(volleys[1]->explanation, "Execution 2 of 2", 2));
    EXPECT_TRUE(cites(volleys[1]->explanation, "6.5, B26"));
    EXPECT_EQ(figuresOf(state, "fr"), 17);
    // Two executions of fire: two morale tests, each against the figures before it.
    const auto& log = fireEffectState(state).volleyLog;
    ASSERT_EQ(log.size(), 2U);
    EXPECT_EQ(log[0].figuresBefore, 24);
    EXPECT_EQ(log[1].figuresBefore, 20);
    ScriptedDice morale({6, 6});
    const std::vector<Resolution> tests = resolveStep(state, morale);
    EXPECT_EQ(morale.remaining(), 0U);
    EXPECT_EQ(std::count_if(tests.begin(), tests.end(),
                            [](const Resolution& r) { return r.kind == "moraleTest"; }),
              2);
}

TEST(FireEffectFireOptionsEngineTest, SimultaneousMuzzleLoadersFireOnce) {
    GameState state = volleyAt250("lineInfantryMuzzle").start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {4});
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_EQ(volleysOf(fired.done, "pr").size(), 1U);
    EXPECT_EQ(figuresOf(state, "fr"), 20);
}

TEST(FireEffectFireOptionsEngineTest, SimultaneousBothSidesActInOneCombinedHalfAMove) {
    GameState state = volleyAt250("lineInfantryBreech").start();
    ScriptedDice none({});
    resolveUntil(state, "movement", none);
    // Both sides move in the movement step (9.3) ...
    EXPECT_FALSE(referee().whyCannotAct(state, "pr"));
    EXPECT_FALSE(referee().whyCannotAct(state, "fr"));
    resolveUntil(state, "fire", none);
    // ... and both take their whole fire of the move in the fire step.
    EXPECT_FALSE(fireOrderRefusal(state, "fr", "pr"));
    EXPECT_FALSE(fireOrderRefusal(state, "pr", "fr"));
    // One half a move: after it the next move begins, not the other side's half.
    resolveUntil(state, "endOfHalf", none);
    ScriptedDice end({});
    resolveStep(state, end);
    EXPECT_EQ(state.bound(), 2);
    EXPECT_EQ(state.playerTurn(), 0);
    // Without the option they fire back once in the enemy's half.
    FireEffectTestWorld alternate = volleyAt250("lineInfantryBreech");
    alternate.options()["simultaneous"] = "off";
    GameState off = alternate.start();
    resolveUntil(off, "fire", none);
    EXPECT_FALSE(fireOrderRefusal(off, "fr", "pr"));
    const FireStepOutcome fired = fireOnce(off, "pr", "fr", "mass", {4});
    EXPECT_EQ(volleysOf(fired.done, "pr").size(), 1U);
}

/// F10 (a)'s table: a regular unit of 12 loses 5 and fails; a friend within 200
/// yds and another beyond.
GameState f10a(const std::string& spillOver, const std::string& failure = {}) {
    FireEffectTestWorld world;
    world.options()["spillOver"] = spillOver;
    if (!failure.empty()) {
        world.options()["neighbourTestFailure"] = failure;
    }
    world.addUnit("pr", 0, "lineInfantryBreech", 10, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 12, 36, 35, 180);
    world.addUnit("near", 1, "lineInfantryBreech", 12, 36, 31, 180);
    world.addUnit("far", 1, "lineInfantryBreech", 12, 56, 35, 180);
    GameState state = world.start();
    fireOnce(state, "pr", "fr", "mass", {5});  // 10 x 5 / 10 = 5
    return state;
}

TEST(FireEffectFireOptionsEngineTest, NeighboursTestAndAFailureBreaksTwoPerCasualty) {
    GameState state = f10a("neighboursTest");
    ScriptedDice dice({2, 3});  // the unit fails; the near friend rolls 3 and fails
    const std::vector<Resolution> done = resolveStep(state, dice);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(figuresOf(state, "fr"), 0);  // its 7 survivors all break
    const Resolution* test = findResolution(done, "neighbourTest", "near");
    ASSERT_NE(test, nullptr);
    EXPECT_TRUE(explains(test->explanation, "Die", 3));
    EXPECT_TRUE(explains(test->explanation, "Breakers", 10));  // 2 x 5
    EXPECT_EQ(figuresOf(state, "near"), 2);
    EXPECT_EQ(fireEffectState(state).unit("near").brokenGroups[0].figures, 10);
    EXPECT_EQ(findResolution(done, "neighbourTest", "far"), nullptr);  // beyond 200 yds
    EXPECT_EQ(figuresOf(state, "far"), 12);
}

TEST(FireEffectFireOptionsEngineTest, NeighboursTestAndAFailureGivesOnlyTheUnsuppliedBreakers) {
    GameState state = f10a("neighboursTest", "unsuppliedBreakers");
    ScriptedDice dice({2, 3});
    resolveStep(state, dice);
    EXPECT_EQ(figuresOf(state, "near"), 9);  // 10 - 7 = 3 break
}

TEST(FireEffectFireOptionsEngineTest, ANeighbourThatPassesKeepsItsFigures) {
    GameState state = f10a("neighboursTest");
    ScriptedDice dice({2, 4});
    const std::vector<Resolution> done = resolveStep(state, dice);
    ASSERT_NE(findResolution(done, "neighbourTest", "near"), nullptr);
    EXPECT_EQ(figuresOf(state, "near"), 12);
    EXPECT_TRUE(fireEffectState(state).unit("near").brokenGroups.empty());
}

TEST(FireEffectFireOptionsEngineTest, TakeFromNeighboursRollsNoDieForTheFriend) {
    GameState state = f10a("takeFromNeighbours");
    ScriptedDice dice({2});
    const std::vector<Resolution> done = resolveStep(state, dice);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(findResolution(done, "neighbourTest", "near"), nullptr);
    EXPECT_EQ(figuresOf(state, "near"), 9);  // F10 (a): 3 breakers taken
}

}  // namespace
}  // namespace adjutant::fireeffect_test
