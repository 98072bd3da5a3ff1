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

namespace {

// Each kind of feature as the vertex edits see it.
Outline outlineOfFeature(TerrainArea& area) {
    return {&area.outline, &area.name,
            fmt::format("the {} \"{}\"", areaKindKey(area.kind), area.id), true, false};
}

Outline outlineOfFeature(LinearFeature& line) {
    return {&line.points, &line.name,
            fmt::format("the {} \"{}\"", linearKindKey(line.kind), line.id), false, false};
}

Outline outlineOfFeature(DeploymentZone& zone) {
    return {&zone.outline, &zone.name, fmt::format("the deployment zone \"{}\"", zone.name), true,
            false};
}

Outline outlineOfFeature(Objective& objective) {
    return {&objective.outline, &objective.name, fmt::format("the objective \"{}\"", objective.id),
            objective.outline.size() >= 3, true};
}

}  // namespace

std::optional<Outline> outlineOf(Scenario& scenario, FeatureRef feature, std::string& error) {
    return withFeatureList(scenario, feature.kind, [&](auto& list) -> std::optional<Outline> {
        if (feature.index >= list.size()) {
            error = fmt::format("there is no {} {} (the scenario has {})", kindWord(feature.kind),
                                feature.index, list.size());
            return std::nullopt;
        }
        return outlineOfFeature(list[feature.index]);
    });
}

}  // namespace adjutant::editor_detail
