#include "core/referee/WaterCrossings.h"

#include <fmt/format.h>

namespace adjutant {

WaterReadings WaterReadings::fromOptions(std::string_view river, std::string_view ford,
                                         std::string_view bridge) {
    WaterReadings readings;
    readings.riverOnlyAtCrossings = river.empty() || river == "onlyAtCrossings";
    readings.fordIsObstacle = !ford.empty() && ford != "free";
    readings.bridgeIsObstacle = !bridge.empty() && bridge != "free";
    return readings;
}

WaterEffect waterEffect(const WaterReadings& readings, const geometry::LinearCrossing& crossing,
                        bool streamsCount) {
    if (!carriesWater(crossing.kind)) {
        return WaterEffect::Free;
    }
    const bool river = crossing.kind == LinearKind::River;
    // Where the ruleset has no rule for streams, their fords and bridges change
    // nothing either: only a river is priced.
    if (!river && !streamsCount) {
        return WaterEffect::Free;
    }
    if (crossing.via == WaterCrossingKind::Bridge) {
        return readings.bridgeIsObstacle ? WaterEffect::Obstacle : WaterEffect::Free;
    }
    if (crossing.via == WaterCrossingKind::Ford) {
        return readings.fordIsObstacle ? WaterEffect::Obstacle : WaterEffect::Free;
    }
    if (river && readings.riverOnlyAtCrossings) {
        return WaterEffect::Impassable;
    }
    return streamsCount ? WaterEffect::Obstacle : WaterEffect::Free;
}

int waterObstaclesCrossed(const WaterReadings& readings, const geometry::PathTerrain& terrain,
                          bool streamsCount) {
    int count = 0;
    for (const geometry::LinearCrossing& crossing : terrain.lines) {
        if (waterEffect(readings, crossing, streamsCount) == WaterEffect::Obstacle) {
            ++count;
        }
    }
    return count;
}

std::optional<geometry::LinearCrossing> firstImpassableWater(const WaterReadings& readings,
                                                             const geometry::PathTerrain& terrain) {
    for (const geometry::LinearCrossing& crossing : terrain.lines) {
        if (waterEffect(readings, crossing, false) == WaterEffect::Impassable) {
            return crossing;
        }
    }
    return std::nullopt;
}

std::string waterName(const Table& table, const geometry::LinearCrossing& crossing) {
    const std::string kind(linearKindKey(crossing.kind));
    if (crossing.feature < table.lines.size() && !table.lines[crossing.feature].name.empty()) {
        return "the " + kind + " " + table.lines[crossing.feature].name;
    }
    return "the " + kind;
}

std::string waterCrossingWords(const Table& table, const geometry::LinearCrossing& crossing) {
    const std::string water = waterName(table, crossing);
    if (crossing.feature >= table.lines.size()) {
        return water;
    }
    const LinearFeature& line = table.lines[crossing.feature];
    if (!crossing.via || !crossing.viaIndex || *crossing.viaIndex >= line.crossings.size()) {
        return line.crossings.empty() ? water : water + " away from any bridge or ford";
    }
    const WaterCrossing& place = line.crossings[*crossing.viaIndex];
    const std::string kind(waterCrossingKindKey(place.kind));
    return water + (place.name.empty() ? " by a " + kind : " by " + place.name);
}

std::string impassableWaterRefusal(const Table& table, const geometry::LinearCrossing& crossing,
                                   const std::string& unitName, std::string_view rule) {
    return fmt::format(
        "{} cannot cross {} there: a river is crossed only by a bridge or a ford ({}, a "
        "proposed reading)",
        unitName, waterName(table, crossing), rule);
}

}  // namespace adjutant
