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
#include "tests/core/ai/SimulationTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {
namespace {

using nlohmann::json;

constexpr std::uint64_t kSeed = 1;
constexpr int kBounds = 4;

// The bench's battle in each ruleset, at a size that keeps the test quick.
struct PinnedBench {
    const char* ruleset;
    int unitsPerSide;
};
constexpr PinnedBench kBenches[] = {{"tricorne", 200}, {"princes", 100}, {"fire-effect-1870", 100}};

std::string pinnedFile() {
    return std::string(testDataDir()) + "/pinned-outcomes.json";
}

/// Every shipped scenario, by name without ".scenario.json", in name order.
std::vector<std::string> shippedScenarios() {
    const std::string suffix = ".scenario.json";
    std::vector<std::string> names;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(testResourceDir()) + "/scenarios")) {
        const std::string file = entry.path().filename().string();
        if (file.size() > suffix.size() && file.ends_with(suffix)) {
            names.push_back(file.substr(0, file.size() - suffix.size()));
        }
    }
    std::sort(names.begin(), names.end());
    return names;
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

json playEverything() {
    json games = json::array();
    for (const std::string& scenario : shippedScenarios()) {
        for (const char* orders : {"default", "computer"}) {
            games.push_back(playScenario(scenario, orders));
        }
    }
    json benches = json::array();
    for (const PinnedBench& bench : kBenches) {
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
    const json played = playEverything();
    if (const char* out = std::getenv("ADJUTANT_WRITE_PINNED_OUTCOMES"); out && *out) {
        std::ofstream(out) << played.dump(2) << '\n';
        GTEST_SKIP() << "wrote the outcomes played to " << out;
    }
    std::ifstream in(pinnedFile());
    ASSERT_TRUE(in) << "cannot read " << pinnedFile();
    const json pinned = json::parse(in, nullptr, false);
    ASSERT_TRUE(pinned.is_object()) << pinnedFile() << " is not a JSON object";

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
