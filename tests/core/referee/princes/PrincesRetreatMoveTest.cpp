// Retire and rout moves blocked as 10.2 says: by units, impassable ground and
// the table edge, routers passing through friends (options
// routersPassThroughFriends, blockedRouters, impassableGround). Through the
// engine with scripted dice. A 15mm infantry line is 15 mm deep: 0.5906".
#include <gtest/gtest.h>

#include "tests/core/referee/RiverTestTable.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;
constexpr double kDepth = 15.0 / 25.4;

// W2 against militia: class B line fires at the militia 5" off (medium, line 3 + 1
// = 4); 1, 6, 6, 6 hit once. The militia, halted, tests 3 + 1 = 4: halt
// disordered, and as it was halted it retires its line rate, 6" (7.2, A30).
GameState militiaRetires(PrincesTestWorld& world, double militiaY) {
    world.addUnit("br-1", 0, "veteranInfantry", 12, 36, militiaY + 5, 0);
    world.addUnit("co-1", 1, "militia", 12, 36, militiaY, 180);
    GameState state = world.start();
    ScriptedDice dice({1, 6, 6, 6, 1});
    resolveUntil(state, "fire", dice);
    EXPECT_FALSE(kReferee.refuseFireOrder(state, "br-1", "co-1", ""));
    EXPECT_EQ(kReferee.giveFireOrder(state, "br-1", "co-1", ""), std::nullopt);
    resolveUntil(state, "melee", dice);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_TRUE(princesState(state).unit("co-1").retiring());
    return state;
}

TEST(PrincesRetreatMoveTest, ARetiringUnitGoesItsWholeRateWhenNothingIsBehind) {
    PrincesTestWorld world;
    const GameState state = militiaRetires(world, 20);
    EXPECT_NEAR(state.findUnit("co-1")->pose.position.y, 14.0, 1e-6);
}

TEST(PrincesRetreatMoveTest, ARetiringUnitStopsInFrontOfAFriendBehindIt) {
    // The militia's rear is at 20 - 0.59 = 19.41, the friend's front edge at 16:
    // it goes 3.41" of its 6" and its front edge ends at 16.59.
    PrincesTestWorld world;
    world.addUnit("co-2", 1, "lineInfantry", 12, 36, 16, 180);
    const GameState state = militiaRetires(world, 20);
    EXPECT_NEAR(state.findUnit("co-1")->pose.position.y, 16 + kDepth, 1e-6);
    EXPECT_FALSE(princesState(state).unit("co-1").offTable);
}

TEST(PrincesRetreatMoveTest, ARetiringUnitStopsAtTheTableEdgeAndStaysInTheGame) {
    // From y 3 its rear is 2.41" from the edge: it goes that far, not 6".
    PrincesTestWorld world;
    const GameState state = militiaRetires(world, 3);
    EXPECT_NEAR(state.findUnit("co-1")->pose.position.y, kDepth, 1e-6);
    EXPECT_FALSE(princesState(state).unit("co-1").offTable);
}

