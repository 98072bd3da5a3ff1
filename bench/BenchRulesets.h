#pragma once

#include <iostream>

#include "core/referee/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant::bench {

/// The built-in rulesets, loaded once per benchmark program; problems are
/// printed, since a benchmark has no one to refuse a broken file to.
inline const RulesetRegistry& builtinRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry loaded = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
        if (diagnostics.hasErrors()) {
            std::cerr << diagnostics.toString();
        }
        return loaded;
    }();
    return registry;
}

}  // namespace adjutant::bench
