// The Fire Effect tactics the computer commander chooses from: every option is
// legal by the referee's own checks and valued by the rules' own procedures.
// 1 inch is 50 yards; side 0 (Prussians) faces the top of the table.
#include <gtest/gtest.h>

#include "core/referee/fireeffect/FireEffectContext.h"
#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

using testing::bestFor;
using testing::manoeuvreKind;
using testing::optionsFor;

TEST(FireEffectTacticsTest, AUnitFiresAtTheTargetItHurtsMostNotTheNearest) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 30, 36, 40, 0);
    // The nearer enemy stands in woods (soft cover halves small arms, F3), the
    // further one in the open, both within close range.
    world.addUnit("wooded", 1, "lineInfantryBreech", 24, 32, 37, 180);
    world.addUnit("open", 1, "lineInfantryBreech", 24, 41, 35, 180);
    TerrainArea woods;
    woods.id = "wood";
    woods.name = "wood";
    woods.kind = AreaKind::Woods;
    woods.outline = {{27, 32}, {37, 32}, {37, 37.3}, {27, 37.3}};
    world.scenario().table.areas.push_back(woods);
    GameState state = atStep(world, "fire");
    const FireEffectContext context(state);
    const Unit& firer = *state.findUnit("pr");
    ASSERT_EQ(context.enemiesByDistance(firer).front()->id, "wooded");
    ASSERT_EQ(context.cover(*state.findUnit("wooded")), "soft");
    ASSERT_LE(context.distanceYards(firer, *state.findUnit("open")), 300.0);

    const std::vector<CommanderOption> options = optionsOf(state, 0);
    const CommanderOption* best = bestFor(options, "pr");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(best->kind, CommanderOption::Kind::Fire);
    ASSERT_EQ(best->targetIds.size(), 1U);
    EXPECT_EQ(best->targetIds.front(), "open");
    // Mass fire 30 x die / 10 at close range, per face 3, 6, 9, 12, 15, 18:
    // 10.5 expected in the open; in cover each is halved and rounded (halves
    // down): 1, 3, 4, 6, 7, 9 = 5 expected.
    EXPECT_NEAR(best->value, 10.5, 0.01);
    for (const CommanderOption& option : optionsFor(options, "pr")) {
        if (option.targetIds.front() == "wooded") {
            EXPECT_NEAR(option.value, 5.0, 0.01);
        }
    }
    EXPECT_NE(best->reason.find(
                  "pr fires (mass fire) at open: 10.5 casualties expected at 283 yds, close"),
              std::string::npos)
        << best->reason;
}

TEST(FireEffectTacticsTest, TheOtherSideFiresBackButDoesNotMoveInThePhasingHalf) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 30, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 35, 180);
    GameState movement = atStep(world, "movement");
    ASSERT_EQ(movement.phasingSide(), std::optional<int>(0));
    EXPECT_TRUE(optionsOf(movement, 1).empty());
    GameState fire = atStep(world, "fire");
    const std::vector<CommanderOption> options1 = optionsOf(fire, 1);
    const CommanderOption* back = bestFor(options1, "fr");
    ASSERT_NE(back, nullptr) << "breech-loaders fire in the enemy's half (9.4)";
    EXPECT_EQ(back->kind, CommanderOption::Kind::Fire);
}

TEST(FireEffectTacticsTest, LimberedGunsUnlimberWithATargetInRange) {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, "rifledFieldGun", 4, 36, 45, 0, Formation::Limbered);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 21, 180);  // 1,200 yds
    GameState state = atStep(world, "movement");
    const std::vector<CommanderOption> options2 = optionsOf(state, 0);
    const CommanderOption* best = bestFor(options2, "guns");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "unlimber");
    EXPECT_EQ(best->reason, "guns unlimbers: fr is 1200 yds off, within range");
}

TEST(FireEffectTacticsTest, AnAttackingColumnDeploysIntoOpenOrderWhenTheEnemyIsNear) {
    FireEffectTestWorld world;
    world.addUnit("col", 0, "lineInfantryBreech", 24, 36, 45, 0, Formation::MarchColumn);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 25, 180);  // 1,000 yds
    GameState state = atStep(world, "movement");
    const std::vector<UnitGoal> goals = {{"col", {36, 10}, true, "take the farm"}};
    const std::vector<CommanderOption> options3 = optionsOf(state, 0, goals);
    const CommanderOption* best = bestFor(options3, "col");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "changeFormation");
    EXPECT_EQ(testing::manoeuvreForm(*best).value("formation", std::string()), "skirmishLine");
}

