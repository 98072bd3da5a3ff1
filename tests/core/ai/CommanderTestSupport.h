#pragma once

// Games for the computer commander's tests: the shipped tutorial or a world
// built in code, played step by step with a commander for each side and the
// steps resolved through ResolveStepCommand, as `play` does.

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/engine/Game.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/TricorneTestWorld.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

class CommanderTest : public ::testing::Test {
  protected:
    Scenario tutorialScenario() {
        Diagnostics diagnostics;
        auto scenario = readScenarioFile(
            std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json",
            builtinRulesets(), diagnostics);
        EXPECT_TRUE(scenario) << diagnostics.toString();
        return scenario ? *scenario : Scenario{};
    }

    std::unique_ptr<Game> gameOf(const Scenario& scenario, std::uint64_t seed) {
        auto setup = std::make_shared<GameSetup>();
        setup->ruleset = builtinRulesets().find(scenario.ruleset);
        setup->scenario = std::make_shared<const Scenario>(scenario);
        setup->seed = seed;
        EXPECT_TRUE(setup->problems().empty());
        return std::make_unique<Game>(setup, engines.rulesetStates);
    }

    /// Every step until `bounds` more bounds are over: each commander gives
    /// its orders, then the step is resolved.
    void play(Game& game, std::vector<ComputerCommander>& commanders, int bounds) {
        const int last = game.state().bound() + bounds - 1;
        while (game.state().bound() <= last) {
            for (ComputerCommander& commander : commanders) {
                commander.giveOrders(game);
            }
            const GameChange change = game.apply(std::make_unique<ResolveStepCommand>(referees));
            ASSERT_TRUE(change.accepted()) << change.reason;
        }
    }

    /// Resolves steps, with no orders, until the game is at step `id`.
    void resolveUntil(Game& game, const std::string& id) {
        for (int guard = 0; guard < 40; ++guard) {
            const SequenceStep* step = game.state().currentStep();
            ASSERT_NE(step, nullptr);
            if (step->id == id) {
                return;
            }
            ASSERT_TRUE(game.apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
        }
        FAIL() << "never reached step " << id;
    }

    std::vector<ComputerCommander> bothSides(CommanderSettings a, CommanderSettings b) {
        std::vector<ComputerCommander> commanders;
        commanders.emplace_back(referees, 0, a);
        commanders.emplace_back(referees, 1, b);
        return commanders;
    }

    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);
};

}  // namespace adjutant::testing
