// adjutant-cli play SCENARIO --seed N --bounds K --out SAVE: plays K bounds
// headless with the referee's default orders, as commands through a Game, and
// writes the saved game as it goes; prints the final state hash, which
// `adjutant-cli replay SAVE` must reach again.
#include <fmt/format.h>

#include <cstdint>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/cli/CliCommands.h"
#include "core/engine/Game.h"
#include "core/engine/StateHash.h"
#include "core/io/SavedGameWriter.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/DefaultPlay.h"
#include "core/rules/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::cli {

namespace {

struct PlayOptions {
    std::string scenario;
    std::uint64_t seed = 1;
    int bounds = 1;
    std::string out;
};

int runPlay(const PlayOptions& options, const CliContext& context) {
    Diagnostics diagnostics;
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(context.resourceDir, loading);
    if (loading.hasErrors()) {
        std::cerr << "warning: some rulesets in " << context.resourceDir
                  << " could not be loaded:\n"
                  << loading.toString();
    }
    std::optional<Scenario> scenario = readScenarioFile(options.scenario, rulesets, diagnostics);
    if (!scenario) {
        std::cerr << diagnostics.toString();
        return 1;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = rulesets.find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = options.seed;
    if (!setup->problems().empty()) {
        for (const std::string& problem : setup->problems()) {
            std::cerr << options.scenario << ": error: " << problem << '\n';
        }
        return 1;
    }

    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    Game game(setup, engines.rulesetStates);
    std::string error;
    std::unique_ptr<SavedGameWriter> writer = SavedGameWriter::start(options.out, game, error);
    if (!writer) {
        std::cerr << options.out << ": error: " << error << '\n';
        return 1;
    }
    // Autosave after every command, as the desktop program does.
    std::string writeError;
    const DefaultPlayReport report = playDefaultBounds(game, referees, options.bounds, [&] {
        if (writeError.empty()) {
            writeError = writer->appendNewEntries(game);
        }
    });
    if (!writeError.empty()) {
        std::cerr << options.out << ": error: " << writeError << '\n';
        return 1;
    }
    if (!report.error.empty()) {
        std::cerr << options.scenario << ": error: " << report.error << '\n';
    }
    const std::string hash = formatStateHash(stateHash(game.state()));
    const bool ok = report.error.empty();

    if (context.json) {
        nlohmann::json result = {{"scenario", options.scenario},
                                 {"save", options.out},
                                 {"ok", ok},
                                 {"seed", options.seed},
                                 {"boundsPlayed", report.boundsPlayed},
                                 {"commands", report.commandsApplied},
                                 {"ordersRefused", report.ordersRefused},
                                 {"bound", game.state().bound()},
                                 {"hash", hash}};
        if (!report.error.empty()) {
            result["error"] = report.error;
        }
        std::cout << result.dump(2) << '\n';
    } else {
        std::cout << fmt::format(
            "{}: played {} bounds with seed {}: {} commands ({} default orders refused), saved "
            "to {}\nstate hash {}\n",
            options.scenario, report.boundsPlayed, options.seed, report.commandsApplied,
            report.ordersRefused, options.out, hash);
    }
    return ok ? 0 : 1;
}

}  // namespace

void addPlayCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "play",
        "Play bounds of a scenario headless with the default orders (advance to medium range, "
        "then fire), save the game and print the final state hash");
    auto options = std::make_shared<PlayOptions>();  // CLI11 keeps pointers into it
    command->add_option("scenario", options->scenario, "scenario file (*.scenario.json)")
        ->required();
    command->add_option("--seed", options->seed, "seed of the game's dice (default 1)");
    command->add_option("--bounds", options->bounds, "bounds to play (default 1)")
        ->check(CLI::Range(1, 10000));
    command->add_option("--out", options->out, "saved game to write (*.save.jsonl)")->required();
    command->add_flag("--json", context.json, "print the result as JSON");
    command->callback([options, &context] { context.exitCode = runPlay(*options, context); });
}

}  // namespace adjutant::cli
