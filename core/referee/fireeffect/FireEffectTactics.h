#pragma once

// The computer commander's side of Fire Effect: the orders a side's units may
// be given in the present half, each legal by the referee's own checks and
// valued with the rules' own procedures (the fire preview's exact chances, the
// shock and melee of 7.2-7.4 run over every die face). The generic commander
// (core/ai) picks among them; nothing here chooses.
//
// Values are in figures: enemy figures expected lost minus own, plus progress
// towards the unit's goal (FireEffectTacticsSupport.h).

#include <vector>

#include "core/referee/CommanderOptions.h"

namespace adjutant {

class GameState;
class RulesetReferee;

/// Charges in the charge step and manoeuvres in the movement step, both for the
/// phasing side only (9.2, 9.3); fire orders in the fire step for either side
/// (9.4: the other side fires back with breech-loaders); none in other steps.
std::vector<CommanderOption> fireEffectCommanderOptions(const RulesetReferee& referee,
                                                        const GameState& state, int side,
                                                        const std::vector<UnitGoal>& goals);

}  // namespace adjutant
