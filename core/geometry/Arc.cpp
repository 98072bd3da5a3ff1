#include "core/geometry/Arc.h"

#include <array>
#include <cmath>
#include <numbers>

#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/PlaneMath.h"

namespace adjutant::geometry {

namespace {

// The arc as three half-planes dot(normal, v) <= offset, each moved outwards
// by the tolerance: behind the edge, and beyond each slanted side.
struct HalfPlane {
    Vec2 normal;
    double offset = 0;
};

std::array<HalfPlane, 3> halfPlanesOf(const FrontArc& arc) {
    const Vec2 forward = Pose::directionOf(arc.facingDegrees);
    const Vec2 right = Pose::directionOf(arc.facingDegrees + 90.0);
    const double h = arc.halfAngleDegrees * std::numbers::pi / 180.0;
    // Outward normal of the right-hand boundary: the right vector turned back
    // towards the rear by the half angle; mirrored for the left-hand one.
    const Vec2 rightNormal = right * std::cos(h) - forward * std::sin(h);
    const Vec2 leftNormal = right * -std::cos(h) - forward * std::sin(h);
    return {HalfPlane{-forward, -forward.dot(arc.left) + kDistanceTolerance},
            HalfPlane{rightNormal, rightNormal.dot(arc.right) + kDistanceTolerance},
            HalfPlane{leftNormal, leftNormal.dot(arc.left) + kDistanceTolerance}};
}

}  // namespace

FrontArc arcOfFace(const Face& face, double halfAngleDegrees) {
    return {face.left, face.right, face.facingDegrees, halfAngleDegrees};
}

FrontArc frontArcOf(const UnitLayout& unit, double halfAngleDegrees) {
    if (!unit.faces.empty()) {
        return arcOfFace(unit.faces.front(), halfAngleDegrees);
    }
    return {unit.frontLeft, unit.frontRight, unit.pose.facingDegrees, halfAngleDegrees};
}

bool arcContainsPoint(const FrontArc& arc, Vec2 point) {
    for (const HalfPlane& plane : halfPlanesOf(arc)) {
        if (plane.normal.dot(point) > plane.offset) {
            return false;
        }
    }
    return true;
}

bool arcReachesPolygon(const FrontArc& arc, const std::vector<Vec2>& polygon) {
    if (polygon.size() == 1) {
        return arcContainsPoint(arc, polygon.front());
    }
    std::vector<Vec2> clipped = polygon;
    for (const HalfPlane& plane : halfPlanesOf(arc)) {
        clipped = detail::clipByHalfPlane(clipped, plane.normal, plane.offset);
        if (clipped.empty()) {
            return false;
        }
    }
    return true;
}

}  // namespace adjutant::geometry
