// One notion of a unit holding an obstacle along its front edge (12.4, 13.6,
// 15.4, A18): a wall on the edge, a little in front, crossed, and the two
// units touching across it, of which only the defender holds it.
#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneObstacles.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

// A 12-figure line in 15 mm is 2.36 in wide and 1.18 in deep (two ranks of 15 mm).
void addWall(testing::TricorneTestWorld& world, double y, LinearKind kind = LinearKind::Wall) {
    LinearFeature line;
    line.id = "w";
    line.kind = kind;
    line.points = {{20, y}, {40, y}};
    world.scenario().table.lines.push_back(line);
}

// "def" faces up the table with its front edge at y = 30; "att" faces it.
GameState twoLines(double wallY, LinearKind kind = LinearKind::Wall, bool charged = false) {
    testing::TricorneTestWorld world;
    addWall(world, wallY, kind);
    Unit& att = world.addUnit("att", 0, "musketeer", 12, 30, 30, 180);
    if (charged) {
        att.status = {{"chargeTargets", {"def"}}, {"chargeImpetusLost", true}};
    }
    world.addUnit("def", 1, "musketeer", 12, 30, 30, 0);
    return world.start();
}

TEST(TricorneObstacles, AWallOnTheFrontEdgeIsHeld) {
    const GameState state = twoLines(30);
    const TricorneContext context(state);
    const Unit& def = *context.unit("def");
    ASSERT_EQ(obstaclesAlongFront(context, def).size(), 1U);
    EXPECT_TRUE(holdsObstacle(context, def, {LinearKind::Wall}));
    EXPECT_TRUE(inHardCover(context, def));
}

TEST(TricorneObstacles, AWallALittleInFrontIsHeldWithinTheUnitsDepth) {
    // 0.3 in ahead: within the unit's own depth (1.18 in) ...
    const GameState near = twoLines(29.7);
    const TricorneContext context(near);
    EXPECT_TRUE(holdsObstacle(context, *context.unit("def"), {LinearKind::Wall}));
    // ... 1.5 in ahead is beyond it.
    const GameState far = twoLines(28.5);
    const TricorneContext farContext(far);
    EXPECT_FALSE(holdsObstacle(farContext, *farContext.unit("def"), {LinearKind::Wall}));
}

TEST(TricorneObstacles, UnderTheOnTheEdgeReadingOnlyATouchingWallIsHeld) {
    testing::TricorneTestWorld world;
    world.scenario().options["heldObstacle"] = "onTheEdge";
    addWall(world, 29.7);
    world.addUnit("def", 1, "musketeer", 12, 30, 30, 0);
    const GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_FALSE(holdsObstacle(context, *context.unit("def"), {LinearKind::Wall}));
}

TEST(TricorneObstacles, AWallCrossedOrBehindIsNotHeld) {
    // The wall runs under the unit (crossed) and behind it: neither is along its front.
    for (const double y : {30.6, 31.5}) {
        const GameState state = twoLines(y);
        const TricorneContext context(state);
        EXPECT_TRUE(obstaclesAlongFront(context, *context.unit("def")).empty()) << y;
        EXPECT_FALSE(inHardCover(context, *context.unit("def"))) << y;
    }
}

TEST(TricorneObstacles, OfTwoUnitsTouchingAcrossAWallOnlyTheDefenderHoldsIt) {
    const GameState state = twoLines(30, LinearKind::Wall, true);
    const TricorneContext context(state);
    const Unit& att = *context.unit("att");
    const Unit& def = *context.unit("def");
    // Both have it along their fronts; the charger came over it.
    EXPECT_EQ(obstaclesAlongFront(context, att).size(), 1U);
    EXPECT_TRUE(obstaclesHeld(context, att).empty());
    EXPECT_TRUE(enemyBehindHardCover(context, att, def));
    EXPECT_FALSE(enemyBehindHardCover(context, def, att));
}

TEST(TricorneObstacles, AHedgeIsHeldButIsNoHardCover) {
    const GameState state = twoLines(30, LinearKind::Hedge);
    const TricorneContext context(state);
    const Unit& def = *context.unit("def");
    EXPECT_TRUE(holdsObstacle(context, def, {LinearKind::Hedge}));
    EXPECT_FALSE(inHardCover(context, def));
    EXPECT_FALSE(enemyBehindHardCover(context, *context.unit("att"), def));
}

}  // namespace
}  // namespace adjutant
