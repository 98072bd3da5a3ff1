#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/io/ScenarioReader.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {

/// The game setup of a shipped scenario (`name` without ".scenario.json"), seed 1.
inline std::shared_ptr<GameSetup> shippedScenarioSetup(const std::string& name) {
    Diagnostics diagnostics;
    auto scenario = readScenarioFile(
        std::string(ADJUTANT_RESOURCE_DIR) + "/scenarios/" + name + ".scenario.json",
        builtinRulesets(), diagnostics);
    EXPECT_TRUE(scenario) << diagnostics.toString();
    if (!scenario) {
        return nullptr;
    }
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = builtinRulesets().find(scenario->ruleset);
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    setup->seed = 1;
    return setup;
}

}  // namespace adjutant::testing
