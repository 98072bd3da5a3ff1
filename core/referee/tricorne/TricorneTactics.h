#pragma once

// The computer commander's side of Tricorne and Musket: the orders a side's
// units may be given in the present step, each legal by the rules' own checks
// and valued with the rules' own procedures (fire preview, charge response
// table with every die face weighted). The generic commander (core/ai) picks
// among them; nothing here chooses.
//
// Values are in figures: enemy figures expected lost minus own, plus progress
// towards the unit's goal at kProgressPerInch per inch (TricorneTacticsSupport.h).

#include <string>
#include <vector>

#include "core/referee/CommanderOptions.h"

namespace adjutant {

class GameState;
class TricorneContext;
struct Unit;

/// Charges in step 1, manoeuvres (formation, reform, moves) in step 8, fire
/// orders in step 9; none in the other steps.
std::vector<CommanderOption> tricorneCommanderOptions(const GameState& state, int side,
                                                      const std::vector<UnitGoal>& goals);

/// Routing, ridden down, off the table (or routed off it), crew gone for good,
/// or no figures left.
bool tricorneOutOfAction(const GameState& state, const std::string& unitId);
/// The same for a unit read through a context already made (one per army count).
bool tricorneOutOfAction(const TricorneContext& context, const Unit& unit);

}  // namespace adjutant
