#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/referee/princes/PrincesRules.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/core/referee/RulesetTestSupport.h"

namespace adjutant::princes_test {

/// The War of Princes ruleset as shipped, loaded once for the whole suite.
inline const RulesetDefinition& princesDefinition() {
    return testing::shippedRuleset("princes");
}

/// The procedures' view with the default readings, or with some options chosen.
inline PrincesRules princesRules(std::map<std::string, std::string, std::less<>> chosen = {}) {
    return PrincesRules(princesDefinition(), std::move(chosen));
}

using testing::explains;

}  // namespace adjutant::princes_test
