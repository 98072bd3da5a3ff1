#include "core/rules/BuiltinRulesets.h"

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

RulesetRegistry loadBuiltinRulesets(const std::string& resourceDir, Diagnostics& diagnostics) {
    RulesetRegistry registry = makeBuiltinRegistry();
    registry.loadDirectory(resourceDir + "/rulesets", diagnostics);
    return registry;
}

}  // namespace adjutant
