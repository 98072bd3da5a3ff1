// Crossing a river in War of Princes (4.6, A9, A10 and the options
// riverCrossing, fordCrossing, bridgeCrossing): veteran infantry in line, a
// 6" move, 3" ahead to y = 37 over the river at y = 38.
#include <gtest/gtest.h>

#include "tests/core/referee/RiverTestTable.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

using testing::kAtBridge;
using testing::kAtFord;
using testing::kAwayFromCrossings;

const PrincesReferee kReferee;

PrincesTestWorld riverWorld() {
    PrincesTestWorld world;
    world.scenario().table.lines.push_back(testing::riverWithCrossings());
    world.addUnit("bridge", 0, "veteranInfantry", 12, kAtBridge, 40, 0);
    world.addUnit("ford", 0, "veteranInfantry", 12, kAtFord, 40, 0);
    world.addUnit("elsewhere", 0, "veteranInfantry", 12, kAwayFromCrossings, 40, 0);
    world.addUnit("enemy", 1, "lineInfantry", 12, 30, 10, 180);
    return world;
}

GameState inMovement(PrincesTestWorld world) {
    GameState state = world.start();
    ScriptedDice dice({});
    resolveUntil(state, "movement", dice);
    return state;
}

nlohmann::json threeAhead(const std::string& id, double x) {
    return {{"unitId", id}, {"kind", "move"}, {"path", {{{"position", {x, 37}}, {"facing", 0}}}}};
}

TEST(PrincesRiverCrossing, ABridgeIsFreeAFordIsAStreamElsewhereIsRefused) {
    GameState state = inMovement(riverWorld());
    // By the bridge: 3" of 6", half the move, no disorder.
    ManoeuvreVerdict verdict = kReferee.checkManoeuvre(state, threeAhead("bridge", kAtBridge));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 3.0, 1e-9);
    EXPECT_EQ(kReferee.performManoeuvre(state, threeAhead("bridge", kAtBridge)), std::nullopt);
    EXPECT_FALSE(princesState(state).unit("bridge").disordered);
    // By the ford: 0.5 of distance + 0.5 for the crossing = the whole 6", and disorder.
    verdict = kReferee.checkManoeuvre(state, threeAhead("ford", kAtFord));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 6.0, 1e-9);
    EXPECT_EQ(kReferee.performManoeuvre(state, threeAhead("ford", kAtFord)), std::nullopt);
    EXPECT_TRUE(princesState(state).unit("ford").disordered);
    // Away from both: refused.
    verdict = kReferee.checkManoeuvre(state, threeAhead("elsewhere", kAwayFromCrossings));
    EXPECT_FALSE(verdict.legal);
    EXPECT_NE(verdict.reason.find("it cannot cross the river Oder there: a river is crossed only "
                                  "by a bridge or a ford (4.6, a proposed reading)"),
              std::string::npos)
        << verdict.reason;
}

TEST(PrincesRiverCrossing, ARoadCarriesAUnitOverAFordButNotOverTheRiverElsewhere) {
    PrincesTestWorld world = riverWorld();
    LinearFeature road;
    road.id = "road";
    road.kind = LinearKind::Road;
    road.points = {{kAtFord, 48}, {kAtFord, 20}};
    world.scenario().table.lines.push_back(road);
    road.id = "road-2";
    road.points = {{kAwayFromCrossings, 48}, {kAwayFromCrossings, 20}};
    world.scenario().table.lines.push_back(road);
    GameState state = inMovement(world);
    // A move wholly along a road ignores the ford's half move and its disorder (A10).
    ManoeuvreVerdict verdict = kReferee.checkManoeuvre(state, threeAhead("ford", kAtFord));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 3.0, 1e-9);
    // A road without a bridge or ford does not carry it over the river.
    verdict = kReferee.checkManoeuvre(state, threeAhead("elsewhere", kAwayFromCrossings));
    EXPECT_FALSE(verdict.legal);
    EXPECT_NE(verdict.reason.find("cannot cross the river Oder"), std::string::npos)
        << verdict.reason;
}

TEST(PrincesRiverCrossing, TheOptionsGiveTheOtherReadings) {
    PrincesTestWorld world = riverWorld();
    world.options()["riverCrossing"] = "asStream";
    world.options()["fordCrossing"] = "free";
    world.options()["bridgeCrossing"] = "asStream";
    GameState state = inMovement(world);
    EXPECT_NEAR(kReferee.checkManoeuvre(state, threeAhead("bridge", kAtBridge)).cost, 6.0, 1e-9);
    EXPECT_NEAR(kReferee.checkManoeuvre(state, threeAhead("ford", kAtFord)).cost, 3.0, 1e-9);
    const ManoeuvreVerdict verdict =
        kReferee.checkManoeuvre(state, threeAhead("elsewhere", kAwayFromCrossings));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 6.0, 1e-9);
}

}  // namespace
}  // namespace adjutant::princes_test
