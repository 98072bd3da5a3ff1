#include "core/referee/tricorne/TricorneMovementTerrain.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/TerrainQueries.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

namespace {

constexpr const char* kRule = "13.6";

}  // namespace

WaterReadings tricorneWaterReadings(const TricorneContext& context) {
    return context.waterReadings();
}

TricornePathCost pathCost(const TricorneContext& context, const std::vector<Vec2>& points) {
    // 13.6 "halves a unit's speed": each inch of such ground uses two of the
    // move (groundCosts.halfSpeedInchCost, so a house rule can change it).
    const double halfSpeedCost = context.factor(context.tables().groundCosts, "halfSpeedInchCost");
    TricornePathCost result;
    result.explanation = Explanation{"Terrain", std::nullopt, kRule, {}, {}};
    if (points.size() < 2) {
        return result;
    }
    const Table& table = context.state().setup().scenario->table;
    // Tricorne gives roads no bonus, so no road width is needed.
    const geometry::PathTerrain terrain = geometry::terrainAlongPath(points, table, 0.0);
    result.length = terrain.length;

    const WaterReadings water = tricorneWaterReadings(context);
    if (auto blocked = firstImpassableWater(water, terrain)) {
        result.impassable = blocked;
        result.cost = std::numeric_limits<double>::infinity();
        result.notes.push_back(fmt::format("it crosses {} ({}, a proposed reading)",
                                           waterCrossingWords(table, *blocked), kRule));
        return result;
    }
    std::vector<std::string> crossings;
    for (const auto& [kind, name] :
         {std::pair{LinearKind::Wall, "a wall"}, std::pair{LinearKind::Hedge, "a hedge"},
          std::pair{LinearKind::Ditch, "a ditch"}}) {
        if (const int n = terrain.linesCrossed(kind); n > 0) {
            crossings.push_back(n == 1 ? fmt::format("crosses {}", name)
                                       : fmt::format("crosses {} x{}", name, n));
        }
    }
    // A stream, or a river or stream crossed where the readings say it costs
    // what a stream costs (a ford by default).
    std::vector<std::pair<std::string, int>> waters;
    for (const geometry::LinearCrossing& crossing : terrain.lines) {
        if (waterEffect(water, crossing, true) != WaterEffect::Obstacle) {
            continue;
        }
        const bool plainStream = crossing.kind == LinearKind::Stream && !crossing.via &&
                                 table.lines[crossing.feature].name.empty();
        const std::string what =
            plainStream ? std::string("a stream") : waterCrossingWords(table, crossing);
        const auto same = std::find_if(waters.begin(), waters.end(),
                                       [&](const auto& seen) { return seen.first == what; });
        if (same == waters.end()) {
            waters.emplace_back(what, 1);
        } else {
            ++same->second;
        }
    }
    for (const auto& [what, n] : waters) {
        crossings.push_back(n == 1 ? fmt::format("crosses {}", what)
                                   : fmt::format("crosses {} x{}", what, n));
    }
    if (terrain.contoursUp() > 0) {
        crossings.push_back(fmt::format("climbs {} contour(s) uphill", terrain.contoursUp()));
    }
    if (terrain.entries(AreaKind::Town) + terrain.exits(AreaKind::Town) > 0) {
        crossings.push_back("goes into or out of buildings");
    }

    if (!crossings.empty()) {
        result.cost = terrain.length * halfSpeedCost;
        std::string what;
        for (const std::string& c : crossings) {
            what += (what.empty() ? "" : ", ") + c;
        }
        result.notes.push_back(fmt::format("the move {}, so each of its {:.1f} in costs {:g} ({})",
                                           what, terrain.length, halfSpeedCost, kRule));
        result.explanation.add("Half speed: " + what, result.cost - terrain.length, kRule,
                               fmt::format("every inch costs {:g}", halfSpeedCost));
    } else {
        result.cost = terrain.length;
        for (const auto& [kind, name] :
             {std::pair{AreaKind::Woods, "woods"}, std::pair{AreaKind::Town, "buildings"}}) {
            const double inside = terrain.lengthIn(kind);
            if (inside <= 0) {
                continue;
            }
            const double extra = inside * (halfSpeedCost - 1.0);
            result.cost += extra;
            result.notes.push_back(fmt::format("{:.1f} in of {} cost {:g} an inch ({})", inside,
                                               name, halfSpeedCost, kRule));
            result.explanation.add(fmt::format("{:.1f} in in {}", inside, name), extra, kRule,
                                   fmt::format("every inch costs {:g}", halfSpeedCost));
        }
    }
    result.explanation.value = result.cost - terrain.length;
    return result;
}

}  // namespace adjutant
