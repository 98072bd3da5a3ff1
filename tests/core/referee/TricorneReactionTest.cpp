// Step 11: the moves of retire, retreat and rout on the table (6.1-6.3, A26-A28).
// Side 0's baseline is the bottom edge (+y); its units face bearing 0 (the top).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Contact.h"
#include "core/referee/tricorne/TricorneReaction.h"
#include "tests/core/referee/RiverTestTable.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant {
namespace {

NotedEdit<TricorneUnitState> status(GameState& state, const std::string& id) {
    return tricorneState(state).editStatus(id);
}

Vec2 centreOf(const GameState& state, const std::string& id) {
    const TricorneContext context(state);
    return context.layout(*context.unit(id))->centre();
}

double depthOf(const GameState& state, const std::string& id) {
    const TricorneContext context(state);
    return context.layout(*context.unit(id))->depth;
}

TEST(TricorneReaction, RetireMovesLinePaceTowardsTheBaselineAndFacesTheEnemy) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("kaiser", 1, "musketeer", 12, 40, 10, 180);
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retire;
    status(state, "ir")->reactionCause = "kaiser";
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(resolutions[0].kind, "reaction");
    EXPECT_EQ(resolutions[0].step, "moraleReactions");
    EXPECT_DOUBLE_EQ(resolutions[0].explanation.value.value_or(0), 8);  // line pace (13.1)
    const Pose pose = state.findUnit("ir")->pose;
    // Centre moved 8 in straight down; then it turns towards kaiser's centre.
    const Vec2 centre = centreOf(state, "ir");
    EXPECT_NEAR(centre.x, 30, 0.2);
    const Vec2 toEnemy = centreOf(state, "kaiser") - centre;
    EXPECT_NEAR(pose.facingDegrees, Pose::bearingOf(toEnemy), 1e-9);
    EXPECT_LT(pose.facingDegrees, 90);  // faces up the table, towards the enemy
    EXPECT_TRUE(status(state, "ir")->thisBound.retired);
    EXPECT_TRUE(status(state, "ir")->thisBound.movedInMoraleReaction);
    EXPECT_FALSE(status(state, "ir")->pendingReaction.has_value());
}

// A line 8 in in front of the river Oder (y 38) retires its 8 in towards the
// baseline, its rear edge leading: away from the river's crossings it stops
// with that edge on the bank; over the ford it goes at half speed from where
// its middle meets the water (13.6, fordCrossing); over the bridge, all 8 in.
double retireTowardsTheRiver(double x) {
    testing::TricorneTestWorld world;
    world.scenario().table.lines.push_back(testing::riverWithCrossings());
    world.addUnit("ir", 0, "musketeer", 12, x, 30, 0);
    world.addUnit("kaiser", 1, "musketeer", 12, x, 10, 180);
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retire;
    status(state, "ir")->reactionCause = "kaiser";
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    EXPECT_EQ(resolutions.size(), 1u);
    return resolutions.empty() ? -1 : resolutions[0].explanation.value.value_or(-1);
}

TEST(TricorneReaction, ARiverAwayFromItsCrossingsStopsARetireOnTheBank) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0);
    const double depth = depthOf(world.start(), "ir");
    EXPECT_NEAR(retireTowardsTheRiver(testing::kAwayFromCrossings), 8 - depth, 1e-6);
    const double toWater = 8 - depth / 2;
    EXPECT_NEAR(retireTowardsTheRiver(testing::kAtFord), toWater + (8 - toWater) / 2, 1e-6);
    EXPECT_NEAR(retireTowardsTheRiver(testing::kAtBridge), 8, 1e-6);
}

TEST(TricorneReaction, RoutMovesColumnOfRoutPacePlusChargeBonusAndEndsFacingAwayUnformed) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    GameState state = world.start();
    const Vec2 before = centreOf(state, "ir");
    status(state, "ir")->routBoundsOwed = 1;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    // Infantry: column of route 10 + charge bonus 3 = 13 in (A28).
    EXPECT_DOUBLE_EQ(resolutions[0].explanation.value.value_or(0), 13);
    EXPECT_DOUBLE_EQ(state.findUnit("ir")->pose.facingDegrees, 180);
    EXPECT_TRUE(status(state, "ir")->unformed);
    EXPECT_TRUE(status(state, "ir")->thisBound.routed);
    EXPECT_EQ(status(state, "ir")->routBoundsOwed, 0);
    EXPECT_EQ(status(state, "ir")->reformingBoundsLeft, 2);     // 13.5
    EXPECT_NEAR(centreOf(state, "ir").y - before.y, 13, 1e-9);  // unformed stands, same centre
}

TEST(TricorneReaction, RoutPaceWithoutTheChargeBonusUnderA28Alternative) {
    testing::TricorneTestWorld world;
    world.options()["routPace"] = "columnOfRoute";
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    GameState state = world.start();
    status(state, "ir")->routBoundsOwed = 1;
    ScriptedDice none({});
    EXPECT_DOUBLE_EQ(resolveMoraleReactionsStep(state, none)[0].explanation.value.value_or(0), 10);
}

