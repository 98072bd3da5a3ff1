#include "core/geometry/detail/PlaneMath.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::geometry::detail {

Vec2 closestPointOnSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double len2 = ab.dot(ab);
    if (len2 == 0.0) {
        return a;
    }
    const double t = std::clamp((p - a).dot(ab) / len2, 0.0, 1.0);
    return a + ab * t;
}

Vec2 closestPointOnBoundary(Vec2 p, const std::vector<Vec2>& polygon) {
    Vec2 best = polygon.empty() ? p : polygon.front();
    double bestDistance = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 c = closestPointOnSegment(p, polygon[i], polygon[(i + 1) % polygon.size()]);
        const double d = (p - c).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

bool segmentIntersection(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1, double& t, double& s) {
    const Vec2 r = p1 - p0;
    const Vec2 u = q1 - q0;
    const double denom = r.cross(u);
    if (denom == 0.0) {
        return false;
    }
    const Vec2 w = q0 - p0;
    t = w.cross(u) / denom;
    s = w.cross(r) / denom;
    constexpr double kSlack = 1e-12;  // keeps hits exactly at an end point
    if (t < -kSlack || t > 1 + kSlack || s < -kSlack || s > 1 + kSlack) {
        return false;
    }
    t = std::clamp(t, 0.0, 1.0);
    s = std::clamp(s, 0.0, 1.0);
    return true;
}

std::vector<Vec2> convexHull(std::vector<Vec2> points) {
    std::sort(points.begin(), points.end(),
              [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3) {
        return points;
    }
    std::vector<Vec2> hull(2 * points.size());
    std::size_t k = 0;
    for (const Vec2& p : points) {
        while (k >= 2 && (hull[k - 1] - hull[k - 2]).cross(p - hull[k - 2]) <= 0) {
            --k;
        }
        hull[k++] = p;
    }
    const std::size_t lower = k + 1;
    for (auto it = points.rbegin() + 1; it != points.rend(); ++it) {
        while (k >= lower && (hull[k - 1] - hull[k - 2]).cross(*it - hull[k - 2]) <= 0) {
            --k;
        }
        hull[k++] = *it;
    }
    hull.resize(k - 1);
    return hull;
}

std::vector<Vec2> clipByHalfPlane(const std::vector<Vec2>& polygon, Vec2 normal, double offset) {
    std::vector<Vec2> out;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % polygon.size()];
        const double da = normal.dot(a) - offset;
        const double db = normal.dot(b) - offset;
        if (da <= 0) {
            out.push_back(a);
        }
        if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
            out.push_back(a + (b - a) * (da / (da - db)));
        }
    }
    return out;
}

namespace {

// Overlap of the two shadows on the axis, negative when there is a gap.
double overlapOnAxis(const std::vector<Vec2>& a, const std::vector<Vec2>& b, Vec2 axis) {
    double minA = std::numeric_limits<double>::infinity();
    double maxA = -minA;
    double minB = minA;
    double maxB = -minA;
    for (const Vec2& v : a) {
        minA = std::min(minA, axis.dot(v));
        maxA = std::max(maxA, axis.dot(v));
    }
    for (const Vec2& v : b) {
        minB = std::min(minB, axis.dot(v));
        maxB = std::max(maxB, axis.dot(v));
    }
    return std::min(maxA, maxB) - std::max(minA, minB);
}

}  // namespace

double convexPenetration(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    double depth = std::numeric_limits<double>::infinity();
    for (const auto* poly : {&a, &b}) {
        for (std::size_t i = 0; i < poly->size(); ++i) {
            const Vec2 edge = (*poly)[(i + 1) % poly->size()] - (*poly)[i];
            const Vec2 axis = Vec2{-edge.y, edge.x}.normalized();
            if (axis.length() == 0.0) {
                continue;
            }
            depth = std::min(depth, overlapOnAxis(a, b, axis));
            if (depth <= 0) {
                return 0.0;
            }
        }
    }
    return std::isinf(depth) ? 0.0 : depth;
}

PointBox boxAround(const std::vector<Vec2>& points) {
    PointBox box{points.front(), points.front()};
    for (const Vec2& p : points) {
        box.low = {std::min(box.low.x, p.x), std::min(box.low.y, p.y)};
        box.high = {std::max(box.high.x, p.x), std::max(box.high.y, p.y)};
    }
    return box;
}

bool boxesApart(const PointBox& a, const PointBox& b) {
    return a.high.x < b.low.x || b.high.x < a.low.x || a.high.y < b.low.y || b.high.y < a.low.y;
}

double boxGap(const PointBox& a, const PointBox& b) {
    const double dx = std::max({0.0, b.low.x - a.high.x, a.low.x - b.high.x});
    const double dy = std::max({0.0, b.low.y - a.high.y, a.low.y - b.high.y});
    return std::hypot(dx, dy);
}

bool boxHolds(const PointBox& box, Vec2 p) {
    return p.x >= box.low.x && p.x <= box.high.x && p.y >= box.low.y && p.y <= box.high.y;
}

}  // namespace adjutant::geometry::detail
