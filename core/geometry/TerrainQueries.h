#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/model/Scenario.h"
#include "core/model/Terrain.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// How much of a path lies inside one terrain area.
struct AreaSpan {
    std::size_t area = 0;  // index into Table::areas
    AreaKind kind = AreaKind::Woods;
    double length = 0;  // inches of the path inside (its boundary counts as inside)
};

/// A place where a path crosses an area's outline: entering or leaving woods or
/// a town, or a hill's contour line (going uphill when inwards).
struct BoundaryCrossing {
    std::size_t area = 0;
    AreaKind kind = AreaKind::Woods;
    int level = 0;  // the area's contour level
    Vec2 point;
    double distanceAlongPath = 0;
    bool inwards = false;
};

/// A place where a path crosses a linear feature from one side to the other.
/// Crossing a river or stream within half a bridge's or ford's width of its
/// point is crossing by it; what that costs is the ruleset's reading.
struct LinearCrossing {
    std::size_t feature = 0;  // index into Table::lines
    LinearKind kind = LinearKind::Hedge;
    Vec2 point;
    double distanceAlongPath = 0;
    std::optional<WaterCrossingKind> via{};  // the bridge or ford used, if any
    std::optional<std::size_t> viaIndex{};   // into the line's crossings
};

/// The terrain a path meets, in order along it (War of Princes 10.2 path cost;
/// Tricorne 19.3.11). A path that only reaches a line or outline, or starts or
/// ends on it, does not cross it; a path running along it does not cross it.
struct PathTerrain {
    double length = 0;
    std::vector<AreaSpan> spans;  // one per area the path enters or starts in
    std::vector<BoundaryCrossing> boundaries;
    std::vector<LinearCrossing> lines;
    bool whollyOnRoad = false;  // every point within the road half-width of some road

    double lengthIn(AreaKind kind) const;
    int linesCrossed(LinearKind kind) const;
    /// Rivers or streams (`kind`) crossed by way of `via`: std::nullopt counts
    /// those crossed away from any bridge or ford.
    int waterCrossed(LinearKind kind, std::optional<WaterCrossingKind> via) const;
    int contoursUp() const;
    int contoursDown() const;
    int entries(AreaKind kind) const;
    int exits(AreaKind kind) const;
};

/// `roadHalfWidth`: how far from a road's centre line a path may stray and
/// still be on the road (the ruleset's or the table's road width, halved).
PathTerrain terrainAlongPath(const std::vector<Vec2>& path, const Table& table,
                             double roadHalfWidth);

/// True when every point of the path lies within `halfWidth` of some road.
bool pathOnRoads(const std::vector<Vec2>& path, const Table& table, double halfWidth);

/// Length of a path inside a polygon, its boundary included.
double lengthInside(const std::vector<Vec2>& path, const std::vector<Vec2>& polygon);

/// Contour level of the ground at a point: the highest hill level whose outline
/// covers it, 0 on the flat.
int elevationAt(Vec2 point, const Table& table);

/// Areas a footprint stands in or touches, for cover and "in woods" tests.
std::vector<std::size_t> areasUnder(const std::vector<Vec2>& footprint, const Table& table);

/// Linear features within `distance` of a footprint (hedges or walls it stands
/// behind), nearest first.
std::vector<std::size_t> linearFeaturesNear(const std::vector<Vec2>& footprint, const Table& table,
                                            double distance);

}  // namespace adjutant::geometry
