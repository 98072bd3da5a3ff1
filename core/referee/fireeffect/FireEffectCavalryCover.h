#pragma once

// How a commander keeping its losses down (UnitGoal::takeCover) keeps its
// horsemen out of the enemy's fire in Fire Effect: horsemen cannot lie down,
// so distance and the ground that hides them are their cover.

#include <vector>

#include "core/referee/CommanderOptions.h"
#include "core/referee/fireeffect/FireEffectTacticsSupport.h"

namespace adjutant {

/// The movement-step orders of horsemen keeping out of fire: under fire, a
/// move towards the nearest place the enemy reaches less; and a move towards
/// their goal valued by its progress less the fire it draws more.
void fireEffectCavalryCoverOptions(const FireEffectTacticsView& view, const UnitSituation& s,
                                   std::vector<CommanderOption>& options);

}  // namespace adjutant
