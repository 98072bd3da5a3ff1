#pragma once

#include <optional>
#include <variant>

#include "core/editor/FeatureRef.h"
#include "core/editor/ScenarioDraft.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// A feature copied in the editor (Edit > Copy): a terrain area, a line, a
/// deployment zone or an objective, whole.
using CopiedFeature = std::variant<TerrainArea, LinearFeature, DeploymentZone, Objective>;

/// The feature `feature` refers to, or nothing when the scenario has no such feature.
std::optional<CopiedFeature> copyFeature(const Scenario& scenario, FeatureRef feature);

/// Adds a copy of a copied feature moved by `offset` inches, under a fresh
/// id, as one undoable edit ("Paste woods"). Refused, as drawing it would be,
/// when a point would leave the table. An objective comes without a value
/// (the Victory panel gives it one).
ScenarioEdit pasteFeature(const CopiedFeature& copied, Vec2 offset);

/// Where a pasted copy goes: `preferred` inches away when the whole copy then
/// stays on the table, else the opposite way, else in place.
Vec2 pasteOffset(const CopiedFeature& copied, const Table& table, Vec2 preferred);

}  // namespace adjutant
