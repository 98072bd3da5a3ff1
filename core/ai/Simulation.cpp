#include "core/ai/Simulation.h"

#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

#include "core/engine/StateHash.h"
#include "core/referee/BuiltinEngines.h"

namespace adjutant {

namespace {

/// Plays one game of the batch with this thread's own referees and engines:
/// nothing a game touches is shared with another thread but the read-only
/// scenario and ruleset.
SimulatedGame playOneGame(const SimulationSettings& settings, std::uint64_t seed,
                          const std::shared_ptr<const RefereeRegistry>& referees,
                          const EngineRegistry& engines) {
    SimulatedGame result;
    result.seed = seed;
    auto setup = std::make_shared<GameSetup>(*settings.setup);
    setup->seed = seed;
    Game game(setup, engines.rulesetStates);
    const RulesetReferee* referee = referees->forState(game.state());
    const OutOfActionTest outOfAction = [referee](const GameState& state, const Unit& unit) {
        return referee && referee->outOfAction(state, unit.id);
    };
    std::vector<std::unique_ptr<StepOrders>> givers;
    std::vector<StepOrders*> order;
    for (int side = 0; side < 2; ++side) {
        if (const StepOrdersMaker& make = settings.sides[static_cast<std::size_t>(side)]) {
            givers.push_back(make(referees, side, seed));
            order.push_back(givers.back().get());
        }
    }
    const int bounds =
        settings.bounds > 0 ? settings.bounds : settings.setup->scenario->victory.bounds;
    ObjectiveRecord record;
    const DefaultPlayReport report =
        playBounds(game, referees, order, bounds, {}, [&](const GameState& state) {
            recordObjectives(state, outOfAction, state.bound() - 1, record);
            return judgeGame(state, outOfAction, false, &record).decided;
        });
    result.error = report.error;
    result.boundsPlayed = report.boundsPlayed;
    result.outcome = judgeGame(game.state(), outOfAction, true, &record);
    result.hash = stateHash(game.state());
    result.commands = game.cursor();
    if (settings.keepJournals) {
        for (std::size_t i = 0; i < game.cursor(); ++i) {
            result.journal.push_back(game.command(i).toJson());
        }
    }
    return result;
}

}  // namespace

std::vector<SimulatedGame> simulateGames(const SimulationSettings& settings,
                                         const std::function<void(int)>& progress) {
    const int games = std::max(settings.games, 0);
    std::vector<SimulatedGame> results(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::mutex reporting;
    auto work = [&] {
        const auto referees = makeBuiltinReferees(*settings.rulesets);
        const EngineRegistry engines = makeBuiltinEngineRegistry(referees, *settings.rulesets);
        // Asked before a game is taken, so every game taken is played out.
        auto cancelled = [&] { return settings.cancel && settings.cancel->load(); };
        for (int i = 0; !cancelled() && (i = next++) < games;) {
            results[static_cast<std::size_t>(i)] = playOneGame(
                settings, settings.firstSeed + static_cast<std::uint64_t>(i), referees, engines);
            const int done = ++finished;
            if (progress) {
                const std::lock_guard<std::mutex> lock(reporting);
                progress(done);
            }
        }
    };
    const int threads = std::clamp(settings.threads, 1, std::max(games, 1));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) {
        pool.emplace_back(work);
    }
    work();
    for (std::thread& thread : pool) {
        thread.join();
    }
    // Games are taken in seed order and each one taken is played out, so
    // after a cancel the finished games are exactly the first `finished`.
    results.resize(static_cast<std::size_t>(std::min(finished.load(), games)));
    return results;
}

SeedSlice seedSlice(std::uint64_t firstSeed, int games, int index, int count) {
    const auto start = static_cast<std::int64_t>(games) * (index - 1) / count;
    const auto end = static_cast<std::int64_t>(games) * index / count;
    return {firstSeed + static_cast<std::uint64_t>(start), static_cast<int>(end - start)};
}

Proportion proportionOf(int count, int of) {
    Proportion p;
    p.count = count;
    p.of = of;
    if (of <= 0) {
        return p;
    }
    constexpr double z = 1.959964;  // 95%
    const double n = of;
    const double rate = count / n;
    const double centre = (rate + z * z / (2 * n)) / (1 + z * z / n);
    const double half =
        z * std::sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    p.rate = rate;
    p.low = std::max(0.0, centre - half);
    p.high = std::min(1.0, centre + half);
    return p;
}

SimulationStats summariseGames(const std::vector<SimulatedGame>& games) {
    SimulationStats stats;
    std::array<int, 2> wins{};
    int draws = 0;
    int decided = 0;
    int played = 0;
    double boundsToDecision = 0;
    for (const SimulatedGame& game : games) {
        ++stats.games;
        if (!game.error.empty()) {
            ++stats.failed;
            continue;
        }
        ++played;
        if (game.outcome.winner == 0 || game.outcome.winner == 1) {
            const auto winner = static_cast<std::size_t>(game.outcome.winner);
            ++wins[winner];
            ++(game.outcome.result == GameResult::Decisive ? stats.decisiveWins
                                                           : stats.marginalWins)[winner];
        } else {
            ++draws;
        }
        if (game.outcome.decided) {
            ++decided;
            boundsToDecision += game.boundsPlayed;
        }
        for (std::size_t side = 0; side < 2; ++side) {
            stats.meanFiguresLost[side] += game.outcome.armies[side].figuresLost();
            stats.meanLossFraction[side] += game.outcome.armies[side].lossFraction();
        }
    }
    for (std::size_t side = 0; side < 2; ++side) {
        stats.wins[side] = proportionOf(wins[side], played);
        if (played > 0) {
            stats.meanFiguresLost[side] /= played;
            stats.meanLossFraction[side] /= played;
        }
    }
    stats.draws = proportionOf(draws, played);
    stats.decided = proportionOf(decided, played);
    stats.meanBoundsToDecision = decided > 0 ? boundsToDecision / decided : 0.0;
    return stats;
}

}  // namespace adjutant
