#pragma once

#include <vector>

#include "core/editor/detail/PixelRegion.h"
#include "core/model/Vec2.h"

namespace adjutant::editor_detail {

/// The outer boundary of a region joined side by side, along the pixels'
/// edges, in image pixels (a corner of pixel (x, y) is the point (x, y)); a
/// vertex only where the boundary turns. Empty for an empty region.
std::vector<Vec2> outerBoundary(const PixelRegion& region);

}  // namespace adjutant::editor_detail
