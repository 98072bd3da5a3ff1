#pragma once

// The shipped rulesets and the reading of explanation trees, for the tests of
// every ruleset's rules and referee: the files under resources/ are loaded
// once for the whole run, whichever ruleset a test plays.

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/Explanation.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// The rulesets under resources/, loaded once for the whole test run.
inline const RulesetRegistry& builtinRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry r = loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
        if (diagnostics.hasErrors()) {
            ADD_FAILURE() << diagnostics.toString();
        }
        return r;
    }();
    return registry;
}

/// The shipped ruleset `id`; a test cannot go on without it, hence the throw.
inline const RulesetDefinition& shippedRuleset(const std::string& id) {
    const RulesetDefinition* definition = builtinRulesets().find(id);
    if (definition == nullptr) {
        throw std::runtime_error(id + " ruleset not loaded");
    }
    return *definition;
}

/// Whether an explanation tree holds a line with this label and value anywhere.
inline bool explains(const Explanation& node, const std::string& label, double value) {
    if (node.label == label && node.value && *node.value == value) {
        return true;
    }
    for (const Explanation& child : node.children) {
        if (explains(child, label, value)) {
            return true;
        }
    }
    return false;
}

}  // namespace adjutant::testing
