#include "core/rules/BuiltinRulesets.h"

#include <filesystem>
#include <system_error>

#include "core/rules/fireeffect/FireEffectTables.h"
#include "core/rules/princes/PrincesTables.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

RulesetRegistry makeBuiltinRegistry() {
    RulesetRegistry registry;
    // Registered by key, explicitly: a ruleset file names the engine that runs it.
    registry.registerEngine("tricorne", parseTricorneTables);
    registry.registerEngine("princes", parsePrincesTables);
    registry.registerEngine("fireEffect", parseFireEffectTables);
    return registry;
}

RulesetRegistry loadBuiltinRulesets(const std::string& resourceDir, Diagnostics& diagnostics,
                                    const std::string& userFolder) {
    RulesetRegistry registry = makeBuiltinRegistry();
    registry.loadDirectory(resourceDir + "/rulesets", diagnostics);
    // The shipped rulesets first, so their ids stay theirs; a player who has
    // made no house rules has no folder, which is no problem.
    std::error_code error;
    if (!userFolder.empty() && std::filesystem::is_directory(userFolder, error)) {
        registry.loadDirectory(userFolder, diagnostics);
    }
    return registry;
}

}  // namespace adjutant
