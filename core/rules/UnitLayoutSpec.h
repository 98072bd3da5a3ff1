#pragma once

#include <optional>
#include <string>

#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// The layout spec of a unit under a ruleset at a figure scale: base sizes
/// converted from millimetres to inches, the formation's ranks or files, and a
/// battery's base widened for its guns. Empty when the ruleset does not know
/// the unit type, the figure scale, the type's base kind at that scale, or a
/// layout for the unit's formation.
std::optional<geometry::LayoutSpec> layoutSpecFor(const Unit& unit,
                                                  const RulesetDefinition& ruleset,
                                                  const std::string& figureScale,
                                                  Cohesion cohesion = Cohesion::Ordered);

}  // namespace adjutant
