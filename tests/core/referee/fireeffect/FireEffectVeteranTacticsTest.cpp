// What the veteran's Fire Effect tactics add (core/ai Judgement): holding
// infantry that steps up into the reach of an enemy halted just beyond its
// rifles, and batteries brought up to the short band. 1 inch is 50 yards;
// side 0 faces the top of the table, and a unit stands with the centre of its
// front edge at the point given.
#include <gtest/gtest.h>

#include "core/referee/fireeffect/FireEffectContext.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

using testing::bestFor;
using testing::manoeuvreKind;
using testing::optionsFor;

Vec2 endOf(const CommanderOption& option) {
    const nlohmann::json form = testing::manoeuvreForm(option);
    const auto& end = form.at("path").back().at("position");
    return {end[0].get<double>(), end[1].get<double>()};
}

TEST(FireEffectVeteranTacticsTest, AHoldingUnitStepsUpIntoReachOfAnEnemyHaltedJustBeyondIt) {
    FireEffectTestWorld world;
    world.options()["prone"] = "on";
    world.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    // 13.4 in: 670 yds, beyond the 600 yds the rifles of both reach (3.1).
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 31.6, 180);
    GameState state = atStep(world, "movement");
    const FireEffectContext context(state);
    ASSERT_NEAR(context.distanceYards(*state.findUnit("post"), *state.findUnit("fr")), 670, 1);
    UnitGoal goal{"post", {36, 45}, false, "hold the farm"};
    // A commander that does not keep its losses down stays at its post.
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "post").empty());
    goal.takeCover = true;
    const std::vector<CommanderOption> options = optionsOf(state, 0, {goal});
    const CommanderOption* best = bestFor(options, "post");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "move");
    EXPECT_EQ(testing::manoeuvreForm(*best).at("pace"), "advancingFiring")
        << "it still fires after the step";
    EXPECT_TRUE(referee().checkManoeuvre(state, *best->manoeuvre).legal);
    // Mass fire at long range in the open: 24 x 3.5 / 10, halved, 4.2 a volley;
    // the enemy's against it lying down (2.5 a die) is smaller.
    EXPECT_GT(best->value, 0.5);
    EXPECT_EQ(best->reason.rfind("post steps up to bring fr within its rifles: 4.2 casualties a "
                                 "volley given, ",
                                 0),
              0u)
        << best->reason;
    // 70 to 100 yds forward: into reach, no further than the pace that fires.
    const double stepped = 45 - endOf(*best).y;
    EXPECT_GE(stepped, 1.4);
    EXPECT_LE(stepped, 2.0 + 1e-9);
}

TEST(FireEffectVeteranTacticsTest, NoStepUpToAnEnemyTooFarOffOrInCover) {
    UnitGoal goal{"post", {36, 45}, false, "hold the farm"};
    goal.takeCover = true;
    FireEffectTestWorld far;
    far.options()["prone"] = "on";
    far.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    far.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 29, 180);  // 800 yds: two steps away
    EXPECT_TRUE(optionsFor(optionsOf(atStep(far, "movement"), 0, {goal}), "post").empty());

    // Rifles at long range do nothing to troops in cover (3.4): no volley to win.
    FireEffectTestWorld covered;
    covered.options()["prone"] = "on";
    covered.addUnit("post", 0, "lineInfantryBreech", 24, 36, 45, 0);
    covered.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 31.6, 180);
    TerrainArea woods;
    woods.id = "wood";
    woods.name = "wood";
    woods.kind = AreaKind::Woods;
    woods.outline = {{20, 26}, {52, 26}, {52, 31.8}, {20, 31.8}};
    covered.scenario().table.areas.push_back(woods);
    const GameState state = atStep(covered, "movement");
    ASSERT_EQ(FireEffectContext(state).cover(*state.findUnit("fr")), "soft");
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "post").empty());
}

TEST(FireEffectVeteranTacticsTest,
     ABatteryBeyondTheShortBandLimbersAndClosesWhenItsCommanderBringsItsGunsToBear) {
    FireEffectTestWorld world;
    world.addUnit("gun", 0, "rifledFieldGun", 4, 36, 46, 0, Formation::Unlimbered);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 20, 180);  // 26 in: 1,300 yds
    GameState state = atStep(world, "movement");
    UnitGoal goal{"gun", {36, 46}, false, "hold the ridge"};
    // In reach (1,800 yds), at its post: an ordinary commander leaves it firing.
    EXPECT_TRUE(optionsFor(optionsOf(state, 0, {goal}), "gun").empty());
    goal.bringGunsToBear = true;
    const std::vector<CommanderOption> options = optionsOf(state, 0, {goal});
    const CommanderOption* best = bestFor(options, "gun");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(manoeuvreKind(*best), "limber");
    EXPECT_TRUE(referee().checkManoeuvre(state, *best->manoeuvre).legal);
    EXPECT_LT(endOf(*best).y, 46.0) << "limbers and sets off in the same move";
    EXPECT_EQ(best->reason, "gun limbers up to close: fr is 1300 yds off, beyond 900 yds");
}

TEST(FireEffectVeteranTacticsTest, ALimberedBatteryMovesUpToTheShortBandAndUnlimbersInIt) {
    UnitGoal goal{"gun", {36, 46}, false, "hold the ridge"};
    goal.bringGunsToBear = true;
    FireEffectTestWorld beyond;
    beyond.addUnit("gun", 0, "rifledFieldGun", 4, 36, 46, 0, Formation::Limbered);
    beyond.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 26, 180);  // 1,000 yds
    GameState state = atStep(beyond, "movement");
    const std::vector<CommanderOption> moves = optionsOf(state, 0, {goal});
    const CommanderOption* move = bestFor(moves, "gun");
    ASSERT_NE(move, nullptr);
    EXPECT_EQ(manoeuvreKind(*move), "move");
    EXPECT_EQ(move->reason, "gun moves up to bring fr within 900 yds: it is 1000 yds off");
    // Never within a march of the enemy's rifles: 600 + 150 yds.
    EXPECT_GE(endOf(*move).y - 26, 15.0 - 1e-9);

    FireEffectTestWorld within;
    within.addUnit("gun", 0, "rifledFieldGun", 4, 36, 46, 0, Formation::Limbered);
    within.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 29, 180);  // 850 yds
    const std::vector<CommanderOption> unlimbers = optionsOf(atStep(within, "movement"), 0, {goal});
    const CommanderOption* unlimber = bestFor(unlimbers, "gun");
    ASSERT_NE(unlimber, nullptr);
    EXPECT_EQ(manoeuvreKind(*unlimber), "unlimber");
}

}  // namespace
}  // namespace adjutant::fireeffect_test
