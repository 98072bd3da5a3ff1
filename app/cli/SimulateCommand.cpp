// adjutant-cli simulate SCENARIO --games N [--threads T] [--json] [--shard K/N]:
// plays N games headless to a decision, each with its own seed, the computer
// commander (or the default orders) on each side, and reports who won by the
// scenario's victory conditions with a confidence interval, the losses and how
// long games lasted; or plays one slice of the seeds and writes its results.
#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "app/cli/CliCommands.h"
#include "app/cli/OrderGivers.h"
#include "app/cli/ScenarioSetup.h"
#include "app/cli/SimulationReport.h"
#include "core/ai/SimulationRun.h"
#include "core/json/JsonFile.h"

namespace adjutant::cli {

namespace {

struct SimulateOptions {
    std::string scenario;
    int games = 100;
    int threads = 0;  // 0: one per core
    int bounds = 0;   // 0: the scenario's last bound
    std::uint64_t seed = 1;
    std::string shard;   // "K/N", or empty for every game
    std::string output;  // the slice's results go to this file, or standard output
    OrderGiverChoice sideA, sideB;
};

/// A one-line bar on the terminal, redrawn in place; nothing when standard
/// error is not a terminal (a log or a pipe gets only the result).
void drawProgress(int done, int total) {
    constexpr int kWidth = 40;
    const int filled = total > 0 ? done * kWidth / total : kWidth;
    std::fprintf(stderr, "\r[%s%s] %d/%d games",
                 std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(kWidth - filled), '.').c_str(), done, total);
    if (done == total) {
        std::fputc('\n', stderr);
    }
    std::fflush(stderr);
}

/// "K/N" with 1 <= K <= N, or an error.
bool parseShard(const std::string& text, int& index, int& count, std::string& error) {
    const auto slash = text.find('/');
    try {
        if (slash != std::string::npos) {
            std::size_t used = 0;
            index = std::stoi(text.substr(0, slash), &used);
            const bool wholeIndex = used == slash;
            count = std::stoi(text.substr(slash + 1), &used);
            if (wholeIndex && used == text.size() - slash - 1 && count >= 1 && index >= 1 &&
                index <= count) {
                return true;
            }
        }
    } catch (const std::exception&) {
    }
    error = fmt::format("--shard \"{}\": expected K/N, the K-th of N slices (1 <= K <= N)", text);
    return false;
}

int runSimulate(const SimulateOptions& options, const CliContext& context) {
    SimulationRun run;
    std::string error;
    if (!options.shard.empty() &&
        !parseShard(options.shard, run.shardIndex, run.shardCount, error)) {
        std::cerr << "error: " << error << '\n';
        return 1;
    }
    const std::optional<ScenarioSetup> loaded =
        loadScenarioSetup(options.scenario, options.seed, context);
    if (!loaded) {
        return 1;
    }
    const GameSetup& setup = *loaded->setup;
    run.scenario = options.scenario;
    run.firstSeed = options.seed;
    run.games = options.games;
    run.bounds = options.bounds > 0 ? options.bounds : setup.scenario->victory.bounds;
    const std::array<OrderGiverChoice, 2> givers = {options.sideA, options.sideB};
    for (std::size_t side = 0; side < 2; ++side) {
        run.sideIds[side] = setup.scenario->sides.at(side).id;
        run.sideNames[side] = setup.scenario->sides.at(side).name;
        run.orders[side] = givers[side].kind;
        run.difficulties[side] = givers[side].kind == "computer" ? givers[side].difficulty : "";
    }
    const SeedSlice slice = seedSlice(options.seed, options.games, run.shardIndex, run.shardCount);
    SimulationSettings settings;
    settings.rulesets = context.rulesets;
    settings.setup = loaded->setup;
    settings.games = slice.games;
    settings.bounds = run.bounds;
    settings.firstSeed = slice.firstSeed;
    settings.threads = options.threads > 0
                           ? options.threads
                           : static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    settings.sides[0] = orderGiverMaker(options.sideA, error);
    if (settings.sides[0]) {
        settings.sides[1] = orderGiverMaker(options.sideB, error);
    }
    if (!error.empty()) {
        std::cerr << "error: " << error << '\n';
        return 1;
    }
    const bool bar = isatty(STDERR_FILENO) != 0;
    const auto started = std::chrono::steady_clock::now();
    run.results = simulateGames(settings, [&](int done) {
        if (bar) {
            drawProgress(done, settings.games);
        }
    });
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    run.threads = settings.threads;
    const bool failed = std::any_of(run.results.begin(), run.results.end(),
                                    [](const SimulatedGame& game) { return !game.error.empty(); });
    if (!options.shard.empty()) {
        const std::string text = simulationRunToJson(run).dump(1) + "\n";
        if (options.output.empty()) {
            std::cout << text;
        } else if (const std::string problem = writeFileAtomically(options.output, text);
                   !problem.empty()) {
            std::cerr << "error: " << problem << '\n';
            return 1;
        }
        return failed ? 1 : 0;
    }
    printSimulationReport(run, context.json, std::cout);
    return failed ? 1 : 0;
}

}  // namespace

void addSimulateCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "simulate",
        "Play many games headless to a decision, each with its own seed, and report win rates "
        "with 95% intervals, losses and bounds to decision");
    auto options = std::make_shared<SimulateOptions>();  // CLI11 keeps pointers into it
    command->add_option("scenario", options->scenario, "scenario file (*.scenario.json)")
        ->required();
    command->add_option("--games", options->games, "games to play (default 100)")
        ->check(CLI::Range(1, 1000000));
    command->add_option("--threads", options->threads, "threads to play on (default: one per core)")
        ->check(CLI::Range(1, 256));
    command
        ->add_option("--bounds", options->bounds,
                     "most bounds a game lasts (default: the scenario's last bound)")
        ->check(CLI::Range(1, 1000));
    command->add_option("--seed", options->seed, "seed of the first game (default 1)");
    command->add_option("--shard", options->shard,
                        "K/N: play only the K-th of N disjoint slices of the games and write its "
                        "results as JSON, for merge-results");
    command->add_option("--output", options->output,
                        "with --shard: the file to write the results to (default: standard "
                        "output)");
    command->add_option("--side-a", options->sideA.kind,
                        "who gives the first side's orders: computer (default) or default");
    command->add_option("--side-b", options->sideB.kind,
                        "who gives the second side's orders: computer (default) or default");
    command->add_option("--difficulty-a", options->sideA.difficulty,
                        "the first side's computer commander: novice, steady or veteran");
    command->add_option("--difficulty-b", options->sideB.difficulty,
                        "the second side's computer commander: novice, steady or veteran");
    command->add_flag("--json", context.json, "print the result as JSON");
    command->callback([options, &context] { context.exitCode = runSimulate(*options, context); });
}

}  // namespace adjutant::cli
