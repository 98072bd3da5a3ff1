#include "app/cli/ScenarioSetup.h"

#include <iostream>

#include "core/io/ScenarioGameSetup.h"
#include "core/io/ScenarioReader.h"
#include "core/referee/BuiltinRulesets.h"

namespace adjutant::cli {

std::optional<ScenarioSetup> loadScenarioSetup(const std::string& path, std::uint64_t seed,
                                               const CliContext& context) {
    Diagnostics loading;
    ScenarioSetup loaded;
    loaded.rulesets = std::make_unique<RulesetRegistry>(loadBuiltinRulesets(
        context.resourceDir, loading, context.userRulesetDir, *context.rulesets));
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
    loaded.setup =
        scenarioGameSetup(std::move(*scenario), *loaded.rulesets, seed, path, diagnostics);
    if (!loaded.setup) {
        std::cerr << diagnostics.toString();
        return std::nullopt;
    }
    return loaded;
}

}  // namespace adjutant::cli
