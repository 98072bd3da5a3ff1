// Who may fire and why not (14.1, 14.2, 14.5, 8.9, 13.3, A14, A34, A47), and
// what applying a volley and the whole firing step change.

#include <gtest/gtest.h>

#include "tests/core/referee/TricorneFireTestSupport.h"

namespace adjutant {
namespace {

using testing::addFirer;
using testing::addTargetAhead;
using testing::fireWith;
using testing::kFirerX;
using testing::kFirerY;
using World = testing::TricorneTestWorld;

FireCheck check(const GameState& state, const FireRequest& request) {
    return checkFire(TricorneContext(state), request);
}

TEST(TricorneFireCheck, NoSecondFireAfterTheResponsePhase) {
    World world;
    addFirer(world, "ir18", "musketeer", 12).name = "IR 18";
    addTargetAhead(world, "kaiser", "musketeer", 12, 3.0);
    GameState state = world.start();
    tricorneState(state).editStatus("ir18")->thisBound.firedInResponse = true;
    const FireCheck c = check(state, testing::fireAt("ir18", "kaiser"));
    EXPECT_FALSE(c.allowed);
    EXPECT_EQ(c.reason, "IR 18 fired in the response phase and may not fire again (8.9)");
}

TEST(TricorneFireCheck, BeyondLongRangeNamesDistanceAndRange) {
    World world;
    addFirer(world, "ir18", "musketeer", 12);
    addTargetAhead(world, "kaiser", "musketeer", 12, 7.2);
    const GameState state = world.start();
    const FireCheck c = check(state, testing::fireAt("ir18", "kaiser"));
    EXPECT_FALSE(c.allowed);
    EXPECT_EQ(c.reason, "target beyond long range: 7.2 in, Musket long range 6 in (14.5)");
}

TEST(TricorneFireCheck, OutsideTheArcReportsTheWheelThatBringsTheTargetIn) {
    World world;
    addFirer(world, "ir18", "musketeer", 12);
    // Level with the firer, off to its right, facing it.
    world.addUnit("kaiser", 1, "musketeer", 12, kFirerX + 5.0, kFirerY, 270);
    const GameState state = world.start();
    const FireCheck c = check(state, testing::fireAt("ir18", "kaiser"));
    EXPECT_FALSE(c.allowed);
    EXPECT_FALSE(c.inArc);
    ASSERT_TRUE(c.wheelDegrees.has_value());
    EXPECT_GT(*c.wheelDegrees, 0.0);  // to the right
    EXPECT_LT(*c.wheelDegrees, 90.0);
    EXPECT_GT(c.wheelDistance, 0.0);
    EXPECT_EQ(c.reason.rfind("target outside the 45 degree arc (14.2); wheel ", 0), 0u) << c.reason;
    EXPECT_NE(c.reason.find("right"), std::string::npos);
}

TEST(TricorneFireCheck, NarrowArcReadingLeavesAnObliqueTargetOutside) {
    // The target's nearest corner lies 3 in ahead of the firer's front edge and
    // 5 - 1.18 - 1.18 = 2.64 in beyond its right corner: atan(2.64 / 3) = 41
    // degrees out, inside 45 either side and outside 22.5 either side (A34).
    for (const std::string& reading : std::vector<std::string>{"45EitherSide", "45Total"}) {
        World world;
        world.options()["fireArc"] = reading;
        addFirer(world, "ir18", "musketeer", 12);
        world.addUnit("kaiser", 1, "musketeer", 12, kFirerX + 5.0, kFirerY - 3.0, 180);
        const GameState state = world.start();
        EXPECT_EQ(check(state, testing::fireAt("ir18", "kaiser")).inArc, reading == "45EitherSide")
            << reading;
    }
}

TEST(TricorneFireCheck, ScreeningUnitsAndWoodsBlockTheLineOfSight) {
    World world;
    addFirer(world, "ir18", "musketeer", 12);
    addTargetAhead(world, "kaiser", "musketeer", 12, 5.0);
    world.addUnit("screen", 1, "musketeer", 12, kFirerX, kFirerY - 2.0, 180).name = "IR Daun";
    const GameState screened = world.start();
    EXPECT_EQ(check(screened, testing::fireAt("ir18", "kaiser")).reason,
              "no line of sight: IR Daun blocks the line of fire (A47)");

    World wooded;
    addFirer(wooded, "ir18", "musketeer", 12);
    addTargetAhead(wooded, "kaiser", "musketeer", 12, 5.0);
    TerrainArea wood;
    wood.name = "Dark wood";
    wood.kind = AreaKind::Woods;
    wood.outline = {{20, kFirerY - 4}, {52, kFirerY - 4}, {52, kFirerY - 2}, {20, kFirerY - 2}};
    wooded.scenario().table.areas.push_back(wood);
    const GameState state = wooded.start();
    EXPECT_EQ(check(state, testing::fireAt("ir18", "kaiser")).reason,
              "no line of sight: woods 'Dark wood' blocks the line of fire (A47)");
}

TEST(TricorneFireCheck, CavalryCarryNoFirearm) {
    World world;
    addFirer(world, "hussars", "hussar", 12);
    addTargetAhead(world, "kaiser", "musketeer", 12, 3.0);
    const GameState state = world.start();
    EXPECT_EQ(check(state, testing::fireAt("hussars", "kaiser")).reason,
              "hussars has no firearm: cavalry do not fire in these rules (14.1)");
}

TEST(TricorneFireCheck, AdvancingFurtherThanAdvanceAndFireForbidsFire) {
    World world;
    addFirer(world, "ir", "musketeer", 12, Formation::Line, "austria");
    addTargetAhead(world, "t", "musketeer", 12, 3.0, Formation::Line, "prussia");
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->thisBound.advanced = 3.0;  // 13.3: 3 in allowed
    EXPECT_TRUE(check(state, testing::fireAt("ir", "t")).allowed);
    tricorneState(state).editStatus("ir")->thisBound.advanced = 3.5;
    EXPECT_EQ(check(state, testing::fireAt("ir", "t")).reason,
              "ir advanced 3.5 in this bound and may advance no more than 3 in and still fire "
              "(13.3)");
}

TEST(TricorneFireCheck, ReformingUnitsDoNotFire) {
    World world;
    addFirer(world, "ir", "musketeer", 12);
    addTargetAhead(world, "t", "musketeer", 12, 3.0);
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->reformingBoundsLeft = 1;
    EXPECT_EQ(check(state, testing::fireAt("ir", "t")).reason,
              "ir is reforming and may not fire (14.1)");
}

TEST(TricorneFireCheck, ResponseFireBeyondRangeHasNoEffectButCountsAsFiring) {
    World world;
    addFirer(world, "ir", "musketeer", 12);
    addTargetAhead(world, "cav", "hussar", 12, 6.0);
    GameState state = world.start();
    // A14: "fire at 8 in" with muskets that reach 6.
    const FireResult r = fireWith(state, testing::respondAt("ir", "cav", 8.0), {});
    EXPECT_FALSE(r.fired);
    EXPECT_TRUE(r.check.noEffect);
    EXPECT_TRUE(r.countsAsFiring);
    EXPECT_EQ(r.check.reason,
              "response fire at 8 in is beyond Musket long range 6 in: no effect (A14)");
    applyFire(state, r);
    EXPECT_TRUE(tricorneState(state).unit("ir").thisBound.firedInResponse);
    EXPECT_EQ(state.findUnit("cav")->figures, 12);
}

TEST(TricorneFireCheck, ResponseFireBeyondRangeAtMaximumRangeReading) {
    World world;
    world.options()["responseFireBeyondRange"] = "atMaximumRange";
    addFirer(world, "ir", "musketeer", 12);
    addTargetAhead(world, "cav", "hussar", 12, 6.0);
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->firstVolleyFired = true;
    // At 6 in (long): 12 x 0.5 = 6; musket at cavalry +2 -> 8.
    const FireResult r = fireWith(state, testing::respondAt("ir", "cav", 8.0), {6, 6});
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_EQ(r.check.band, "long");
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 8.0);
}

TEST(TricorneFireCheck, JaegersReachEightInchesInResponse) {
    World world;
    addFirer(world, "j", "jaeger", 8, Formation::SkirmishLine);
    addTargetAhead(world, "cav", "hussar", 12, 6.0);
    const GameState state = world.start();
    const FireCheck c = check(state, testing::respondAt("j", "cav", 8.0));
    EXPECT_TRUE(c.allowed) << c.reason;
    EXPECT_EQ(c.band, "long");
}

TEST(TricorneFireCheck, SquareFiresWithTheFaceTowardsTheTarget) {
    World world;
    addFirer(world, "sq", "musketeer", 16, Formation::Square, "austria");
    addTargetAhead(world, "t", "musketeer", 12, 3.0, Formation::Line, "prussia");
    const GameState state = world.start();
    const FireCheck c = check(state, testing::fireAt("sq", "t"));
    ASSERT_TRUE(c.allowed) << c.reason;
    EXPECT_EQ(c.figuresFiring, 4);  // 16 figures, 4 a face; only the front face
}

TEST(TricorneFireCheck, BattalionGunsFireAloneBeyondMuskets) {
    World world;
    addFirer(world, "ir", "musketeer", 12).battalionGuns = AttachedGuns{2, "gun3lb"};
    addTargetAhead(world, "t", "musketeer", 12, 8.0);
    const GameState state = world.start();
    // 8 in: beyond musket range, short for 3 lb guns: 2 x 1.5 = 3; the battalion's
    // first volley is not spent and gives nothing.
    const FireResult r = fireWith(state, testing::fireAt("ir", "t"), {6, 6});
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_TRUE(r.check.gunsAlone);
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 3.0);
    EXPECT_FALSE(r.infantryFired);
}

