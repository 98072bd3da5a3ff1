// Step 11: follow-ups after melee morale results (15.5), and what contact does
// to a routing, retreating, recoiling or retiring enemy (6.2.2, 6.3.2, 15.5).
// The enemy (side 0) has moved away towards its baseline (+y) and faces away.

#include <gtest/gtest.h>

#include <numbers>

#include "core/referee/tricorne/TricorneFollowUp.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "tests/core/referee/TricorneMeleeTestSupport.h"

namespace adjutant {
namespace {

using testing::statusOf;

// Medium cavalry at y = 20 facing down; the infantry's near edge is at y = 24 - depth.
GameState pursuitWorld(testing::TricorneTestWorld& world, double enemyFront = 25) {
    world.addUnit("cav", 1, "dragoon", 8, 30, 20, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, enemyFront, 180);
    GameState state = world.start();
    auto cav = statusOf(state, "cav");
    cav->thisBound.meleeOpponents = {"inf"};
    cav->thisBound.followUpBounds = 1;
    cav->thisBound.followUpTargets = {"routing", "retreating", "retiring"};
    statusOf(state, "inf")->thisBound.meleeOpponents = {"cav"};
    return state;
}

TEST(TricorneFollowUp, TheMoraleResultIsKeptForStepEleven) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 1, "dragoon", 8, 30, 20, 180);
    GameState state = world.start();
    MoraleResult result;
    result.unitId = "cav";
    TricorneAction follow;
    follow.code = TricorneActionCode::FollowUp;
    follow.bounds = 0.5;
    follow.targets = {"routing"};
    follow.targetArm = "infantry";
    result.actions = {follow};
    applyMoraleResult(state, result);
    const TricorneUnitState& s = tricorneState(state).unit("cav");
    EXPECT_DOUBLE_EQ(s.thisBound.followUpBounds, 0.5);
    EXPECT_EQ(s.thisBound.followUpTargets, std::vector<std::string>{"routing"});
    EXPECT_EQ(s.thisBound.followUpTargetArm, "infantry");
}

TEST(TricorneFollowUp, CavalryCatchesARoutingUnitWhichRoutsAFurtherBound) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world);
    statusOf(state, "inf")->thisBound.routed = true;
    const auto resolutions = resolveFollowUps(state);
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(resolutions[0].kind, "followUp");
    EXPECT_EQ(statusOf(state, "inf")->routBoundsOwed, 1);  // 6.3.2
    // 25 - 2 x 15 mm - 20 = 3.82 in: it stops in contact, facing the enemy.
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 25 - 30 * testing::kMm, 1e-6);
    EXPECT_TRUE(statusOf(state, "cav")->thisBound.movedInMoraleReaction);
    EXPECT_DOUBLE_EQ(statusOf(state, "cav")->thisBound.followUpBounds, 0);
}

TEST(TricorneFollowUp, AnEnemyOutOfReachIsFollowedTheWholeWay) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world, 45);  // 18.8 in away; charge pace 12 + 5
    statusOf(state, "inf")->thisBound.routed = true;
    resolveFollowUps(state);
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 37, 1e-6);
    EXPECT_EQ(statusOf(state, "inf")->routBoundsOwed, 0);
}

TEST(TricorneFollowUp, LinePaceReadingFollowsAtThePaceOfItsFormation) {
    testing::TricorneTestWorld world;
    world.options()["followUpPace"] = "linePace";
    GameState state = pursuitWorld(world, 45);
    statusOf(state, "inf")->thisBound.routed = true;
    resolveFollowUps(state);
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 32, 1e-6);  // line pace 12
}

TEST(TricorneFollowUp, HalfABoundForInfantry) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world, 45);
    statusOf(state, "cav")->thisBound.followUpBounds = 0.5;
    statusOf(state, "inf")->thisBound.routed = true;
    resolveFollowUps(state);
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 28.5, 1e-6);  // 17 / 2
}

TEST(TricorneFollowUp, OnlyTheMovementsTheResultNames) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world);
    statusOf(state, "cav")->thisBound.followUpTargets = {"routing"};
    statusOf(state, "inf")->thisBound.retired = true;
    EXPECT_TRUE(resolveFollowUps(state).empty());
    EXPECT_EQ(state.findUnit("cav")->pose.position.y, 20);
}

