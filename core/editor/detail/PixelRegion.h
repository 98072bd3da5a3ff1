#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/editor/RasterImage.h"

namespace adjutant::editor_detail {

/// The pixels of one region of a picture, within its bounding box: `inside`
/// holds one byte a pixel of the box (1: in the region), row after row.
struct PixelRegion {
    int left = 0;
    int top = 0;
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> inside;
    std::size_t pixels = 0;
    std::size_t holesFilled = 0;  // holes smaller than the size asked for
    std::size_t largeHoles = 0;   // holes kept out of the count but covered by the outline

    bool at(int x, int y) const {
        return x >= 0 && y >= 0 && x < width && y < height &&
               inside[std::size_t(y) * std::size_t(width) + std::size_t(x)] != 0;
    }
};

/// The pixels joined to (`seedX`, `seedY`) side by side whose colour is within
/// `tolerance` (the largest difference of red, green or blue, 0 to 255) of the
/// seed's, with spurs and specks thinner than three pixels cut off, notches
/// narrower than five pixels closed and every hole filled; holes of `smallestPiece` pixels or more (0: a twentieth of the
/// region) are counted as large.
PixelRegion colourRegion(const RasterImage& image, int seedX, int seedY, int tolerance,
                         std::size_t smallestPiece);

}  // namespace adjutant::editor_detail
