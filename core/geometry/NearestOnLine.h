#pragma once

#include <cstddef>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// The point of an open polyline nearest to a given point.
struct PointOnLine {
    Vec2 point;
    double distance = 0;      // from the given point to `point`
    std::size_t segment = 0;  // `point` lies between line[segment] and line[segment + 1]
    double alongLine = 0;     // inches from the line's first point to `point`
};

/// The nearest point of `line` (at least one point) to `from`. Used to tell
/// whether a bridge or ford lies on its river, to snap one onto it, and to
/// tell whether a path crosses the river where a crossing is.
PointOnLine nearestOnLine(Vec2 from, const std::vector<Vec2>& line);

}  // namespace adjutant::geometry
