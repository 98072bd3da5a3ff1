#include "core/editor/CrossingEdits.h"

#include <fmt/format.h>

#include <limits>

#include "core/geometry/NearestOnLine.h"
#include "core/json/InputLimits.h"

namespace adjutant::edits {

ScenarioEdit placeWaterCrossing(WaterCrossing given) {
    const std::string kind(waterCrossingKindKey(given.kind));
    return {fmt::format("Place {}", kind), [given, kind](Scenario& scenario) -> std::string {
                std::size_t best = scenario.table.lines.size();
                geometry::PointOnLine nearest;
                nearest.distance = std::numeric_limits<double>::infinity();
                for (std::size_t i = 0; i < scenario.table.lines.size(); ++i) {
                    const LinearFeature& line = scenario.table.lines[i];
                    if (!carriesWater(line.kind) || line.points.size() < 2) {
                        continue;
                    }
                    const geometry::PointOnLine on =
                        geometry::nearestOnLine(given.point, line.points);
                    if (on.distance < nearest.distance) {
                        nearest = on;
                        best = i;
                    }
                }
                if (best == scenario.table.lines.size()) {
                    return fmt::format(
                        "a {} goes on a river or stream, and this table has none: "
                        "draw the river first",
                        kind);
                }
                if (nearest.distance > kCrossingSnapInches) {
                    return fmt::format(
                        "a {} goes on a river or stream, and the nearest is {:.1f} "
                        "in away (click within {:g} in of it)",
                        kind, nearest.distance, kCrossingSnapInches);
                }
                LinearFeature& line = scenario.table.lines[best];
                if (line.crossings.size() >= limits::kMaxWaterCrossingsPerLine) {
                    return fmt::format(
                        "the {} \"{}\" already has {} bridges and fords, the most "
                        "it may have",
                        linearKindKey(line.kind), line.id, line.crossings.size());
                }
                for (const WaterCrossing& other : line.crossings) {
                    if ((other.point - nearest.point).length() < (other.width + given.width) / 2) {
                        return fmt::format("the {} \"{}\" already has a {} there",
                                           linearKindKey(line.kind), line.id,
                                           waterCrossingKindKey(other.kind));
                    }
                }
                WaterCrossing placed = given;
                placed.point = nearest.point;
                line.crossings.push_back(std::move(placed));
                return {};
            }};
}

ScenarioEdit removeWaterCrossing(std::size_t lineIndex, std::size_t index) {
    return {"Remove crossing", [=](Scenario& scenario) -> std::string {
                if (lineIndex >= scenario.table.lines.size() ||
                    index >= scenario.table.lines[lineIndex].crossings.size()) {
                    return "that bridge or ford is no longer on the table";
                }
                auto& crossings = scenario.table.lines[lineIndex].crossings;
                crossings.erase(crossings.begin() + static_cast<std::ptrdiff_t>(index));
                return {};
            }};
}

void keepCrossingsOnLine(LinearFeature& line) {
    if (line.points.size() < 2) {
        return;
    }
    for (WaterCrossing& crossing : line.crossings) {
        crossing.point = geometry::nearestOnLine(crossing.point, line.points).point;
    }
}

}  // namespace adjutant::edits
