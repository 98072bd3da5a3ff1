// Step 8 orders other than plain moves: turns and formation changes (13.4),
// wheels and pivots at the outer edge (13.4, 14.2), artillery limbering and
// pivots (13.7), reforming (13.5), battalion guns (2.1), and the order's JSON.

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/json/JsonReader.h"
#include "core/model/Terrain.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "tests/core/referee/TricorneTestWorld.h"

#include "tests/core/referee/TricorneMovementTestSupport.h"

namespace adjutant {
namespace {

using Kind = TricorneManoeuvre::Kind;
using testing::order;

// 12 musketeers in line, 15 mm: 6 files x 10 mm = 60 mm.
constexpr double kLineFrontage = 60.0 / 25.4;  // 2.3622 in

TEST(TricorneManoeuvre, TurningTakesHalfABound) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("late", 0, "musketeer", 12, 50, 40, 0);
    GameState state = world.start();
    // Half of 8 in: the turn costs 4.
    MoveCheck c = testing::check(state, order("ir", Kind::Turn, 180));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 4.0);
    applyManoeuvre(state, order("ir", Kind::Turn, 180));
    EXPECT_DOUBLE_EQ(state.findUnit("ir")->pose.facingDegrees, 180);
    EXPECT_DOUBLE_EQ(testing::allowance(state, "ir"), 4.0);
    // About face in place: the footprint's centre does not move (front was y 40,
    // rear 40 + 30 mm; now the front edge is the old rear edge).
    EXPECT_NEAR(state.findUnit("ir")->pose.position.y, 40 + 30 / 25.4, 1e-9);
    EXPECT_NE(testing::check(state, order("ir", Kind::Turn, 90)).reason.find("already turned"),
              std::string::npos);
    // After 5 of 8 in, 5/8 + 1/2 > 1: no time to turn.
    applyManoeuvre(state, testing::moveTo("late", {{{50, 35}, 0}}));
    c = testing::check(state, order("late", Kind::Turn, 90));
    EXPECT_FALSE(c.legal);
    EXPECT_NE(c.reason.find("13.4"), std::string::npos) << c.reason;
    EXPECT_FALSE(testing::check(state, order("ir", Kind::Turn, 45)).legal) << "90 or 180 only";
}

TEST(TricorneManoeuvre, WheelsAreMeasuredAtTheOuterEdge) {
    // 45 degrees: 2.3622 x pi / 4 = 1.8553 in; 180: 7.4212 in.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    MoveCheck c = testing::check(state, order("ir", Kind::Wheel, 45));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_NEAR(c.cost, kLineFrontage * std::numbers::pi / 4, 1e-9);
    EXPECT_NEAR(testing::check(state, order("ir", Kind::Wheel, -180)).cost,
                kLineFrontage * std::numbers::pi, 1e-9);
    applyManoeuvre(state, order("ir", Kind::Wheel, 90));
    // Wheeled right on the front-right corner (31.18, 40): now faces 90 and its
    // left end has swung forward, so its front-edge centre is half a frontage
    // above that corner.
    const Pose& pose = state.findUnit("ir")->pose;
    EXPECT_DOUBLE_EQ(pose.facingDegrees, 90);
    EXPECT_NEAR(pose.position.x, 30 + kLineFrontage / 2, 1e-9);
    EXPECT_NEAR(pose.position.y, 40 - kLineFrontage / 2, 1e-9);
    EXPECT_NEAR(testing::allowance(state, "ir"), 8 - kLineFrontage * std::numbers::pi / 2, 1e-9);
}

TEST(TricorneManoeuvre, InfantryPivotsCostHalfAWheel) {
    // About the front-edge centre: 1.1811 x pi / 2 = 1.8553 in for 90 degrees.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    const MoveCheck c = testing::check(state, order("ir", Kind::Pivot, 90));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_NEAR(c.cost, kLineFrontage / 2 * std::numbers::pi / 2, 1e-9);
    EXPECT_EQ(c.finalPose.position, (Vec2{30, 40}));
}

TEST(TricorneManoeuvre, FormationChangesTakeAWholeStationaryBound) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("moved", 0, "musketeer", 12, 50, 40, 0);
    world.addUnit("lt", 0, "lightInfantry", 8, 10, 40, 0, Formation::SkirmishLine);
    GameState state = world.start();
    MoveCheck c =
        testing::check(state, order("ir", Kind::ChangeFormation, 0, Formation::ColumnOfRoute));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0) << "the whole bound";
    applyManoeuvre(state, order("ir", Kind::ChangeFormation, 0, Formation::ColumnOfRoute));
    EXPECT_EQ(state.findUnit("ir")->formation, Formation::ColumnOfRoute);
    EXPECT_TRUE(tricorneState(state).unit("ir").thisBound.changedFormation);
    EXPECT_DOUBLE_EQ(testing::allowance(state, "ir"), 0.0);
    // Not after moving.
    applyManoeuvre(state, testing::moveTo("moved", {{{50, 39}, 0}}));
    EXPECT_FALSE(
        testing::check(state, order("moved", Kind::ChangeFormation, 0, Formation::Square)).legal);
    // 2 and 5: musketeers never skirmish; light infantry never form line.
    EXPECT_NE(testing::check(state, order("ir", Kind::ChangeFormation, 0, Formation::SkirmishLine))
                  .reason.find("cannot adopt skirmish line"),
              std::string::npos);
    EXPECT_FALSE(
        testing::check(state, order("lt", Kind::ChangeFormation, 0, Formation::Line)).legal);
}

