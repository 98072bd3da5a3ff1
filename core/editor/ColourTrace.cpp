#include "core/editor/ColourTrace.h"

#include <fmt/format.h>

#include "core/editor/OutlineSimplify.h"
#include "core/editor/detail/CrackOutline.h"
#include "core/editor/detail/PixelRegion.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

// Fewer pixels than a 3 x 3 square is a speck, not a region.
constexpr std::size_t kSmallestRegion = 9;

std::string imageProblem(const RasterImage& image) {
    if (image.width <= 0 || image.height <= 0) {
        return fmt::format("the image has no pixels ({} x {})", image.width, image.height);
    }
    if (image.pixelCount() > limits::kMaxTracedImagePixels) {
        return fmt::format(
            "the image is {} x {} pixels, more than the {} pixels tracing reads; scale it down",
            image.width, image.height, limits::kMaxTracedImagePixels);
    }
    if (image.rgba.size() != image.pixelCount() * 4) {
        return fmt::format("the image says it is {} x {} pixels but holds {} bytes, not {}",
                           image.width, image.height, image.rgba.size(), image.pixelCount() * 4);
    }
    return {};
}

}  // namespace

std::optional<ColourTrace> traceColourRegion(const RasterImage& image, int x, int y,
                                             const ColourTraceSettings& settings,
                                             std::string& error) {
    error = imageProblem(image);
    if (!error.empty()) {
        return std::nullopt;
    }
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) {
        error = fmt::format("the point picked, pixel ({}, {}), is off the {} x {} image", x, y,
                            image.width, image.height);
        return std::nullopt;
    }
    if (settings.tolerance < 0 || settings.tolerance > 255) {
        error = fmt::format("the colour tolerance must be 0 to 255, not {}", settings.tolerance);
        return std::nullopt;
    }
    if (settings.vertices < 3 || settings.vertices > limits::kMaxTracedVertices) {
        error = fmt::format("the vertex count must be 3 to {}, not {}", limits::kMaxTracedVertices,
                            settings.vertices);
        return std::nullopt;
    }
    const editor_detail::PixelRegion region =
        editor_detail::colourRegion(image, x, y, settings.tolerance, settings.smallestHole);
    if (region.pixels < kSmallestRegion) {
        error = fmt::format(
            "the colour at pixel ({}, {}) covers only {} pixels there; pick inside the area or "
            "raise the tolerance",
            x, y, region.pixels);
        return std::nullopt;
    }
    ColourTrace trace;
    trace.regionPixels = region.pixels;
    trace.holesFilled = region.holesFilled;
    trace.largeHoles = region.largeHoles;
    trace.outline = simplifyOutlineToCount(editor_detail::outerBoundary(region), settings.vertices);
    return trace;
}

}  // namespace adjutant
