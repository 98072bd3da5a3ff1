#pragma once

// A counter-charge moved (10.2): the unit whose response is to counter-charge
// goes to meet its charger in step 3, before the chargers move.

#include <string>
#include <vector>

#include "core/referee/Resolution.h"

namespace adjutant {

class GameState;

/// Moves one counter-charging unit towards the charger it answers, as a charge
/// of its own (its charge move, the wheel and the ground priced as for any
/// charge, 9.5, 13.4, 13.6). Reading `counterChargeMove` [P]: meetHalfway, it
/// covers half the run to contact, as far as its move allows, and the charger
/// covers the rest; a charger halted by fire (10.2 "if that fire stops the
/// charge, counter-charge") it charges home if it can reach it; standStill, it
/// does not move. A charger that is not in its front arc it meets where it stands.
Resolution moveCounterCharger(GameState& state, const std::string& unitId);

/// Every counter-charger of this bound moved, in the order charges are resolved (A49).
std::vector<Resolution> moveCounterChargers(GameState& state);

}  // namespace adjutant
