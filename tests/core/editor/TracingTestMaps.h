#pragma once

// Maps drawn by the tracing tests: plain pictures with a little colour noise,
// as a scanned map has.
#include <cmath>
#include <cstdint>
#include <functional>

#include "core/editor/RasterImage.h"

namespace adjutant::test {

struct Colour {
    std::uint8_t r, g, b;
};

inline RasterImage blankMap(int width, int height, Colour paper = {245, 240, 225}) {
    RasterImage image{width, height, {}};
    image.rgba.resize(image.pixelCount() * 4);
    for (std::size_t i = 0; i < image.pixelCount(); ++i) {
        image.rgba[i * 4 + 0] = paper.r;
        image.rgba[i * 4 + 1] = paper.g;
        image.rgba[i * 4 + 2] = paper.b;
        image.rgba[i * 4 + 3] = 255;
    }
    return image;
}

/// Paints every pixel whose centre `inside` accepts, with a deterministic
/// noise of up to +-`noise` on each channel.
inline void paint(RasterImage& image, Colour colour,
                  const std::function<bool(double, double)>& inside, int noise = 12) {
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x) {
            if (!inside(x + 0.5, y + 0.5)) {
                continue;
            }
            const int jitter =
                noise == 0
                    ? 0
                    : int((unsigned(x * 7919 + y * 104729) % unsigned(2 * noise + 1))) - noise;
            std::uint8_t* p = image.rgba.data() +
                              (std::size_t(y) * std::size_t(image.width) + std::size_t(x)) * 4;
            const auto put = [&](std::uint8_t c) {
                return std::uint8_t(std::clamp(int(c) + jitter, 0, 255));
            };
            p[0] = put(colour.r);
            p[1] = put(colour.g);
            p[2] = put(colour.b);
        }
    }
}

/// How many pixels are of about this colour.
inline std::size_t countColour(const RasterImage& image, Colour colour, int tolerance) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < image.pixelCount(); ++i) {
        const std::uint8_t* p = image.rgba.data() + i * 4;
        if (std::abs(p[0] - colour.r) <= tolerance && std::abs(p[1] - colour.g) <= tolerance &&
            std::abs(p[2] - colour.b) <= tolerance) {
            ++count;
        }
    }
    return count;
}

}  // namespace adjutant::test
