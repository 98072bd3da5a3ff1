// The highest level's reading of the victory conditions: its units go for the
// objectives that score, keep what they hold while ahead, and leave alone
// what they cannot reach before it is judged.

#include <gtest/gtest.h>

#include "core/ai/ObjectivePlanner.h"
#include "core/ai/VictoryPlanner.h"
#include "tests/core/ai/GoalOf.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

class VictoryPlanner : public ::testing::Test {
  protected:
    VictoryPlanner() {
        // Side a deploys at the bottom; its brigade's task is to capture the
        // hill, but the victory conditions score only the road behind the
        // enemy, which side a must hold at the end.
        world.scenario().sides[0].brigades = {
            Brigade{"b1", "First", "", "", BrigadeTask::Capture, "hill"}};
        world.addUnit("left", 0, "musketeer", 12, 30, 40, 0).brigade = "b1";
        world.addUnit("right", 0, "musketeer", 12, 40, 40, 0).brigade = "b1";
        world.addUnit("west", 1, "musketeer", 12, 10, 10, 180);
        world.addUnit("east", 1, "musketeer", 12, 62, 10, 180);
        world.scenario().objectives = {Objective{"hill", "The hill", {{35, 20}}},
                                       Objective{"road", "The road", {{60, 4}}}};
        world.scenario().victory.objectives = {VictoryObjective{"road", 6, 0, 0}};
    }
    VictoryPlan plan(int side = 0) {
        const GameState state = world.start();
        return planForVictory(state, side, {}, planGoals(state, side));
    }
    TricorneTestWorld world;
};

TEST_F(VictoryPlanner, HalfTheBrigadeGoesForTheScoredObjectiveRatherThanItsTasks) {
    const GameState state = world.start();
    // By its task alone the brigade would capture the hill.
    EXPECT_EQ(goalOf(planGoals(state, 0), "left").why, "First: captures The hill");
    const VictoryPlan vp = plan();
    EXPECT_TRUE(vp.behind);
    EXPECT_DOUBLE_EQ(vp.lead, -6);
    // Half the brigade, the unit nearer the road, makes for it; the other
    // fights on as its task says.
    const UnitGoal& goal = goalOf(vp.goals, "right");
    EXPECT_TRUE(goal.advance);
    EXPECT_LE((goal.point - Vec2{60, 4}).length(), 3.0);
    EXPECT_EQ(goal.why, "makes for The road (6 points), which the enemy scores now");
    EXPECT_EQ(goalOf(vp.goals, "left").why, "First: captures The hill");
}

TEST_F(VictoryPlanner, ObjectivesAreSharedByValueAndTakenByTheNearestUnits) {
    world.scenario().victory.objectives = {VictoryObjective{"road", 3, 0, 0},
                                           VictoryObjective{"hill", 3, 0, 0}};
    world.addUnit("far-left", 0, "musketeer", 12, 20, 30, 0).brigade = "b1";
    world.addUnit("far-right", 0, "musketeer", 12, 62, 20, 0).brigade = "b1";
    const VictoryPlan vp = plan();
    // Half of the four units, one for each objective of equal value, the
    // nearest first: the one on the right for the road, the one on the left
    // for the hill, where its brigade already goes (it keeps its place there).
    EXPECT_EQ(goalOf(vp.goals, "far-right").why,
              "makes for The road (3 points), which the enemy scores now");
    EXPECT_EQ(goalOf(vp.goals, "far-left").why, "First: captures The hill");
    EXPECT_EQ(goalOf(vp.goals, "left").why, "First: captures The hill");
    EXPECT_EQ(goalOf(vp.goals, "right").why, "First: captures The hill");
}

TEST_F(VictoryPlanner, AHoldingBrigadeIsNotSentThroughTheEnemysArmy) {
    // Behind, a brigade told to hold is free to go, but the road lies beyond
    // the enemy's army as seen from its own.
    world.scenario().sides[0].brigades[0].task = BrigadeTask::Hold;
    const VictoryPlan vp = plan();
    EXPECT_TRUE(vp.behind);
    EXPECT_EQ(goalOf(vp.goals, "left").why, "First: holds The hill");
    EXPECT_EQ(goalOf(vp.goals, "right").why, "First: holds The hill");
}

TEST_F(VictoryPlanner, ABrigadeTurningTheEnemysFlankKeepsToItsTask) {
    world.scenario().sides[0].brigades[0].task = BrigadeTask::AttackLeftFlank;
    const VictoryPlan vp = plan();
    EXPECT_TRUE(vp.behind);
    EXPECT_EQ(goalOf(vp.goals, "right").why, goalOf(planGoals(world.start(), 0), "right").why);
    EXPECT_EQ(goalOf(vp.goals, "right").why.find("makes for"), std::string::npos);
}

TEST_F(VictoryPlanner, AUnitOnAnObjectiveItsSideScoresKeepsItWhileAhead) {
    world.scenario().victory.objectives = {VictoryObjective{"hill", 4, -1, 0}};
    world.addUnit("on-hill", 0, "musketeer", 12, 35, 22, 0).brigade = "b1";
    const VictoryPlan vp = plan();
    EXPECT_TRUE(vp.ahead);
    const UnitGoal& goal = goalOf(vp.goals, "on-hill");
    EXPECT_FALSE(goal.advance);
    EXPECT_EQ(goal.point, (Vec2{35, 22}));
    EXPECT_EQ(goal.why, "keeps The hill (4 points) while the army is ahead");
    // The others keep their task.
    EXPECT_EQ(goalOf(vp.goals, "left").why, "First: captures The hill");
    // Behind, the enemy's view: the hill is side a's, so side b goes for it.
    const VictoryPlan theirs = plan(1);
    EXPECT_TRUE(theirs.behind);
    EXPECT_EQ(goalOf(theirs.goals, "west").why,
              "makes for The hill (4 points), which the enemy holds");
}