TEST(TricorneManoeuvre, FormingSquareMarksTheBoundAndStopsFire) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    state.setBound(3);
    applyManoeuvre(state, order("ir", Kind::ChangeFormation, 0, Formation::Square));
    EXPECT_EQ(tricorneState(state).unit("ir").squareFormedBound, 3);
    EXPECT_NE(testing::check(state, testing::moveTo("ir", {{{30, 39}, 0}})).reason.find("A30"),
              std::string::npos);
}

TEST(TricorneManoeuvre, ReformingIsAStationaryBoundOrTwoAfterARout) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 0, "musketeer", 12, 10, 40, 0).status = {{"unformed", true}};
    world.addUnit("b", 0, "musketeer", 12, 30, 40, 0).status = {{"shaken", true},
                                                                {"routedLastBound", true}};
    world.addUnit("c", 0, "musketeer", 12, 50, 40, 0);
    world.addUnit("d", 0, "musketeer", 12, 60, 40, 0).status = {{"unformed", true}};
    GameState state = world.start();
    applyManoeuvre(state, order("a", Kind::Reform));
    applyManoeuvre(state, order("b", Kind::Reform));
    EXPECT_EQ(tricorneState(state).unit("a").reformingBoundsLeft, 1);  // 13.5: 1 bound
    EXPECT_EQ(tricorneState(state).unit("b").reformingBoundsLeft, 2);  // after a rout
    EXPECT_DOUBLE_EQ(testing::allowance(state, "a"), 0.0);
    EXPECT_FALSE(testing::check(state, order("c", Kind::Reform)).legal) << "good order";
    applyManoeuvre(state, testing::moveTo("d", {{{60, 39}, 0}}));
    EXPECT_NE(testing::check(state, order("d", Kind::Reform)).reason.find("13.5"),
              std::string::npos);
    // A reforming unit may not move (13.5).
    EXPECT_NE(testing::check(state, testing::moveTo("a", {{{10, 39}, 0}})).reason.find("13.5"),
              std::string::npos);
}

