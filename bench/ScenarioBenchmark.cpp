// Timings of the shipped scenarios (never run by the tests):
//   adjutant_bench --benchmark_filter=Games       games a second, computer against
//                                                 computer at the middle level, one thread
//   adjutant_bench --benchmark_filter=LargeBattle the large battle: reading it and
//                                                 setting up the game, resolving each
//                                                 step of its first bounds, and the
//                                                 computer's orders for one side in one
//                                                 bound at the highest level
//   adjutant_bench --benchmark_filter=Stacked     a bound of a shipped scenario with
//                                                 every unit stacked on one spot,
//                                                 the computer giving both sides'
//                                                 orders (docs/performance.md)
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "bench/BenchRulesets.h"
#include "core/ai/ComputerCommander.h"
#include "core/ai/Simulation.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/support/TestPaths.h"

namespace {

using namespace adjutant;

const std::vector<std::string> kScenarios = {
    "tricorne-tutorial",    "mollwitz-1741",  "princes-tutorial", "cowpens-1781",
    "fire-effect-tutorial", "st-privat-1870", "leuthen-1757"};
constexpr std::size_t kLargeBattle = 6;

std::shared_ptr<GameSetup> loadSetup(const std::string& name, std::string& error) {
    Diagnostics diagnostics;
    const std::string path =
        std::string(adjutant::testResourceDir()) + "/scenarios/" + name + ".scenario.json";
    std::optional<Scenario> scenario =
        readScenarioFile(path, bench::builtinRulesets(), diagnostics);
    if (!scenario) {
        error = diagnostics.toString();
        return nullptr;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = bench::builtinRulesets().find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = 1;
    return setup;
}

StepOrdersMaker computer(Difficulty difficulty) {
    return [difficulty](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                        std::uint64_t seed) -> std::unique_ptr<StepOrders> {
        return std::make_unique<ComputerCommander>(referees, side,
                                                   CommanderSettings{difficulty, seed});
    };
}

// Games a second on one thread: each iteration plays `kGames` whole games to
// their end by the scenario's victory conditions, both sides the computer at
// the middle level (steady), seeds 1 to kGames.
void BM_Games(benchmark::State& run) {
    constexpr int kGames = 10;
    const std::string& name = kScenarios.at(static_cast<std::size_t>(run.range(0)));
    std::string error;
    const auto setup = loadSetup(name, error);
    if (!setup) {
        run.SkipWithError(error.c_str());
        return;
    }
    run.SetLabel(name);
    SimulationSettings settings;
    settings.setup = setup;
    settings.games = kGames;
    settings.threads = 1;
    settings.sides = {computer(Difficulty::Steady), computer(Difficulty::Steady)};
    for (auto _ : run) {
        benchmark::DoNotOptimize(simulateGames(settings));
    }
    run.counters["games/s"] =
        benchmark::Counter(static_cast<double>(kGames) * static_cast<double>(run.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Games)->DenseRange(0, 5)->Unit(benchmark::kSecond)->Iterations(2);

// Reading the large battle's file and setting up its game (the core's share of
// opening it; the window's is adjutant_ui_bench's BM_OpenLargeBattle).
void BM_LargeBattleOpen(benchmark::State& run) {
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    for (auto _ : run) {
        std::string error;
        const auto setup = loadSetup(kScenarios[kLargeBattle], error);
        if (!setup) {
            run.SkipWithError(error.c_str());
            return;
        }
        Game game(setup, engines.rulesetStates);
        benchmark::DoNotOptimize(game.state().units().size());
    }
}
BENCHMARK(BM_LargeBattleOpen)->Unit(benchmark::kMillisecond);

// The processor time of this thread, in seconds: on a shared machine the wall
// clock counts the neighbours' work too.
double threadSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Plays the large battle's first `bounds` bounds (all twelve: the first melees
// come in the fourth), both sides the computer at
// the highest level (veteran), timing each step's resolution and each side's
// orders in processor time: reports the slowest step, and the slowest side's
// orders for a whole bound (summed over its steps).
void BM_LargeBattleBound(benchmark::State& run) {
    const int bounds = static_cast<int>(run.range(0));
    std::string error;
    const auto setup = loadSetup(kScenarios[kLargeBattle], error);
    if (!setup) {
        run.SkipWithError(error.c_str());
        return;
    }
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    double slowestStep = 0, slowestOrders = 0;
    std::uint64_t seed = 1;
    for (auto _ : run) {
        Game game(setup, engines.rulesetStates);
        std::array<ComputerCommander, 2> sides = {
            ComputerCommander(referees, 0, {Difficulty::Veteran, seed}),
            ComputerCommander(referees, 1, {Difficulty::Veteran, seed})};
        ++seed;
        const int last = game.state().bound() + bounds - 1;
        std::array<double, 2> ordersThisBound{};
        while (game.state().bound() <= last) {
            const int bound = game.state().bound();
            for (std::size_t side = 0; side < 2; ++side) {
                const double started = threadSeconds();
                sides[side].giveOrders(game);
                ordersThisBound[side] += threadSeconds() - started;
            }
            const double started = threadSeconds();
            if (game.apply(std::make_unique<ResolveStepCommand>(referees)).kind ==
                GameChange::Kind::Refused) {
                run.SkipWithError("a step could not be resolved");
                return;
            }
            slowestStep = std::max(slowestStep, threadSeconds() - started);
            if (game.state().bound() != bound) {
                slowestOrders = std::max({slowestOrders, ordersThisBound[0], ordersThisBound[1]});
                ordersThisBound = {};
            }
        }
    }
    run.counters["slowestStep_s"] = slowestStep;
    run.counters["slowestSideOrdersPerBound_s"] = slowestOrders;
    run.counters["units"] = static_cast<double>(setup->scenario->units.size());
}
BENCHMARK(BM_LargeBattleBound)->Arg(12)->Unit(benchmark::kSecond)->Iterations(1);

// Every unit of the scenario on its first unit's spot, each side facing the
// other: `validate` warns about such a file, but the computer's orders must
// stay about as cheap as on the table as the scenario sets it out.
void BM_StackedBound(benchmark::State& run) {
    std::string error;
    const auto shipped = loadSetup(kScenarios[static_cast<std::size_t>(run.range(0))], error);
    if (!shipped) {
        run.SkipWithError(error.c_str());
        return;
    }
    Scenario stacked = *shipped->scenario;
    const Pose spot = stacked.units.front().pose;
    for (Unit& unit : stacked.units) {
        unit.pose = spot;
        if (unit.side != stacked.units.front().side) {
            unit.pose.facingDegrees = std::fmod(spot.facingDegrees + 180, 360);
        }
    }
    auto setup = std::make_shared<GameSetup>(*shipped);
    setup->scenario = std::make_shared<const Scenario>(std::move(stacked));
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    for (auto _ : run) {
        Game game(setup, engines.rulesetStates);
        std::array<ComputerCommander, 2> sides = {
            ComputerCommander(referees, 0, {Difficulty::Steady, 1}),
            ComputerCommander(referees, 1, {Difficulty::Steady, 1})};
        const int bound = game.state().bound();
        while (game.state().bound() == bound) {
            sides[0].giveOrders(game);
            sides[1].giveOrders(game);
            if (game.apply(std::make_unique<ResolveStepCommand>(referees)).kind ==
                GameChange::Kind::Refused) {
                run.SkipWithError("a step could not be resolved");
                return;
            }
        }
    }
    run.counters["units"] = static_cast<double>(setup->scenario->units.size());
}
// The tutorials of the three rulesets and St. Privat (47 units).
BENCHMARK(BM_StackedBound)->Arg(0)->Arg(2)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

}  // namespace
