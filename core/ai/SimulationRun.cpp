#include "core/ai/SimulationRun.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <set>

#include "core/engine/StateHash.h"
#include "core/json/BoundedArray.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

// The missing slices a message names by number before it says "and more".
constexpr std::size_t kMissingSlicesNamed = 10;

using nlohmann::json;

constexpr const char* kKind = "adjutant-simulation";

json gameJson(const SimulatedGame& game) {
    json armies = json::array();
    for (const ArmyStanding& army : game.outcome.armies) {
        armies.push_back({{"startFigures", army.startFigures},
                          {"figuresInAction", army.figuresInAction},
                          {"breakPoint", army.breakPoint},
                          {"broken", army.broken}});
    }
    json out{{"seed", game.seed},
             {"winner", game.outcome.winner},
             {"result", std::string(gameResultWord(game.outcome.result))},
             {"decided", game.outcome.decided},
             {"bounds", game.boundsPlayed},
             {"bound", game.outcome.bound},
             {"points", {game.outcome.points[0], game.outcome.points[1]}},
             {"armies", std::move(armies)},
             {"hash", formatStateHash(game.hash)},
             {"commands", game.commands},
             {"summary", game.outcome.summary}};
    if (!game.error.empty()) {
        out["error"] = game.error;
    }
    return out;
}

std::uint64_t readSeed(const JsonReader& node, std::string_view key) {
    const JsonReader member = node.child(key);
    if (!member.present() || !member.node().is_number_unsigned()) {
        node.errorAt(key, "expected a seed (a whole number, 0 or more)");
        return 0;
    }
    return member.node().get<std::uint64_t>();
}

SimulatedGame readGame(const JsonReader& node) {
    SimulatedGame game;
    node.warnUnknownMembers({"seed", "winner", "result", "decided", "bounds", "bound", "points",
                             "armies", "hash", "commands", "summary", "error"});
    game.seed = readSeed(node, "seed");
    game.outcome.winner = node.requireInt("winner", -1, 1);
    const std::string result = node.requireString("result");
    if (const auto parsed = valueNamedIn(kGameResultWords, result)) {
        game.outcome.result = *parsed;
    } else if (node.child("result").isString()) {
        node.errorAt("result", fmt::format("unknown result \"{}\" (expected \"decisive\", "
                                           "\"marginal\" or \"draw\")",
                                           result));
    }
    game.outcome.decided = node.requireBool("decided");
    game.boundsPlayed = node.requireInt("bounds", 0, limits::kMaxGameBounds);
    game.outcome.bound = node.requireInt("bound", 0, limits::kMaxGameBounds);
    const std::vector<JsonReader> points = node.requireArray("points");
    const std::vector<JsonReader> armies = node.requireArray("armies");
    if (node.child("points").isArray() && points.size() != 2) {
        node.errorAt("points", "expected two numbers, one a side");
    }
    if (node.child("armies").isArray() && armies.size() != 2) {
        node.errorAt("armies", "expected two armies, one a side");
    }
    for (std::size_t side = 0; side < 2 && side < points.size(); ++side) {
        game.outcome.points[side] =
            points[side].asNumber(0.0, limits::kMaxSimulationPoints).value_or(0.0);
    }
    for (std::size_t side = 0; side < 2 && side < armies.size(); ++side) {
        const JsonReader& entry = armies[side];
        if (!entry.isObject()) {
            entry.error("expected an army's standing (an object)");
            continue;
        }
        ArmyStanding& army = game.outcome.armies[side];
        army.startFigures = entry.requireInt("startFigures", 0, limits::kMaxArmyFigures);
        // Losses are the figures out of action: never fewer than none.
        army.figuresInAction = entry.requireInt("figuresInAction", 0, army.startFigures);
        army.breakPoint = entry.requireNumber("breakPoint", 0.0, 1.0);
        army.broken = entry.requireBool("broken");
    }
    const std::string hash = node.requireString("hash");
    if (const auto parsed = parseStateHash(hash)) {
        game.hash = *parsed;
    } else if (node.child("hash").isString()) {
        node.errorAt("hash", "expected a state hash of 16 hexadecimal digits");
    }
    game.commands =
        static_cast<std::size_t>(node.requireInt("commands", 0, limits::kMaxSimulationCommands));
    game.outcome.summary = node.requireString("summary");
    game.error = node.optionalString("error");
    return game;
}

