#include "core/io/ScenarioWaterCrossingReader.h"

#include <fmt/format.h>

#include "core/geometry/NearestOnLine.h"
#include "core/io/ScenarioShapeReader.h"
#include "core/json/BoundedArray.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

std::optional<WaterCrossing> readCrossing(const JsonReader& node, const LinearFeature& line,
                                          const ScenarioReadContext& context) {
    if (!expectObject(node, "a bridge or ford")) {
        return std::nullopt;
    }
    node.warnUnknownMembers({"kind", "at", "name", "width"});
    WaterCrossing crossing;
    bool good = true;
    const std::string kindKey = node.requireString("kind");
    if (auto kind = waterCrossingKindFromKey(kindKey)) {
        crossing.kind = *kind;
    } else {
        good = false;
        if (node.child("kind").isString()) {
            node.errorAt("kind", fmt::format("unknown crossing kind \"{}\" (expected \"bridge\" "
                                             "or \"ford\")",
                                             kindKey));
        }
    }
    crossing.name = node.optionalString("name");
    crossing.width = node.optionalNumber("width", kDefaultWaterCrossingWidth, 0.1,
                                         limits::kMaxWaterCrossingWidthInches);
    const JsonReader at = node.child("at");
    if (!at.present()) {
        node.errorAt("at", "missing (expected the crossing's point [x, y] on its line)");
        return std::nullopt;
    }
    const ScenarioShapeReader shapes(context);
    const auto point = shapes.readPoint(at);
    if (!point) {
        return std::nullopt;
    }
    crossing.point = *point;
    if (line.points.size() >= 2) {
        const geometry::PointOnLine nearest = geometry::nearestOnLine(*point, line.points);
        if (nearest.distance > kWaterCrossingOffLineTolerance) {
            at.error(
                fmt::format("the {} at [{:g}, {:g}] is {:.2f} in from its {} \"{}\" "
                            "(expected a point on the line, within {:g} in of it)",
                            kindKey, point->x, point->y, nearest.distance, linearKindKey(line.kind),
                            line.id, kWaterCrossingOffLineTolerance));
            return std::nullopt;
        }
        // Kept exactly on the line, so that it is drawn and measured there.
        crossing.point = nearest.point;
    }
    if (!good) {
        return std::nullopt;
    }
    return crossing;
}

}  // namespace

std::vector<WaterCrossing> readWaterCrossings(const JsonReader& lineNode, const LinearFeature& line,
                                              const ScenarioReadContext& context) {
    std::vector<WaterCrossing> crossings;
    if (!lineNode.has("crossings")) {
        return crossings;
    }
    if (!carriesWater(line.kind)) {
        lineNode.errorAt("crossings",
                         fmt::format("only rivers and streams have bridges and fords, and \"{}\" "
                                     "is a {}",
                                     line.id, linearKindKey(line.kind)));
        return crossings;
    }
    for (const JsonReader& node : boundedArray(
             lineNode, "crossings", limits::kMaxWaterCrossingsPerLine, "bridges and fords")) {
        if (auto crossing = readCrossing(node, line, context)) {
            crossings.push_back(std::move(*crossing));
        }
    }
    return crossings;
}

}  // namespace adjutant
