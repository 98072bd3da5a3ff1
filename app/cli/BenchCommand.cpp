// adjutant-cli bench [--ruleset ID] [--units N]: times one full bound of a
// generated battle (two long lines of N line infantry battalions a side, within
// musket range) and reports the median over repeated runs. A measurement, never
// a test.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/CliCommands.h"
#include "core/dice/SeededDice.h"
#include "core/engine/StateHash.h"
#include "core/referee/BoundBenchmark.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::cli {

namespace {

// The rulesets a bench can time, as "a, b or c".
std::string benchRulesets(const RulesetDescriptors& rulesets) {
    std::string list;
    const auto& all = rulesets.all();
    for (std::size_t i = 0; i < all.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i].shippedRuleset;
    }
    return list;
}

struct BenchOptions {
    std::string ruleset;  // the first registered ruleset unless told
    int units = 200;
    int runs = 15;
    double gap = 3.0;
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

int runBench(const BenchOptions& options, const CliContext& context) {
    Diagnostics loading;
    const RulesetRegistry rulesets =
        loadBuiltinRulesets(context.resourceDir, loading, {}, *context.rulesets);
    const std::optional<BenchmarkBattleSpec> spec =
        shippedBenchmarkBattle(options.ruleset, options.units, options.gap, *context.rulesets);
    if (!spec) {
        std::cerr << "bench: error: no battle to time for ruleset \"" << options.ruleset
                  << "\" (expected " << benchRulesets(*context.rulesets) << ")\n";
        return 1;
    }
    std::string error;
    const auto setup = makeBenchmarkBattle(rulesets, *spec, error);
    if (!setup) {
        std::cerr << "bench: error: " << error << '\n' << loading.toString();
        return 1;
    }
    const auto referees = makeBuiltinReferees(*context.rulesets);
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees, *context.rulesets);
    const GameState start = GameState::initial(setup, engines.rulesetStates);
    const RulesetReferee* referee = referees->forState(start);
    if (!referee) {
        std::cerr << "bench: error: the ruleset has no referee\n";
        return 1;
    }

    std::vector<double> millis;
    std::vector<double> refereeMillis;  // without the time spent choosing orders
    std::size_t resolutions = 0;
    int figuresLost = 0;
    // The state after the first run (seed 1), whatever --runs is: a change
    // meant only to speed the referee up must leave it bit-identical.
    std::string endStateHash;
    for (int run = 0; run < options.runs; ++run) {
        GameState state = start;  // copied outside the timed part
        SeededDice dice(static_cast<std::uint64_t>(run) + 1);
        // Kept as a game's journal keeps them, and freed outside the timed part.
        std::vector<std::vector<Resolution>> journal;
        const auto begin = std::chrono::steady_clock::now();
        BoundTiming timing;
        resolutions = playBoundDirect(state, *referee, dice, &timing, &journal);
        const auto end = std::chrono::steady_clock::now();
        millis.push_back(std::chrono::duration<double, std::milli>(end - begin).count());
        refereeMillis.push_back(millis.back() - timing.choosingOrdersMs);
        if (run == 0) {
            endStateHash = formatStateHash(stateHash(state));
        }
        figuresLost = 0;
        for (std::size_t i = 0; i < state.units().size(); ++i) {
            figuresLost += start.units()[i].figures - state.units()[i].figures;
        }
    }
    const double med = median(millis);
    const double best = *std::min_element(millis.begin(), millis.end());
    const double refereeMedian = median(refereeMillis);
    if (context.json) {
        std::cout << nlohmann::json{{"ruleset", options.ruleset},
                                    {"unitsPerSide", options.units},
                                    {"runs", options.runs},
                                    {"medianMs", med},
                                    {"minMs", best},
                                    {"refereeMedianMs", refereeMedian},
                                    {"resolutions", resolutions},
                                    {"figuresLost", figuresLost},
                                    {"endStateHash", endStateHash}}
                         .dump(2)
                  << '\n';
    } else {
        std::cout << fmt::format(
            "{}: one bound, {} units a side: median {:.2f} ms, best {:.2f} ms over {} runs ({} "
            "resolutions, {} figures lost); the referee's part (all but choosing the default "
            "orders): median {:.2f} ms; end state hash {}\n",
            options.ruleset, options.units, med, best, options.runs, resolutions, figuresLost,
            refereeMedian, endStateHash);
    }
    return 0;
}

}  // namespace

void addBenchCommand(CLI::App& app, CliContext& context) {
    CLI::App* command = app.add_subcommand(
        "bench",
        "Time one full bound (default orders, every step) of a generated battle of two long "
        "lines within musket range; print the median over repeated runs");
    auto options = std::make_shared<BenchOptions>();  // CLI11 keeps pointers into it
    options->ruleset = context.rulesets->all().front().shippedRuleset;
    command->add_option("--ruleset", options->ruleset,
                        "the ruleset whose bound is timed: " + benchRulesets(*context.rulesets) +
                            " (default " + options->ruleset + ")");
    command->add_option("--units", options->units, "units a side (default 200)")
        ->check(CLI::Range(1, 5000));
    command->add_option("--runs", options->runs, "bounds timed (default 15)")
        ->check(CLI::Range(1, 1000));
    command->add_option("--gap", options->gap, "inches between the lines (default 3)")
        ->check(CLI::Range(0.5, 20.0));
    command->add_flag("--json", context.json, "print the figures as JSON");
    command->callback([options, &context] { context.exitCode = runBench(*options, context); });
}

}  // namespace adjutant::cli
