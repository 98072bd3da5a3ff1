#pragma once

// A small War of Princes game built in code for the referee tests: the shipped
// ruleset, a bare table, units placed where each test needs them, and helpers
// that resolve steps through the engine with scripted dice.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesReferee.h"
#include "tests/core/referee/RefereeTestWorld.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant::princes_test {

inline const RulesetStateFactory& princesStateFactory() {
    return testing::oneEngineStateFactory<PrincesGameState>("princes");
}

/// Builds a War of Princes scenario unit by unit, then the game state. Side 0
/// (British) stands at the bottom, side 1 (Continental) at the top.
class PrincesTestWorld : public testing::RefereeTestWorld {
  public:
    PrincesTestWorld()
        : RefereeTestWorld("princes", "AWI", {"british", "British", "british"},
                           {"continental", "Continentals", "continental"}) {}

    void addGeneral(int side, double x, double y) {
        General general;
        general.id = "gen-" + std::to_string(side);
        general.name = general.id;
        general.pose = Pose{{x, y}, 0};
        scenario().sides[static_cast<std::size_t>(side)].generals.push_back(general);
    }

    GameState start(std::uint64_t seed = 1) {
        return startUnder(&princesDefinition(), princesStateFactory(), seed);
    }
};

/// Resolves the current step with `dice` and moves on, as ResolveStepCommand does.
inline std::vector<Resolution> resolveAndAdvance(GameState& state, DiceSource& dice) {
    static const PrincesReferee referee;
    std::vector<Resolution> done = referee.resolveStep(state, dice);
    moveToNextStep(state, referee);
    return done;
}

/// Resolves steps until the game is at step `stepId` (of the present or a later turn).
inline std::vector<Resolution> resolveUntil(GameState& state, const std::string& stepId,
                                            DiceSource& dice) {
    return testing::resolveStepsUntil(state, stepId,
                                      [&dice](GameState& s) { return resolveAndAdvance(s, dice); });
}

using testing::findResolution;

}  // namespace adjutant::princes_test
