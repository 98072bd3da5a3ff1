#pragma once

#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A registry with the engines of the three rulesets Adjutant ships
/// (Tricorne and Musket, War of Princes, Fire Effect) registered, and nothing loaded.
RulesetRegistry makeBuiltinRegistry();

/// A registry with the built-in engines and every ruleset under `resourceDir/rulesets`,
/// then every ruleset in `userFolder` (a player's house rules), when given and
/// present. A file that cannot be loaded, or whose id is already taken (a house-rules
/// copy must take its own), is left out and its problems go to `diagnostics`; the
/// others load all the same.
RulesetRegistry loadBuiltinRulesets(const std::string& resourceDir, Diagnostics& diagnostics,
                                    const std::string& userFolder = {});

}  // namespace adjutant
