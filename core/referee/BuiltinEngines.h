#pragma once

#include <memory>

#include "core/engine/EngineRegistry.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// The referees built into the program: Tricorne and Musket's for now.
std::shared_ptr<const RefereeRegistry> makeBuiltinReferees();

/// Registers the referee commands (resolveStep, manoeuvre, fireOrder); the
/// commands it makes share `referees`.
void registerRefereeCommands(CommandFactory& commands,
                             const std::shared_ptr<const RefereeRegistry>& referees);

/// Everything the program's engine knows: the core commands, the referee
/// commands and each ruleset engine's own state. The command-line tool, the
/// desktop program and the saved-game loader all start from this.
EngineRegistry makeBuiltinEngineRegistry(
    const std::shared_ptr<const RefereeRegistry>& referees = makeBuiltinReferees());

}  // namespace adjutant
