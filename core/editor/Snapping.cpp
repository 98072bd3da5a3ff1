#include "core/editor/Snapping.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/editor/detail/BoostShapes.h"

namespace adjutant {

using namespace editor_detail;

namespace {

struct EdgePoint {
    Vec2 point;
    double distance = std::numeric_limits<double>::infinity();
    double along = 0;  // edge index plus the fraction of the edge
};

EdgePoint nearestOnEdge(Vec2 a, Vec2 b, Vec2 p) {
    const Vec2 ab = b - a;
    const double length2 = ab.dot(ab);
    const double t = length2 > 0 ? std::clamp((p - a).dot(ab) / length2, 0.0, 1.0) : 0.0;
    const Vec2 at = a + ab * t;
    return {at, (p - at).length(), t};
}

EdgePoint nearestOnOutline(const std::vector<Vec2>& points, bool closed, Vec2 p) {
    EdgePoint best;
    const std::size_t edges = closed ? points.size() : points.size() - 1;
    for (std::size_t i = 0; i < edges && points.size() >= 2; ++i) {
        EdgePoint here = nearestOnEdge(points[i], points[(i + 1) % points.size()], p);
        if (here.distance < best.distance) {
            best = {here.point, here.distance, double(i) + here.along};
        }
    }
    return best;
}

/// The neighbour's vertices strictly between two points on its ring, the
/// shorter way round; empty when the shorter way is far longer than the
/// straight line (the two points only happen to lie on the same neighbour).
std::vector<Vec2> ringBetween(const std::vector<Vec2>& ring, double from, double to, Vec2 a, Vec2 b,
                              double within) {
    const auto m = double(ring.size());
    const double forward = std::fmod(to - from + m, m);
    const auto at = [&](long k) {
        const auto n = long(ring.size());
        return ring[std::size_t(((k % n) + n) % n)];
    };
    const auto lengthOf = [&](const std::vector<Vec2>& path) {
        double length = 0;
        Vec2 last = a;
        for (const Vec2& p : path) {
            length += (p - last).length();
            last = p;
        }
        return length + (b - last).length();
    };
    std::vector<Vec2> ahead;
    for (long k = long(std::floor(from)) + 1; double(k) < from + forward; ++k) {
        ahead.push_back(at(k));
    }
    std::vector<Vec2> back;
    for (long k = long(std::ceil(from)) - 1; double(k) > from - (m - forward); --k) {
        back.push_back(at(k));
    }
    std::vector<Vec2>& shorter = lengthOf(ahead) <= lengthOf(back) ? ahead : back;
    if (lengthOf(shorter) > 2 * (b - a).length() + 2 * within) {
        return {};
    }
    return shorter;
}

std::vector<Vec2> snappedOnto(const std::vector<Vec2>& outline,
                              const std::vector<std::vector<Vec2>>& neighbours, double within) {
    struct Snap {
        Vec2 point;
        int neighbour = -1;
        double along = 0;
    };
    std::vector<Snap> snaps;
    for (const Vec2& v : outline) {
        Snap snap{v};
        double best = within;
        for (std::size_t n = 0; n < neighbours.size(); ++n) {
            if (neighbours[n].size() < 3) {
                continue;
            }
            const EdgePoint near = nearestOnOutline(neighbours[n], true, v);
            if (near.distance <= best) {
                best = near.distance;
                snap = {near.point, int(n), near.along};
            }
        }
        snaps.push_back(snap);
    }
    std::vector<Vec2> fitted;
    for (std::size_t i = 0; i < snaps.size(); ++i) {
        const Snap& a = snaps[i];
        const Snap& b = snaps[(i + 1) % snaps.size()];
        fitted.push_back(a.point);
        if (a.neighbour >= 0 && a.neighbour == b.neighbour) {
            for (const Vec2& p : ringBetween(neighbours[std::size_t(a.neighbour)], a.along, b.along,
                                             a.point, b.point, within)) {
                fitted.push_back(p);
            }
        }
    }
    // Vertices snapped to one point become one.
    std::vector<Vec2> kept;
    for (const Vec2& p : fitted) {
        if (kept.empty() || (p - kept.back()).length() > 1e-9) {
            kept.push_back(p);
        }
    }
    while (kept.size() > 1 && (kept.front() - kept.back()).length() <= 1e-9) {
        kept.pop_back();
    }
    return kept;
}

}  // namespace

std::optional<SnapTarget> snapPoint(const Scenario& scenario, Vec2 point, double within,
                                    std::optional<FeatureRef> skip) {
    std::optional<SnapTarget> vertex;
    std::optional<SnapTarget> edge;
    double vertexDistance = within;
    double edgeDistance = within;
    const auto consider = [&](const std::vector<Vec2>& points, bool closed, FeatureRef feature) {
        if (skip && *skip == feature) {
            return;
        }
        for (std::size_t i = 0; i < points.size(); ++i) {
            const double d = (points[i] - point).length();
            if (d <= vertexDistance) {
                vertexDistance = d;
                vertex = SnapTarget{SnapTarget::To::Vertex, points[i], feature, i};
            }
        }
        if (points.size() >= 2) {
            const EdgePoint near = nearestOnOutline(points, closed, point);
            if (near.distance <= edgeDistance) {
                edgeDistance = near.distance;
                edge =
                    SnapTarget{SnapTarget::To::Edge, near.point, feature, std::size_t(near.along)};
            }
        }
    };
    const auto& areas = scenario.table.areas;
    for (std::size_t i = 0; i < areas.size(); ++i) {
        consider(areas[i].outline, true, FeatureRef{FeatureRef::Kind::Area, i});
    }
    const auto& lines = scenario.table.lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        consider(lines[i].points, false, FeatureRef{FeatureRef::Kind::Line, i});
    }
    return vertex ? vertex : edge;
}

std::vector<Vec2> fitToNeighbours(const std::vector<Vec2>& outline,
                                  const std::vector<std::vector<Vec2>>& neighbours, double within) {
    if (outline.size() < 3) {
        return outline;
    }
    BPolygon shape = polygonOf(snappedOnto(outline, neighbours, within));
    if (shape.outer().size() < 4 || !bg::is_valid(shape)) {
        shape = polygonOf(outline);
    }
    for (const std::vector<Vec2>& neighbour : neighbours) {
        if (neighbour.size() < 3) {
            continue;
        }
        const BPolygon other = polygonOf(neighbour);
        if (!bg::is_valid(other) || !bg::intersects(shape, other)) {
            continue;
        }
        if (bg::within(shape, other)) {
            return {};
        }
        if (bg::within(other, shape)) {
            continue;
        }
        BMultiPolygon pieces;
        bg::difference(shape, other, pieces);
        const auto largest = std::max_element(
            pieces.begin(), pieces.end(),
            [](const BPolygon& a, const BPolygon& b) { return bg::area(a) < bg::area(b); });
        if (largest == pieces.end() || !(bg::area(*largest) > 0)) {
            return {};
        }
        shape = BPolygon{};
        shape.outer() = largest->outer();
    }
    return outlineOf(shape);
}

}  // namespace adjutant
