#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/geometry/Tolerance.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// Base-to-base contact, overlap and movement into contact between unit
/// footprints. Footprints must be convex (every UnitLayout footprint is).
/// Two footprints are in contact when the gap between them is at most
/// `tolerance` and they overlap by no more than `tolerance`; they overlap when
/// one reaches more than `tolerance` into the other.

/// How far two convex footprints reach into each other along the direction
/// that separates them soonest; 0 when they are apart or only touch.
double penetrationDepth(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

bool inContact(const std::vector<Vec2>& a, const std::vector<Vec2>& b,
               double tolerance = kContactTolerance);
bool overlaps(const std::vector<Vec2>& a, const std::vector<Vec2>& b,
              double tolerance = kContactTolerance);

/// How far `moving` can travel in `direction` (any length, normalised here)
/// before it touches `obstacle`: 0 when they already touch or overlap, empty
/// when the straight move never meets it. Used for charge reach and for a
/// retiring unit halting in front of a friend (Tricorne 19.3.5, A26).
std::optional<double> distanceToContact(const std::vector<Vec2>& moving, Vec2 direction,
                                        const std::vector<Vec2>& obstacle);

/// The ground a convex footprint sweeps when it slides by `displacement`.
std::vector<Vec2> sweptFootprint(const std::vector<Vec2>& footprint, Vec2 displacement);

/// Indices of `others` that a footprint sliding by `displacement` passes
/// through, i.e. overlaps somewhere along the move by more than `tolerance`
/// (interpenetration of friends, Tricorne 19.3.8 and 19.3.9). A unit merely
/// touched at the end of the move is not passed through.
std::vector<std::size_t> footprintsPassedThrough(const std::vector<Vec2>& footprint,
                                                 Vec2 displacement,
                                                 const std::vector<std::vector<Vec2>>& others,
                                                 double tolerance = kContactTolerance);

}  // namespace adjutant::geometry
