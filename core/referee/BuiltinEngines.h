#pragma once

#include <memory>

#include "core/engine/EngineRegistry.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// A referee for each ruleset engine the program knows.
std::shared_ptr<const RefereeRegistry> makeBuiltinReferees(
    const RulesetDescriptors& rulesets = builtinRulesetDescriptors());

/// Registers the referee commands (resolveStep, manoeuvre, fireOrder); the
/// commands it makes share `referees`.
void registerRefereeCommands(CommandFactory& commands,
                             const std::shared_ptr<const RefereeRegistry>& referees);

/// Everything the program's engine knows: the core commands, the referee
/// commands and each ruleset engine's own state. The command-line tool, the
/// desktop program and the saved-game loader all start from this.
EngineRegistry makeBuiltinEngineRegistry(
    const std::shared_ptr<const RefereeRegistry>& referees = makeBuiltinReferees(),
    const RulesetDescriptors& rulesets = builtinRulesetDescriptors());

}  // namespace adjutant
