#include "core/geometry/TerrainQueries.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <utility>

#include "core/geometry/PointInPolygon.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/BoostTypes.h"
#include "core/geometry/detail/PlaneMath.h"

namespace adjutant::geometry {

namespace bg = detail::bg;

double PathTerrain::lengthIn(AreaKind kind) const {
    double total = 0;
    for (const AreaSpan& span : spans) {
        total += span.kind == kind ? span.length : 0.0;
    }
    return total;
}

int PathTerrain::linesCrossed(LinearKind kind) const {
    return static_cast<int>(std::count_if(lines.begin(), lines.end(),
                                          [&](const LinearCrossing& c) { return c.kind == kind; }));
}

int PathTerrain::waterCrossed(LinearKind kind, std::optional<WaterCrossingKind> via) const {
    return static_cast<int>(std::count_if(lines.begin(), lines.end(), [&](const LinearCrossing& c) {
        return c.kind == kind && c.via == via;
    }));
}

int PathTerrain::contoursUp() const {
    return static_cast<int>(std::count_if(
        boundaries.begin(), boundaries.end(),
        [](const BoundaryCrossing& c) { return c.kind == AreaKind::Hill && c.inwards; }));
}

int PathTerrain::contoursDown() const {
    return static_cast<int>(std::count_if(
        boundaries.begin(), boundaries.end(),
        [](const BoundaryCrossing& c) { return c.kind == AreaKind::Hill && !c.inwards; }));
}

int PathTerrain::entries(AreaKind kind) const {
    return static_cast<int>(
        std::count_if(boundaries.begin(), boundaries.end(),
                      [&](const BoundaryCrossing& c) { return c.kind == kind && c.inwards; }));
}

int PathTerrain::exits(AreaKind kind) const {
    return static_cast<int>(
        std::count_if(boundaries.begin(), boundaries.end(),
                      [&](const BoundaryCrossing& c) { return c.kind == kind && !c.inwards; }));
}

namespace {

// A polyline path with its cumulative lengths, to find points by distance.
class MeasuredPath {
  public:
    explicit MeasuredPath(const std::vector<Vec2>& points) : points_(points) {
        cumulative_.push_back(0.0);
        for (std::size_t i = 1; i < points.size(); ++i) {
            cumulative_.push_back(cumulative_.back() + (points[i] - points[i - 1]).length());
        }
    }
    double length() const { return cumulative_.back(); }
    double startOf(std::size_t segment) const { return cumulative_[segment]; }
    double lengthOf(std::size_t segment) const {
        return cumulative_[segment + 1] - cumulative_[segment];
    }
    std::size_t segments() const { return points_.size() < 2 ? 0 : points_.size() - 1; }
    Vec2 from(std::size_t segment) const { return points_[segment]; }
    Vec2 to(std::size_t segment) const { return points_[segment + 1]; }

    Vec2 pointAt(double distance) const {
        for (std::size_t i = 0; i < segments(); ++i) {
            if (distance <= cumulative_[i + 1] || i + 1 == segments()) {
                const double len = lengthOf(i);
                const double t = len > 0 ? (distance - cumulative_[i]) / len : 0.0;
                return points_[i] + (points_[i + 1] - points_[i]) * t;
            }
        }
        return points_.empty() ? Vec2{} : points_.front();
    }

