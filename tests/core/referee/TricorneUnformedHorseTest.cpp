// Horse unformed by a melee fights its next one at -1 and may not charge
// (12.4, 12.5): within the charge reach of enemy horse the computer commander
// draws it back out of that reach before it reforms; out of reach it reforms
// where it stands.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneUnitState.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::best;
using testing::goToStep;
using testing::manoeuvreKind;
using testing::optionsFor;
using testing::tricorneReferee;

bool drawsBackToReform(const CommanderOption& option) {
    return testing::reasonSays(option, "draws back to reform");
}

// Side 1's cuirassiers face down the table at y = 20; the enemy's stand
// `enemyY` further down, facing up.
GameState horseFacingHorse(double enemyY, bool unformed) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 8, 36, 20, 180);
    world.addUnit("enemy", 0, "cuirassier", 8, 36, enemyY, 0);
    GameState state = world.start();
    goToStep(state, "movement");
    tricorneState(state).editStatus("cav")->unformed = unformed;
    return state;
}

TEST(TricorneUnformedHorse, WithinEnemyHorsesChargeReachItDrawsBackToReform) {
    GameState state = horseFacingHorse(30, true);  // 10 inches: within a charge of 14
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav");
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    ASSERT_EQ(manoeuvreKind(*chosen), "move") << chosen->reason;
    EXPECT_TRUE(drawsBackToReform(*chosen)) << chosen->reason;
    EXPECT_NE(chosen->reason.find("out of the charge reach of enemy: it is unformed"),
              std::string::npos)
        << chosen->reason;
    EXPECT_TRUE(tricorneReferee().checkManoeuvre(state, *chosen->manoeuvre).legal);
    // Straight away from the enemy (up the table), a full move.
    const nlohmann::json form = testing::manoeuvreForm(*chosen);
    const auto& end = form.at("path").back().at("position");
    EXPECT_NEAR(end.at(0).get<double>(), 36.0, 1e-9);
    EXPECT_LT(end.at(1).get<double>(), 20.0);
}

TEST(TricorneUnformedHorse, FormedHorseDoesNotDrawBack) {
    GameState state = horseFacingHorse(30, false);
    for (const CommanderOption& o :
         optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav")) {
        EXPECT_FALSE(drawsBackToReform(o)) << o.reason;
    }
}

TEST(TricorneUnformedHorse, OutOfReachItReformsWhereItStands) {
    GameState state = horseFacingHorse(46, true);  // 26 inches: beyond any charge
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 1, {}), "cav");
    for (const CommanderOption& o : options) {
        EXPECT_FALSE(drawsBackToReform(o)) << o.reason;
    }
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(manoeuvreKind(*chosen), "reform") << chosen->reason;
}

}  // namespace
}  // namespace adjutant
