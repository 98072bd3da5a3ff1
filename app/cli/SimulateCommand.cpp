// adjutant-cli simulate SCENARIO --games N [--threads T] [--json]: plays N
// games headless to a decision, each with its own seed, the computer
// commander (or the default orders) on each side, and reports who won with a
// confidence interval, the losses and how long games lasted.
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
#include "core/engine/StateHash.h"

namespace adjutant::cli {

namespace {

struct SimulateOptions {
    std::string scenario;
    int games = 100;
    int threads = 0;  // 0: one per core
    int bounds = 12;
    std::uint64_t seed = 1;
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

std::string percentText(double fraction) {
    return fmt::format("{:.1f}%", fraction * 100);
}

nlohmann::json proportionJson(const Proportion& p) {
    return {{"count", p.count}, {"of", p.of}, {"rate", p.rate}, {"low", p.low}, {"high", p.high}};
}

std::string sideLabel(const GameSetup& setup, int side, const OrderGiverChoice& giver) {
    const Side& s = setup.scenario->sides.at(static_cast<std::size_t>(side));
    const std::string who =
        giver.kind == "computer" ? fmt::format("computer, {}", giver.difficulty) : giver.kind;
    return fmt::format("{} ({})", s.name.empty() ? s.id : s.name, who);
}

int runSimulate(const SimulateOptions& options, const CliContext& context) {
    const std::optional<ScenarioSetup> loaded =
        loadScenarioSetup(options.scenario, options.seed, context);
    if (!loaded) {
        return 1;
    }
    SimulationSettings settings;
    settings.setup = loaded->setup;
    settings.games = options.games;
    settings.bounds = options.bounds;
    settings.firstSeed = options.seed;
    settings.threads = options.threads > 0
                           ? options.threads
                           : static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    std::string error;
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
    const std::vector<SimulatedGame> games = simulateGames(settings, [&](int done) {
        if (bar) {
            drawProgress(done, options.games);
        }
    });
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const SimulationStats stats = summariseGames(games);
    const std::array<OrderGiverChoice, 2> givers = {options.sideA, options.sideB};
    const GameSetup& setup = *settings.setup;

    if (context.json) {
        nlohmann::json sides = nlohmann::json::array();
        for (std::size_t side = 0; side < 2; ++side) {
            sides.push_back({{"side", setup.scenario->sides[side].id},
                             {"orders", givers[side].kind},
                             {"difficulty", givers[side].difficulty},
                             {"wins", proportionJson(stats.wins[side])},
                             {"meanFiguresLost", stats.meanFiguresLost[side]},
                             {"meanLossFraction", stats.meanLossFraction[side]}});
        }
        nlohmann::json gameList = nlohmann::json::array();
        for (const SimulatedGame& game : games) {
            nlohmann::json g = {{"seed", game.seed},
                                {"winner", game.outcome.winner},
                                {"decided", game.outcome.decided},
                                {"bounds", game.boundsPlayed},
                                {"hash", formatStateHash(game.hash)},
                                {"summary", game.outcome.summary}};
            if (!game.error.empty()) {
                g["error"] = game.error;
            }
            gameList.push_back(std::move(g));
        }
        const nlohmann::json result = {{"scenario", options.scenario},
                                       {"games", stats.games},
                                       {"failed", stats.failed},
                                       {"threads", settings.threads},
                                       {"bounds", options.bounds},
                                       {"seconds", seconds},
                                       {"sides", sides},
                                       {"draws", proportionJson(stats.draws)},
                                       {"decided", proportionJson(stats.decided)},
                                       {"meanBoundsToDecision", stats.meanBoundsToDecision},
                                       {"gameList", gameList}};
        std::cout << result.dump(2) << '\n';
    } else {
        std::cout << fmt::format(
            "{}: {} games of up to {} bounds on {} thread{} in {:.1f} s ({:.1f} games/s)\n",
            options.scenario, stats.games, options.bounds, settings.threads,
            settings.threads == 1 ? "" : "s", seconds, seconds > 0 ? stats.games / seconds : 0.0);
        for (std::size_t side = 0; side < 2; ++side) {
            const Proportion& w = stats.wins[side];
            std::cout << fmt::format(
                "  {}: won {} of {} ({}, 95% interval {} to {}); lost {:.1f} figures a game "
                "({} of its army)\n",
                sideLabel(setup, static_cast<int>(side), givers[side]), w.count, w.of,
                percentText(w.rate), percentText(w.low), percentText(w.high),
                stats.meanFiguresLost[side], percentText(stats.meanLossFraction[side]));
        }
        std::cout << fmt::format("  draws: {} ({})\n", stats.draws.count,
                                 percentText(stats.draws.rate));
        std::cout << fmt::format(
            "  decided by an army breaking: {} ({}), after {:.1f} bounds on average\n",
            stats.decided.count, percentText(stats.decided.rate), stats.meanBoundsToDecision);
        if (stats.failed > 0) {
            std::cout << fmt::format("  {} games could not be played to the end\n", stats.failed);
        }
    }
    return stats.failed == 0 ? 0 : 1;
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
    command->add_option("--bounds", options->bounds, "most bounds a game lasts (default 12)")
        ->check(CLI::Range(1, 1000));
    command->add_option("--seed", options->seed, "seed of the first game (default 1)");
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
