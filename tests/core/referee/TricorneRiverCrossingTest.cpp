// Crossing a river in Tricorne (13.6 and the options riverCrossing,
// fordCrossing, bridgeCrossing): musketeers in line, 8 in a move, 4 in ahead
// to y = 36 over the river at y = 38.

#include <gtest/gtest.h>

#include <optional>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneReachRegion.h"
#include "tests/core/referee/RiverTestTable.h"
#include "tests/core/referee/TricorneChargeTestSupport.h"
#include "tests/core/referee/TricorneMovementTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::kAtBridge;
using testing::kAtFord;
using testing::kAwayFromCrossings;
using testing::moveTo;

GameState riverGame(testing::TricorneTestWorld& world, LinearKind kind = LinearKind::River) {
    world.scenario().table.lines.push_back(testing::riverWithCrossings(kind));
    world.addUnit("bridge", 0, "musketeer", 12, kAtBridge, 40, 0);
    world.addUnit("ford", 0, "musketeer", 12, kAtFord, 40, 0);
    world.addUnit("elsewhere", 0, "musketeer", 12, kAwayFromCrossings, 40, 0);
    return world.start();
}

MoveCheck fourAhead(const GameState& state, const std::string& id, double x) {
    return testing::check(state, moveTo(id, {{{x, 36}, 0}}));
}

TEST(TricorneRiverCrossing, ABridgeIsFreeAFordHalvesSpeedElsewhereIsRefused) {
    testing::TricorneTestWorld world;
    const GameState state = riverGame(world);
    // By the bridge: 4 in of open ground, 4 of the 8.
    MoveCheck c = fourAhead(state, "bridge", kAtBridge);
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 4.0);
    // By the ford: the whole move at half speed, 4 x 2 = 8 of 8.
    c = fourAhead(state, "ford", kAtFord);
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0);
    // Half an inch more is 9 of 8, and the refusal says why.
    c = testing::check(state, moveTo("ford", {{{kAtFord, 35.5}, 0}}));
    EXPECT_FALSE(c.legal);
    EXPECT_EQ(c.reason,
              "the move costs 9.0 in of 8 in: the move crosses the river Oder by a ford, so each "
              "of its 4.5 in costs 2 (13.6)");
    // Away from both: refused, whatever the allowance.
    c = testing::check(state, moveTo("elsewhere", {{{kAwayFromCrossings, 37}, 0}}));
    EXPECT_FALSE(c.legal);
    EXPECT_EQ(c.reason,
              "elsewhere cannot cross the river Oder there: a river is crossed only by a bridge "
              "or a ford (13.6, a proposed reading)");
    // Up to the bank is open ground.
    c = testing::check(state, moveTo("elsewhere", {{{kAwayFromCrossings, 38.5}, 0}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 1.5);
}

TEST(TricorneRiverCrossing, TheMovementAreaStopsAtTheBank) {
    testing::TricorneTestWorld world;
    const GameState state = riverGame(world);
    const TricorneContext context(state);
    // Straight ahead: 2 in to the river and no farther, of the 8 in.
    EXPECT_NEAR(reachAlongRay(context, {kAwayFromCrossings, 40}, {0, -1}, 8.0), 2.0, 0.01);
    // By the ford: a move over it is made at half speed as a whole, so 8 in
    // of allowance carries the unit 4 in.
    EXPECT_NEAR(reachAlongRay(context, {kAtFord, 40}, {0, -1}, 8.0), 4.0, 0.01);
    // By the bridge: the whole 8 in.
    EXPECT_NEAR(reachAlongRay(context, {kAtBridge, 40}, {0, -1}, 8.0), 8.0, 0.01);
}

TEST(TricorneRiverCrossing, TheOptionsGiveTheOtherReadings) {
    testing::TricorneTestWorld world;
    world.options()["riverCrossing"] = "asStream";
    world.options()["fordCrossing"] = "free";
    world.options()["bridgeCrossing"] = "asStream";
    const GameState state = riverGame(world);
    EXPECT_DOUBLE_EQ(fourAhead(state, "bridge", kAtBridge).cost, 8.0);
    EXPECT_DOUBLE_EQ(fourAhead(state, "ford", kAtFord).cost, 4.0);
    const MoveCheck c = fourAhead(state, "elsewhere", kAwayFromCrossings);
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0);
}

TEST(TricorneRiverCrossing, AStreamsBridgeSparesTheHalvingItsFordDoesNot) {
    testing::TricorneTestWorld world;
    const GameState state = riverGame(world, LinearKind::Stream);
    EXPECT_DOUBLE_EQ(fourAhead(state, "bridge", kAtBridge).cost, 4.0);
    EXPECT_DOUBLE_EQ(fourAhead(state, "ford", kAtFord).cost, 8.0);
    // A stream is crossed anywhere, at half speed (13.6).
    const MoveCheck c = fourAhead(state, "elsewhere", kAwayFromCrossings);
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

// Charges over the river at y = 37, 3 in ahead of the charger at (36, 40); the
// target 5 in ahead. Musketeers charge 11 in (8 + 3).
ChargeDeclarationCheck chargeOver(std::optional<WaterCrossingKind> by) {
    testing::TricorneTestWorld world;
    testing::addCharger(world, "ir", "musketeer", 12);
    testing::addTargetAt(world, "kaiser", "musketeer", 12, 5);
    LinearFeature river = testing::riverWithCrossings();
    river.points = {{10, 37}, {60, 37}};
    river.crossings.clear();
    if (by) {
        WaterCrossing place;
        place.kind = *by;
        place.point = {testing::kChargerX, 37};
        river.crossings.push_back(place);
    }
    world.scenario().table.lines.push_back(river);
    GameState state = world.start();
    return testing::checkCharge(state, "ir", {"kaiser"});
}

TEST(TricorneRiverCrossing, AChargeCrossesOnlyByABridgeOrFord) {
    const ChargeDeclarationCheck blocked = chargeOver(std::nullopt);
    EXPECT_FALSE(blocked.legal);
    EXPECT_EQ(blocked.reason,
              "the charge on kaiser is blocked: the river Oder lies in the way, away from any "
              "bridge or ford (13.6, a proposed reading)");
    // By the bridge: 5 in of open ground, impetus kept.
    const ChargeDeclarationCheck bridge = chargeOver(WaterCrossingKind::Bridge);
    ASSERT_TRUE(bridge.legal) << bridge.reason;
    EXPECT_NEAR(bridge.paths[0].cost, 5, 1e-6);
    EXPECT_EQ(bridge.impetusLostBecause, "");
    // By the ford: half speed, 10 of 11 in, and the infantry loses its impetus as
    // over a stream (13.6.2).
    const ChargeDeclarationCheck ford = chargeOver(WaterCrossingKind::Ford);
    ASSERT_TRUE(ford.legal) << ford.reason;
    EXPECT_NEAR(ford.paths[0].cost, 10, 1e-6);
    EXPECT_NE(ford.impetusLostBecause.find("stream"), std::string::npos) << ford.impetusLostBecause;
}

}  // namespace
}  // namespace adjutant
