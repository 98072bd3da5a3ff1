#pragma once

#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::ui {

/// Where a tape between two outlines is laid: the nearest point of each (a
/// point is an outline of one corner). Only for drawing the tape where the
/// geometry measured it; the number written on it is core/geometry's.
struct TapeEnds {
    Vec2 from, to;
};

TapeEnds tapeEnds(const std::vector<Vec2>& from, const std::vector<Vec2>& to);

}  // namespace adjutant::ui
