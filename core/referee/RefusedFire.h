#pragma once

// A fire the rules refuse, as every referee reports it: in the same words,
// and, when a fire order is refused as its step comes, as a resolution of its
// own, so the journal says why the unit stayed silent.

#include <string>
#include <string_view>

#include "core/dice/DiceSource.h"
#include "core/model/Unit.h"
#include "core/referee/Resolution.h"
#include "core/rules/RulesText.h"

namespace adjutant {

class GameState;

/// "IR 18 does not fire at IR Kaiser: out of range".
std::string doesNotFireWords(std::string_view firer, std::string_view target,
                             std::string_view reason);

/// The resolution of `firer`'s order to fire at `target`, refused for
/// `reason` when the fire step came: of `kind`, its explanation headed
/// `heading` and citing `rule`, with the rolls made through `dice` before it.
Resolution refusedFireOrder(const GameState& state, std::string kind, RulesText heading,
                            RulesText rule, const Unit& firer, const Unit& target,
                            const std::string& reason, DiceSource& dice);

}  // namespace adjutant
