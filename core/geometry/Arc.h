#pragma once

#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// A firing arc: the ground in front of an edge, bounded by lines running
/// outwards at `halfAngleDegrees` from straight ahead through the edge's two
/// corners (Tricorne A34 with 45 degrees; War of Princes 5.4 and Fire Effect
/// 11.2 take the same). Points on the boundary lines and on the edge itself are
/// inside, to within kDistanceTolerance. The half angle comes from the ruleset
/// and must lie in [0, 90].
struct FrontArc {
    Vec2 left;
    Vec2 right;
    double facingDegrees = 0;
    double halfAngleDegrees = 45;
};

FrontArc arcOfFace(const Face& face, double halfAngleDegrees);
/// The arc of the unit's front edge (a square's front face).
FrontArc frontArcOf(const UnitLayout& unit, double halfAngleDegrees);

bool arcContainsPoint(const FrontArc& arc, Vec2 point);
/// True when any part of the polygon lies in the arc (Tricorne 19.3.2).
bool arcReachesPolygon(const FrontArc& arc, const std::vector<Vec2>& polygon);

}  // namespace adjutant::geometry
