#include "app/cli/SimulationReport.h"

#include <fmt/format.h>

#include "core/engine/StateHash.h"

namespace adjutant::cli {

namespace {

using nlohmann::json;

std::string percentText(double fraction) {
    return fmt::format("{:.1f}%", fraction * 100);
}

json proportionJson(const Proportion& p) {
    return {{"count", p.count}, {"of", p.of}, {"rate", p.rate}, {"low", p.low}, {"high", p.high}};
}

std::string sideLabel(const SimulationRun& run, std::size_t side) {
    const std::string who = run.orders[side] == "computer"
                                ? fmt::format("computer, {}", run.difficulties[side])
                                : run.orders[side];
    const std::string& name = run.sideNames[side].empty() ? run.sideIds[side] : run.sideNames[side];
    return fmt::format("{} ({})", name, who);
}

void printJson(const SimulationRun& run, const SimulationStats& stats, std::ostream& out) {
    json sides = json::array();
    for (std::size_t side = 0; side < 2; ++side) {
        sides.push_back({{"side", run.sideIds[side]},
                         {"orders", run.orders[side]},
                         {"difficulty", run.difficulties[side]},
                         {"wins", proportionJson(stats.wins[side])},
                         {"decisiveWins", stats.decisiveWins[side]},
                         {"marginalWins", stats.marginalWins[side]},
                         {"meanFiguresLost", stats.meanFiguresLost[side]},
                         {"meanLossFraction", stats.meanLossFraction[side]}});
    }
    json gameList = json::array();
    for (const SimulatedGame& game : run.results) {
        json g = {{"seed", game.seed},
                  {"winner", game.outcome.winner},
                  {"result", std::string(gameResultWord(game.outcome.result))},
                  {"decided", game.outcome.decided},
                  {"bounds", game.boundsPlayed},
                  {"hash", formatStateHash(game.hash)},
                  {"summary", game.outcome.summary}};
        if (!game.error.empty()) {
            g["error"] = game.error;
        }
        gameList.push_back(std::move(g));
    }
    const json result = {{"scenario", run.scenario},
                         {"games", stats.games},
                         {"failed", stats.failed},
                         {"bounds", run.bounds},
                         {"firstSeed", run.firstSeed},
                         {"sides", sides},
                         {"draws", proportionJson(stats.draws)},
                         {"decided", proportionJson(stats.decided)},
                         {"meanBoundsToDecision", stats.meanBoundsToDecision},
                         {"timing", {{"seconds", run.seconds}, {"threads", run.threads}}},
                         {"gameList", gameList}};
    out << result.dump(2) << '\n';
}

void printText(const SimulationRun& run, const SimulationStats& stats, std::ostream& out) {
    out << fmt::format("{}: {} games of up to {} bounds, seeds {} to {}\n", run.scenario,
                       stats.games, run.bounds, run.firstSeed,
                       run.firstSeed + static_cast<std::uint64_t>(std::max(stats.games, 1)) - 1);
    for (std::size_t side = 0; side < 2; ++side) {
        const Proportion& w = stats.wins[side];
        out << fmt::format(
            "  {}: won {} of {} ({}, 95% interval {} to {}; {} decisive, {} marginal); lost "
            "{:.1f} figures a game ({} of its army)\n",
            sideLabel(run, side), w.count, w.of, percentText(w.rate), percentText(w.low),
            percentText(w.high), stats.decisiveWins[side], stats.marginalWins[side],
            stats.meanFiguresLost[side], percentText(stats.meanLossFraction[side]));
    }
    out << fmt::format("  draws: {} ({})\n", stats.draws.count, percentText(stats.draws.rate));
    out << fmt::format("  decided by an army breaking: {} ({}), after {:.1f} bounds on average\n",
                       stats.decided.count, percentText(stats.decided.rate),
                       stats.meanBoundsToDecision);
    if (stats.failed > 0) {
        out << fmt::format("  {} games could not be played to the end\n", stats.failed);
    }
    out << fmt::format("  played in {:.1f} s on {} thread{} ({:.1f} games/s)\n", run.seconds,
                       run.threads, run.threads == 1 ? "" : "s",
                       run.seconds > 0 ? stats.games / run.seconds : 0.0);
}

}  // namespace

void printSimulationReport(const SimulationRun& run, bool json, std::ostream& out) {
    const SimulationStats stats = summariseGames(run.results);
    if (json) {
        printJson(run, stats, out);
    } else {
        printText(run, stats, out);
    }
}

}  // namespace adjutant::cli
