#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/editor/FeatureRef.h"
#include "core/model/Scenario.h"

namespace adjutant::editor_detail {

/// What a feature kind is called in labels and messages: "terrain area".
std::string kindWord(FeatureRef::Kind kind);

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
