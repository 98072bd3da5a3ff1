// The ground scale a game runs at: the scenario's or the player's `yardsPerInch`
// reading, else the ruleset's 50 yards to the inch; the referee measures with it.
#include <gtest/gtest.h>

#include "core/engine/GameGroundScale.h"
#include "core/referee/fireeffect/FireEffectContext.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

FireEffectTestWorld twoUnits() {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 30, 180);  // 10 inches
    return world;
}

TEST(FireEffectGroundScaleTest, TheRulesetsScaleHoldsUnlessTheGameSetsAnother) {
    GameState state = twoUnits().start();
    EXPECT_DOUBLE_EQ(gameUnitsPerInch(state.setup()), 50);
    const FireEffectContext context(state);
    EXPECT_NEAR(context.distanceYards(*state.findUnit("pr"), *state.findUnit("fr")), 500, 1e-9);
}

TEST(FireEffectGroundScaleTest, TheYardsPerInchOptionIsTheGamesScale) {
    FireEffectTestWorld world = twoUnits();
    world.options()["yardsPerInch"] = "25";
    GameState state = world.start();
    EXPECT_DOUBLE_EQ(gameUnitsPerInch(state.setup()), 25);
    const FireEffectContext context(state);
    EXPECT_NEAR(context.distanceYards(*state.findUnit("pr"), *state.findUnit("fr")), 250, 1e-9);
}

TEST(FireEffectGroundScaleTest, ARulesetWithoutAScaleOptionKeepsItsOwn) {
    GameSetup setup;
    EXPECT_DOUBLE_EQ(gameUnitsPerInch(setup), 0);
    RulesetDefinition plain;
    plain.distanceUnit = "inch";
    plain.unitsPerInch = 1;
    setup.ruleset = &plain;
    EXPECT_DOUBLE_EQ(gameUnitsPerInch(setup), 1);
}

}  // namespace
}  // namespace adjutant::fireeffect_test
