#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/editor/FeatureRef.h"
#include "core/editor/ScenarioDraft.h"
#include "core/model/Scenario.h"

namespace adjutant::edits {

// The changes the scenario editor makes, each as a ScenarioEdit for
// ScenarioDraft::apply. Each checks what the model alone can check (points on
// the table, enough vertices, ids unique, references that exist) and refuses
// with a reason a player can act on; what needs the ruleset (unit types, sizes,
// stands on the table) is checked when the scenario is validated for saving.

/// Adds a terrain area; an empty id becomes a fresh one such as "woods-2".
ScenarioEdit addArea(TerrainArea area);
/// Adds a linear feature; an empty id becomes a fresh one such as "hedge-1".
ScenarioEdit addLine(LinearFeature line);
ScenarioEdit addZone(DeploymentZone zone);
/// Adds an objective (one point, or an area of three or more); an empty id becomes "objective-N".
ScenarioEdit addObjective(Objective objective);

ScenarioEdit moveVertex(FeatureRef feature, std::size_t vertex, Vec2 to);
/// Inserts a vertex before `before` (== size: after the last).
ScenarioEdit insertVertex(FeatureRef feature, std::size_t before, Vec2 at);
/// Refuses to leave an area or zone with fewer than three points, a line with
/// fewer than two, or an area objective with two.
ScenarioEdit deleteVertex(FeatureRef feature, std::size_t vertex);
/// Moves a whole outline; refused if any point would leave the table.
ScenarioEdit moveFeature(FeatureRef feature, Vec2 by);
ScenarioEdit deleteFeature(FeatureRef feature);
ScenarioEdit renameFeature(FeatureRef feature, std::string name);
/// Contour level of a hill area (1 or more).
ScenarioEdit setHillLevel(std::size_t area, int level);

/// Sets, changes (calibration, opacity, position) or removes the background map.
ScenarioEdit setMap(std::optional<MapImage> map);

/// Adds a unit; its id must be new across units and generals, its side and
/// brigade must exist.
ScenarioEdit placeUnit(Unit unit);
/// Adds units and the brigades they need in one edit (an imported order of
/// battle). A brigade already on its side is kept as it is.
struct BrigadeOfSide {
    int side = 0;
    Brigade brigade;
};
ScenarioEdit addUnits(std::vector<Unit> units, std::vector<BrigadeOfSide> brigades,
                      std::string label);
ScenarioEdit moveUnit(std::string unitId, Pose pose);
ScenarioEdit setUnitFormation(std::string unitId, Formation formation);
ScenarioEdit removeUnit(std::string unitId);
/// Adds a general, or replaces the one with the same id.
ScenarioEdit setGeneral(int side, General general);
/// Removes a general by id (implemented in GeneralRemoval.cpp).
ScenarioEdit removeGeneral(std::string generalId);

/// Adds a brigade to a side, or replaces the one with the same id (name,
/// objective, orders).
ScenarioEdit setBrigade(int side, Brigade brigade);

/// The scenario's own text: title, period, year and notes.
struct ScenarioText {
    std::string title;
    std::string period;
    int year = 0;
    std::string notes;
    std::string summary;  // the start page's one or two sentences
};
ScenarioEdit setText(ScenarioText text);

/// The victory conditions (implemented in VictoryEdits.cpp): refused when an
/// objective is not one of the scenario's or is scored twice, a value or margin
/// is negative, a break point is outside 0.01 to 1, a bound is past the last,
/// or the decisive margin is not above the draw margin. They count as written
/// down from then on, even when they equal the defaults.
ScenarioEdit setVictory(VictoryConditions victory);

}  // namespace adjutant::edits
