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
enum class LinearKind { Hedge, Wall, Stream, Ditch, Road, River };
/// Ways across a river or stream at one point of it.
enum class WaterCrossingKind { Bridge, Ford };

/// How wide a bridge or ford is when the scenario does not say, in inches: a
/// path that crosses its line within half of this from its point uses it.
inline constexpr double kDefaultWaterCrossingWidth = 2.0;

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

/// A bridge or ford: a place where a river or stream may be crossed as the
/// ruleset says crossing there costs. Its point lies on its line.
struct WaterCrossing {
    std::string name;
    WaterCrossingKind kind = WaterCrossingKind::Bridge;
    Vec2 point;
    double width = kDefaultWaterCrossingWidth;

    bool operator==(const WaterCrossing&) const = default;
};

/// A linear terrain feature such as a hedge or a road.
struct LinearFeature {
    std::string id;
    std::string name;
    LinearKind kind = LinearKind::Hedge;
    std::vector<Vec2> points;                // at least 2 points
    std::vector<WaterCrossing> crossings{};  // rivers and streams only
};

/// Rivers and streams carry water and may have bridges and fords.
bool carriesWater(LinearKind kind);

std::string_view areaKindKey(AreaKind kind);
std::optional<AreaKind> areaKindFromKey(std::string_view key);
std::string_view linearKindKey(LinearKind kind);
std::optional<LinearKind> linearKindFromKey(std::string_view key);
std::string_view waterCrossingKindKey(WaterCrossingKind kind);
std::optional<WaterCrossingKind> waterCrossingKindFromKey(std::string_view key);

}  // namespace adjutant
