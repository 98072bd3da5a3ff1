#include "core/geometry/Contact.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/geometry/Distance.h"
#include "core/geometry/detail/PlaneMath.h"

namespace adjutant::geometry {

double penetrationDepth(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    return detail::convexPenetration(a, b);
}

bool inContact(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double tolerance) {
    return distanceWithin(a, b, tolerance) && penetrationDepth(a, b) <= tolerance;
}

bool overlaps(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double tolerance) {
    return penetrationDepth(a, b) > tolerance;
}

namespace {

// Smallest s >= 0 at which a ray from any vertex of `from` along `direction`
// meets an edge of `to`.
std::optional<double> firstHit(const std::vector<Vec2>& from, Vec2 direction,
                               const std::vector<Vec2>& to, double reach) {
    std::optional<double> best;
    for (const Vec2& v : from) {
        for (std::size_t i = 0; i < to.size(); ++i) {
            double t = 0;
            double s = 0;
            if (detail::segmentIntersection(v, v + direction * reach, to[i],
                                            to[(i + 1) % to.size()], t, s)) {
                const double d = t * reach;
                if (!best || d < *best) {
                    best = d;
                }
            }
        }
    }
    return best;
}

// The largest span between a corner of one and a corner of the other. Only
// the spans whose squares come within a hair of the largest square are
// measured with hypot (Vec2::length): any other is shorter by far more than
// rounding, so the answer is the largest length of all, bit for bit, at a
// fraction of sixteen calls to hypot.
// Corners at no finite place (or spans past the range of a square) are all
// measured, as they always were.
double extentOf(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    double largestSquared = 0;
    bool finite = true;
    for (const Vec2& p : a) {
        for (const Vec2& q : b) {
            const Vec2 d = p - q;
            const double squared = d.dot(d);
            finite = finite && std::isfinite(squared);
            largestSquared = std::max(largestSquared, squared);
        }
    }
    const double nearLargest = finite ? largestSquared * (1.0 - 1e-9) : 0.0;
    double extent = 0;
    for (const Vec2& p : a) {
        for (const Vec2& q : b) {
            const Vec2 d = p - q;
            if (!finite || d.dot(d) >= nearLargest) {
                extent = std::max(extent, d.length());
            }
        }
    }
    return extent;
}

}  // namespace

std::optional<double> distanceToContact(const std::vector<Vec2>& moving, Vec2 direction,
                                        const std::vector<Vec2>& obstacle) {
    const Vec2 unit = direction.normalized();
    if (moving.empty() || obstacle.empty() || unit.length() == 0.0) {
        return std::nullopt;
    }
    if (distanceBetween(moving, obstacle) <= kDistanceTolerance) {
        return 0.0;
    }
    // No first contact can lie further than the largest span between the two.
    const double reach = 2 * extentOf(moving, obstacle) + 1.0;
    const auto forward = firstHit(moving, unit, obstacle, reach);
    const auto backward = firstHit(obstacle, -unit, moving, reach);
    if (forward && backward) {
        return std::min(*forward, *backward);
    }
    return forward ? forward : backward;
}

std::vector<Vec2> sweptFootprint(const std::vector<Vec2>& footprint, Vec2 displacement) {
    std::vector<Vec2> points = footprint;
    for (const Vec2& v : footprint) {
        points.push_back(v + displacement);
    }
    return detail::convexHull(points);
}

std::vector<std::size_t> footprintsPassedThrough(const std::vector<Vec2>& footprint,
                                                 Vec2 displacement,
                                                 const std::vector<std::vector<Vec2>>& others,
                                                 double tolerance) {
    const std::vector<Vec2> swept = sweptFootprint(footprint, displacement);
    std::vector<std::size_t> crossed;
    for (std::size_t i = 0; i < others.size(); ++i) {
        if (overlaps(swept, others[i], tolerance)) {
            crossed.push_back(i);
        }
    }
    return crossed;
}

}  // namespace adjutant::geometry
