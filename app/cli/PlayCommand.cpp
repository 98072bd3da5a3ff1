// adjutant-cli play SCENARIO [--ai both|side-a|side-b|none] --seed N --bounds K
// --out SAVE: plays K bounds headless, the computer commander giving the
// orders of the sides --ai names and the referee's default orders the others',
// as commands through a Game, and writes the saved game as it goes; prints
// the final state hash, which `adjutant-cli replay SAVE` must reach again.
#include <fmt/format.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/cli/CliCommands.h"
#include "app/cli/OrderGivers.h"
#include "app/cli/ScenarioSetup.h"
#include "core/engine/Game.h"
#include "core/engine/StateHash.h"
#include "core/io/SavedGameWriter.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/DefaultPlay.h"

namespace adjutant::cli {

namespace {

struct PlayOptions {
    std::string scenario;
    std::uint64_t seed = 1;
    int bounds = 1;
    std::string out;
    std::string ai = "none";  // which sides the computer commander plays
    std::string difficulty = "veteran";
    std::array<std::string, 2> sideDifficulty;  // each side's, over `difficulty` where set
};

/// Who gives each side's orders: the computer where --ai says, else the
/// default orders. With no computer side, one giver takes both sides' default
/// orders together, in the order games played before --ai existed used.
std::vector<std::unique_ptr<StepOrders>> orderGivers(
    const PlayOptions& options, const std::shared_ptr<const RefereeRegistry>& referees,
    std::string& error) {
    std::vector<std::unique_ptr<StepOrders>> givers;
    if (options.ai == "none") {
        givers.push_back(std::make_unique<DefaultStepOrders>(referees));
        return givers;
    }
    for (int side = 0; side < 2; ++side) {
        const bool computer = options.ai == "both" || (options.ai == "side-a" && side == 0) ||
                              (options.ai == "side-b" && side == 1);
        const std::string& level = options.sideDifficulty[static_cast<std::size_t>(side)];
        const OrderGiverChoice choice{computer ? "computer" : "default",
                                      level.empty() ? options.difficulty : level};
        const StepOrdersMaker make = orderGiverMaker(choice, error);
        if (!make) {
            return {};
        }
        givers.push_back(make(referees, side, options.seed));
    }
    return givers;
}

int runPlay(const PlayOptions& options, const CliContext& context) {
    const std::optional<ScenarioSetup> loaded =
        loadScenarioSetup(options.scenario, options.seed, context);
    if (!loaded) {
        return 1;
    }
    const std::shared_ptr<GameSetup>& setup = loaded->setup;

    const auto referees = makeBuiltinReferees(*context.rulesets);
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, *context.rulesets);
    Game game(setup, engines.rulesetStates);
    std::string error;
    // Where the scenario's own files (its map) are, relative to the saved game,
    // so a report or the window finds them when it opens the game.
    std::error_code ignored;
    const std::string scenarioFolder =
        std::filesystem::relative(std::filesystem::absolute(options.scenario).parent_path(),
                                  std::filesystem::absolute(options.out).parent_path(), ignored)
            .string();
    std::unique_ptr<SavedGameWriter> writer =
        SavedGameWriter::start(options.out, game, error, scenarioFolder);
    if (!writer) {
        std::cerr << options.out << ": error: " << error << '\n';
        return 1;
    }
    const std::vector<std::unique_ptr<StepOrders>> givers = orderGivers(options, referees, error);
    if (givers.empty()) {
        std::cerr << "error: " << error << '\n';
        return 1;
    }
    std::vector<StepOrders*> order;
    for (const auto& giver : givers) {
        order.push_back(giver.get());
    }
    // Autosave after every command, as the desktop program does.
    std::string writeError;
    const DefaultPlayReport report = playBounds(game, referees, order, options.bounds, [&] {
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
            "{}: played {} bounds with seed {}: {} commands ({} orders refused), saved "
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
        "Play bounds of a scenario headless, with the computer commander or the default orders "
        "(advance to medium range, then fire), save the game and print the final state hash");
    auto options = std::make_shared<PlayOptions>();  // CLI11 keeps pointers into it
    command->add_option("scenario", options->scenario, "scenario file (*.scenario.json)")
        ->required();
    command->add_option("--seed", options->seed, "seed of the game's dice (default 1)");
    command->add_option("--bounds", options->bounds, "bounds to play (default 1)")
        ->check(CLI::Range(1, 10000));
    command->add_option("--out", options->out, "saved game to write (*.save.jsonl)")->required();
    command
        ->add_option("--ai", options->ai,
                     "sides the computer commander plays: both, side-a, side-b or none "
                     "(default: none, the default orders for both)")
        ->check(CLI::IsMember({"both", "side-a", "side-b", "none"}));
    command->add_option("--difficulty", options->difficulty,
                        "the computer commander's judgement: novice, steady or veteran");
    command->add_option("--difficulty-a", options->sideDifficulty[0],
                        "the first side's computer commander, over --difficulty (as simulate's)");
    command->add_option("--difficulty-b", options->sideDifficulty[1],
                        "the second side's computer commander, over --difficulty");
    command->add_flag("--json", context.json, "print the result as JSON");
    command->callback([options, &context] { context.exitCode = runPlay(*options, context); });
}

}  // namespace adjutant::cli
