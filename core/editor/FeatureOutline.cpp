#include "core/editor/detail/FeatureOutline.h"

#include <fmt/format.h>

#include "core/model/EnumKeys.h"

namespace adjutant::editor_detail {

namespace {

constexpr EnumKeys<FeatureRef::Kind, 4> kKindWords{{
    {FeatureRef::Kind::Area, "terrain area"},
    {FeatureRef::Kind::Line, "terrain line"},
    {FeatureRef::Kind::Zone, "deployment zone"},
    {FeatureRef::Kind::Objective, "objective"},
}};

}  // namespace

std::string kindWord(FeatureRef::Kind kind) {
    return std::string(keyIn(kKindWords, kind, "feature"));
}

std::optional<Outline> outlineOf(Scenario& scenario, FeatureRef feature, std::string& error) {
    const auto missing = [&](std::size_t count) {
        error = fmt::format("there is no {} {} (the scenario has {})", kindWord(feature.kind),
                            feature.index, count);
        return std::nullopt;
    };
    Outline outline;
    switch (feature.kind) {
        case FeatureRef::Kind::Area: {
            auto& areas = scenario.table.areas;
            if (feature.index >= areas.size()) {
                return missing(areas.size());
            }
            TerrainArea& area = areas[feature.index];
            outline = {&area.outline, &area.name,
                       fmt::format("the {} \"{}\"", areaKindKey(area.kind), area.id), true, false};
            break;
        }
        case FeatureRef::Kind::Line: {
            auto& lines = scenario.table.lines;
            if (feature.index >= lines.size()) {
                return missing(lines.size());
            }
            LinearFeature& line = lines[feature.index];
            outline = {&line.points, &line.name,
                       fmt::format("the {} \"{}\"", linearKindKey(line.kind), line.id), false,
                       false};
            break;
        }
        case FeatureRef::Kind::Zone: {
            auto& zones = scenario.deploymentZones;
            if (feature.index >= zones.size()) {
                return missing(zones.size());
            }
            DeploymentZone& zone = zones[feature.index];
            outline = {&zone.outline, &zone.name,
                       fmt::format("the deployment zone \"{}\"", zone.name), true, false};
            break;
        }
        case FeatureRef::Kind::Objective: {
            auto& objectives = scenario.objectives;
            if (feature.index >= objectives.size()) {
                return missing(objectives.size());
            }
            Objective& objective = objectives[feature.index];
            outline = {&objective.outline, &objective.name,
                       fmt::format("the objective \"{}\"", objective.id),
                       objective.outline.size() >= 3, true};
            break;
        }
    }
    return outline;
}

}  // namespace adjutant::editor_detail