TEST_F(VictoryPlanner, AnObjectiveOutOfReachBeforeItIsJudgedIsLeftAlone) {
    // Judged at the end of the first bound, 36 inches away: out of reach.
    world.scenario().victory.objectives = {VictoryObjective{"road", 6, 0, 1}};
    const VictoryPlan vp = plan();
    EXPECT_EQ(goalOf(vp.goals, "left").why, "First: captures The hill");
}

TEST_F(VictoryPlanner, TheNearestUnitGoesToHoldAnObjectiveItsSideScoredFromTheStartOnceThreatened) {
    // Side a must hold the hill; side b scores it while it does not, as at
    // the start. A unit of side a 10 inches from it is coming for it.
    world.scenario().victory.objectives = {VictoryObjective{"hill", 4, 0, 0}};
    {
        const VictoryPlan quiet = plan(1);
        EXPECT_EQ(goalOf(quiet.goals, "west").why, goalOf(planGoals(world.start(), 1), "west").why)
            << "nobody near the hill: nothing to defend";
    }
    world.addUnit("near", 0, "musketeer", 12, 35, 30, 0).brigade = "b1";
    const VictoryPlan vp = plan(1);
    const UnitGoal& goal = goalOf(vp.goals, "west");
    EXPECT_FALSE(goal.advance);
    EXPECT_LE((goal.point - Vec2{35, 20}).length(), 3.0);
    EXPECT_EQ(goal.why, "goes to hold The hill (4 points): the enemy is coming for it");
    // One enemy unit coming, one unit sent: the other keeps its task.
    EXPECT_EQ(goalOf(vp.goals, "east").why, goalOf(planGoals(world.start(), 1), "east").why);
}

TEST_F(VictoryPlanner, AsManyUnitsCounterAttackAsThereAreEnemiesOnTheObjective) {
    world.scenario().victory.objectives = {VictoryObjective{"hill", 4, 0, 0}};
    world.addUnit("east2", 1, "musketeer", 12, 62, 20, 180);
    // Side b scored the hill at the start; side a's two units have come onto
    // it and hold it now: two units go back for it, to attack.
    GameState state = world.start();
    state.editUnit("left")->pose.position = {33, 21};
    state.editUnit("right")->pose.position = {37, 21};
    const VictoryPlan vp = planForVictory(state, 1, {}, planGoals(state, 1));
    for (const char* id : {"west", "east2"}) {
        const UnitGoal& goal = goalOf(vp.goals, id);
        EXPECT_TRUE(goal.advance) << id;
        EXPECT_EQ(goal.why, "goes to hold The hill (4 points): the enemy is on it") << id;
    }
    EXPECT_EQ(goalOf(vp.goals, "east").why.find("goes to hold"), std::string::npos);
}

TEST_F(VictoryPlanner, AnObjectiveOnTheEnemysHalfIsNotDefendedEvenIfScoredAtTheStart) {
    // Side b must hold the hill, nearer side b's army; side a scores it at the
    // start, as nobody is on it, but it is side b's to defend.
    world.scenario().victory.objectives = {VictoryObjective{"hill", 4, 1, 0}};
    world.scenario().objectives[0].outline = {{35, 16}};
    world.addUnit("near", 1, "musketeer", 12, 35, 8, 180);
    const VictoryPlan vp = plan(0);
    for (const char* id : {"left", "right"}) {
        EXPECT_EQ(goalOf(vp.goals, id).why.find("goes to hold"), std::string::npos) << id;
    }
}

TEST_F(VictoryPlanner, AnObjectiveTakenDuringTheGameIsNotDefendedAsIfItWereHeldFromTheStart) {
    // Side a holds the road it must hold only once it has got there; an enemy
    // coming back for it does not draw side a's units onto it (attackers that
    // bunched on what they took fought worse).
    world.scenario().victory.objectives = {VictoryObjective{"road", 6, 0, 0}};
    GameState state = world.start();
    state.editUnit("right")->pose.position = {60, 5};
    const VictoryPlan vp = planForVictory(state, 0, {}, planGoals(state, 0));
    EXPECT_EQ(goalOf(vp.goals, "left").why.find("goes to hold"), std::string::npos);
}

TEST(VictoryJudgement, OnlyTheHighestLevelReadsTheVictoryConditions) {
    EXPECT_FALSE(victoryReadingOf(Difficulty::Novice).readsVictory);
    EXPECT_FALSE(victoryReadingOf(Difficulty::Steady).readsVictory);
    const VictoryReading veteran = victoryReadingOf(Difficulty::Veteran);
    EXPECT_TRUE(veteran.readsVictory);
    EXPECT_LT(veteran.riskWeightWhenBehind, judgementOf(Difficulty::Veteran).riskWeight);
}

TEST(VictoryJudgement, OnlyTheHighestLevelTakesCover) {
    EXPECT_FALSE(judgementOf(Difficulty::Novice).takesCover);
    EXPECT_FALSE(judgementOf(Difficulty::Steady).takesCover);
    EXPECT_TRUE(judgementOf(Difficulty::Veteran).takesCover);
}

TEST(VictoryJudgement, OnlyTheHighestLevelBringsItsGunsToBear) {
    EXPECT_FALSE(judgementOf(Difficulty::Novice).bringsGunsToBear);
    EXPECT_FALSE(judgementOf(Difficulty::Steady).bringsGunsToBear);
    EXPECT_TRUE(judgementOf(Difficulty::Veteran).bringsGunsToBear);
}

}  // namespace
}  // namespace adjutant::testing
