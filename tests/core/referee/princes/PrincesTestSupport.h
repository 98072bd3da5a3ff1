#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/referee/princes/PrincesRules.h"
#include "core/rules/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::princes_test {

/// The War of Princes ruleset as shipped, loaded once for the whole suite.
inline const RulesetDefinition& princesDefinition() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry loaded = loadBuiltinRulesets(ADJUTANT_RESOURCE_DIR, diagnostics);
        EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
        return loaded;
    }();
    const RulesetDefinition* definition = registry.find("princes");
    if (definition == nullptr) {
        throw std::runtime_error("princes ruleset not loaded");
    }
    return *definition;
}

/// The procedures' view with the default readings, or with some options chosen.
inline PrincesRules princesRules(std::map<std::string, std::string, std::less<>> chosen = {}) {
    return PrincesRules(princesDefinition(), std::move(chosen));
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

}  // namespace adjutant::princes_test
