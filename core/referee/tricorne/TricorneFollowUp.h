#pragma once

// Step 11 of Tricorne and Musket's bound (8.11, 15.5, 6.1-6.3): the winners
// of a melee follow up the enemies their morale result names, and a unit
// followed up and contacted has its reaction made worse.

#include <string>
#include <vector>

#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneUnitState.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

class GameState;

/// Hook for applyMoraleResult: keeps a result's "followUp" action (15.5) in the
/// unit's status for step 11 (for how long, which enemies, of which arm).
void recordFollowUp(TricorneUnitState& status, const TricorneAction& action);

/// Step 11, after the reaction moves (resolveMoraleReactionsStep): every unit
/// with a follow-up to make goes after the first enemy it fought this bound
/// that is now routing, retreating or retiring as its result allows (a recoil
/// counts as retiring, reading), turning to face it and moving straight
/// towards it for the follow-up's part of a bound at its pace under the
/// followUpPace reading (default: charge pace, 9.5). Stopping in contact:
/// - a routing unit routs a further bound (6.3.2);
/// - a retreating unit routs at once (6.2.2, 15.5 +5), moved now;
/// - a unit that recoiled retires at once (15.5 +2), moved now;
/// - a retiring unit is marked followedUpBy: if it then takes casualties from
///   the follower in melee the retire becomes a retreat (15.5 +3, +4; applyMelee).
/// Another unit met on the way stops the follow-up (an enemy: a contact that
/// is fought in the next bound's melee). The follower is marked as having moved
/// in a morale reaction (8.11).
std::vector<Resolution> resolveFollowUps(GameState& state);

}  // namespace adjutant