// A class D router, disordered at 6 of 12, rolls 1 to rally: 3 - 1 - 3 + 1 = 0,
// it keeps routing and runs 10" away from the nearest enemy, at y 25, turned to face away.
// Its front edge starts at 30 + 0.59 and would end at 40.59.
GameState routerRuns(PrincesTestWorld& world, double x = 30) {
    Unit& router = world.addUnit("br-r", 0, "militia", 12, x, 30, 0);
    router.figures = 6;
    router.status = {{"routing", true}, {"disordered", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, x, 25, 180);
    GameState state = world.start();
    ScriptedDice dice({1});
    resolveUntil(state, "fire", dice);
    EXPECT_EQ(dice.remaining(), 0U);
    return state;
}

TEST(PrincesRetreatMoveTest, ARouterRunsThroughAFriendAndOnToItsFullDistance) {
    PrincesTestWorld world;
    world.addUnit("br-2", 0, "lineInfantry", 12, 30, 34, 0);
    const GameState state = routerRuns(world);
    EXPECT_NEAR(state.findUnit("br-r")->pose.position.y, 40 + kDepth, 1e-6);
    EXPECT_NEAR(state.findUnit("br-2")->pose.position.y, 34, 1e-9);  // the friend stays
}

TEST(PrincesRetreatMoveTest, UnderStopARouterHaltsInFrontOfTheFriend) {
    // The friend's front edge at 34: the router's front edge stops there.
    PrincesTestWorld world;
    world.options()["routersPassThroughFriends"] = "stop";
    world.addUnit("br-2", 0, "lineInfantry", 12, 30, 34, 0);
    const GameState state = routerRuns(world);
    EXPECT_NEAR(state.findUnit("br-r")->pose.position.y, 34, 1e-6);
    EXPECT_FALSE(princesState(state).unit("br-r").offTable);
}

TEST(PrincesRetreatMoveTest, ARouterThatCannotEndInsideAFriendRunsOnUntilClear) {
    // The friend's line stands from 40.3 to 40.89: the full run (front edge to
    // 40.59) would end inside it, so the router runs on until its rear clears
    // 40.89, its front edge one depth beyond.
    PrincesTestWorld world;
    world.addUnit("br-2", 0, "lineInfantry", 12, 30, 40.3, 0);
    const GameState state = routerRuns(world);
    EXPECT_NEAR(state.findUnit("br-r")->pose.position.y, 40.3 + 2 * kDepth, 1e-6);
}

TEST(PrincesRetreatMoveTest, ARouterStoppedByAnEnemyStopsOrSurrenders) {
    for (const std::string reading : {"stop", "surrender"}) {
        PrincesTestWorld world;
        world.options()["blockedRouters"] = reading;
        // Front edge at 36, farther from the router's front than the enemy it runs from.
        world.addUnit("co-2", 1, "lineInfantry", 12, 30, 36, 0);
        const GameState state = routerRuns(world);
        const bool surrendered = princesState(state).unit("br-r").offTable;
        EXPECT_EQ(surrendered, reading == "surrender") << reading;
        if (!surrendered) {
            EXPECT_NEAR(state.findUnit("br-r")->pose.position.y, 36, 1e-6);
        }
    }
}

TEST(PrincesRetreatMoveTest, MarshStopsARouterUnlessTheReadingSaysNoGroundDoes) {
    for (const std::string reading : {"marsh", "none"}) {
        PrincesTestWorld world;
        world.options()["impassableGround"] = reading;
        TerrainArea marsh;
        marsh.id = "marsh";
        marsh.name = "marsh";
        marsh.kind = AreaKind::Marsh;
        marsh.outline = {{20, 35}, {40, 35}, {40, 45}, {20, 45}};
        world.scenario().table.areas.push_back(marsh);
        const GameState state = routerRuns(world);
        EXPECT_NEAR(state.findUnit("br-r")->pose.position.y, reading == "marsh" ? 35 : 40 + kDepth,
                    1e-6)
            << reading;
    }
}

// The router of routerRuns, moved along x, runs for the river Oder at y 38: away
// from its bridge and ford it stops on the bank as at impassable ground
// (riverCrossing, 4.6 [P]); over the ford, or under the reading that a river is
// crossed anywhere, it runs its whole 10".
GameState routerRunsForTheRiver(double x, const std::string& riverReading) {
    PrincesTestWorld world;
    world.options()["riverCrossing"] = riverReading;
    world.scenario().table.lines.push_back(testing::riverWithCrossings());
    return routerRuns(world, x);
}

TEST(PrincesRetreatMoveTest, ARiverStopsARouterAwayFromItsCrossings) {
    using testing::kAtFord;
    using testing::kAwayFromCrossings;
    EXPECT_NEAR(routerRunsForTheRiver(kAwayFromCrossings, "onlyAtCrossings")
                    .findUnit("br-r")
                    ->pose.position.y,
                38, 1e-6);
    EXPECT_NEAR(routerRunsForTheRiver(kAtFord, "onlyAtCrossings").findUnit("br-r")->pose.position.y,
                40 + kDepth, 1e-6);
    EXPECT_NEAR(
        routerRunsForTheRiver(kAwayFromCrossings, "asStream").findUnit("br-r")->pose.position.y,
        40 + kDepth, 1e-6);
}

TEST(PrincesRetreatMoveTest, ARouterReachingTheTableEdgeRunsOffIt) {
    // From y 44 it has 48 - 44.59 = 3.41" to the edge of a 48" table (7.2 [P]).
    PrincesTestWorld world;
    Unit& router = world.addUnit("br-r", 0, "militia", 12, 30, 44, 0);
    router.figures = 6;
    router.status = {{"routing", true}, {"disordered", true}};
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 20, 180);
    GameState state = world.start();
    ScriptedDice dice({1});
    resolveUntil(state, "fire", dice);
    EXPECT_TRUE(princesState(state).unit("br-r").offTable);
}

}  // namespace
}  // namespace adjutant::princes_test
