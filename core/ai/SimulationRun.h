#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/Simulation.h"
#include "core/json/Diagnostics.h"

namespace adjutant {

/// A batch of games as `simulate` reports it, whole or one slice of it
/// (`simulate --shard K/N`), with everything its report needs and nothing
/// that depends on the machine but the time it took: slices played on
/// different machines merge into exactly the run of all the seeds.
struct SimulationRun {
    std::string scenario;  // the scenario file as given
    std::array<std::string, 2> sideIds, sideNames;
    std::array<std::string, 2> orders;        // "computer" or "default"
    std::array<std::string, 2> difficulties;  // the computer's level
    std::uint64_t firstSeed = 1;              // of the whole run
    int games = 0;                            // of the whole run
    int bounds = 0;                           // the most a game lasts
    int shardIndex = 1, shardCount = 1;       // this slice: K of N
    double seconds = 0;                       // time taken (summed over merged slices)
    int threads = 1;                          // threads used (summed over merged slices)
    std::vector<SimulatedGame> results;       // in seed order
};

nlohmann::json simulationRunToJson(const SimulationRun& run);
/// Reads what simulationRunToJson wrote; every problem is reported with the
/// file and the JSON pointer.
std::optional<SimulationRun> readSimulationRun(const nlohmann::json& json, const std::string& file,
                                               Diagnostics& diagnostics);

/// Merges slices of one run: they must agree on the scenario, the sides, the
/// seeds and the bounds, and together hold every game of the run once. The
/// result is the whole run (slice 1 of 1). `files` name the slices in messages.
std::optional<SimulationRun> mergeSimulationRuns(const std::vector<SimulationRun>& slices,
                                                 const std::vector<std::string>& files,
                                                 Diagnostics& diagnostics);

}  // namespace adjutant
