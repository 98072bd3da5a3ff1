#pragma once

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Warns about units that overlap on the table (one reaching more than the
/// contact tolerance into another; units in base contact only touch): a unit
/// placed on top of another is nearly always a slip of the mouse or a copied
/// line, and hundreds stacked on one spot make every bound slow. Units on one
/// spot (positions within a hundredth of an inch) are one warning, "47 units
/// stand on the same spot at (30, 40) in the Prussian brigade"; each other
/// overlapping unit is named once, at its pose, with the first unit it
/// overlaps; past the first twenty of each a single warning counts the rest.
/// Only the first unit of a spot is weighed against the others, through a
/// spatial index, so the check costs about n log n plus the pairs of spots
/// that really are near each other.
void warnOverlappingUnits(const JsonReader& root, const ScenarioReadContext& context,
                          const Scenario& scenario);

}  // namespace adjutant
