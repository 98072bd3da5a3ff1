// Judging a game played headless: an army breaks when it has lost the
// ruleset's share of its figures, units out of action counting as lost; an
// undecided game is judged on the shares lost.
#include "core/ai/GameOutcome.h"

#include <gtest/gtest.h>

#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

/// Two armies of 60 figures: three battalions of 20 a side.
GameState twoArmies() {
    TricorneTestWorld world;
    for (int i = 0; i < 3; ++i) {
        world.addUnit("a" + std::to_string(i), 0, "musketeer", 20, 10 + 12 * i, 40, 0);
        world.addUnit("b" + std::to_string(i), 1, "musketeer", 20, 10 + 12 * i, 8, 180);
    }
    return world.start();
}

const OutOfActionTest kNoneOut = [](const GameState&, const Unit&) { return false; };

TEST(GameOutcomeTest, AtTheStartNothingIsDecidedAndTheEndIsADraw) {
    const GameState state = twoArmies();
    const GameOutcome running = judgeGame(state, kNoneOut, false);
    EXPECT_FALSE(running.decided);
    EXPECT_EQ(running.winner, -1);
    EXPECT_EQ(running.armies[0].startFigures, 60);
    EXPECT_EQ(running.armies[1].figuresInAction, 60);
    const GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.winner, -1);
    EXPECT_EQ(end.summary, "a draw: 0% and 0% lost");
}

TEST(GameOutcomeTest, AnArmyThatHasLostHalfItsFiguresIsBroken) {
    GameState state = twoArmies();
    // 30 of 60 lost: exactly the Tricorne data's armyBreaksAtLoss of 0.5.
    state.editUnit("b0")->figures = 0;
    state.editUnit("b1")->figures = 10;
    const GameOutcome outcome = judgeGame(state, kNoneOut, false);
    EXPECT_TRUE(outcome.decided);
    EXPECT_TRUE(outcome.armies[1].broken);
    EXPECT_EQ(outcome.armies[1].figuresLost(), 30);
    EXPECT_EQ(outcome.winner, 0);
    EXPECT_EQ(outcome.summary, "Side A wins: Side B broken (50% lost)");
}

TEST(GameOutcomeTest, UnitsOutOfActionCountAsLost) {
    GameState state = twoArmies();
    // b0 and b1 rout with all their figures: 40 of 60 out of the fight.
    const OutOfActionTest routing = [](const GameState&, const Unit& unit) {
        return unit.id == "b0" || unit.id == "b1";
    };
    const GameOutcome outcome = judgeGame(state, routing, false);
    EXPECT_TRUE(outcome.decided);
    EXPECT_EQ(outcome.armies[1].figuresInAction, 20);
    EXPECT_EQ(outcome.winner, 0);
}

TEST(GameOutcomeTest, UndecidedGamesAreJudgedOnTheShareLostBeyondAMargin) {
    GameState state = twoArmies();
    state.editUnit("a0")->figures = 14;  // 6 of 60 lost: 10%
    state.editUnit("b0")->figures = 17;  // 3 of 60 lost: 5%
    EXPECT_FALSE(judgeGame(state, kNoneOut, false).decided);
    // 5 points apart is within the margin: a draw.
    EXPECT_EQ(judgeGame(state, kNoneOut, true).winner, -1);
    state.editUnit("b0")->figures = 18;  // 2 of 60: 3.3%, now 6.7 points apart
    const GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_FALSE(end.decided);
    EXPECT_EQ(end.winner, 1);
    EXPECT_EQ(end.summary, "Side B wins on points: 3% lost against 10%");
}

// One army on the table and none against it, the village held by the only
// army there: before, its 4 points won the game.
TEST(GameOutcomeTest, AGameWithASideOfNoUnitsHasNoWinner) {
    TricorneTestWorld world;
    for (int i = 0; i < 3; ++i) {
        world.addUnit("a" + std::to_string(i), 0, "musketeer", 20, 10 + 12 * i, 26, 0);
    }
    world.scenario().objectives = {{"village", "The village", {{22, 24}}}};
    VictoryObjective village;
    village.objectiveId = "village";
    village.value = 4;
    world.scenario().victory.objectives = {village};
    world.scenario().victory.given = true;
    const GameState state = world.start();
    const GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_TRUE(end.undecidable);
    EXPECT_FALSE(end.decided);
    EXPECT_EQ(end.winner, -1);
    EXPECT_EQ(end.summary, "the battle cannot be decided: Side B has no units");
}

TEST(GameOutcomeTest, AGameWithNoUnitsAtAllHasNoWinner) {
    TricorneTestWorld world;
    const GameState state = world.start();
    const GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_TRUE(end.undecidable);
    EXPECT_EQ(end.winner, -1);
    EXPECT_EQ(end.summary, "the battle cannot be decided: neither side has any units");
}

}  // namespace
}  // namespace adjutant::testing
