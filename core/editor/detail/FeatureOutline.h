#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/editor/FeatureRef.h"
#include "core/model/Scenario.h"

namespace adjutant::editor_detail {

/// What a feature kind is called in labels and messages: "terrain area".
std::string kindWord(FeatureRef::Kind kind);

/// Calls `use` with the scenario's list of the features of `kind` (its
/// TerrainArea, LinearFeature, DeploymentZone or Objective list) and returns
/// what it returns: how a FeatureRef is followed to its feature.
template <typename AnyScenario, typename Use>
decltype(auto) withFeatureList(AnyScenario& scenario, FeatureRef::Kind kind, Use&& use) {
    switch (kind) {
        case FeatureRef::Kind::Area:
            return use(scenario.table.areas);
        case FeatureRef::Kind::Line:
            return use(scenario.table.lines);
        case FeatureRef::Kind::Zone:
            return use(scenario.deploymentZones);
        case FeatureRef::Kind::Objective:
            break;
    }
    return use(scenario.objectives);
}

/// One outline of the scenario as the vertex edits see it.
struct Outline {
    std::vector<Vec2>* points = nullptr;
    std::string* name = nullptr;
    std::string what;    // "the woods \"pine-wood\"", for messages
    bool closed = true;  // an area or zone, or an objective of three points or more
    bool objective = false;
};

/// The outline `feature` refers to, or nothing with `error` saying it does not exist.
std::optional<Outline> outlineOf(Scenario& scenario, FeatureRef feature, std::string& error);

}  // namespace adjutant::editor_detail
