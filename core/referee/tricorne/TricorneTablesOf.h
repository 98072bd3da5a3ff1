#pragma once

#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

class GameState;

/// The game's Tricorne and Musket tables; throws std::logic_error when the
/// game is played under another ruleset.
const TricorneTables& tricorneTablesOf(const GameState& state);

}  // namespace adjutant