TEST(TricorneReaction, RoutingUnitUnformsAFriendItPassesThroughWhichMustTest) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0, Formation::Line, "austria");
    world.addUnit("second", 0, "musketeer", 12, 30, 26, 0, Formation::Line, "austria");
    GameState state = world.start();
    status(state, "ir")->routBoundsOwed = 1;
    ScriptedDice dice({1});  // second's test: PMS 5, die 1: d = -4, obey orders
    const auto resolutions = resolveMoraleReactionsStep(state, dice);
    ASSERT_EQ(resolutions.size(), 2u);
    ASSERT_EQ(resolutions[0].units.size(), 2u);
    EXPECT_EQ(resolutions[0].units[1], "second");
    EXPECT_TRUE(status(state, "second")->unformed);
    EXPECT_EQ(resolutions[1].kind, "moraleTest");
    EXPECT_EQ(resolutions[1].units[0], "second");
    EXPECT_EQ(resolutions[1].explanation.children[0].children[0].label,
              "a routing friend passed through its ranks");
    EXPECT_EQ(dice.remaining(), 0u);
    // The router completed its passage: it does not end inside the friend.
    const TricorneContext context(state);
    EXPECT_FALSE(geometry::overlaps(context.layout(*context.unit("ir"))->footprint,
                                    context.layout(*context.unit("second"))->footprint));
}

TEST(TricorneReaction, NoTestWhenTheRouterIsLightInfantry) {
    testing::TricorneTestWorld world;
    world.addUnit("jaeger", 0, "jaeger", 8, 30, 20, 0, Formation::SkirmishLine);
    world.addUnit("second", 0, "musketeer", 12, 30, 26, 0);
    GameState state = world.start();
    status(state, "jaeger")->routBoundsOwed = 1;
    ScriptedDice none({});  // a test would throw DiceError
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_TRUE(status(state, "second")->unformed);
    EXPECT_TRUE(status(state, "second")->thisBound.moraleTriggers.empty());
}

TEST(TricorneReaction, RetiringUnitPassesThroughAFriendDirectlyBehind) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    world.addUnit("second", 0, "musketeer", 12, 30, 24, 0);
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retire;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_TRUE(status(state, "second")->unformed);  // A26
    EXPECT_GE(resolutions[0].explanation.value.value_or(0), 8);
    EXPECT_FALSE(status(state, "ir")->unformed);  // a retire stays in good order
}

TEST(TricorneReaction, RetiringUnitHaltsInFrontOfAFriendBlockingOffCentre) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    GameState probe = world.start();
    const double frontage = TricorneContext(probe).layout(*probe.findUnit("ir"))->frontage;
    // A friend 4 in behind, shifted sideways by most of the frontage: off-centre.
    world.addUnit("second", 0, "musketeer", 12, 30 + frontage * 0.8, 24, 0);
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retire;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_FALSE(status(state, "second")->unformed);
    const double moved = resolutions[0].explanation.value.value_or(0);
    EXPECT_NEAR(moved, 4 - depthOf(state, "ir"), 1e-6);  // up to its rear touching the friend
    const TricorneContext context(state);
    EXPECT_TRUE(geometry::inContact(context.layout(*context.unit("ir"))->footprint,
                                    context.layout(*context.unit("second"))->footprint));
}

TEST(TricorneReaction, AlwaysHaltReadingHaltsEvenBeforeAFriendDirectlyBehind) {
    testing::TricorneTestWorld world;
    world.options()["retireBlocked"] = "alwaysHalt";
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    world.addUnit("second", 0, "musketeer", 12, 30, 24, 0);
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retire;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    EXPECT_FALSE(status(state, "second")->unformed);
    EXPECT_NEAR(resolutions[0].explanation.value.value_or(0), 4 - depthOf(state, "ir"), 1e-6);
}

// [P] reactionBlockedByEnemy: an enemy straight behind a routing unit. Read
// as "veer", the rout turns off the straight line and goes past it; read as
// "halt", it stops where it meets the enemy.
GameState routWithAnEnemyBehind(const std::string& reading) {
    testing::TricorneTestWorld world;
    world.options()["reactionBlockedByEnemy"] = reading;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    world.addUnit("kaiser", 1, "musketeer", 12, 30, 26, 0);
    GameState state = world.start();
    status(state, "ir")->routBoundsOwed = 2;
    return state;
}

bool mentions(const Explanation& explanation, const std::string& label) {
    return std::any_of(explanation.children.begin(), explanation.children.end(),
                       [&](const Explanation& child) { return child.label == label; });
}

