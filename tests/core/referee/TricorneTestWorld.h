#pragma once

// A small Tricorne and Musket game built in code for the rules tests: the real
// ruleset file, a table, units placed where each test needs them, and a game
// state with the Tricorne engine's state. Scripted dice come from ScriptedDice.

#include <gtest/gtest.h>

#include <cstdint>

#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "tests/core/referee/RefereeTestWorld.h"
#include "tests/core/referee/RulesetTestSupport.h"

namespace adjutant::testing {

inline const RulesetStateFactory& tricorneStateFactory() {
    return oneEngineStateFactory<TricorneGameState>("tricorne");
}

/// Builds a scenario unit by unit, then the game state.
class TricorneTestWorld : public RefereeTestWorld {
  public:
    TricorneTestWorld()
        : RefereeTestWorld("tricorne", "SYW", {"a", "Side A", "prussia"},
                           {"b", "Side B", "austria"}) {}

    /// Plays under another ruleset (a house-ruled copy of the shipped one);
    /// it must outlive the world's games.
    void useRuleset(const RulesetDefinition* ruleset) { ruleset_ = ruleset; }

    /// The game state at the start of the game.
    GameState start(std::uint64_t seed = 1) {
        return startUnder(ruleset_ ? ruleset_ : builtinRulesets().find("tricorne"),
                          tricorneStateFactory(), seed);
    }

  private:
    const RulesetDefinition* ruleset_ = nullptr;
};

/// The referee the rules tests ask: it keeps no state of its own, so one serves all.
inline const TricorneReferee& tricorneReferee() {
    static const TricorneReferee instance;
    return instance;
}

/// Sets the game at the step `id` of the bound, as the rules tests of a single
/// step need it; a failure when the ruleset has no such step.
inline void goToStep(GameState& state, const std::string& id) {
    const auto& sequence = state.ruleset().sequence;
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        if (sequence[i].id == id) {
            state.setStepIndex(i);
            return;
        }
    }
    ADD_FAILURE() << "no step " << id;
}

}  // namespace adjutant::testing
