#pragma once

// Steps 6 and 7 of Tricorne and Musket's bound (8.6-8.7, 9.5): a cavalry unit
// that broke through and came into contact with a new unit repeats the charge
// sequence against it: the response test and response, the melee, then the
// breakthrough test, until no breakthrough makes a new contact.

#include <vector>

#include "core/referee/Resolution.h"

namespace adjutant {

class DiceSource;
class GameState;

/// Runs the loop for the contacts step 5 left in orders.breakthroughContacts
/// (and any further ones each round makes), then clears them. A unit charged
/// this way tests against the charger already in contact: fire responses are
/// too close to fire (A8), moves away are made at once.
std::vector<Resolution> resolveBreakthroughContactsStep(GameState& state, DiceSource& dice);

}  // namespace adjutant
