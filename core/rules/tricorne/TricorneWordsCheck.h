#pragma once

#include "core/json/JsonReader.h"

namespace adjutant {

struct RulesetDefinition;

/// Checks that the ruleset file gives words (`words`) for every key of its
/// tables a player may read: result and response bands, the actions of every
/// cell, their conditions and escalations, the situations of the morale
/// results, the reasons to test (15.1), the categories, the nations and the
/// initiative modifiers. Each missing one is an error naming where it belongs.
void checkTricorneWords(const JsonReader& tables, const RulesetDefinition& definition);

}  // namespace adjutant
