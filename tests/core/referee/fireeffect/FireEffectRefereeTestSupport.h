#pragma once

// A small Fire Effect game built in code for the referee tests: the shipped
// ruleset, a bare table, units placed where each test needs them, and helpers
// that resolve steps through the engine's ResolveStepCommand with scripted dice.

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "tests/core/referee/RefereeTestWorld.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant::fireeffect_test {

inline const std::shared_ptr<const RefereeRegistry>& builtinReferees() {
    static const std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    return referees;
}

inline const RulesetStateFactory& fireEffectStateFactory() {
    static const EngineRegistry engines = makeBuiltinEngineRegistry(builtinReferees());
    return engines.rulesetStates;
}

/// Builds a Fire Effect scenario unit by unit, then the game state. Side 0
/// (Prussians) has its baseline at the bottom, side 1 (French) at the top; a
/// unit facing 0 faces the top of the table.
class FireEffectTestWorld : public testing::RefereeTestWorld {
  public:
    FireEffectTestWorld()
        : RefereeTestWorld("fire-effect-1870", "1870", {"prussia", "Prussians", "prussia"},
                           {"france", "French", "france"}) {}

    /// Adds a unit facing `facing` with the centre of its front edge at (x, y);
    /// a battery has one gun.
    Unit& addUnit(const std::string& id, int side, const std::string& type, int figures, double x,
                  double y, double facing, Formation formation = Formation::Line) {
        Unit& unit = RefereeTestWorld::addUnit(id, side, type, figures, x, y, facing, formation);
        const UnitType* kind = fireEffectDefinition().findUnitType(type);
        if (kind && kind->battery) {
            unit.guns = 1;
        }
        return unit;
    }

    GameState start(std::uint64_t seed = 1) {
        return startUnder(&fireEffectDefinition(), fireEffectStateFactory(), seed);
    }
};

inline const FireEffectReferee& referee() {
    static const FireEffectReferee instance;
    return instance;
}

/// Resolves the current step through ResolveStepCommand with `dice` (it moves on).
inline std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) {
    ResolveStepCommand command(builtinReferees());
    EXPECT_FALSE(command.refusal(state).has_value());
    command.perform(state, dice);
    return command.resolutions();
}

/// Resolves steps until the game is at step `stepId` (of the present or a later half).
inline std::vector<Resolution> resolveUntil(GameState& state, const std::string& stepId,
                                            DiceSource& dice) {
    return testing::resolveStepsUntil(state, stepId,
                                      [&dice](GameState& s) { return resolveStep(s, dice); });
}

using testing::findResolution;

/// The game started from `world` and resolved, with no dice, to step `stepId`.
inline GameState atStep(FireEffectTestWorld& world, const std::string& stepId) {
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, stepId, none);
    return state;
}

/// The computer commander's options for `side`, its units set these goals.
inline std::vector<CommanderOption> optionsOf(const GameState& state, int side,
                                              const std::vector<UnitGoal>& goals = {}) {
    return referee().commanderOptions(state, side, goals);
}

inline int figuresOf(const GameState& state, const std::string& id) {
    return state.findUnit(id)->figures;
}

}  // namespace adjutant::fireeffect_test
