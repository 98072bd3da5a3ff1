#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant {

class TricorneContext;
struct Unit;

/// One straight slide of a footprint during a move.
struct TricorneSlide {
    std::vector<Vec2> footprint;  // where the unit stands as the slide begins
    Vec2 displacement;
};

/// Why a voluntary move may not end at `finalFootprint` or pass along
/// `slides`: leaving the unit overlapping an enemy or a friend, passing through
/// either (the rules let units pass through friends only when retiring,
/// retreating or routing, 6.1-6.3), or leaving the table. nullopt when clear.
///
/// Not obstacles: the mover's own battalion guns (2.1), units off the table,
/// and generals, whose single figure [I] neither blocks nor is blocked.
std::optional<std::string> obstructionOf(const TricorneContext& context, const Unit& mover,
                                         const std::vector<Vec2>& finalFootprint,
                                         const std::vector<TricorneSlide>& slides);

}  // namespace adjutant
