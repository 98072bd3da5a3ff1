#pragma once

// Step 11 of Tricorne and Musket's bound (8.11): the morale reactions carried
// out on the table (6.1-6.3, 15.5). Follow-up moves belong to melee (part 2).

#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"

namespace adjutant {

class GameState;

/// Carries out every retire, retreat and recoil step 10 left to make, and a rout
/// bound for every unit that owes one (this bound's and earlier bounds', 6.3),
/// in scenario order (A49). Each move is explained: pace, path, distance, what
/// it passed through or halted before, the table edge, the facing at the end.
///
/// Effects: the unit's pose; retired/retreated/routed this bound; a router ends
/// unformed, owes one bound less, and when it owes none starts reforming (13.5);
/// a rout reaching the table edge leaves the table for good; friends passed
/// through are unformed (a retreating unit too), and a routing unit's passage
/// gives them a "routerPassedThrough" trigger unless either is light infantry;
/// friends in line beside a router get "neighbourRouted". Battalion guns move
/// with a retiring or retreating battalion. Every mover is marked
/// `thisBound.movedInMoraleReaction` (no move in the next step 8).
///
/// The morale tests those triggers call for are rolled at once with `dice` and
/// their reactions carried out in turn; a unit tests at most once in the step.
std::vector<Resolution> resolveMoraleReactionsStep(GameState& state, DiceSource& dice);

}  // namespace adjutant