/// What every slice of one run must share, as text to compare.
std::string runKey(const SimulationRun& run) {
    return json{{"scenario", run.scenario},
                {"sideIds", run.sideIds},
                {"sideNames", run.sideNames},
                {"orders", run.orders},
                {"difficulties", run.difficulties},
                {"firstSeed", run.firstSeed},
                {"games", run.games},
                {"bounds", run.bounds},
                {"shardCount", run.shardCount}}
        .dump();
}

}  // namespace

json simulationRunToJson(const SimulationRun& run) {
    json sides = json::array();
    for (std::size_t side = 0; side < 2; ++side) {
        sides.push_back({{"id", run.sideIds[side]},
                         {"name", run.sideNames[side]},
                         {"orders", run.orders[side]},
                         {"difficulty", run.difficulties[side]}});
    }
    json games = json::array();
    for (const SimulatedGame& game : run.results) {
        games.push_back(gameJson(game));
    }
    return {{"kind", kKind},
            {"scenario", run.scenario},
            {"sides", std::move(sides)},
            {"firstSeed", run.firstSeed},
            {"games", run.games},
            {"bounds", run.bounds},
            {"shard", {run.shardIndex, run.shardCount}},
            {"seconds", run.seconds},
            {"threads", run.threads},
            {"gameList", std::move(games)}};
}

std::optional<SimulationRun> readSimulationRun(const json& document, const std::string& file,
                                               Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const JsonReader root(document, file, diagnostics);
    if (!root.isObject() || root.optionalString("kind") != kKind) {
        root.error(
            "expected the results of `adjutant-cli simulate --shard` (an object with "
            "\"kind\": \"adjutant-simulation\")");
        return std::nullopt;
    }
    root.warnUnknownMembers({"kind", "scenario", "sides", "firstSeed", "games", "bounds", "shard",
                             "seconds", "threads", "gameList"});
    SimulationRun run;
    run.scenario = root.requireString("scenario");
    const std::vector<JsonReader> sides = root.requireArray("sides");
    if (root.child("sides").isArray() && sides.size() != 2) {
        root.errorAt("sides", "expected two sides");
    }
    for (std::size_t side = 0; side < 2 && side < sides.size(); ++side) {
        if (!sides[side].isObject()) {
            sides[side].error("expected a side (an object)");
            continue;
        }
        run.sideIds[side] = sides[side].requireString("id");
        run.sideNames[side] = sides[side].requireString("name");
        run.orders[side] = sides[side].requireString("orders");
        run.difficulties[side] = sides[side].optionalString("difficulty");
    }
    run.firstSeed = readSeed(root, "firstSeed");
    run.games = root.requireInt("games", 1, limits::kMaxSimulationGames);
    run.bounds = root.requireInt("bounds", 1, limits::kMaxGameBounds);
    const std::vector<JsonReader> shard = root.requireArray("shard");
    if (root.child("shard").isArray() && shard.size() == 2) {
        run.shardCount = shard[1].asInt(1, limits::kMaxSimulationGames).value_or(1);
        run.shardIndex = shard[0].asInt(1, run.shardCount).value_or(1);
    } else if (root.child("shard").isArray()) {
        root.errorAt("shard", "expected [K, N]: the K-th of N slices");
    }
    run.seconds = root.requireNumber("seconds", 0.0, limits::kMaxSimulationSeconds);
    run.threads = root.requireInt("threads", 1, limits::kMaxSimulationThreads);
    const std::vector<JsonReader> gameList =
        boundedArray(root, "gameList", static_cast<std::size_t>(std::max(0, run.games)),
                     "games (more than the run's \"games\")", true);
    for (const JsonReader& entry : gameList) {
        if (!entry.isObject()) {
            entry.error("expected a game (an object)");
            continue;
        }
        run.results.push_back(readGame(entry));
    }
    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return run;
}

