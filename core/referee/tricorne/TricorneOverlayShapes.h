#pragma once

// The outlines the table overlays draw for Tricorne and Musket, built from a
// unit's faces and footprint: an arc and its range bands (14.2, A33, A34) and
// the ground where an enemy stands on a flank or in the rear (A44). Pure plane
// geometry: the numbers (half angle, band limits) come from the caller.

#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Vec2.h"

namespace adjutant {

/// The ground in a face's arc within `radius` of the face (nearest point to
/// nearest point, A33): a strip straight ahead of the face and, beyond each
/// corner, a sector of that radius out to the arc's slanted side. Arcs are
/// sampled every `stepDegrees` or finer.
std::vector<Vec2> arcWithinDistance(const geometry::Face& face, double halfAngleDegrees,
                                    double radius, double stepDegrees = 3.0);

/// The arc as a straight-sided wedge whose far edge lies `depth` ahead of the
/// face, so that it holds every band up to that distance.
std::vector<Vec2> arcWedge(const geometry::Face& face, double halfAngleDegrees, double depth);

/// A44's zones: an attacker wholly behind the line of the rear edge is in the
/// rear, one neither wholly in front of the front edge's line nor wholly behind
/// the rear's is on a flank. Each zone runs `extent` inches out from the
/// footprint (front-left, front-right, rear-right, rear-left).
struct FlankAndRearZones {
    std::vector<Vec2> leftFlank, rightFlank, rear;
};
FlankAndRearZones flankAndRearZones(const std::vector<Vec2>& footprint, double extent);

}  // namespace adjutant
