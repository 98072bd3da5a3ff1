// Manoeuvres in War of Princes: the path measured on the table with the shared
// terrain queries (open and woods inches, contours, obstacles, road, turning),
// then checked and made through the referee (4.2, 4.6, W12).
#include <gtest/gtest.h>

#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

Table measuringTable() {
    Table table;
    table.areas.push_back(
        {"wood", "wood", AreaKind::Woods, {{10, 0}, {20, 0}, {20, 20}, {10, 20}}, 1});
    table.areas.push_back(
        {"hill", "hill", AreaKind::Hill, {{30, 0}, {40, 0}, {40, 20}, {30, 20}}, 1});
    table.lines.push_back({"stream", "stream", LinearKind::Stream, {{50, 20}, {50, 40}}});
    table.lines.push_back({"road", "road", LinearKind::Road, {{0, 40}, {72, 40}}});
    return table;
}

TEST(PrincesPathMeasureTest, SplitsTheGroundIntoOpenAndWoods) {
    const PrincesPathMeasure m = measurePrincesPath(measuringTable(), Pose{{5, 10}, 90},
                                                    {Pose{{25, 10}, 90}}, 0.5, WaterReadings{});
    EXPECT_NEAR(m.openDistance, 10.0, 1e-9);
    EXPECT_NEAR(m.woodsDistance, 10.0, 1e-9);
    EXPECT_EQ(m.contoursCrossed, 0);
    EXPECT_EQ(m.obstaclesCrossed, 0);
    EXPECT_FALSE(m.entirelyOnRoad);
    EXPECT_EQ(m.facingChangeDegrees, 0.0);
}

TEST(PrincesPathMeasureTest, CountsContoursUpAndDownAndTheClimb) {
    const PrincesPathMeasure m = measurePrincesPath(measuringTable(), Pose{{25, 10}, 90},
                                                    {Pose{{45, 10}, 90}}, 0.5, WaterReadings{});
    EXPECT_EQ(m.contoursCrossed, 2);
    EXPECT_EQ(m.contoursCrossedUphill, 1);
    EXPECT_NEAR(m.openDistance, 20.0, 1e-9);
}

TEST(PrincesPathMeasureTest, CountsObstaclesByKind) {
    const PrincesPathMeasure m = measurePrincesPath(measuringTable(), Pose{{45, 30}, 90},
                                                    {Pose{{55, 30}, 90}}, 0.5, WaterReadings{});
    EXPECT_EQ(m.obstaclesCrossed, 1);
    EXPECT_EQ(m.obstacleKinds, std::vector<std::string>{"stream"});
}

TEST(PrincesPathMeasureTest, SeesAMoveWhollyAlongARoadAndSumsTheTurning) {
    const PrincesPathMeasure m =
        measurePrincesPath(measuringTable(), Pose{{10, 40}, 0},
                           {Pose{{15, 40}, 90}, Pose{{20, 40.2}, 45}}, 0.5, WaterReadings{});
    EXPECT_TRUE(m.entirelyOnRoad);
    EXPECT_NEAR(m.facingChangeDegrees, 135.0, 1e-9);
    const PrincesPathMeasure off = measurePrincesPath(measuringTable(), Pose{{10, 40}, 0},
                                                      {Pose{{20, 42}, 0}}, 0.5, WaterReadings{});
    EXPECT_FALSE(off.entirelyOnRoad);
}

PrincesTestWorld lineAndEnemy() {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 10, 180);
    return world;
}

nlohmann::json moveTo(const std::string& id, double x, double y, double facing) {
    return {
        {"unitId", id}, {"kind", "move"}, {"path", {{{"position", {x, y}}, {"facing", facing}}}}};
}

TEST(PrincesManoeuvreRefereeTest, HalfAMoveInTheOpenLeavesHalfAndTheRightToFire) {
    GameState state = lineAndEnemy().start();
    ScriptedDice dice({});
    resolveUntil(state, "movement", dice);
    const ManoeuvreVerdict verdict = kReferee.checkManoeuvre(state, moveTo("br-1", 30, 37, 0));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 3.0, 1e-9);  // 3" of a 6" line move
    EXPECT_NEAR(verdict.allowance, 6.0, 1e-9);
    EXPECT_EQ(kReferee.performManoeuvre(state, moveTo("br-1", 30, 37, 0)), std::nullopt);
    EXPECT_EQ(state.findUnit("br-1")->pose.position, (Vec2{30, 37}));
    const PrincesUnitState& s = princesState(state).unit("br-1");
    EXPECT_NEAR(s.spending.allowanceSpent, 0.5, 1e-9);
    EXPECT_TRUE(s.movedThisTurn);
    // 4" more would take it past its allowance.
    const ManoeuvreVerdict more = kReferee.checkManoeuvre(state, moveTo("br-1", 30, 33, 0));
    EXPECT_FALSE(more.legal);
    EXPECT_FALSE(more.reason.empty());
}

TEST(PrincesManoeuvreRefereeTest, W12CrossingAHedgeCostsHalfAMoveAndDisorders) {
    PrincesTestWorld world = lineAndEnemy();
    world.scenario().table.lines.push_back(
        {"hedge", "hedge", LinearKind::Hedge, {{20, 38.5}, {40, 38.5}}});
    GameState state = world.start();
    ScriptedDice dice({});
    resolveUntil(state, "movement", dice);
    const ManoeuvreVerdict verdict = kReferee.checkManoeuvre(state, moveTo("br-1", 30, 37, 0));
    ASSERT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.cost, 6.0, 1e-9);  // 0.25 + 0.5 + 0.25 of a 6" move
    EXPECT_EQ(kReferee.performManoeuvre(state, moveTo("br-1", 30, 37, 0)), std::nullopt);
    EXPECT_TRUE(princesState(state).unit("br-1").disordered);
}

TEST(PrincesManoeuvreRefereeTest, OnlyThePhasingSideMovesAndOnlyInTheMovementStep) {
    GameState state = lineAndEnemy().start();
    ScriptedDice dice({});
    EXPECT_FALSE(kReferee.checkManoeuvre(state, moveTo("br-1", 30, 38, 0)).legal);  // initiative
    resolveUntil(state, "movement", dice);
    const ManoeuvreVerdict other = kReferee.checkManoeuvre(state, moveTo("co-1", 30, 12, 180));
    EXPECT_FALSE(other.legal);
    EXPECT_NE(other.reason.find("player turn"), std::string::npos) << other.reason;
    const ManoeuvreVerdict broken =
        kReferee.checkManoeuvre(state, {{"unitId", "br-1"}, {"kind", "fly"}});
    EXPECT_FALSE(broken.legal);
    EXPECT_NE(broken.reason.find("fly"), std::string::npos) << broken.reason;
}

TEST(PrincesManoeuvreRefereeTest, TheManoeuvreFormRoundTrips) {
    PrincesManoeuvreOrder order;
    order.unitId = "br-1";
    order.kind = PrincesManoeuvre::Kind::ChangeFormation;
    order.formation = Formation::ColumnOfDivisions;
    order.path = {Pose{{1, 2}, 45}};
    Diagnostics diagnostics;
    const nlohmann::json written = order.toJson();  // the reader keeps a reference to it
    const JsonReader reader(written, "m", diagnostics);
    auto read = PrincesManoeuvreOrder::fromJson(reader);
    ASSERT_TRUE(read) << diagnostics.toString();
    EXPECT_EQ(read->toJson(), order.toJson());
}

}  // namespace
}  // namespace adjutant::princes_test
