#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/core/referee/RulesetTestSupport.h"

namespace adjutant::fireeffect_test {

/// The Fire Effect ruleset as shipped, loaded once for the whole suite.
inline const RulesetDefinition& fireEffectDefinition() {
    return testing::shippedRuleset("fire-effect-1870");
}

/// The procedures' view with the default readings, or with some options chosen.
inline FireEffectRules fireEffectRules(
    std::map<std::string, std::string, std::less<>> chosen = {}) {
    return FireEffectRules(fireEffectDefinition(), std::move(chosen));
}

using testing::explains;

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
