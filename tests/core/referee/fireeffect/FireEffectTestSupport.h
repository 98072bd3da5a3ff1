#pragma once

#include <gtest/gtest.h>

#include <map>
#include <stdexcept>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/BuiltinRulesets.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::fireeffect_test {

/// The Fire Effect ruleset as shipped, loaded once for the whole suite.
inline const RulesetDefinition& fireEffectDefinition() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        RulesetRegistry loaded = loadBuiltinRulesets(ADJUTANT_RESOURCE_DIR, diagnostics);
        EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
        return loaded;
    }();
    const RulesetDefinition* definition = registry.find("fire-effect-1870");
    if (definition == nullptr) {
        throw std::runtime_error("fire-effect-1870 ruleset not loaded");
    }
    return *definition;
}

/// The procedures' view with the default readings, or with some options chosen.
inline FireEffectRules fireEffectRules(
    std::map<std::string, std::string, std::less<>> chosen = {}) {
    return FireEffectRules(fireEffectDefinition(), std::move(chosen));
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

/// Whether an explanation tree cites a rule (exactly, as "3.4, B3") anywhere.
inline bool cites(const Explanation& node, const std::string& rule) {
    if (node.rule == rule) {
        return true;
    }
    for (const Explanation& child : node.children) {
        if (cites(child, rule)) {
            return true;
        }
    }
    return false;
}

}  // namespace adjutant::fireeffect_test
