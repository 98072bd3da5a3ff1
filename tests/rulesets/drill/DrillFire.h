#pragma once

// Drill's firing (2): every unit with figures fires by itself at the nearest
// enemy within range, one die, a hit on `hitsOn` or more taking a figure.

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/Resolution.h"

namespace adjutant {

/// The distance the drill rules measure between two units: from the centre of
/// one front edge to the centre of the other (the units' positions), in inches.
double drillDistance(const Unit& a, const Unit& b);

/// The enemy with figures nearest to `unit`, or nullptr when it has none; of
/// two as near, the first in the scenario's order.
const Unit* nearestDrillEnemy(const GameState& state, const Unit& unit);

/// The enemy `firer` fires at in the firing step: the nearest, when within
/// range; nullptr when the firer has no figures or nobody is in range.
const Unit* drillFireTarget(const GameState& state, const Unit& firer);

/// Resolves the firing step: one resolution per unit that fires, each die
/// thrown through `dice` with its purpose. Every unit fires as the units stood
/// at the start of the step; the figures hit are taken away at its end.
std::vector<Resolution> resolveDrillFiring(GameState& state, DiceSource& dice);

}  // namespace adjutant