std::optional<SimulationRun> mergeSimulationRuns(const std::vector<SimulationRun>& slices,
                                                 const std::vector<std::string>& files,
                                                 Diagnostics& diagnostics) {
    auto fileOf = [&](std::size_t i) {
        return i < files.size() ? files[i] : fmt::format("slice {}", i + 1);
    };
    if (slices.empty()) {
        diagnostics.error(files.empty() ? std::string("merge-results") : files.front(), "",
                          "no results to merge");
        return std::nullopt;
    }
    // Problems of the slices together are told at the first file, naming all.
    const std::string everyFile = fmt::format("{}", fmt::join(files, ", "));
    const std::string first = fileOf(0);
    SimulationRun merged = slices.front();
    merged.shardIndex = merged.shardCount = 1;
    merged.results.clear();
    merged.seconds = 0;
    merged.threads = 0;
    const std::string key = runKey(slices.front());
    // The slices given, not the count they claim: memory in proportion to the input.
    std::set<int> sliceSeen;
    for (std::size_t i = 0; i < slices.size(); ++i) {
        const SimulationRun& slice = slices[i];
        if (runKey(slice) != key) {
            diagnostics.error(fileOf(i), "/",
                              fmt::format("not a slice of the same run as {} (the scenario, "
                                          "sides, seeds, bounds or number of slices differ)",
                                          fileOf(0)));
            continue;
        }
        if (!sliceSeen.insert(slice.shardIndex).second) {
            diagnostics.error(
                fileOf(i), "/shard",
                fmt::format("slice {} of {} is given twice", slice.shardIndex, slice.shardCount));
            continue;
        }
        merged.seconds += slice.seconds;
        merged.threads += slice.threads;
        merged.results.insert(merged.results.end(), slice.results.begin(), slice.results.end());
    }
    const int count = slices.front().shardCount;
    if (static_cast<int>(sliceSeen.size()) < count) {
        // Named in one sentence, the first few by number: a file claiming a
        // billion slices must not make a billion messages.
        std::vector<int> missing;
        for (int k = 1; k <= count && missing.size() < kMissingSlicesNamed; ++k) {
            if (!sliceSeen.contains(k)) {
                missing.push_back(k);
            }
        }
        const std::size_t absent = static_cast<std::size_t>(count) - sliceSeen.size();
        const std::string message =
            absent == 1
                ? fmt::format("slice {} of {} is missing", missing.front(), count)
                : fmt::format("{} of the run's {} slices are missing: slices {}{}", absent, count,
                              fmt::join(missing, ", "), absent > missing.size() ? " and more" : "");
        diagnostics.error(first, "/shard",
                          fmt::format("{} (the files given: {})", message, everyFile));
    }
    std::stable_sort(
        merged.results.begin(), merged.results.end(),
        [](const SimulatedGame& a, const SimulatedGame& b) { return a.seed < b.seed; });
    for (std::size_t i = 0; i < merged.results.size() && !diagnostics.hasErrors(); ++i) {
        if (merged.results[i].seed != merged.firstSeed + i) {
            diagnostics.error(first, "/gameList",
                              fmt::format("the slices {} do not hold every game once: expected "
                                          "seed {}, found {}",
                                          everyFile, merged.firstSeed + i, merged.results[i].seed));
        }
    }
    if (!diagnostics.hasErrors() &&
        merged.results.size() != static_cast<std::size_t>(merged.games)) {
        diagnostics.error(first, "/games",
                          fmt::format("the slices {} hold {} games of the run's {}", everyFile,
                                      merged.results.size(), merged.games));
    }
    if (diagnostics.hasErrors()) {
        return std::nullopt;
    }
    return merged;
}

}  // namespace adjutant
