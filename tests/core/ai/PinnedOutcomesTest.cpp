// The outcomes of play, pinned: every shipped scenario played a few bounds
// with a fixed seed, once on the default orders and once computer against
// computer, and the bench's generated battle played one bound, must end in
// the state hash and result that tests/data/pinned-outcomes.json records. A
// change meant only to tidy or speed up the code leaves them all as they are;
// a change of the rules that shows here was either meant (then
// scripts/regenerate-test-saves writes the file again) or is a defect.
//
// With ADJUTANT_WRITE_PINNED_OUTCOMES set to a file name, the test writes what
// it played to that file instead of comparing.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/ai/Simulation.h"
#include "core/dice/SeededDice.h"
#include "core/engine/StateHash.h"
#include "core/referee/BoundBenchmark.h"
#include "core/referee/RulesetDescriptor.h"
#include "tests/core/ai/SimulationTestSupport.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

constexpr std::uint64_t kSeed = 1;
constexpr int kBounds = 4;

// The bench's battle in a ruleset, at a size that keeps the test quick.
struct PinnedBench {
    std::string ruleset;
    int unitsPerSide;
};
// A ruleset with no bench pinned yet is played at this size when the outcomes
// are written again.
constexpr int kNewBenchUnitsPerSide = 100;

std::string pinnedFile() {
    return std::string(testDataDir()) + "/pinned-outcomes.json";
}

StepOrdersMaker computerMaker() {
    return [](const std::shared_ptr<const RefereeRegistry>& referees, int side,
              std::uint64_t seed) -> std::unique_ptr<StepOrders> {
        return std::make_unique<ComputerCommander>(referees, side,
                                                   CommanderSettings{Difficulty::Veteran, seed});
    };
}

/// One game of `scenario` as the test plays it, and what it came to.
json playScenario(const std::string& scenario, const std::string& orders) {
    SimulationSettings settings = defaultOrdersBatch(scenario, 1, 1, kBounds, kSeed);
    if (orders == "computer") {
        settings.sides = {computerMaker(), computerMaker()};
    }
    const std::vector<SimulatedGame> played = simulateGames(settings);
    if (played.size() != 1) {
        return {{"error", "the game was not played"}};
    }
    const SimulatedGame& game = played[0];
    return {{"scenario", scenario},
            {"orders", orders},
            {"seed", kSeed},
            {"bounds", kBounds},
            {"boundsPlayed", game.boundsPlayed},
            {"commands", game.commands},
            {"hash", formatStateHash(game.hash)},
            {"winner", game.outcome.winner},
            {"result", std::string(gameResultWord(game.outcome.result))},
            {"decided", game.outcome.decided},
            {"summary", game.outcome.summary},
            {"error", game.error}};
}

/// One bound of the bench's battle, as `adjutant-cli bench` plays its first run.
json playBench(const PinnedBench& bench) {
    const std::optional<BenchmarkBattleSpec> spec =
        shippedBenchmarkBattle(bench.ruleset, bench.unitsPerSide, 3.0);
    if (!spec) {
        return {{"error", "no bench battle"}};
    }
    std::string error;
    const auto setup = makeBenchmarkBattle(builtinRulesets(), *spec, error);
    if (!setup) {
        return {{"error", error}};
    }
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    GameState state = GameState::initial(setup, engines.rulesetStates);
    SeededDice dice(kSeed);
    const std::size_t resolutions = playBoundDirect(state, *referees->forState(state), dice);
    return {{"ruleset", bench.ruleset},
            {"unitsPerSide", bench.unitsPerSide},
            {"seed", kSeed},
            {"resolutions", resolutions},
            {"hash", formatStateHash(stateHash(state))}};
}

