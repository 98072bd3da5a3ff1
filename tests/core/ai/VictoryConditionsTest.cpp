// Judging a game by a scenario's victory conditions: break points of its own
// for each army, objectives held (by whoever holds them alone, or by the side
// that must hold them) when they are judged, points for losses, and the draw
// and decisive margins.
#include <gtest/gtest.h>

#include "core/ai/GameOutcome.h"
#include "core/ai/VictoryWatch.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

const OutOfActionTest kNoneOut = [](const GameState&, const Unit&) { return false; };

/// Three battalions of 20 a side, a village in the middle of the table
/// (a point at (36, 24)) and a hill on side B's right (an area).
struct Battle {
    TricorneTestWorld world;

    explicit Battle(VictoryConditions victory) {
        for (int i = 0; i < 3; ++i) {
            world.addUnit("a" + std::to_string(i), 0, "musketeer", 20, 10 + 12 * i, 40, 0);
            world.addUnit("b" + std::to_string(i), 1, "musketeer", 20, 10 + 12 * i, 8, 180);
        }
        world.scenario().objectives = {
            {"village", "The village", {{36, 24}}},
            {"hill", "The hill", {{50, 4}, {60, 4}, {60, 14}, {50, 14}}}};
        victory.given = true;
        world.scenario().victory = victory;
    }
    GameState start() { return world.start(); }
};

VictoryObjective scored(const std::string& id, double value, int holder = -1, int byBound = 0) {
    VictoryObjective objective;
    objective.objectiveId = id;
    objective.value = value;
    objective.holder = holder;
    objective.byBound = byBound;
    return objective;
}

TEST(VictoryConditionsTest, ABreakPointOfItsOwnBreaksAnArmySooner) {
    VictoryConditions victory;
    victory.breakPoint[1] = 0.25;
    Battle battle(victory);
    GameState state = battle.start();
    state.editUnit("b0")->figures = 5;  // 15 of 60 lost: 25%, side B's break point
    const GameOutcome outcome = judgeGame(state, kNoneOut, false);
    EXPECT_TRUE(outcome.decided);
    EXPECT_TRUE(outcome.armies[1].broken);
    EXPECT_DOUBLE_EQ(outcome.armies[1].breakPoint, 0.25);
    EXPECT_DOUBLE_EQ(outcome.armies[0].breakPoint, 0.5);  // the ruleset's
    EXPECT_EQ(outcome.winner, 0);
    EXPECT_EQ(outcome.result, GameResult::Decisive);
}

TEST(VictoryConditionsTest, AnObjectiveCountsForTheSideAloneAtIt) {
    VictoryConditions victory;
    victory.objectives = {scored("village", 4)};
    Battle battle(victory);
    GameState state = battle.start();
    // a1's front centre moves to within 3 inches of the village.
    state.editUnit("a1")->pose.position = {36, 26.5};
    GameOutcome end = judgeGame(state, kNoneOut, true);
    ASSERT_EQ(end.objectives.size(), 1U);
    EXPECT_EQ(end.objectives[0].heldNow, 0);
    EXPECT_EQ(end.objectives[0].scoredBy, 0);
    EXPECT_DOUBLE_EQ(end.points[0], 4);
    EXPECT_EQ(end.winner, 0);
    EXPECT_EQ(end.result, GameResult::Marginal);
    EXPECT_EQ(end.summary, "Side A wins by a narrow margin: 4 points to 0; 0% and 0% lost");
    // An enemy there too: nobody holds it, a draw.
    state.editUnit("b1")->pose.position = {35, 22};
    end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.objectives[0].heldNow, -1);
    EXPECT_EQ(end.winner, -1);
    // ... unless the enemy unit is out of action.
    const OutOfActionTest b1Routs = [](const GameState&, const Unit& unit) {
        return unit.id == "b1";
    };
    EXPECT_EQ(judgeGame(state, b1Routs, true).objectives[0].heldNow, 0);
}

TEST(VictoryConditionsTest, AnAreaObjectiveIsHeldFromInside) {
    VictoryConditions victory;
    victory.objectives = {scored("hill", 3)};
    victory.holdDistance = 1;
    Battle battle(victory);
    GameState state = battle.start();
    state.editUnit("b2")->pose.position = {55, 9};
    EXPECT_EQ(judgeGame(state, kNoneOut, true).objectives[0].heldNow, 1);
    state.editUnit("b2")->pose.position = {61.5, 9};  // 1.5 in outside: too far
    EXPECT_EQ(judgeGame(state, kNoneOut, true).objectives[0].heldNow, -1);
}

TEST(VictoryConditionsTest, AnObjectiveASideMustHoldScoresForTheEnemyIfItDoesNot) {
    VictoryConditions victory;
    victory.objectives = {scored("village", 5, /*holder=*/0)};
    Battle battle(victory);
    GameState state = battle.start();
    // Nobody there: side A failed to hold it, side B scores.
    GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.objectives[0].scoredBy, 1);
    EXPECT_EQ(end.winner, 1);
    state.editUnit("a1")->pose.position = {36, 25};
    end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.objectives[0].scoredBy, 0);
    EXPECT_EQ(end.winner, 0);
}

