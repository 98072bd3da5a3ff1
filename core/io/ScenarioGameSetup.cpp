#include "core/io/ScenarioGameSetup.h"

#include <utility>

#include "core/io/GameValueChecks.h"

namespace adjutant {

std::shared_ptr<GameSetup> scenarioGameSetup(Scenario scenario, const RulesetRegistry& rulesets,
                                             std::uint64_t seed, const std::string& file,
                                             Diagnostics& diagnostics) {
    auto setup = std::make_shared<GameSetup>();
    setup->ruleset = rulesets.find(scenario.ruleset);
    if (!setup->ruleset) {
        diagnostics.error(file, "/ruleset",
                          "the ruleset \"" + scenario.ruleset + "\" is not loaded");
        return nullptr;
    }
    // A battle that could not be won or lost is not begun; warnings are for `validate`.
    Diagnostics playable;
    checkScenarioPlayable(scenario, file, playable);
    if (playable.hasErrors()) {
        for (const Diagnostic& item : playable.items()) {
            if (item.severity == Diagnostic::Severity::Error) {
                diagnostics.error(item.file, item.location, item.message);
            }
        }
        return nullptr;
    }
    setup->scenario = std::make_shared<const Scenario>(std::move(scenario));
    setup->seed = seed;
    const std::vector<std::string> problems = setup->problems();
    for (const std::string& problem : problems) {
        diagnostics.error(file, "", problem);
    }
    return problems.empty() ? setup : nullptr;
}

}  // namespace adjutant
