// Where the map image lies under the table, when the map is moved by hand or
// the table changes size after the New scenario wizard.
#include "core/editor/MapPlacement.h"

#include <fmt/format.h>

#include <cmath>

#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

// How far the stretch along x and along y may differ and the map still be
// given one scale: 1% is a pixel or two across an ordinary scan, not seen.
constexpr double kEvenStretch = 0.01;

}  // namespace

std::optional<MapImage> mapWithItsOwnScale(const MapImage& map, const Table& table, MapPixels image,
                                           std::string& error) {
    if (map.inchesPerPixel > 0) {
        return map;
    }
    if (!(image.width > 0 && image.height > 0)) {
        error = fmt::format(
            "the map image \"{}\" cannot be read, so its size on the table is "
            "not known",
            map.file);
        return std::nullopt;
    }
    const double alongX = table.width / image.width;
    const double alongY = table.height / image.height;
    if (std::abs(alongX / alongY - 1.0) > kEvenStretch) {
        error = fmt::format(
            "the map is stretched over the whole table ({:.0f} x {:.0f} pixels on {} x {} "
            "inches, more along one side than the other), so it has no scale of its own to "
            "keep; calibrate it first (Calibrate map: two points a known distance apart)",
            image.width, image.height, table.width, table.height);
        return std::nullopt;
    }
    MapImage scaled = map;
    scaled.inchesPerPixel = (alongX + alongY) / 2;
    return scaled;
}

namespace edits {

ScenarioEdit moveMap(Vec2 by, MapPixels image) {
    const std::string label = "Move the map";
    return {label, [by, image](Scenario& scenario) -> std::string {
                if (!scenario.map) {
                    return "the scenario has no map to move; choose one under Scenario > Map "
                           "image";
                }
                if (!std::isfinite(by.x) || !std::isfinite(by.y)) {
                    return "the map cannot be moved by a distance that is not a number";
                }
                std::string error;
                auto moved = mapWithItsOwnScale(*scenario.map, scenario.table, image, error);
                if (!moved) {
                    return "the map cannot be moved: " + error;
                }
                moved->topLeft = moved->topLeft + by;
                const double most = limits::kMaxCoordinateInches;
                if (std::abs(moved->topLeft.x) > most || std::abs(moved->topLeft.y) > most) {
                    return fmt::format(
                        "the map's corner would lie at [{:.1f}, {:.1f}], more than {} inches "
                        "from the table's corner",
                        moved->topLeft.x, moved->topLeft.y, most);
                }
                scenario.map = std::move(*moved);
                return {};
            }};
}

}  // namespace edits

}  // namespace adjutant
