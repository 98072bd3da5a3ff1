#pragma once

#include <cstddef>
#include <cstdint>

#include "core/json/JsonFile.h"

namespace adjutant {

/// The most the program takes from any file, the network or another program,
/// in one place (docs/limits.md). Each limit is far beyond any battle the
/// rules describe and far below what would exhaust memory or overflow a
/// count; a value beyond one is refused with a message naming the file, the
/// field and the limit. The nesting of JSON is kMaxJsonDepth (JsonFile.h);
/// a game between two people has its own limits (MatchLimits.h).
namespace limits {

// --- Files read whole ---------------------------------------------------

// --- Values of a game -----------------------------------------------------

/// Victory points one objective, a draw margin or a decisive margin may be
/// worth before `validate` warns: a battle's objectives are worth a few
/// points each, and one worth more than this makes every other meaningless.
inline constexpr double kMostVictoryPoints = 1000;
/// The largest die modifier a ruleset's table may give before `validate`
/// warns: the rules throw one or two d6, so a modifier beyond this decides
/// every roll whatever the die shows.
inline constexpr double kMostDieModifier = 20;

// --- Simulation results ---------------------------------------------------

}  // namespace limits

}  // namespace adjutant
