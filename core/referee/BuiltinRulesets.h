#pragma once

#include "core/referee/RulesetDescriptor.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A registry that reads the tables of every ruleset engine in `rulesets`
/// (those built into the program unless told), with nothing loaded.
RulesetRegistry makeBuiltinRegistry(
    const RulesetDescriptors& rulesets = builtinRulesetDescriptors());

/// A registry with the engines of `rulesets` and every ruleset under
/// `resourceDir/rulesets`, then those of each descriptor's own resourceDir (a
/// ruleset that is not shipped), then every ruleset in `userFolder` (a player's house rules), when
/// given and present. A file that cannot be loaded, or whose id is already taken (a house-rules
/// copy must take its own), is left out and its problems go to `diagnostics`; the
/// others load all the same.
RulesetRegistry loadBuiltinRulesets(
    const std::string& resourceDir, Diagnostics& diagnostics, const std::string& userFolder = {},
    const RulesetDescriptors& rulesets = builtinRulesetDescriptors());

}  // namespace adjutant
