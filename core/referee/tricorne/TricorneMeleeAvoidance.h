#pragma once

// Units that do not fight a melee they are in contact with (12.6), and
// infantry ridden down by cavalry (9.2).

#include <string>

#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"

namespace adjutant {

class GameState;

/// Carries out a unit's avoidance of melee (12.6):
/// - skirmishers fall back: a retire move away from the enemy (the reaction
///   move of 6.1), after which they stand in skirmish line again; marked as
///   having moved in the charge phase;
/// - an artillery crew falls back: with friendly infantry within the refuge
///   distance (6") it shelters with it and returns when the guns are safe;
///   otherwise, reading "refugeTiers" (artilleryMeleeRefuge, as 10.1 grades
///   it), it needs a morale check to return with infantry within 12" and the
///   guns are lost beyond. The battery may not fire until next bound.
Resolution applyMeleeAvoidance(GameState& state, const MeleeAvoidance& avoidance);

/// 12.6, at the end of the bound: skirmishers that fell back before a charge,
/// as their response or instead of fighting, and did not rout, re-form in
/// skirmish line: formed again, facing the unit that charged them.
void reformSkirmishers(GameState& state);

/// 9.2: infantry whose response to a cavalry charge was to rout and that the
/// cavalry contacts in the charge phase is ridden down.
bool ridesDown(const TricorneContext& context, const Unit& infantry, const Unit& charger,
               bool routResponse);

/// Marks the unit ridden down (9.2): it routs for the rest of the game and
/// plays no further part (no melee, no reform). Returns the record.
Resolution applyRiddenDown(GameState& state, const std::string& infantryId,
                           const std::string& cavalryId);

}  // namespace adjutant
