#include "core/geometry/detail/PolygonDistance.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/geometry/PointInPolygon.h"
#include "core/geometry/Tolerance.h"
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

// segmentDistanceSquared, defined here so that the loops below inline it (the
// same arithmetic, so the same results).
inline double pairDistanceSquared(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    if (properlyCross(a0, a1, b0, b1)) {
        return 0.0;
    }
    // Segments that do not cross are nearest at an end of one of them.
    return std::min(
        std::min(pointSegmentDistanceSquared(a0, b0, b1), pointSegmentDistanceSquared(a1, b0, b1)),
        std::min(pointSegmentDistanceSquared(b0, a0, a1), pointSegmentDistanceSquared(b1, a0, a1)));
}

// The edges of an outline as (start, end) pairs: the closing edge from the
// last corner back to the first included. Walking `prev` along avoids a
// modulo per pair in the inner loops (same points, same arithmetic).
template <typename Visit>
bool forEachEdge(const std::vector<Vec2>& outline, Visit&& visit) {
    Vec2 prev = outline.back();
    for (const Vec2& next : outline) {
        if (visit(prev, next)) {
            return true;
        }
        prev = next;
    }
    return false;
}

// Squared gap between the boxes around two segments: never more than the
// squared distance between the segments themselves.
inline double boxGapSquared(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    const double gapX = std::max({0.0, std::min(b0.x, b1.x) - std::max(a0.x, a1.x),
                                  std::min(a0.x, a1.x) - std::max(b0.x, b1.x)});
    const double gapY = std::max({0.0, std::min(b0.y, b1.y) - std::max(a0.y, a1.y),
                                  std::min(a0.y, a1.y) - std::max(b0.y, b1.y)});
    return gapX * gapX + gapY * gapY;
}

// Slack on that bound before a pair is passed over. Rounding makes a pair's
// measured distance differ from the exact one by far less than this (1e-10
// square inches is a gap of 1e-5 inches near contact, and rounding on a table
// of a few hundred inches is below 1e-12), so a pair passed over would never
// have been the nearest, and the minimum comes out bit for bit the same.
// A pair passed over never reaches the crossing test either. Segments whose
// boxes lie apart do not cross; rounding could only read a crossing into two
// edges lying along one line, and between two rectangular footprints such a
// pair is never further apart than the nearest corners, so it is measured.
constexpr double kPassOverRelative = 1e-9;
constexpr double kPassOverAbsolute = 1e-10;

// The squared distance of every edge pair, the smallest kept; `stop` sees each
// pair's value and ends the scan early when it returns true. The minimum of
// the same set of values does not depend on the order they are visited in.
// A pair whose boxes are already further apart than the nearest pair so far
// is passed over without measuring: two footprints facing each other have
// sixteen pairs, and most are plainly not the nearest.
template <typename Stop>
double outlineDistanceSquared(const std::vector<Vec2>& a, const std::vector<Vec2>& b, Stop&& stop) {
    double best = std::numeric_limits<double>::infinity();
    forEachEdge(a, [&](Vec2 a0, Vec2 a1) {
        return forEachEdge(b, [&](Vec2 b0, Vec2 b1) {
            if (boxGapSquared(a0, a1, b0, b1) >
                best * (1.0 + kPassOverRelative) + kPassOverAbsolute) {
                return false;
            }
            const double squared = pairDistanceSquared(a0, a1, b0, b1);
            best = std::min(best, squared);
            return best == 0.0 || stop(squared);
        });
    });
    return best;
}

}  // namespace

double segmentDistanceSquared(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    return pairDistanceSquared(a0, a1, b0, b1);
}

double smallOutlineDistance(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    const double squared = outlineDistanceSquared(a, b, [](double) { return false; });
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

bool smallOutlinesWithin(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double limit) {
    // Any pair whose own distance is within the limit settles it: the nearest
    // approach is no further (sqrt is monotonic), so withinLimit holds for it
    // too. When no pair passes, the nearest approach is one of them and fails.
    bool passed = false;
    const double squared = outlineDistanceSquared(a, b, [&](double pair) {
        passed = withinLimit(std::sqrt(pair), limit);
        return passed;
    });
    if (passed) {
        return true;
    }
    if (squared == 0.0 || (b.size() >= 3 && insidePolygon(a.front(), b)) ||
        (a.size() >= 3 && insidePolygon(b.front(), a))) {
        return withinLimit(0.0, limit);
    }
    return withinLimit(std::sqrt(squared), limit);
}

double smallSegmentOutlineDistance(Vec2 s0, Vec2 s1, const std::vector<Vec2>& outline) {
    double best = std::numeric_limits<double>::infinity();
    if (forEachEdge(outline, [&](Vec2 b0, Vec2 b1) {
            best = std::min(best, pairDistanceSquared(s0, s1, b0, b1));
            return best == 0.0;
        })) {
        return 0.0;
    }
    if (outline.size() >= 3 && insidePolygon(s0, outline)) {
        return 0.0;
    }
    return std::sqrt(best);
}

}  // namespace adjutant::geometry::detail
