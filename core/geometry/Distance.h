#pragma once

#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// Edge-to-edge distances on the table, in inches. Polygons are outlines as
/// vertex lists (any orientation, not closed); a distance is 0 when the shapes
/// touch, overlap or one lies inside the other. Compare results against range
/// limits with `withinLimit` (Tolerance.h), never with a bare `<=`.

/// Nearest approach of two polygons (Tricorne A33: "nearest point to nearest point").
double distanceBetween(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

/// withinLimit(distanceBetween(a, b), limit), the same answer in every case,
/// without finishing the measurement once two edges are found close enough.
bool distanceWithin(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double limit);

/// From a point to the nearest point of a polygon; 0 inside it.
/// War of Princes 5.4 measures from the centre of the firer's front edge.
double distanceFromPoint(Vec2 point, const std::vector<Vec2>& polygon);

/// From the nearest point of a straight edge to the nearest point of a polygon.
double distanceFromEdge(Vec2 edgeStart, Vec2 edgeEnd, const std::vector<Vec2>& polygon);

/// From a face (a front edge or a square's face) to a polygon (Tricorne A33, 19.3.1).
double distanceFromFace(const Face& face, const std::vector<Vec2>& polygon);

/// From the unit's front edge; for a square, from its nearest face.
double distanceFromFront(const UnitLayout& unit, const std::vector<Vec2>& polygon);

/// True when the point lies inside the polygon or on its boundary.
bool polygonCovers(const std::vector<Vec2>& polygon, Vec2 point);

/// True when the two polygons share any point, boundaries included.
bool polygonsIntersect(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

}  // namespace adjutant::geometry
