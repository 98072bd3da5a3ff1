#pragma once

// Helpers for the whole-bound tests: a Game on a TricorneTestWorld with the
// builtin engines, and the step commands applied with scripted dice.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/Game.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

/// The program's referees and engine registry, shared by a test's games.
struct BuiltinEngineFixture {
    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);

    std::unique_ptr<Game> startGame(TricorneTestWorld& world, std::uint64_t seed = 1) {
        const GameState initial = world.start(seed);
        return std::make_unique<Game>(initial.sharedSetup(), engines.rulesetStates);
    }

    /// Resolves the current step with `dice`; fails the test if it was refused.
    const ResolveStepCommand& resolve(Game& game, ScriptedDice& dice) {
        const GameChange change = game.apply(std::make_unique<ResolveStepCommand>(referees), &dice);
        EXPECT_TRUE(change.accepted()) << change.reason;
        return dynamic_cast<const ResolveStepCommand&>(game.command(game.cursor() - 1));
    }

    /// Resolves steps until the game is at `stepId` (of this or the next bound).
    void resolveUntil(Game& game, const std::string& stepId, ScriptedDice& dice) {
        for (int guard = 0; guard < 32 && game.state().currentStep()->id != stepId; ++guard) {
            resolve(game, dice);
        }
        ASSERT_EQ(game.state().currentStep()->id, stepId);
    }

    GameChange fireOrder(Game& game, const std::string& firer, const std::string& target) {
        return game.apply(std::make_unique<FireOrderCommand>(referees, firer, target));
    }
};

}  // namespace adjutant::testing