/// The bench's battle of every registered ruleset at each size the pinned file
/// holds for it (Tricorne's at the bench's default of 200 a side, the others'
/// at 100), or at kNewBenchUnitsPerSide for a ruleset it holds none for.
std::vector<PinnedBench> benchesToPlay(const json& pinned) {
    std::vector<PinnedBench> benches;
    for (const RulesetDescriptor& ruleset : builtinRulesetDescriptors().all()) {
        bool found = false;
        for (const json& entry : pinned.value("bench", json::array())) {
            if (entry.value("ruleset", "") == ruleset.shippedRuleset) {
                benches.push_back({ruleset.shippedRuleset, entry.value("unitsPerSide", 0)});
                found = true;
            }
        }
        if (!found) {
            benches.push_back({ruleset.shippedRuleset, kNewBenchUnitsPerSide});
        }
    }
    return benches;
}

json playEverything(const json& pinned) {
    json games = json::array();
    for (const std::string& scenario : everyShippedScenario()) {
        for (const char* orders : {"default", "computer"}) {
            games.push_back(playScenario(scenario, orders));
        }
    }
    json benches = json::array();
    for (const PinnedBench& bench : benchesToPlay(pinned)) {
        benches.push_back(playBench(bench));
    }
    return {{"games", games}, {"bench", benches}};
}

/// The pinned entry of `list` whose `keys` agree with `played`'s.
const json* findPinned(const json& list, const json& played,
                       std::initializer_list<const char*> keys) {
    for (const json& entry : list) {
        if (std::all_of(keys.begin(), keys.end(), [&](const char* key) {
                return entry.contains(key) && entry[key] == played[key];
            })) {
            return &entry;
        }
    }
    return nullptr;
}

void expectAsPinned(const json& pinned, const json& played, const std::string& what) {
    for (const auto& [key, value] : played.items()) {
        EXPECT_EQ(pinned.value(key, json()), value)
            << what << ": \"" << key
            << "\" differs from tests/data/pinned-outcomes.json (if the change of play is "
               "meant, run scripts/regenerate-test-saves)";
    }
}

TEST(PinnedOutcomesTest, EveryShippedScenarioAndTheBenchEndAsPinned) {
    std::ifstream in(pinnedFile());
    const json read = in ? json::parse(in, nullptr, false) : json();
    const json pinned = read.is_object() ? read : json::object();
    const json played = playEverything(pinned);
    if (const char* out = std::getenv("ADJUTANT_WRITE_PINNED_OUTCOMES"); out && *out) {
        std::ofstream(out) << played.dump(2) << '\n';
        GTEST_SKIP() << "wrote the outcomes played to " << out;
    }
    ASSERT_TRUE(in) << "cannot read " << pinnedFile();
    ASSERT_TRUE(read.is_object()) << pinnedFile() << " is not a JSON object";

    ASSERT_GE(played["games"].size(), 14U);  // seven shipped scenarios, two ways each
    for (const json& game : played["games"]) {
        const std::string what = "scenario " + game["scenario"].get<std::string>() + " (" +
                                 game["orders"].get<std::string>() + " orders, seed " +
                                 std::to_string(kSeed) + ", " + std::to_string(kBounds) +
                                 " bounds)";
        EXPECT_EQ(game["error"], "") << what;
        const json* entry = findPinned(pinned["games"], game, {"scenario", "orders"});
        if (!entry) {
            ADD_FAILURE() << what << " has no pinned outcome: run scripts/regenerate-test-saves";
            continue;
        }
        expectAsPinned(*entry, game, what);
    }
    for (const json& bench : played["bench"]) {
        const std::string what = "the bench's battle in " + bench["ruleset"].get<std::string>() +
                                 ", " + std::to_string(bench["unitsPerSide"].get<int>()) +
                                 " units a side";
        const json* entry = findPinned(pinned["bench"], bench, {"ruleset", "unitsPerSide"});
        if (!entry) {
            ADD_FAILURE() << what << " has no pinned outcome: run scripts/regenerate-test-saves";
            continue;
        }
        expectAsPinned(*entry, bench, what);
    }
}

}  // namespace
}  // namespace adjutant::testing
