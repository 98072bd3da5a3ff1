#pragma once

#include <vector>

#include "core/model/Vec2.h"

// Small exact helpers on points, segments and convex polygons shared by the
// module's .cpp files; not part of the module's public interface.
namespace adjutant::geometry::detail {

Vec2 closestPointOnSegment(Vec2 p, Vec2 a, Vec2 b);
double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b);
/// Nearest point of a polygon's boundary to p.
Vec2 closestPointOnBoundary(Vec2 p, const std::vector<Vec2>& polygon);

/// Where segment p0-p1 meets segment q0-q1: the parameters along each, in
/// [0, 1]; false when they do not meet or are parallel.
bool segmentIntersection(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, double& t, double& s);

/// Convex hull, counter-clockwise in y-up terms, without repeated points.
std::vector<Vec2> convexHull(std::vector<Vec2> points);

/// Keeps the part of a polygon where dot(normal, v) <= offset.
std::vector<Vec2> clipByHalfPlane(const std::vector<Vec2>& polygon, Vec2 normal, double offset);

/// Depth of overlap of two convex polygons along their best separating axis;
/// 0 when they are apart or only touch.
double convexPenetration(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

/// Point-in-polygon by crossing number; points on the boundary may go either way.
bool insidePolygon(Vec2 p, const std::vector<Vec2>& polygon);

}  // namespace adjutant::geometry::detail
