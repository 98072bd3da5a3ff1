#pragma once

#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/CommanderOptions.h"

namespace adjutant {

/// Turns each brigade's task and objective (Tricorne and Musket 7.1, read from
/// the scenario) into a goal point for each of `side`'s units:
/// - attack, capture: the objective, or for attackLeftFlank/attackRightFlank
///   the end of the enemy line named (the enemy's left is our right), or
///   without an objective the nearest enemy; the unit advances on it;
/// - hold, holdLeftFlank, holdRightFlank: the objective or the unit's start
///   position; the unit stays at or returns to it;
/// - a unit without a brigade task advances on the nearest enemy.
/// Where a brigade goes to one point its units keep the places they started
/// in around the brigade's centre, so they do not all make for the same spot.
std::vector<UnitGoal> planGoals(const GameState& state, int side);

}  // namespace adjutant