TEST(VictoryConditionsTest, AnObjectiveJudgedAtABoundKeepsWhoHeldItThen) {
    VictoryConditions victory;
    victory.objectives = {scored("village", 5, -1, /*byBound=*/2)};
    Battle battle(victory);
    GameState state = battle.start();
    VictoryWatch watch;
    watch.follow(state, kNoneOut);  // bound 1
    state.editUnit("a1")->pose.position = {36, 25};
    state.setBound(3);  // bound 2 has ended with side A at the village
    watch.follow(state, kNoneOut);
    state.editUnit("a1")->pose.position = {36, 40};
    state.editUnit("b1")->pose.position = {36, 22};  // B there now, too late
    GameOutcome end = watch.standing(state, kNoneOut, true);
    EXPECT_TRUE(end.objectives[0].judged);
    EXPECT_EQ(end.objectives[0].scoredBy, 0);
    EXPECT_EQ(end.objectives[0].heldNow, 1);
    EXPECT_EQ(end.winner, 0);
    // Undone to bound 2: not judged yet, so it stands as held now.
    state.setBound(2);
    watch.follow(state, kNoneOut);
    end = watch.standing(state, kNoneOut, false);
    EXPECT_FALSE(end.objectives[0].judged);
    EXPECT_DOUBLE_EQ(end.points[1], 5);
}

TEST(VictoryConditionsTest, LossesScoreByTheirShareAndMarginsDecideTheResult) {
    VictoryConditions victory;
    victory.lossPercentPerPoint = 10;
    victory.drawMargin = 0.5;
    victory.decisiveMargin = 2;
    Battle battle(victory);
    GameState state = battle.start();
    state.editUnit("b0")->figures = 14;  // 10% of side B lost: a point for A
    GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_DOUBLE_EQ(end.points[0], 1);
    EXPECT_EQ(end.winner, 0);
    EXPECT_EQ(end.result, GameResult::Marginal);
    state.editUnit("b0")->figures = 8;  // 20%: two points, decisive
    end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.result, GameResult::Decisive);
    EXPECT_FALSE(end.decided);  // no army broke
    EXPECT_EQ(end.summary, "Side A wins decisively: 2 points to 0; 0% and 20% lost");
    state.editUnit("a0")->figures = 11;  // 15% of A: B has 1.5, A's lead 0.5
    EXPECT_EQ(judgeGame(state, kNoneOut, true).winner, -1);
}

TEST(VictoryConditionsTest, EachSideScoresTheEnemysLossesAtItsOwnRate) {
    VictoryConditions victory;
    victory.lossPercentPerPointFor[0] = 2.5;  // side A: a point per 2.5% of B lost
    victory.lossPercentPerPointFor[1] = 6;    // side B: a point per 6% of A lost
    victory.drawMargin = 0;
    Battle battle(victory);
    GameState state = battle.start();
    state.editUnit("b0")->figures = 14;  // 10% of B lost: 4 points for A
    state.editUnit("a0")->figures = 11;  // 15% of A lost: 2.5 points for B
    GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_DOUBLE_EQ(end.points[0], 4);
    EXPECT_DOUBLE_EQ(end.points[1], 2.5);
    EXPECT_EQ(end.winner, 0);
    // At the one rate both sides would have had (5%), B would have led.
    victory.lossPercentPerPointFor[0].reset();
    victory.lossPercentPerPointFor[1].reset();
    Battle even(victory);
    GameState same = even.start();
    same.editUnit("b0")->figures = 14;
    same.editUnit("a0")->figures = 11;
    end = judgeGame(same, kNoneOut, true);
    EXPECT_DOUBLE_EQ(end.points[0], 2);
    EXPECT_DOUBLE_EQ(end.points[1], 3);
    EXPECT_EQ(end.winner, 1);
    // A rate of 0 scores nothing for that side.
    victory.lossPercentPerPointFor[1] = 0;
    Battle none(victory);
    GameState quiet = none.start();
    quiet.editUnit("a0")->figures = 11;
    EXPECT_DOUBLE_EQ(judgeGame(quiet, kNoneOut, true).points[1], 0);
}

TEST(VictoryConditionsTest, ALeadTooSmallForTenthsIsWrittenInHundredths) {
    VictoryConditions victory;
    victory.lossPercentPerPointFor[0] = 2.5;  // 1 of B's 60 figures: 0.667 points
    victory.lossPercentPerPointFor[1] = 5.1;  // 2 of A's 60 figures: 0.654 points
    victory.drawMargin = 0;
    Battle battle(victory);
    GameState state = battle.start();
    state.editUnit("b0")->figures = 19;
    state.editUnit("a0")->figures = 18;
    const GameOutcome end = judgeGame(state, kNoneOut, true);
    EXPECT_EQ(end.winner, 0);
    EXPECT_EQ(end.summary, "Side A wins by a narrow margin: 0.67 points to 0.65; 3% and 2% lost");
}

}  // namespace
}  // namespace adjutant::testing