  private:
    const std::vector<Vec2>& points_;
    std::vector<double> cumulative_;
};

struct Hit {
    double distance = 0;
    std::size_t segment = 0;  // of the feature
    double s = 0;             // along that feature segment
};

// Every point where the path meets the feature's segments, in path order, with
// repeats (a shared vertex met from two segments) merged.
std::vector<Hit> hitsAlong(const MeasuredPath& path, const std::vector<Vec2>& feature,
                           bool closed) {
    std::vector<Hit> hits;
    const std::size_t count = closed ? feature.size() : feature.size() - 1;
    for (std::size_t i = 0; i < path.segments(); ++i) {
        for (std::size_t j = 0; j < count; ++j) {
            double t = 0;
            double s = 0;
            if (detail::segmentIntersection(path.from(i), path.to(i), feature[j],
                                            feature[(j + 1) % feature.size()], t, s)) {
                hits.push_back({path.startOf(i) + t * path.lengthOf(i), j, s});
            }
        }
    }
    std::sort(hits.begin(), hits.end(),
              [](const Hit& a, const Hit& b) { return a.distance < b.distance; });
    hits.erase(std::unique(hits.begin(), hits.end(),
                           [](const Hit& a, const Hit& b) {
                               return b.distance - a.distance <= kDistanceTolerance;
                           }),
               hits.end());
    return hits;
}

// Which side of an open polyline a point lies, near the place the path met it:
// against the segment's line, or at an inner vertex against the wedge the two
// segments make. Only compared with itself for the two probe points.
int sideOf(const std::vector<Vec2>& feature, const Hit& hit, Vec2 q) {
    constexpr double kAtVertex = 1e-9;
    std::size_t vertex = feature.size();
    if (hit.s <= kAtVertex) {
        vertex = hit.segment;
    } else if (hit.s >= 1 - kAtVertex) {
        vertex = hit.segment + 1;
    }
    if (vertex == 0 || vertex >= feature.size() - 1) {
        const Vec2 a = feature[hit.segment];
        const double c = (feature[hit.segment + 1] - a).cross(q - a);
        return c > 0 ? 1 : (c < 0 ? -1 : 0);
    }
    const Vec2 v = feature[vertex];
    const Vec2 out = feature[vertex + 1] - v;
    const auto turn = [&](Vec2 x) {
        const double a = std::atan2(out.cross(x), out.dot(x));
        return a < 0 ? a + 2 * std::numbers::pi : a;
    };
    const double back = turn(feature[vertex - 1] - v);
    const double probe = turn(q - v);
    if (probe > 0 && probe < back) {
        return 1;
    }
    return probe > back ? -1 : 0;
}

constexpr double kProbe = 1e-6;  // inches either side of a hit, to see which side the path is on

// The interval of t in [0, 1] along p0-p1 that lies within `radius` of segment a-b.
std::optional<std::pair<double, double>> intervalNearSegment(Vec2 p0, Vec2 p1, Vec2 a, Vec2 b,
                                                             double radius) {
    const Vec2 d = p1 - p0;
    double lo = 2.0;
    double hi = -1.0;
    const auto take = [&](double from, double to) {
        if (from <= to) {
            lo = std::min(lo, from);
            hi = std::max(hi, to);
        }
    };
    // The two discs at the road segment's ends.
    for (const Vec2& c : {a, b}) {
        const Vec2 f = p0 - c;
        const double qa = d.dot(d);
        const double qb = 2 * f.dot(d);
        const double qc = f.dot(f) - radius * radius;
        if (qa == 0.0) {
            if (qc <= 0) {
                take(0.0, 1.0);
            }
            continue;
        }
        const double disc = qb * qb - 4 * qa * qc;
        if (disc >= 0) {
            const double root = std::sqrt(disc);
            take((-qb - root) / (2 * qa), (-qb + root) / (2 * qa));
        }
    }
    // The band alongside it: clip the line against four half-planes.
    const double len = (b - a).length();
    if (len > 0) {
        const Vec2 u = (b - a) / len;
        const Vec2 n{-u.y, u.x};
        double from = -1e300;
        double to = 1e300;
        const auto clip = [&](double start, double rate, double min, double max) {
            if (rate == 0.0) {
                if (start < min || start > max) {
                    from = 1;
                    to = 0;
                }
                return;
            }
            double t0 = (min - start) / rate;
            double t1 = (max - start) / rate;
            if (t0 > t1) {
                std::swap(t0, t1);
            }
            from = std::max(from, t0);
            to = std::min(to, t1);
        };
        clip((p0 - a).dot(u), d.dot(u), 0.0, len);
        clip((p0 - a).dot(n), d.dot(n), -radius, radius);
        take(from, to);
    }
    lo = std::max(lo, 0.0);
    hi = std::min(hi, 1.0);
    if (lo > hi) {
        return std::nullopt;
    }
    return std::pair{lo, hi};
}

}  // namespace

bool pathOnRoads(const std::vector<Vec2>& path, const Table& table, double halfWidth) {
    if (path.empty()) {
        return false;
    }
    const double radius = halfWidth + kDistanceTolerance;
    const std::vector<Vec2> points = path.size() == 1 ? std::vector<Vec2>{path[0], path[0]} : path;
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        std::vector<std::pair<double, double>> covered;
        for (const LinearFeature& line : table.lines) {
            if (line.kind != LinearKind::Road) {
                continue;
            }
            for (std::size_t j = 0; j + 1 < line.points.size(); ++j) {
                if (auto part = intervalNearSegment(points[i], points[i + 1], line.points[j],
                                                    line.points[j + 1], radius)) {
                    covered.push_back(*part);
                }
            }
        }
        std::sort(covered.begin(), covered.end());
        const double length = (points[i + 1] - points[i]).length();
        const double slack = length > 0 ? kDistanceTolerance / length : 1.0;
        double reached = 0.0;
        for (const auto& [from, to] : covered) {
            if (from > reached + slack) {
                break;
            }
            reached = std::max(reached, to);
        }
        if (reached < 1.0 - slack) {
            return false;
        }
    }
    return true;
}

