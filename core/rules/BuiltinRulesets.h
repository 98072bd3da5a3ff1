#pragma once

#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A registry with the engines of the three rulesets Adjutant ships
/// (Tricorne and Musket, War of Princes, Fire Effect) registered, and nothing loaded.
RulesetRegistry makeBuiltinRegistry();

/// A registry with the built-in engines and every ruleset under `resourceDir/rulesets`.
RulesetRegistry loadBuiltinRulesets(const std::string& resourceDir, Diagnostics& diagnostics);

}  // namespace adjutant
