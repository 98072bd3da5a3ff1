// One full bound of a generated battle (two long lines of each registered
// ruleset's bench army within musket range, N units a side), resolved straight
// through the referee: the default orders and every step of the sequence of
// play. The state is copied outside the timed part, so each iteration times
// the same first bound.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include <cstdlib>
#include <iostream>

#include "bench/BenchRulesets.h"
#include "core/dice/SeededDice.h"
#include "core/referee/BoundBenchmark.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"

namespace {

using namespace adjutant;

const RulesetRegistry& rulesets() {
    return bench::builtinRulesets();
}

void boundOf(benchmark::State& run, const std::string& ruleset) {
    const BenchmarkBattleSpec spec =
        *shippedBenchmarkBattle(ruleset, static_cast<int>(run.range(0)), 3.0);
    std::string error;
    const auto setup = makeBenchmarkBattle(rulesets(), spec, error);
    if (!setup) {
        run.SkipWithError(error.c_str());
        return;
    }
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    const GameState start = GameState::initial(setup, engines.rulesetStates);
    const RulesetReferee& referee = *referees->forState(start);
    std::uint64_t seed = 1;
    // The journal and the state of the last bound are freed while the clock
    // is stopped, as the copy of the start is made: only the bound is timed.
    std::vector<std::vector<Resolution>> journal;
    std::unique_ptr<GameState> state;
    for (auto _ : run) {
        run.PauseTiming();
        journal.clear();
        state.reset();
        state = std::make_unique<GameState>(start);
        SeededDice dice(seed++);
        run.ResumeTiming();
        benchmark::DoNotOptimize(playBoundDirect(*state, referee, dice, nullptr, &journal));
    }
    run.counters["unitsPerSide"] = static_cast<double>(spec.unitsPerSide);
}

}  // namespace

int main(int argc, char** argv) {
    for (const RulesetDescriptor& ruleset : builtinRulesetDescriptors().all()) {
        benchmark::RegisterBenchmark(("BM_Bound/" + ruleset.shippedRuleset).c_str(), boundOf,
                                     ruleset.shippedRuleset)
            ->Arg(100)
            ->Arg(200)
            ->Arg(400)
            ->Arg(800)
            ->Unit(benchmark::kMillisecond);
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
