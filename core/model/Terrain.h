#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant {

/// Kinds of terrain drawn as areas (closed polygons).
enum class AreaKind { Woods, Town, Marsh, Hill };
/// Kinds of terrain drawn as lines (open polylines).
enum class LinearKind { Hedge, Wall, Stream, Ditch, Road };

/// A terrain area. Hills are drawn as one area per contour level: a hill of
/// height 2 is a level-1 polygon with a level-2 polygon inside it. Crossing a
/// level-n boundary inwards is going uphill.
struct TerrainArea {
    std::string id;
    std::string name;
    AreaKind kind = AreaKind::Woods;
    std::vector<Vec2> outline;  // closed implicitly; at least 3 points
    int level = 1;              // contour level, hills only
};

/// A linear terrain feature such as a hedge or a road.
struct LinearFeature {
    std::string id;
    std::string name;
    LinearKind kind = LinearKind::Hedge;
    std::vector<Vec2> points;  // at least 2 points
};

std::string_view areaKindKey(AreaKind kind);
std::optional<AreaKind> areaKindFromKey(std::string_view key);
std::string_view linearKindKey(LinearKind kind);
std::optional<LinearKind> linearKindFromKey(std::string_view key);

}  // namespace adjutant
