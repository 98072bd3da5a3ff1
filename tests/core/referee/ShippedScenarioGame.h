#pragma once

// The shipped scenarios (resources/scenarios/) as the tests that play them
// headless start them: the setup with a seed, and a fixture with the built-in
// referees and engines that makes a game of one. Shared by the play tests of
// every ruleset and the computer commander's, so that they all read the
// scenarios the way the program does.

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "core/engine/Game.h"
#include "core/engine/GameSetup.h"
#include "core/referee/BuiltinEngines.h"
#include "tests/core/referee/RulesetTestSupport.h"
#include "tests/support/ScenarioFileSetup.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// The game setup of a shipped scenario (`name` without ".scenario.json");
/// null, with a failure, when it cannot be read.
inline std::shared_ptr<GameSetup> shippedScenarioSetup(const std::string& name,
                                                       std::uint64_t seed = 1) {
    return scenarioFileSetup(
        std::string(adjutant::testResourceDir()) + "/scenarios/" + name + ".scenario.json",
        builtinRulesets(), seed);
}

/// A test that plays shipped scenarios through the built-in referees.
class ShippedScenarioPlay : public ::testing::Test {
  protected:
    /// A game of the shipped scenario `name` with this seed; null when it cannot be read.
    std::unique_ptr<Game> scenarioGame(const std::string& name, std::uint64_t seed) {
        auto setup = shippedScenarioSetup(name, seed);
        if (!setup) {
            return nullptr;
        }
        return std::make_unique<Game>(setup, engines.rulesetStates);
    }
    static const RulesetRegistry& rulesets() { return builtinRulesets(); }

    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);
};

}  // namespace adjutant::testing