TEST(FireEffectTacticsTest, AColumnWithNoRoomForOpenOrderDeploysIntoLineInstead) {
    // Five inches from the left edge a skirmish line (one rank, three times
    // the spacing) would hang off the table; a line of two ranks fits.
    FireEffectTestWorld world;
    world.addUnit("col", 0, "lineInfantryBreech", 24, 5, 45, 0, Formation::MarchColumn);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 5, 25, 180);  // 1,000 yds
    GameState state = atStep(world, "movement");
    FireEffectManoeuvreOrder skirmish;
    skirmish.unitId = "col";
    skirmish.kind = FireEffectManoeuvreOrder::Kind::ChangeFormation;
    skirmish.formation = Formation::SkirmishLine;
    const ManoeuvreVerdict refused = referee().checkManoeuvre(state, skirmish.toJson());
    ASSERT_FALSE(refused.legal);
    EXPECT_NE(refused.reason.find("off the table"), std::string::npos) << refused.reason;

    const std::vector<UnitGoal> goals = {{"col", {5, 10}, true, "take the farm"}};
    const std::vector<CommanderOption> options = optionsOf(state, 0, goals);
    const CommanderOption* best = bestFor(options, "col");
    ASSERT_NE(best, nullptr) << "a column that cannot open out is not left to wait under fire";
    EXPECT_EQ(manoeuvreKind(*best), "changeFormation");
    EXPECT_EQ(testing::manoeuvreForm(*best).value("formation", std::string()), "line");
    EXPECT_EQ(best->reason, "col deploys into line: fr is 1000 yds off");
}

TEST(FireEffectTacticsTest, AnAttackHaltsJustBeyondTheReachOfTheEnemysRifles) {
    FireEffectTestWorld world;
    world.addUnit("line", 0, "lineInfantryBreech", 24, 36, 46, 0, Formation::SkirmishLine);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 16, 180);  // 1,500 yds
    GameState state = atStep(world, "movement");
    const std::vector<UnitGoal> goals = {{"line", {36, 10}, true, "take the farm"}};
    const std::vector<CommanderOption> options = optionsOf(state, 0, goals);
    const CommanderOption* best = bestFor(options, "line");
    ASSERT_NE(best, nullptr);
    ASSERT_EQ(manoeuvreKind(*best), "move");
    const nlohmann::json form = testing::manoeuvreForm(*best);
    const auto& end = form.at("path").back().at("position");
    EXPECT_LT(end[1].get<double>(), 46.0) << "it goes forward";
    // Line infantry's long range ends at 600 yds: it halts 690 yds or more from
    // the enemy's front (1.15 x 600).
    EXPECT_GE(end[1].get<double>() - 16.0, 690.0 / 50.0 - 1e-6);
    EXPECT_TRUE(referee().checkManoeuvre(state, *best->manoeuvre).legal);
    EXPECT_NE(best->reason.find("towards its objective: take the farm"), std::string::npos);
}

TEST(FireEffectTacticsTest, AHoldingUnitAtItsPostStaysWhereItIs) {
    FireEffectTestWorld world;
    world.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 20, 180);
    GameState state = atStep(world, "movement");
    const std::vector<UnitGoal> goals = {{"post", {36, 45.5}, false, "hold the farm"}};
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, goals), "post").empty());
}

TEST(FireEffectTacticsTest, CuirassiersChargeWeakLightHorseButNotAStrongLine) {
    FireEffectTestWorld world;
    world.addUnit("cuir", 0, "cuirassiers", 12, 36, 40, 0);
    world.addUnit("horse", 1, "lightHorse", 4, 36, 36, 180);  // 200 yds, in front
    world.addUnit("cuir2", 0, "cuirassiers", 6, 60, 40, 0);
    world.addUnit("foot", 1, "lineInfantryBreech", 30, 60, 36, 180);
    GameState state = atStep(world, "declareCharges");
    const std::vector<CommanderOption> options = optionsOf(state, 0);
    const CommanderOption* charge = bestFor(options, "cuir");
    ASSERT_NE(charge, nullptr);
    EXPECT_EQ(charge->kind, CommanderOption::Kind::Charge);
    EXPECT_EQ(charge->targetIds, std::vector<std::string>{"horse"});
    EXPECT_GT(charge->value, 0.5);
    EXPECT_NE(charge->reason.find("cuir charges horse: wins"), std::string::npos);
    for (const CommanderOption& option : optionsFor(options, "cuir2")) {
        EXPECT_NE(option.targetIds, std::vector<std::string>{"foot"})
            << "6 cuirassiers against 30 rifles in line: " << option.reason;
    }
}

TEST(FireEffectTacticsTest, AHoldingUnitUnderFireLiesDownWhenItsCommanderTakesCover) {
    FireEffectTestWorld world;
    world.options()["prone"] = "on";
    world.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 36, 180);  // 450 yds: long range
    GameState state = atStep(world, "movement");
    UnitGoal goal{"post", {36, 45.5}, false, "hold the farm"};
    // A commander that does not keep its losses down leaves it standing.
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "post").empty());
    goal.takeCover = true;
    const std::vector<CommanderOption> options = optionsOf(state, 0, {goal});
    const CommanderOption* best = bestFor(options, "post");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "lieDown");
    EXPECT_GT(best->value, 0);
    EXPECT_EQ(best->reason.rfind("post lies down at its post: under fire from fr, ", 0), 0u)
        << best->reason;
    EXPECT_TRUE(referee().checkManoeuvre(state, *best->manoeuvre).legal);
}