double lengthInside(const std::vector<Vec2>& path, const std::vector<Vec2>& polygon) {
    if (path.size() < 2 || polygon.size() < 3) {
        return 0.0;
    }
    if (detail::boxesApart(detail::boxAround(path), detail::boxAround(polygon))) {
        return 0.0;  // what the intersection below would find
    }
    std::vector<detail::BoostLine> parts;
    bg::intersection(detail::toBoostLine(path), detail::toBoostPolygon(polygon), parts);
    double total = 0;
    for (const auto& part : parts) {
        total += bg::length(part);
    }
    return total;
}

PathTerrain terrainAlongPath(const std::vector<Vec2>& path, const Table& table,
                             double roadHalfWidth) {
    PathTerrain result;
    if (path.empty()) {
        return result;
    }
    const MeasuredPath measured(path);
    result.length = measured.length();
    const double total = measured.length();
    const auto probesAround = [&](double distance) -> std::optional<std::pair<Vec2, Vec2>> {
        if (distance < kProbe || distance > total - kProbe) {
            return std::nullopt;  // starts or ends on it: not a crossing
        }
        return std::pair{measured.pointAt(distance - kProbe), measured.pointAt(distance + kProbe)};
    };

    for (std::size_t a = 0; a < table.areas.size(); ++a) {
        const TerrainArea& area = table.areas[a];
        if (area.outline.size() < 3) {
            continue;
        }
        const double inside = lengthInside(path, area.outline);
        if (inside > kDistanceTolerance) {
            result.spans.push_back({a, area.kind, inside});
        }
        for (const Hit& hit : hitsAlong(measured, area.outline, true)) {
            const auto probes = probesAround(hit.distance);
            if (!probes) {
                continue;
            }
            const bool before = insidePolygon(probes->first, area.outline);
            const bool after = insidePolygon(probes->second, area.outline);
            if (before != after) {
                result.boundaries.push_back({a, area.kind, area.level,
                                             measured.pointAt(hit.distance), hit.distance, after});
            }
        }
    }
    for (std::size_t f = 0; f < table.lines.size(); ++f) {
        const LinearFeature& line = table.lines[f];
        if (line.points.size() < 2 || line.kind == LinearKind::Road) {
            continue;
        }
        for (const Hit& hit : hitsAlong(measured, line.points, false)) {
            const auto probes = probesAround(hit.distance);
            if (!probes) {
                continue;
            }
            const int before = sideOf(line.points, hit, probes->first);
            const int after = sideOf(line.points, hit, probes->second);
            if (before != 0 && after != 0 && before != after) {
                LinearCrossing crossing{f,
                                        line.kind,
                                        measured.pointAt(hit.distance),
                                        hit.distance,
                                        std::nullopt,
                                        std::nullopt};
                for (std::size_t c = 0; c < line.crossings.size(); ++c) {
                    const WaterCrossing& place = line.crossings[c];
                    if ((crossing.point - place.point).length() <=
                        place.width / 2 + kDistanceTolerance) {
                        crossing.via = place.kind;
                        crossing.viaIndex = c;
                        break;
                    }
                }
                result.lines.push_back(crossing);
            }
        }
    }
    std::sort(result.boundaries.begin(), result.boundaries.end(), [](const auto& x, const auto& y) {
        return x.distanceAlongPath < y.distanceAlongPath;
    });
    std::sort(result.lines.begin(), result.lines.end(), [](const auto& x, const auto& y) {
        return x.distanceAlongPath < y.distanceAlongPath;
    });
    result.whollyOnRoad = pathOnRoads(path, table, roadHalfWidth);
    return result;
}

