#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant {

/// A closed outline simplified (Douglas-Peucker, Boost.Geometry's `simplify`)
/// to at most `vertices` vertices and as few fewer as the shape allows: the
/// smallest tolerance that reaches the count is used, and a smaller one where
/// that one would make the outline cross itself. An outline already within the
/// count comes back without its collinear points.
std::vector<Vec2> simplifyOutlineToCount(const std::vector<Vec2>& outline, int vertices);

/// A freehand pencil stroke simplified on release: points within `tolerance`
/// (table inches) of the line through those kept are dropped, and so are
/// repeated points. `closed` makes an area (at least three points that enclose
/// something), otherwise a line (at least two points apart). Returns nothing,
/// with `error` a sentence, when the stroke is too short for either.
std::optional<std::vector<Vec2>> simplifyStroke(const std::vector<Vec2>& stroke, bool closed,
                                                double tolerance, std::string& error);

}  // namespace adjutant
