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

// --- Simulation results ---------------------------------------------------

}  // namespace limits

}  // namespace adjutant
