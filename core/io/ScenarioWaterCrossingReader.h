#pragma once

#include <vector>

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Terrain.h"

namespace adjutant {

/// How far a bridge or ford may lie from its river's or stream's line, in
/// inches: a point clicked on a drawn line, or rounded when written.
inline constexpr double kWaterCrossingOffLineTolerance = 0.25;

/// Reads the `crossings` of a linear feature already read (its kind and
/// points): each a bridge or ford with its point on the line. A line that
/// carries no water may have none.
std::vector<WaterCrossing> readWaterCrossings(const JsonReader& lineNode, const LinearFeature& line,
                                              const ScenarioReadContext& context);

}  // namespace adjutant
