#include "core/referee/BuiltinRulesets.h"

#include <filesystem>
#include <system_error>

namespace adjutant {

RulesetRegistry makeBuiltinRegistry(const RulesetDescriptors& rulesets) {
    RulesetRegistry registry;
    // By engine key: a ruleset file names the engine that runs it.
    for (const RulesetDescriptor& ruleset : rulesets.all()) {
        registry.registerEngine(ruleset.engine, ruleset.readTables, ruleset.checkUnitStatus);
    }
    return registry;
}

RulesetRegistry loadBuiltinRulesets(const std::string& resourceDir, Diagnostics& diagnostics,
                                    const std::string& userFolder,
                                    const RulesetDescriptors& rulesets) {
    RulesetRegistry registry = makeBuiltinRegistry(rulesets);
    registry.loadDirectory(resourceDir + "/rulesets", diagnostics);
    for (const RulesetDescriptor& ruleset : rulesets.all()) {
        if (!ruleset.resourceDir.empty()) {
            registry.loadDirectory(ruleset.resourceDir + "/rulesets", diagnostics);
        }
    }
    // The shipped rulesets first, so their ids stay theirs; a player who has
    // made no house rules has no folder, which is no problem.
    std::error_code error;
    if (!userFolder.empty() && std::filesystem::is_directory(userFolder, error)) {
        registry.loadDirectory(userFolder, diagnostics);
    }
    return registry;
}

}  // namespace adjutant
