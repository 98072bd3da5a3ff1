#pragma once

#include <QPainterPath>

#include "core/model/Terrain.h"

namespace adjutant::ui {

/// The outline of a bridge's deck or a ford's shallows in table inches: as long
/// along the water as the crossing is wide (where a path crosses by it) and
/// reaching over both banks of the drawn river or stream.
QPainterPath waterCrossingShape(const LinearFeature& line, const WaterCrossing& crossing);

}  // namespace adjutant::ui