TEST(TricorneFireApply, RemovesCasualtiesAndRecordsTheFire) {
    World world;
    addFirer(world, "ir", "musketeer", 12);
    addTargetAhead(world, "t", "musketeer", 12, 3.0);
    GameState state = world.start();
    // 12 + 4 (first volley) = 16; die 4 -> 12 = two full 6s.
    const FireResult r = fireWith(state, testing::fireAt("ir", "t"), {4});
    ASSERT_EQ(r.casualties, 2);
    applyFire(state, r);
    EXPECT_EQ(state.findUnit("t")->figures, 10);
    const auto& hit = tricorneState(state).unit("t");
    EXPECT_EQ(hit.thisBound.casualties, 2);
    EXPECT_EQ(hit.casualtiesThisGame, 2);
    EXPECT_TRUE(hit.thisBound.underFire);
    ASSERT_EQ(hit.thisBound.moraleTriggers.size(), 1u);
    EXPECT_EQ(hit.thisBound.moraleTriggers[0], (MoraleTrigger{"fireCasualties", "ir"}));
    const auto& firer = tricorneState(state).unit("ir");
    EXPECT_TRUE(firer.firstVolleyFired);
    EXPECT_TRUE(firer.thisBound.fired);
    EXPECT_FALSE(firer.thisBound.firedInResponse);
    EXPECT_EQ(check(state, testing::fireAt("ir", "t")).reason,
              "ir has already fired this bound (8.9)");
}

