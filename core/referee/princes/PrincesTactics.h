#pragma once

// The computer commander's side of War of Princes: the orders a side's units
// may be given in the present step of its own player turn, each legal by the
// referee's own checks and valued with the rules' own procedures (the fire
// preview, the morale and melee tables with every die face weighted). The
// generic commander (core/ai) picks among them; nothing here chooses.
//
// Values are in figures: enemy figures expected lost (killed, or routed and so
// out of the fight) minus own, plus progress towards the unit's goal at
// tactics::kProgressPerInch per inch (PrincesTacticsSupport.h has the weights).

#include <vector>

#include "core/referee/CommanderOptions.h"

namespace adjutant {

class GameState;
class PrincesReferee;

/// Charges in the declare-charges step (8.2), manoeuvres in the movement step
/// (8.3), fire orders in the fire step (8.4); none in the other steps or for
/// the side that is not phasing.
std::vector<CommanderOption> princesCommanderOptions(const PrincesReferee& referee,
                                                     const GameState& state, int side,
                                                     const std::vector<UnitGoal>& goals);

}  // namespace adjutant