TEST(TricorneManoeuvre, MediumBatteryLimbersForABoundThenMovesFour) {
    testing::TricorneTestWorld world;
    world.addUnit("g", 0, "battery12lb", 1, 30, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    EXPECT_NE(testing::check(state, testing::moveTo("g", {{{30, 39}, 0}}))
                  .reason.find("only when limbered (13.7)"),
              std::string::npos);
    applyManoeuvre(state, order("g", Kind::Limber));
    EXPECT_EQ(state.findUnit("g")->formation, Formation::Limbered);
    EXPECT_DOUBLE_EQ(tricorneState(state).unit("g").limberingBoundsLeft, 1.0);
    EXPECT_DOUBLE_EQ(testing::allowance(state, "g"), 0.0) << "limbering takes the bound";
    // Next bound: 4 in limbered.
    {
        auto g = tricorneState(state).editStatus("g");
        g->endBound();
        countDownLimbering(*g);
    }
    EXPECT_DOUBLE_EQ(testing::allowance(state, "g"), 4.0);
    EXPECT_TRUE(testing::check(state, testing::moveTo("g", {{{30, 36}, 0}})).legal);
}

TEST(TricorneManoeuvre, HeavyBatteryTakesTwoBoundsToLimber) {
    testing::TricorneTestWorld world;
    world.addUnit("g", 0, "battery24lb", 1, 30, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    applyManoeuvre(state, order("g", Kind::Limber));
    auto s = tricorneState(state).editStatus("g");
    s->endBound();
    countDownLimbering(*s);  // 2 -> 1
    EXPECT_DOUBLE_EQ(testing::allowance(state, "g"), 0.0);
    s->endBound();
    countDownLimbering(*s);  // 1 -> 0
    EXPECT_DOUBLE_EQ(testing::allowance(state, "g"), 3.0);
}

TEST(TricorneManoeuvre, HorseBatteryLimbersInHalfABoundLightGunsAtOnce) {
    testing::TricorneTestWorld world;
    world.addUnit("h", 0, "horseBattery6lb", 1, 30, 40, 0, Formation::Unlimbered);
    world.addUnit("l", 0, "battery3lb", 1, 50, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    EXPECT_DOUBLE_EQ(testing::allowance(state, "l"), 6.0) << "light guns move unlimbered";
    applyManoeuvre(state, order("h", Kind::Limber));
    applyManoeuvre(state, order("l", Kind::Limber));
    EXPECT_DOUBLE_EQ(testing::allowance(state, "h"), 5.0);   // 10 x (1 - 0.5)
    EXPECT_DOUBLE_EQ(testing::allowance(state, "l"), 11.0);  // 6 + 5, no time used (A24)
}

TEST(TricorneManoeuvre, LightGunLimberingCanCostFiveInches) {
    // A24 alternative: limbering uses 5 in of the light gun's 6 in move.
    testing::TricorneTestWorld world;
    world.options()["lightGunLimber"] = "limberingCostsFive";
    world.addUnit("l", 0, "battery3lb", 1, 50, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    applyManoeuvre(state, testing::moveTo("l", {{{50, 38}, 0}}));
    // 2 of 6 used: 4 left < 5, so it cannot limber this bound.
    const MoveCheck c = testing::check(state, order("l", Kind::Limber));
    EXPECT_FALSE(c.legal);
    EXPECT_NE(c.reason.find("limbering costs 5.0 in of 4 in"), std::string::npos) << c.reason;
}

TEST(TricorneManoeuvre, MediumBatteriesPivotNinetyHeavyNotAtAll) {
    testing::TricorneTestWorld world;
    world.addUnit("m", 0, "battery8lb", 1, 30, 40, 0, Formation::Unlimbered);
    world.addUnit("h", 0, "battery24lb", 1, 50, 40, 0, Formation::Unlimbered);
    GameState state = world.start();
    EXPECT_NE(testing::check(state, order("h", Kind::Pivot, 10)).reason.find("cannot pivot"),
              std::string::npos);
    EXPECT_FALSE(testing::check(state, order("m", Kind::Pivot, 100)).legal);
    applyManoeuvre(state, order("m", Kind::Pivot, 45));
    EXPECT_DOUBLE_EQ(tricorneState(state).unit("m").thisBound.pivoted, 45);
    EXPECT_DOUBLE_EQ(state.findUnit("m")->pose.facingDegrees, 45);
    // 45 more makes 90: legal, but no fire this bound; 50 more would make 95.
    EXPECT_FALSE(testing::check(state, order("m", Kind::Pivot, -50)).legal);
    const MoveCheck c = testing::check(state, order("m", Kind::Pivot, -45));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_NE(c.explanation.render().find("no fire this bound"), std::string::npos);
}

TEST(TricorneManoeuvre, BattalionGunsMoveWithTheirBattalion) {
    // The gun stands 2 in right of the battalion's front centre; the battalion
    // wheels 90 right on its front-right corner and the gun keeps its place.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("gun", 0, "battalionGun3lb", 1, 32, 40, 0, Formation::Unlimbered).status = {
        {"battalion", "ir"}};
    GameState state = world.start();
    applyManoeuvre(state, testing::moveTo("ir", {{{30, 36}, 0}}));
    EXPECT_EQ(state.findUnit("gun")->pose.position, (Vec2{32, 36}));
    applyManoeuvre(state, order("ir", Kind::Wheel, 90));
    const Pose& ir = state.findUnit("ir")->pose;
    const Pose& gun = state.findUnit("gun")->pose;
    EXPECT_DOUBLE_EQ(gun.facingDegrees, 90);
    // 2 in to the old right is now 2 in to the new right (downwards, +y).
    EXPECT_NEAR(gun.position.x, ir.position.x, 1e-9);
    EXPECT_NEAR(gun.position.y, ir.position.y + 2, 1e-9);
}

TEST(TricorneManoeuvre, JsonRoundTrip) {
    TricorneManoeuvre m = testing::moveTo("ir18", {{{30, 34}, 0}, {{31, 32}, 10}}, true);
    Diagnostics diagnostics;
    auto back = TricorneManoeuvre::fromJson(JsonReader(m.toJson(), "m", diagnostics));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->unitId, "ir18");
    EXPECT_EQ(back->kind, Kind::Move);
    ASSERT_EQ(back->path.size(), 2u);
    EXPECT_EQ(back->path[1], (Pose{{31, 32}, 10}));
    EXPECT_TRUE(back->thenFire);

    m = order("ir18", Kind::ChangeFormation, 0, Formation::ColumnOfRoute);
    back = TricorneManoeuvre::fromJson(JsonReader(m.toJson(), "m", diagnostics));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->formation, Formation::ColumnOfRoute);
    EXPECT_EQ(m.toJson()["kind"], "changeFormation");

    const nlohmann::json bad = {{"unit", "x"}, {"kind", "teleport"}};
    EXPECT_FALSE(TricorneManoeuvre::fromJson(JsonReader(bad, "m", diagnostics)));
    EXPECT_TRUE(diagnostics.hasErrors());
}

}  // namespace
}  // namespace adjutant
