#pragma once

#include <cstddef>
#include <string>

#include "core/editor/ScenarioDraft.h"
#include "core/model/Scenario.h"

namespace adjutant::edits {

/// How far from a river or stream a click may be and still place a bridge or
/// ford on it, in inches.
inline constexpr double kCrossingSnapInches = 1.5;

/// Places a bridge or ford on the river or stream nearest to its point, snapped
/// onto the line. Refused, with the distance, when no river or stream is within
/// kCrossingSnapInches, when the line has as many as it may, or when another
/// crossing of that line already lies there.
ScenarioEdit placeWaterCrossing(WaterCrossing crossing);

/// Removes the `index`th bridge or ford of the line `line`.
ScenarioEdit removeWaterCrossing(std::size_t line, std::size_t index);

/// Puts every bridge and ford of `line` back on it after its points changed,
/// at the nearest point of the new line.
void keepCrossingsOnLine(LinearFeature& line);

}  // namespace adjutant::edits