TEST(FireEffectTacticsTest, NobodyLiesDownOutOfTheEnemysReachOrWithoutTheOptionalRule) {
    FireEffectTestWorld far;
    far.options()["prone"] = "on";
    far.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    far.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 20, 180);  // 1,250 yds
    UnitGoal goal{"post", {36, 45.5}, false, "hold the farm"};
    goal.takeCover = true;
    EXPECT_TRUE(optionsFor(optionsOf(atStep(far, "movement"), 0, {goal}), "post").empty());

    FireEffectTestWorld off;  // lying down is an optional rule, off by default
    off.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    off.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 36, 180);
    EXPECT_TRUE(optionsFor(optionsOf(atStep(off, "movement"), 0, {goal}), "post").empty());
}

TEST(FireEffectTacticsTest, AUnitLyingDownRisesBeforeItMovesAndOnlyThen) {
    FireEffectTestWorld world;
    world.options()["prone"] = "on";
    world.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0).status = {{"prone", true}};
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 36, 180);
    GameState state = atStep(world, "movement");
    UnitGoal goal{"post", {36, 45.5}, false, "hold the farm"};
    goal.takeCover = true;
    // At its post it stays down.
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "post").empty());
    // Sent on, it rises first: troops lying down do not move (3.4).
    goal.point = {20, 45};
    const std::vector<CommanderOption> options = optionsOf(state, 0, {goal});
    const CommanderOption* best = bestFor(options, "post");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "rise");
    EXPECT_EQ(best->reason, "post rises to move: hold the farm");
    for (const CommanderOption& option : optionsFor(options, "post")) {
        EXPECT_EQ(manoeuvreKind(option), "rise") << option.reason;
    }
}

TEST(FireEffectTacticsTest, HorsemenTakingCoverMakeForAPlaceTheGunsReachLess) {
    FireEffectTestWorld world;
    // A battery 1,000 yds off in the medium band (900 to 1,500 yds), its
    // rifled guns reaching 1,800: cuirassiers cannot lie down, and no one trot
    // takes them out of the band, but some trots to the side do.
    world.addUnit("cuir", 0, "cuirassiers", 12, 36, 44, 0);
    world.addUnit("gun", 1, "rifledFieldGun", 4, 36, 24, 180).guns = 1;
    GameState state = atStep(world, "movement");
    UnitGoal goal{"cuir", {36, 44.5}, false, "hold the farm"};
    // A commander that does not keep its losses down leaves them at their post.
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "cuir").empty());
    goal.takeCover = true;
    const std::vector<CommanderOption> options = optionsOf(state, 0, {goal});
    const CommanderOption* best = bestFor(options, "cuir");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "move");
    EXPECT_EQ(best->reason.rfind("cuir makes for a place where gun hurts it less: ", 0), 0u)
        << best->reason;
    EXPECT_TRUE(referee().checkManoeuvre(state, *best->manoeuvre).legal);
    // Worth the fire it would draw where it stands, less what it draws there.
    EXPECT_GT(best->value, 0.1);
    const nlohmann::json form = testing::manoeuvreForm(*best);
    const auto& end = form.at("path").back().at("position");
    const Vec2 to{end[0].get<double>(), end[1].get<double>()};
    EXPECT_GT((to - Vec2{36, 24}).length(), 20.0) << "away from the guns, not towards them";
}

TEST(FireEffectTacticsTest, HorsemenTakingCoverStayHiddenRatherThanRideBackIntoTheGunsSight) {
    FireEffectTestWorld world;
    // The cuirassiers stand behind a wood, hidden from a battery 1,300 yds
    // off; their post lies out in the open to one side, and a trot towards it
    // takes them out of the wood's shadow.
    world.addUnit("cuir", 0, "cuirassiers", 12, 36, 46, 0);
    world.addUnit("gun", 1, "rifledFieldGun", 4, 36, 20, 180).guns = 1;
    TerrainArea woods;
    woods.id = "wood";
    woods.name = "wood";
    woods.kind = AreaKind::Woods;
    woods.outline = {{30, 38}, {38.5, 38}, {38.5, 42}, {30, 42}};
    world.scenario().table.areas.push_back(woods);
    GameState state = atStep(world, "movement");
    ASSERT_FALSE(
        FireEffectContext(state).sightClear(*state.findUnit("gun"), *state.findUnit("cuir")));
    UnitGoal goal{"cuir", {52, 46}, false, "hold the farm"};
    const std::vector<CommanderOption> plain = optionsOf(state, 0, {goal});
    const CommanderOption* back = bestFor(plain, "cuir");
    ASSERT_NE(back, nullptr);
    EXPECT_EQ(back->reason, "cuir moves back to its post: hold the farm");
    goal.takeCover = true;
    const std::vector<CommanderOption> covered = optionsOf(state, 0, {goal});
    EXPECT_TRUE(optionsFor(covered, "cuir").empty());
}

}  // namespace
}  // namespace adjutant::fireeffect_test
