#pragma once

// A scenario file read as a test starts a game of it: its setup with a seed.

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/io/ScenarioReader.h"
#include "core/json/Diagnostics.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::testing {

/// The game setup of the scenario file at `path`, read against `rulesets`,
/// with this seed; null, with a failure, when it cannot be read.
inline std::shared_ptr<GameSetup> scenarioFileSetup(const std::string& path,
                                                    const RulesetRegistry& rulesets,
                                                    std::uint64_t seed) {
    Diagnostics diagnostics;
    auto scenario = readScenarioFile(path, rulesets, diagnostics);
    EXPECT_TRUE(scenario) << path << ": " << diagnostics.toString();
    if (!scenario) {
        return nullptr;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = rulesets.find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = seed;
    return setup;
}

}  // namespace adjutant::testing
