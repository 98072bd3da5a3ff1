#pragma once

// A small Tricorne and Musket game built in code for the rules tests: the real
// ruleset file, a table, units placed where each test needs them, and a game
// state with the Tricorne engine's state. Scripted dice come from ScriptedDice.

#include <gtest/gtest.h>

#include <cstdint>

#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/tricorne/TricorneGameState.h"
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

}  // namespace adjutant::testing