TEST(TricorneFireApply, BatteriesLoseGunsAndNoTriggerWithoutLoss) {
    World world;
    addFirer(world, "ir", "musketeer", 12);
    addTargetAhead(world, "bty", "battery6lb", 1, 3.0, Formation::Unlimbered).guns = 2;
    GameState state = world.start();
    tricorneState(state).editStatus("ir")->firstVolleyFired = true;
    // 12 - 1 = 11 = one full 6, remainder 5; die2 2 -> 2, capped at the battery's 2 guns.
    const FireResult r = fireWith(state, testing::fireAt("ir", "bty"), {1, 2});
    EXPECT_TRUE(r.targetIsBattery);
    applyFire(state, r);
    EXPECT_EQ(state.findUnit("bty")->guns, 0);

    const FireResult none = fireWith(state, testing::fireAt("ir", "bty"), {6});
    (void)none;  // the battery has nothing left: refused
    EXPECT_FALSE(none.fired);
}

TEST(TricorneFireStep, AllVolleysUseTheStateBeforeAnyCasualty) {
    World world;
    addFirer(world, "a1", "musketeer", 12);
    addTargetAhead(world, "b1", "musketeer", 12, 3.0);
    world.addUnit("a2", 0, "hussar", 12, 10, 44, 0);
    GameState state = world.start();
    auto& t = tricorneState(state);
    t.editStatus("a1")->firstVolleyFired = true;
    t.editStatus("b1")->firstVolleyFired = true;
    t.orders.fireTargets = {{"a1", "b1"}, {"b1", "a1"}, {"a2", "b1"}};
    // a1: 12 - 1 = 11, remainder 5, die2 1 -> 2. a2 (hussars) may not fire.
    // b1: still 12 figures: 12 - 1 = 11, die2 1 -> 2.
    ScriptedDice dice({1, 1, 1, 1});
    const auto resolutions = resolveFiringStep(state, dice);
    ASSERT_EQ(resolutions.size(), 3u);
    EXPECT_EQ(resolutions[0].kind, "fire");
    EXPECT_EQ(resolutions[1].kind, "noFire");
    EXPECT_EQ(resolutions[2].kind, "fire");
    EXPECT_EQ(resolutions[2].summary, "b1 fires at a1: 2 casualties");
    EXPECT_EQ(state.findUnit("a1")->figures, 10);
    EXPECT_EQ(state.findUnit("b1")->figures, 10);
    EXPECT_EQ(dice.remaining(), 0u);
}

}  // namespace
}  // namespace adjutant
