// A scenario read for play becomes a game setup the same way in both programs:
// its ruleset found, the seed set, and a scenario whose ruleset is not loaded
// refused with an error naming the file and the member.
#include <gtest/gtest.h>

#include "core/io/ScenarioGameSetup.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

Scenario shippedTutorial() {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario =
        readScenarioFile(test::shippedScenarioPath("tricorne-tutorial.scenario.json"),
                         test::shippedRulesets(), diagnostics);
    EXPECT_TRUE(scenario) << diagnostics.toString();
    return scenario.value_or(Scenario{});
}

TEST(ScenarioGameSetup, FindsTheScenariosRulesetAndSetsTheSeed) {
    Diagnostics diagnostics;
    auto setup = scenarioGameSetup(shippedTutorial(), test::shippedRulesets(), 42,
                                   "tutorial.scenario.json", diagnostics);
    ASSERT_NE(setup, nullptr) << diagnostics.toString();
    EXPECT_EQ(setup->ruleset->id, "tricorne");
    EXPECT_EQ(setup->seed, 42U);
    EXPECT_TRUE(setup->problems().empty());
    EXPECT_FALSE(diagnostics.hasErrors());
}

TEST(ScenarioGameSetup, RefusesAScenarioWhoseRulesetIsNotLoaded) {
    Scenario scenario = shippedTutorial();
    scenario.ruleset = "house-rules-2";
    Diagnostics diagnostics;
    EXPECT_EQ(scenarioGameSetup(std::move(scenario), test::shippedRulesets(), 1,
                                "mine.scenario.json", diagnostics),
              nullptr);
    ASSERT_EQ(diagnostics.errorCount(), 1U);
    EXPECT_EQ(diagnostics.items().front().toString(),
              "mine.scenario.json: /ruleset: error: the ruleset \"house-rules-2\" is not loaded");
}

}  // namespace
}  // namespace adjutant
