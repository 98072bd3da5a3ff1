#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace adjutant {

/// A picture as tracing reads it: `width` x `height` pixels, four bytes each
/// (red, green, blue, alpha), row after row from the top. The window fills one
/// from the map image; tests draw their own.
struct RasterImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;

    std::size_t pixelCount() const { return std::size_t(width) * std::size_t(height); }
    const std::uint8_t* pixel(int x, int y) const {
        return rgba.data() + (std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4;
    }
};

}  // namespace adjutant
