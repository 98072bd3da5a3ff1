#pragma once

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Warns about units that overlap on the table (one reaching more than the
/// contact tolerance into another; units in base contact only touch): a unit
/// placed on top of another is nearly always a slip of the mouse or a copied
/// line, and hundreds stacked on one spot make every bound slow. Each
/// overlapping unit is named once, at its pose, with the first unit it
/// overlaps; past the first twenty a single warning counts the rest. The
/// footprints are found through a spatial index, so the check costs about
/// n log n plus the pairs that really are near each other.
void warnOverlappingUnits(const JsonReader& root, const ScenarioReadContext& context,
                          const Scenario& scenario);

}  // namespace adjutant
