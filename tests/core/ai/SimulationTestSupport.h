#pragma once

// What the tests of simulated batches share: a batch of a shipped scenario
// with both sides on the default orders of `play`.

#include <cstdint>
#include <memory>
#include <string>

#include "core/ai/Simulation.h"
#include "tests/core/ai/ShippedScenario.h"

namespace adjutant::testing {

/// The default orders for one side of every game of a batch.
inline StepOrdersMaker defaultOrdersMaker() {
    return [](const std::shared_ptr<const RefereeRegistry>& referees, int side,
              std::uint64_t /*seed*/) -> std::unique_ptr<StepOrders> {
        return std::make_unique<DefaultStepOrders>(referees, side);
    };
}

/// `games` games of a shipped scenario (its name without ".scenario.json"),
/// `bounds` bounds each, seeds from `firstSeed`, both sides on the default orders.
inline SimulationSettings defaultOrdersBatch(const std::string& scenario, int games, int threads,
                                             int bounds, std::uint64_t firstSeed) {
    SimulationSettings settings;
    settings.setup = shippedScenarioSetup(scenario);
    settings.games = games;
    settings.threads = threads;
    settings.bounds = bounds;
    settings.firstSeed = firstSeed;
    settings.sides = {defaultOrdersMaker(), defaultOrdersMaker()};
    return settings;
}

}  // namespace adjutant::testing
