// Manoeuvres through the referee: the JSON form read, the path measured on the
// table in yards at 50 yards to the inch and priced by the movement rules
// (6.1-6.4, F14), the half's records kept for the next manoeuvre.
#include <gtest/gtest.h>

#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

nlohmann::json move(const std::string& unit, double x, double y, double facing,
                    const std::string& pace = {}, const std::string& kind = "move") {
    nlohmann::json json = {
        {"unitId", unit}, {"kind", kind}, {"path", {{{"position", {x, y}}, {"facing", facing}}}}};
    if (!pace.empty()) {
        json["pace"] = pace;
    }
    return json;
}

GameState atMovement(FireEffectTestWorld world, int bound = 1) {
    world.addUnit("enemy", 1, "lineInfantryBreech", 12, 60, 4, 180);
    GameState state = world.start();
    state.setBound(bound);
    ScriptedDice none({});
    resolveUntil(state, "movement", none);
    return state;
}

TEST(FireEffectManoeuvreRefereeTest, InfantryMarches150YardsAndNoFurther) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 20, 40, 0);
    GameState state = atMovement(world);
    const ManoeuvreVerdict three = referee().checkManoeuvre(state, move("pr", 20, 37, 0));
    EXPECT_TRUE(three.legal) << three.reason;
    EXPECT_NEAR(three.allowance, 3.0, 1e-9);  // 150 yds
    const ManoeuvreVerdict more = referee().checkManoeuvre(state, move("pr", 20, 36.8, 0));
    EXPECT_FALSE(more.legal);
    EXPECT_NE(more.reason.find("150"), std::string::npos) << more.reason;
    // Advancing while firing: 100 yds.
    EXPECT_FALSE(referee().checkManoeuvre(state, move("pr", 20, 37.5, 0, "advanceFiring")).legal);
    EXPECT_TRUE(referee().checkManoeuvre(state, move("pr", 20, 38, 0, "advanceFiring")).legal);
}

TEST(FireEffectManoeuvreRefereeTest, WhatAUnitMovedThisHalfCountsAgainstItsNextManoeuvre) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 20, 40, 0);
    GameState state = atMovement(world);
    EXPECT_EQ(referee().performManoeuvre(state, move("pr", 20, 38, 0)), std::nullopt);  // 100 yds
    EXPECT_NEAR(fireEffectState(state).unit("pr").yardsMoved, 100, 1e-9);
    EXPECT_TRUE(referee().checkManoeuvre(state, move("pr", 20, 37, 0)).legal);
    EXPECT_FALSE(referee().checkManoeuvre(state, move("pr", 20, 36.9, 0)).legal);
}

TEST(FireEffectManoeuvreRefereeTest, F14aFootArtilleryThatUnlimbersCovers100Yards) {
    FireEffectTestWorld world;
    world.addUnit("guns", 0, "rifledFieldGun", 4, 20, 40, 0, Formation::Limbered);
    GameState state = atMovement(world);
    // Moved limbered, then unlimbered: the path is measured, 1/3 spent on the unlimbering.
    const nlohmann::json ok = move("guns", 20, 38, 0, "walk", "unlimber");
    const ManoeuvreVerdict verdict = referee().checkManoeuvre(state, ok);
    EXPECT_TRUE(verdict.legal) << verdict.reason;
    EXPECT_NEAR(verdict.allowance, 2.0, 1e-9);
    EXPECT_FALSE(
        referee().checkManoeuvre(state, move("guns", 20, 37.8, 0, "walk", "unlimber")).legal);
    EXPECT_EQ(referee().performManoeuvre(state, ok), std::nullopt);
    EXPECT_EQ(state.findUnit("guns")->formation, Formation::Unlimbered);
    EXPECT_EQ(fireEffectState(state).unit("guns").limberOperations, 1);
    // Unlimbered guns do not move.
    const ManoeuvreVerdict stuck = referee().checkManoeuvre(state, move("guns", 20, 37.9, 0));
    EXPECT_FALSE(stuck.legal);
    EXPECT_NE(stuck.reason.find("limber"), std::string::npos);
}

TEST(FireEffectManoeuvreRefereeTest, F14bAColumnAlongARoadQuickMarches213Yards) {
    FireEffectTestWorld world;
    LinearFeature road;
    road.id = "road";
    road.kind = LinearKind::Road;
    road.points = {{20, 46}, {20, 20}};
    world.scenario().table.lines.push_back(road);
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 20, 40, 0, Formation::MarchColumn);
    GameState state = atMovement(world);
    const ManoeuvreVerdict onRoad =
        referee().checkManoeuvre(state, move("pr", 20, 40 - 4.25, 0, "quickMarch"));
    EXPECT_TRUE(onRoad.legal) << onRoad.reason;
    EXPECT_NEAR(onRoad.allowance, 4.26, 1e-9);  // 180 + 33 yds
    // Off the road the column has its quick march alone: 180 yds.
    const ManoeuvreVerdict offRoad =
        referee().checkManoeuvre(state, move("pr", 22.5, 40 - 3.3, 0, "quickMarch"));
    EXPECT_FALSE(offRoad.legal);
    EXPECT_NEAR(offRoad.allowance, 3.6, 1e-9);
}

TEST(FireEffectManoeuvreRefereeTest, F14cLightCavalryHasTwoExtendedGallopsInAnySixMoves) {
    FireEffectTestWorld world;
    Unit& hussars = world.addUnit("hus", 0, "lightHorse", 12, 20, 40, 0);
    hussars.status = {{"paceHistory", {{"extendedGallop", {3, 5}}}}};
    GameState refused = atMovement(world, 8);
    const ManoeuvreVerdict inMove8 =
        referee().checkManoeuvre(refused, move("hus", 20, 31, 0, "extendedGallop"));
    EXPECT_FALSE(inMove8.legal);
    EXPECT_TRUE(referee().checkManoeuvre(refused, move("hus", 20, 35, 0, "gallop")).legal);

    GameState allowed = atMovement(world, 9);
    const nlohmann::json gallop = move("hus", 20, 31, 0, "extendedGallop");  // 450 yds
    ASSERT_TRUE(referee().checkManoeuvre(allowed, gallop).legal);
    EXPECT_EQ(referee().performManoeuvre(allowed, gallop), std::nullopt);
    EXPECT_EQ(fireEffectState(allowed).unit("hus").paceHistory.at("extendedGallop"),
              (std::vector<int>{3, 5, 9}));
}

TEST(FireEffectManoeuvreRefereeTest, AManoeuvreThatCannotBeReadIsRefusedWithTheReason) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 20, 40, 0);
    GameState state = atMovement(world);
    const ManoeuvreVerdict verdict =
        referee().checkManoeuvre(state, {{"unitId", "pr"}, {"kind", "fly"}});
    EXPECT_FALSE(verdict.legal);
    EXPECT_NE(verdict.reason.find("fly"), std::string::npos);
    EXPECT_FALSE(
        referee().checkManoeuvre(state, move("pr", 20, 37, 0, "charge")).legal);  // declared
}

}  // namespace
}  // namespace adjutant::fireeffect_test
