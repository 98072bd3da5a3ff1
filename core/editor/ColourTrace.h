#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/editor/RasterImage.h"
#include "core/model/Vec2.h"

namespace adjutant {

/// How a region of a map is picked out by its colour.
struct ColourTraceSettings {
    /// The largest difference of red, green, blue or alpha (0 to 255) from the
    /// picked pixel's colour that still counts as the same colour.
    int tolerance = 40;
    /// About how many vertices the outline gets (3 to limits::kMaxTracedVertices).
    int vertices = 12;
    /// Holes (a tree symbol, a name printed in the wood) smaller than this many
    /// pixels are filled without remark; 0: a twentieth of the region (the
    /// houses of a village are holes in its colour, a clearing in a wood is larger).
    std::size_t smallestHole = 0;
};

/// A region of one colour outlined, in image pixels (a corner of pixel (x, y)
/// is the point (x, y)).
struct ColourTrace {
    std::vector<Vec2> outline;
    std::size_t regionPixels = 0;  // pixels inside the outline before simplifying
    std::size_t holesFilled = 0;   // small holes filled
    std::size_t largeHoles = 0;    // holes of `smallestHole` or more, covered by the outline too
};

/// Flood-fills from pixel (`x`, `y`) over pixels joined side by side whose
/// colour is within the tolerance of its colour, cuts off specks and spurs
/// thinner than three pixels, closes notches narrower than five, fills the holes (a terrain area has none) and
/// traces the outer boundary, simplified to about the vertex count asked.
/// Returns nothing, with `error` a sentence, for an image that is empty, not
/// as large as it says, or over limits::kMaxTracedImagePixels, a pixel off the
/// image, settings out of range, or a region of fewer than nine pixels.
std::optional<ColourTrace> traceColourRegion(const RasterImage& image, int x, int y,
                                             const ColourTraceSettings& settings,
                                             std::string& error);

}  // namespace adjutant
