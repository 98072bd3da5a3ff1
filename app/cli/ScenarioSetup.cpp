#include "app/cli/ScenarioSetup.h"

#include <iostream>

#include "core/io/ScenarioReader.h"
#include "core/rules/BuiltinRulesets.h"

namespace adjutant::cli {

std::optional<ScenarioSetup> loadScenarioSetup(const std::string& path, std::uint64_t seed,
                                               const CliContext& context) {
    Diagnostics loading;
    ScenarioSetup loaded;
    loaded.rulesets = std::make_unique<RulesetRegistry>(
        loadBuiltinRulesets(context.resourceDir, loading, context.userRulesetDir));
    if (loading.hasErrors()) {
        std::cerr << "warning: some rulesets could not be loaded and are skipped:\n"
                  << loading.toString();
    }
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(path, *loaded.rulesets, diagnostics);
    if (!scenario) {
        std::cerr << diagnostics.toString();
        return std::nullopt;
    }
    loaded.setup = std::make_shared<GameSetup>();
    loaded.setup->ruleset = loaded.rulesets->find(scenario->ruleset);
    loaded.setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    loaded.setup->seed = seed;
    if (!loaded.setup->problems().empty()) {
        for (const std::string& problem : loaded.setup->problems()) {
            std::cerr << path << ": error: " << problem << '\n';
        }
        return std::nullopt;
    }
    return loaded;
}

}  // namespace adjutant::cli