TEST(TricorneReaction, HaltReadingStopsARoutWhereItMeetsAnEnemy) {
    GameState state = routWithAnEnemyBehind("halt");
    const double gap = 6 - depthOf(state, "ir");
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_NEAR(resolutions[0].explanation.value.value_or(0), gap, 0.05);
    EXPECT_NEAR(centreOf(state, "ir").x, 30, 0.2);
    EXPECT_FALSE(mentions(resolutions[0].explanation, "Veers round an enemy in its way"));
}

TEST(TricorneReaction, VeerReadingTakesARoutRoundAnEnemyInItsWay) {
    GameState state = routWithAnEnemyBehind("veer");
    const double gap = 6 - depthOf(state, "ir");
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_GT(resolutions[0].explanation.value.value_or(0), gap + 1);
    EXPECT_GT(std::abs(centreOf(state, "ir").x - 30), 1.0);  // off the straight line
    EXPECT_GT(centreOf(state, "ir").y, 20);                  // still towards its baseline
    EXPECT_TRUE(mentions(resolutions[0].explanation, "Veers round an enemy in its way"));
    const TricorneContext context(state);
    EXPECT_FALSE(geometry::overlaps(context.layout(*context.unit("ir"))->footprint,
                                    context.layout(*context.unit("kaiser"))->footprint));
}

TEST(TricorneReaction, RetreatPassesThroughUnformingBothAndFacesAway) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0);
    world.addUnit("second", 0, "musketeer", 12, 31, 25, 0);  // behind, slightly off-centre
    GameState state = world.start();
    status(state, "ir")->pendingReaction = TricorneActionCode::Retreat;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_GE(resolutions[0].explanation.value.value_or(0), 10);  // column of route (A27)
    EXPECT_TRUE(status(state, "second")->unformed);
    EXPECT_TRUE(status(state, "ir")->unformed);
    EXPECT_TRUE(status(state, "ir")->thisBound.retreated);
    EXPECT_DOUBLE_EQ(state.findUnit("ir")->pose.facingDegrees, 180);
}

TEST(TricorneReaction, RoutReachingTheTableEdgeLeavesTheTable) {
    testing::TricorneTestWorld world;  // the table is 48 in deep
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    const double depth = depthOf(state, "ir");
    status(state, "ir")->routBoundsOwed = 2;
    ScriptedDice none({});
    const auto resolutions = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_TRUE(status(state, "ir")->offTable);
    EXPECT_TRUE(status(state, "ir")->routOffTable);
    EXPECT_EQ(status(state, "ir")->routBoundsOwed, 0);
    EXPECT_EQ(status(state, "ir")->reformingBoundsLeft, 0);
    // It moved until its rear reached the edge: 48 - (40 + depth).
    EXPECT_NEAR(resolutions[0].explanation.value.value_or(0), 8 - depth, 1e-6);
}

TEST(TricorneReaction, RoutAwayFromACauseOnTheBaselineSide) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 180);
    world.addUnit("hus", 1, "hussar", 8, 30, 40, 0);  // behind it, towards its baseline
    GameState state = world.start();
    status(state, "ir")->routBoundsOwed = 1;
    status(state, "ir")->reactionCause = "hus";
    ScriptedDice none({});
    resolveMoraleReactionsStep(state, none);
    EXPECT_LT(centreOf(state, "ir").y, 20);  // away from the hussars, up the table
}

TEST(TricorneReaction, NeighbourInLineTestsWhenTheNextUnitRouts) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0, Formation::Line, "austria");
    GameState probe = world.start();
    const double frontage = TricorneContext(probe).layout(*probe.findUnit("ir"))->frontage;
    world.addUnit("next", 0, "musketeer", 12, 30 + frontage, 20, 0, Formation::Line, "austria");
    GameState state = world.start();
    status(state, "ir")->routBoundsOwed = 1;
    ScriptedDice dice({2});  // next: 2 - 5 = -3, obey orders
    const auto resolutions = resolveMoraleReactionsStep(state, dice);
    ASSERT_EQ(resolutions.size(), 2u);
    EXPECT_EQ(resolutions[1].units[0], "next");
    EXPECT_EQ(resolutions[1].explanation.children[0].children[0].label,
              "the next unit in its line routed");
}

TEST(TricorneReaction, MoraleResultInStepTenThenMoveInStepEleven) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0, Formation::Line, "austria");
    GameState state = world.start();
    status(state, "ir")->thisBound.moraleTriggers.push_back({"fireCasualties", ""});
    ScriptedDice dice({6, 6});  // unused second die would mean a second test
    tricorneState(state).editStatus("ir")->casualtiesThisGame = 1;  // PMS 4, die 6: d = +2, shaken
    resolveMoraleChecksStep(state, dice);
    EXPECT_TRUE(status(state, "ir")->shaken);
    const auto moves = resolveMoraleReactionsStep(state, dice);
    EXPECT_TRUE(moves.empty());  // shaken, no move
    EXPECT_EQ(dice.remaining(), 1u);
}

}  // namespace
}  // namespace adjutant
