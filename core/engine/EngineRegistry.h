#pragma once

#include "core/engine/CommandFactory.h"
#include "core/engine/RulesetStateFactory.h"

namespace adjutant {

/// What the engine knows beyond the rules data: the command types it can read
/// and the ruleset state each ruleset engine keeps. Built once at start-up and
/// passed to whoever loads or plays games; there is no global instance.
struct EngineRegistry {
    CommandFactory commands;
    RulesetStateFactory rulesetStates;
};

/// Registers the commands every ruleset shares: moveUnit, changeFormation,
/// editUnit, advanceStep, rollDice, and the two a game between two people
/// writes when hidden orders are revealed (seedDice, orderNotCarriedOut).
void registerCoreCommands(CommandFactory& commands);

/// A registry with the core commands and no ruleset-specific state (every
/// ruleset gets the generic state until its engine registers its own).
EngineRegistry makeCoreEngineRegistry();

}  // namespace adjutant
