#pragma once

#include <vector>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

// Simple default orders for Tricorne and Musket, as `adjutant-cli play` gives
// them when no player does: close with the enemy, then shoot. They are
// proposals only; each becomes a command that the rules check again.

/// For each unit that may move in step 8 and has a weapon: if the nearest enemy
/// is beyond the weapon's medium range, the longest step towards it (up to the
/// distance that brings it within medium range) that checkManoeuvre accepts.
/// Straight ahead when the enemy is within 45 degrees of the unit's facing,
/// otherwise turning towards it on the way. Enemies are found with the
/// footprint index (a grid), so a battle of a thousand units costs about n log n.
std::vector<ProposedManoeuvre> tricorneDefaultManoeuvres(const GameState& state);

/// For each unit that may charge in step 1: cavalry and line infantry charge
/// the nearest enemy when checkChargeDeclaration finds it in reach and in arc
/// (the declaration checks every rule; nearer enemies are tried first, at
/// most a few).
std::vector<ProposedCharge> tricorneDefaultCharges(const GameState& state);

/// For each unit that may fire in step 9: an order to fire at the nearest
/// enemy within its weapon's long range that checkFire allows.
std::vector<ProposedFireOrder> tricorneDefaultFireOrders(const GameState& state);

}  // namespace adjutant
