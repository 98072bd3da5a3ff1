#pragma once

// The words War of Princes and Fire Effect must give for the keys their
// procedures show a player (Tricorne's own check is TricorneWordsCheck.h).

#include "core/json/JsonReader.h"

namespace adjutant {

struct RulesetDefinition;

/// War of Princes: morale results and rally outcomes, reasons to test, the fire
/// table's target columns, nations and weapons.
void checkPrincesWords(const JsonReader& tables, const RulesetDefinition& definition);

/// Fire Effect: what a target counts as, who fires when, the readings of the
/// `rounding` option, nations and weapons.
void checkFireEffectWords(const JsonReader& tables, const RulesetDefinition& definition);

}  // namespace adjutant