TEST(TricorneFollowUp, OnlyEnemiesOfTheNamedArm) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 1, "musketeer", 12, 30, 20, 180);
    world.addUnit("hus", 0, "hussar", 8, 30, 25, 180);
    GameState state = world.start();
    statusOf(state, "inf")->thisBound.meleeOpponents = {"hus"};
    statusOf(state, "inf")->thisBound.followUpBounds = 0.5;
    statusOf(state, "inf")->thisBound.followUpTargets = {"routing"};
    statusOf(state, "inf")->thisBound.followUpTargetArm = "infantry";
    statusOf(state, "hus")->thisBound.routed = true;
    EXPECT_TRUE(resolveFollowUps(state).empty());
}

TEST(TricorneFollowUp, ARetreatFollowedUpAndContactedBecomesARout) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world);
    statusOf(state, "inf")->thisBound.retreated = true;
    statusOf(state, "inf")->reactionEscalation = TricorneEscalation::RoutIfFollowedUp;
    const double before = state.findUnit("inf")->pose.position.y;
    resolveFollowUps(state);
    const TricorneUnitState& s = tricorneState(state).unit("inf");
    EXPECT_TRUE(s.thisBound.routed);
    EXPECT_TRUE(s.unformed);
    EXPECT_EQ(s.reformingBoundsLeft, 2);                            // 13.5, once the rout is over
    EXPECT_GT(state.findUnit("inf")->pose.position.y, before + 5);  // routed on, away
}

TEST(TricorneFollowUp, ARecoilFollowedUpBecomesARetire) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world);
    auto inf = statusOf(state, "inf");
    inf->thisBound.movedInMoraleReaction = true;
    inf->reactionEscalation = TricorneEscalation::RetireIfFollowedUp;
    const double before = state.findUnit("inf")->pose.position.y;
    resolveFollowUps(state);
    EXPECT_TRUE(statusOf(state, "inf")->thisBound.retired);
    // Attacked while retiring, it retires half a bound (6.1.2): its centre moves
    // 4 in, then it turns to face the follower (front edge a depth nearer).
    EXPECT_NEAR(state.findUnit("inf")->pose.position.y, before + 4 - 30 * testing::kMm, 1e-6);
}

TEST(TricorneFollowUp, ARetireFollowedUpIsMarkedForTheNextMelee) {
    testing::TricorneTestWorld world;
    GameState state = pursuitWorld(world);
    statusOf(state, "inf")->thisBound.retired = true;
    statusOf(state, "inf")->reactionEscalation =
        TricorneEscalation::RetreatIfFollowedUpWithCasualties;
    resolveFollowUps(state);
    EXPECT_EQ(statusOf(state, "inf")->followedUpBy, "cav");
    EXPECT_FALSE(statusOf(state, "inf")->thisBound.retreated);
}

// 13.4: turning to follow is a wheel measured at the outer edge, taken from the
// follow-up's move. The enemy's centre lies 45 degrees off the dragoons' front:
// a wheel of 4 files x 10 mm x pi / 4 = 1.237 in, so 17 - 1.237 = 15.763 in on.
TEST(TricorneFollowUp, TurningToFollowCostsTheWheel) {
    testing::TricorneTestWorld world;
    // A musketeer line facing down the table has its centre 15 mm behind its front edge.
    GameState state = pursuitWorld(world, 40 + 15 * testing::kMm);
    state.editUnit("inf")->pose.position.x = 50;
    statusOf(state, "inf")->thisBound.routed = true;
    resolveFollowUps(state);
    const double wheel = 40 * testing::kMm * std::numbers::pi / 4;
    const Vec2 at = state.findUnit("cav")->pose.position;
    const double moved = (at - Vec2{30, 20}).length();
    EXPECT_NEAR(moved, 17 - wheel, 1e-6);
    EXPECT_NEAR(at.x - 30, at.y - 20, 1e-6);  // straight at the enemy's centre
    EXPECT_NEAR(state.findUnit("cav")->pose.facingDegrees, 135, 1e-6);
}

// 13.6: woods ahead halve the follow-up's speed: 5 in of open ground, 5 in of
// woods at two inches an inch (10), then 2 in more: 12 in of the 17.
TEST(TricorneFollowUp, WoodsSlowTheFollowUp) {
    testing::TricorneTestWorld world;
    TerrainArea woods;
    woods.id = "woods";
    woods.kind = AreaKind::Woods;
    woods.outline = {{20, 25}, {40, 25}, {40, 30}, {20, 30}};
    world.scenario().table.areas.push_back(woods);
    GameState state = pursuitWorld(world, 45);
    statusOf(state, "inf")->thisBound.routed = true;
    resolveFollowUps(state);
    EXPECT_NEAR(state.findUnit("cav")->pose.position.y, 32, 1e-6);
}

}  // namespace
}  // namespace adjutant
