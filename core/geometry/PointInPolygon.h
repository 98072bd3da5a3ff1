#pragma once

#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// Point-in-polygon by crossing number (the even-odd rule, so the outline may
/// be any simple polygon); points on the boundary may go either way.
/// Kept rather than Boost.Geometry's within/covered_by, which decide the
/// boundary the other way: a path running along an area's edge counts as
/// inside on the edges the crossing rule includes (TerrainQueriesTest), and
/// the footprint distances ask it hundreds of thousands of times a bound about
/// outlines of four corners, where Boost.Geometry would first build a polygon.
bool insidePolygon(Vec2 p, const std::vector<Vec2>& polygon);

}  // namespace adjutant::geometry
