#include "core/geometry/Distance.h"

#include <algorithm>
#include <limits>

#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/BoostTypes.h"
#include "core/geometry/detail/PolygonDistance.h"

namespace adjutant::geometry {

using detail::bg::distance;

double distanceBetween(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.empty() || b.empty()) {
        return std::numeric_limits<double>::infinity();
    }
    if (a.size() * b.size() <= detail::kSmallOutlinePairs) {
        return detail::smallOutlineDistance(a, b);
    }
    return distance(detail::toBoostPolygon(a), detail::toBoostPolygon(b));
}

bool distanceWithin(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double limit) {
    if (!a.empty() && !b.empty() && a.size() * b.size() <= detail::kSmallOutlinePairs) {
        return detail::smallOutlinesWithin(a, b, limit);
    }
    return withinLimit(distanceBetween(a, b), limit);
}

double distanceFromPoint(Vec2 point, const std::vector<Vec2>& polygon) {
    if (polygon.empty()) {
        return std::numeric_limits<double>::infinity();
    }
    if (polygon.size() <= detail::kSmallOutlinePairs) {
        return detail::smallSegmentOutlineDistance(point, point, polygon);
    }
    return distance(detail::toBoost(point), detail::toBoostPolygon(polygon));
}

double distanceFromEdge(Vec2 edgeStart, Vec2 edgeEnd, const std::vector<Vec2>& polygon) {
    if (polygon.empty()) {
        return std::numeric_limits<double>::infinity();
    }
    if (polygon.size() <= detail::kSmallOutlinePairs) {
        return detail::smallSegmentOutlineDistance(edgeStart, edgeEnd, polygon);
    }
    const detail::BoostSegment edge{detail::toBoost(edgeStart), detail::toBoost(edgeEnd)};
    return distance(edge, detail::toBoostPolygon(polygon));
}

double distanceFromFace(const Face& face, const std::vector<Vec2>& polygon) {
    return distanceFromEdge(face.left, face.right, polygon);
}

double distanceFromFront(const UnitLayout& unit, const std::vector<Vec2>& polygon) {
    if (unit.faces.empty()) {
        return distanceFromEdge(unit.frontLeft, unit.frontRight, polygon);
    }
    double best = std::numeric_limits<double>::infinity();
    for (const Face& face : unit.faces) {
        best = std::min(best, distanceFromFace(face, polygon));
    }
    return best;
}

bool polygonCovers(const std::vector<Vec2>& polygon, Vec2 point) {
    return polygon.size() >= 3 &&
           detail::bg::covered_by(detail::toBoost(point), detail::toBoostPolygon(polygon));
}

bool polygonsIntersect(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    return a.size() >= 3 && b.size() >= 3 &&
           detail::bg::intersects(detail::toBoostPolygon(a), detail::toBoostPolygon(b));
}

}  // namespace adjutant::geometry