int elevationAt(Vec2 point, const Table& table) {
    int level = 0;
    for (const TerrainArea& area : table.areas) {
        if (area.kind == AreaKind::Hill && area.level > level && area.outline.size() >= 3 &&
            detail::boxHolds(detail::boxAround(area.outline), point) &&
            bg::covered_by(detail::toBoost(point), detail::toBoostPolygon(area.outline))) {
            level = area.level;
        }
    }
    return level;
}

std::vector<std::size_t> areasUnder(const std::vector<Vec2>& footprint, const Table& table) {
    std::vector<std::size_t> result;
    // An open table (no areas) is the common case: the footprint's polygon is
    // built only when there is something to test it against.
    if (footprint.size() < 3 || table.areas.empty()) {
        return result;
    }
    const auto unit = detail::toBoostPolygon(footprint);
    const detail::PointBox unitBox = detail::boxAround(footprint);
    for (std::size_t a = 0; a < table.areas.size(); ++a) {
        if (table.areas[a].outline.size() >= 3 &&
            !detail::boxesApart(unitBox, detail::boxAround(table.areas[a].outline)) &&
            bg::intersects(unit, detail::toBoostPolygon(table.areas[a].outline))) {
            result.push_back(a);
        }
    }
    return result;
}

std::vector<std::size_t> linearFeaturesNear(const std::vector<Vec2>& footprint, const Table& table,
                                            double distance) {
    std::vector<std::pair<double, std::size_t>> found;
    if (footprint.size() < 3 || table.lines.empty()) {  // as in areasUnder
        return {};
    }
    const auto unit = detail::toBoostPolygon(footprint);
    const detail::PointBox unitBox = detail::boxAround(footprint);
    // The gap between boxes is never more than the true distance; the margin
    // keeps rounding in the gap from ruling out a feature the exact test keeps.
    constexpr double kBoxMargin = 1e-6;
    for (std::size_t f = 0; f < table.lines.size(); ++f) {
        if (table.lines[f].points.size() < 2 ||
            !withinLimit(detail::boxGap(unitBox, detail::boxAround(table.lines[f].points)),
                         distance + kBoxMargin)) {
            continue;
        }
        const double d = bg::distance(unit, detail::toBoostLine(table.lines[f].points));
        if (withinLimit(d, distance)) {
            found.emplace_back(d, f);
        }
    }
    std::sort(found.begin(), found.end());
    std::vector<std::size_t> result;
    for (const auto& entry : found) {
        result.push_back(entry.second);
    }
    return result;
}

}  // namespace adjutant::geometry
