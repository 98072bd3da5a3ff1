// Brigade tasks turned into goal points (Tricorne and Musket 7.1).

#include <gtest/gtest.h>

#include "core/ai/ObjectivePlanner.h"
#include "tests/core/ai/GoalOf.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

class ObjectivePlanner : public ::testing::Test {
  protected:
    ObjectivePlanner() {
        // Side a deploys at the bottom and advances up the table; its right is +x.
        world.scenario().sides[0].brigades = {
            Brigade{"b1", "First", "", "", BrigadeTask::None, ""}};
        world.addUnit("left", 0, "musketeer", 12, 30, 40, 0).brigade = "b1";
        world.addUnit("right", 0, "musketeer", 12, 40, 40, 0).brigade = "b1";
        world.addUnit("loose", 0, "musketeer", 12, 60, 40, 0);
        world.addUnit("west", 1, "musketeer", 12, 10, 10, 180);
        world.addUnit("east", 1, "musketeer", 12, 62, 10, 180);
        world.scenario().objectives = {Objective{"hill", "The hill", {{35, 20}}}};
    }
    std::vector<UnitGoal> plan(BrigadeTask task, const std::string& objective = "") {
        world.scenario().sides[0].brigades[0].task = task;
        world.scenario().sides[0].brigades[0].objectiveId = objective;
        return planGoals(world.start(), 0);
    }
    TricorneTestWorld world;
};

TEST_F(ObjectivePlanner, CaptureSendsEachUnitToItsPlaceAroundTheObjective) {
    const auto goals = plan(BrigadeTask::Capture, "hill");
    // The brigade started centred on (35, 40): its units keep 5 inches either side.
    EXPECT_EQ(goalOf(goals, "left").point, (Vec2{30, 20}));
    EXPECT_EQ(goalOf(goals, "right").point, (Vec2{40, 20}));
    EXPECT_TRUE(goalOf(goals, "left").advance);
    EXPECT_EQ(goalOf(goals, "left").why, "First: captures The hill");
}

TEST_F(ObjectivePlanner, HoldWithoutAnObjectiveKeepsTheStartPosition) {
    const auto goals = plan(BrigadeTask::HoldLeftFlank);
    EXPECT_EQ(goalOf(goals, "left").point, (Vec2{30, 40}));
    EXPECT_FALSE(goalOf(goals, "left").advance);
}

TEST_F(ObjectivePlanner, AttackingTheEnemysLeftFlankMakesForAPointBeyondTheEnemyOnOurRight) {
    const auto goals = plan(BrigadeTask::AttackLeftFlank);
    // The enemy's left is our right: "east" at x = 62. The brigade makes for
    // 14 inches beyond it, at x = 76, each unit keeping its place (5 either
    // side) as far as the table goes: the 72-inch table's edge less 2 inches.
    EXPECT_EQ(goalOf(goals, "left").point, (Vec2{70, 10}));
    EXPECT_EQ(goalOf(goals, "right").point, (Vec2{70, 10}));
    EXPECT_EQ(goalOf(goals, "left").why, "First: attacks the enemy's left flank at east");
    // The enemy's right is "west" at x = 10: 14 inches beyond it is x = -4,
    // and "right" keeps 5 inches to the right of that, at x = 1, kept at 2.
    const auto right = plan(BrigadeTask::AttackRightFlank);
    EXPECT_EQ(goalOf(right, "right").point, (Vec2{2, 10}));
    // With the enemy's right at x = 40 instead, the point is x = 26, clear of the edge.
    world.scenario().findUnit("west")->pose.position.x = 40;
    const auto inside = plan(BrigadeTask::AttackRightFlank);
    EXPECT_EQ(goalOf(inside, "left").point, (Vec2{21, 10}));
    EXPECT_EQ(goalOf(inside, "right").point, (Vec2{31, 10}));
}

TEST_F(ObjectivePlanner, AUnitWithoutATaskAdvancesOnTheNearestEnemy) {
    const auto goals = plan(BrigadeTask::None);
    EXPECT_EQ(goalOf(goals, "loose").point, (Vec2{62, 10}));
    EXPECT_EQ(goalOf(goals, "left").point, (Vec2{10, 10}));
    EXPECT_TRUE(goalOf(goals, "loose").advance);
    EXPECT_EQ(goalOf(goals, "loose").why, "advances on east");
}

}  // namespace
}  // namespace adjutant::testing
