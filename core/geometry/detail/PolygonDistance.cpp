#include "core/geometry/detail/PolygonDistance.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/geometry/detail/PlaneMath.h"

namespace adjutant::geometry::detail {

namespace {

double pointSegmentDistanceSquared(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double len2 = ab.dot(ab);
    const Vec2 ap = p - a;
    if (len2 == 0.0) {
        return ap.dot(ap);
    }
    const double t = std::clamp(ap.dot(ab) / len2, 0.0, 1.0);
    const Vec2 d = ap - ab * t;
    return d.dot(d);
}

int sign(double v) {
    return (v > 0) - (v < 0);
}

/// True when the segments cross at a point inside both (not at an end).
bool properlyCross(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    const Vec2 a = a1 - a0;
    const Vec2 b = b1 - b0;
    const int s1 = sign(a.cross(b0 - a0));
    const int s2 = sign(a.cross(b1 - a0));
    const int s3 = sign(b.cross(a0 - b0));
    const int s4 = sign(b.cross(a1 - b0));
    return s1 * s2 < 0 && s3 * s4 < 0;
}

double outlineDistanceSquared(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Vec2 a0 = a[i];
        const Vec2 a1 = a[(i + 1) % a.size()];
        for (std::size_t j = 0; j < b.size(); ++j) {
            best = std::min(best, segmentDistanceSquared(a0, a1, b[j], b[(j + 1) % b.size()]));
            if (best == 0.0) {
                return 0.0;
            }
        }
    }
    return best;
}

}  // namespace

double segmentDistanceSquared(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    if (properlyCross(a0, a1, b0, b1)) {
        return 0.0;
    }
    // Segments that do not cross are nearest at an end of one of them.
    return std::min(
        std::min(pointSegmentDistanceSquared(a0, b0, b1), pointSegmentDistanceSquared(a1, b0, b1)),
        std::min(pointSegmentDistanceSquared(b0, a0, a1), pointSegmentDistanceSquared(b1, a0, a1)));
}

double smallOutlineDistance(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    const double squared = outlineDistanceSquared(a, b);
    if (squared == 0.0) {
        return 0.0;
    }
    // Boundaries apart: either one outline holds the other, or they are apart.
    if ((b.size() >= 3 && insidePolygon(a.front(), b)) ||
        (a.size() >= 3 && insidePolygon(b.front(), a))) {
        return 0.0;
    }
    return std::sqrt(squared);
}

double smallSegmentOutlineDistance(Vec2 s0, Vec2 s1, const std::vector<Vec2>& outline) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < outline.size(); ++j) {
        best = std::min(
            best, segmentDistanceSquared(s0, s1, outline[j], outline[(j + 1) % outline.size()]));
        if (best == 0.0) {
            return 0.0;
        }
    }
    if (outline.size() >= 3 && insidePolygon(s0, outline)) {
        return 0.0;
    }
    return std::sqrt(best);
}

}  // namespace adjutant::geometry::detail
