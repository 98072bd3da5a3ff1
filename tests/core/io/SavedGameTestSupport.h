#pragma once

// Shared by the saved-game tests: the shipped rulesets and tutorial scenario,
// and a short game played on it that uses every core command, undo and redo.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/engine/EngineRegistry.h"
#include "core/engine/Game.h"
#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/engine/commands/ChangeFormationCommand.h"
#include "core/engine/commands/EditUnitCommand.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "core/engine/commands/RollDiceCommand.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

class SavedGameTestBase : public ::testing::Test {
  protected:
    void SetUp() override {
        Diagnostics diagnostics;
        rulesets = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
        auto scenario = readScenarioFile(
            std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json",
            rulesets, diagnostics);
        ASSERT_TRUE(scenario) << diagnostics.toString();
        auto made = std::make_shared<GameSetup>();
        made->scenario = std::make_shared<const Scenario>(std::move(*scenario));
        made->ruleset = rulesets.find("tricorne");
        ASSERT_NE(made->ruleset, nullptr);
        made->seed = 1757;
        setup = made;
    }

    std::unique_ptr<Game> newGame() const {
        return std::make_unique<Game>(setup, engines.rulesetStates);
    }

    /// A few minutes of play: a drag in three steps, a formation change, dice,
    /// the sequence advanced, an edit undone, an undo redone.
    std::unique_ptr<Game> playShortGame() const {
        auto game = newGame();
        const auto apply = [&](std::unique_ptr<Command> command) {
            const std::string what = command->describe();
            EXPECT_TRUE(game->apply(std::move(command)).accepted()) << what;
        };
        apply(std::make_unique<RollDiceCommand>("initiative", 2));
        for (int step = 1; step <= 3; ++step) {
            apply(std::make_unique<MoveUnitCommand>("pr-ir18-1", Pose{{30, 40.0 - step}, 0}, 1));
        }
        apply(std::make_unique<ChangeFormationCommand>("pr-ir18-2", Formation::ColumnOfRoute));
        apply(std::make_unique<AdvanceStepCommand>());
        apply(std::make_unique<EditUnitCommand>("au-ir-1", EditUnitCommand::Changes{10, {}, {}}));
        game->undo();
        apply(std::make_unique<RollDiceCommand>("morale: IR 18", 2));
        game->undo();
        game->redo();
        apply(std::make_unique<AdvanceStepCommand>());
        return game;
    }

    RulesetRegistry rulesets;
    EngineRegistry engines = makeCoreEngineRegistry();
    std::shared_ptr<const GameSetup> setup;
};

}  // namespace adjutant::testing
