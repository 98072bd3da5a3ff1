#pragma once

#include <vector>

#include "core/model/Vec2.h"

// Small exact helpers on points, segments and convex polygons shared by the
// module's .cpp files; not part of the module's public interface.
namespace adjutant::geometry::detail {

Vec2 closestPointOnSegment(Vec2 p, Vec2 a, Vec2 b);
/// Nearest point of a polygon's boundary to p.
Vec2 closestPointOnBoundary(Vec2 p, const std::vector<Vec2>& polygon);

/// Where segment p0-p1 meets segment q0-q1: the parameters along each, in
/// [0, 1]; false when they do not meet or are parallel.
bool segmentIntersection(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, double& t, double& s);

/// Convex hull, counter-clockwise in y-up terms, without repeated points.
/// Kept rather than Boost.Geometry's convex_hull: a bound asks it for every
/// sliding footprint, and Boost's, with the conversion to and from its types,
/// took four times the instructions (6.8 million against 1.7 in a bound of 100
/// a side, 4.5% of the whole bench); its hull also drops nearly collinear
/// corners by a tolerance where this one is exact.
std::vector<Vec2> convexHull(std::vector<Vec2> points);

/// Keeps the part of a polygon where dot(normal, v) <= offset.
std::vector<Vec2> clipByHalfPlane(const std::vector<Vec2>& polygon, Vec2 normal, double offset);

/// Depth of overlap of two convex polygons along their best separating axis;
/// 0 when they are apart or only touch.
double convexPenetration(const std::vector<Vec2>& a, const std::vector<Vec2>& b);

/// The axis-aligned box around some points. The terrain queries test it first:
/// a shape whose box lies clear of another's can be ruled out without the
/// exact Boost.Geometry test, which builds polygons and costs a thousand times more.
struct PointBox {
    Vec2 low;
    Vec2 high;
};
PointBox boxAround(const std::vector<Vec2>& points);  // points must not be empty
/// Whether the boxes are separated by a gap (touching boxes are not apart).
bool boxesApart(const PointBox& a, const PointBox& b);
/// The shortest distance between the boxes, 0 when they overlap or touch: never
/// more than the distance between any points inside them.
double boxGap(const PointBox& a, const PointBox& b);
bool boxHolds(const PointBox& box, Vec2 p);  // boundary included

}  // namespace adjutant::geometry::detail
