#include "core/editor/MapCalibration.h"

#include <fmt/format.h>

#include <cmath>

#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

// A pace is taken as 0.8 yard (docs/editor.md), the length a drill book of the
// period gives; it converts between rulesets written in paces and in yards.
constexpr double kYardsPerPace = 0.8;

bool writtenInYards(const RulesetDefinition& ruleset) {
    return (ruleset.distanceUnit == "yard" || ruleset.distanceUnit == "yards") &&
           ruleset.unitsPerInch > 0;
}

/// Image pixels per table inch along x and y for the map as placed now.
Vec2 pixelsPerInch(const MapImage& map, const Table& table, double imageWidth, double imageHeight) {
    if (map.inchesPerPixel > 0) {
        return {1.0 / map.inchesPerPixel, 1.0 / map.inchesPerPixel};
    }
    return {imageWidth / table.width, imageHeight / table.height};
}

}  // namespace

std::optional<double> groundToTableInches(double distance, GroundUnit unit,
                                          const RulesetDefinition& ruleset,
                                          const std::string& figureScale, std::string& error) {
    if (!(distance > 0) || !std::isfinite(distance)) {
        error = fmt::format("the distance must be more than 0, not {}", distance);
        return std::nullopt;
    }
    if (unit == GroundUnit::TableInches) {
        return distance;
    }
    const FigureScale* scale = ruleset.findFigureScale(figureScale);
    if (scale == nullptr || scale->distanceMultiplier <= 0) {
        error = fmt::format("ruleset \"{}\" has no figure scale \"{}\"", ruleset.id, figureScale);
        return std::nullopt;
    }
    // The ruleset's ground scale is for figures whose multiplier is 1; smaller
    // figures shrink every distance by their multiplier (Tricorne 1.4).
    const double multiplier = scale->distanceMultiplier;
    const double paces = unit == GroundUnit::Paces ? distance : distance / kYardsPerPace;
    const double yards = unit == GroundUnit::Yards ? distance : distance * kYardsPerPace;
    if (writtenInYards(ruleset)) {
        return yards * multiplier / ruleset.unitsPerInch;
    }
    if (ruleset.pacesPerInch > 0) {
        return paces * multiplier / ruleset.pacesPerInch;
    }
    error = fmt::format("ruleset \"{}\" gives no ground scale; measure the map in table inches",
                        ruleset.id);
    return std::nullopt;
}

Vec2 tableToImagePixels(const MapImage& map, const Table& table, double imageWidth,
                        double imageHeight, Vec2 tablePoint) {
    const Vec2 scale = pixelsPerInch(map, table, imageWidth, imageHeight);
    const Vec2 offset = tablePoint - map.topLeft;
    return {offset.x * scale.x, offset.y * scale.y};
}

Vec2 imagePixelsToTable(const MapImage& map, const Table& table, double imageWidth,
                        double imageHeight, Vec2 pixel) {
    const Vec2 scale = pixelsPerInch(map, table, imageWidth, imageHeight);
    return map.topLeft + Vec2{pixel.x / scale.x, pixel.y / scale.y};
}

std::optional<MapImage> calibrateMap(const MapImage& map, const Table& table, double imageWidth,
                                     double imageHeight, Vec2 a, Vec2 b, double tableInches,
                                     std::string& error) {
    if (!(tableInches > 0) || !std::isfinite(tableInches)) {
        error = fmt::format("the distance must be more than 0, not {}", tableInches);
        return std::nullopt;
    }
    if (!(imageWidth > 0 && imageHeight > 0)) {
        error = "the map image has no size";
        return std::nullopt;
    }
    const Vec2 pixelA = tableToImagePixels(map, table, imageWidth, imageHeight, a);
    const Vec2 pixelB = tableToImagePixels(map, table, imageWidth, imageHeight, b);
    const double pixels = (pixelB - pixelA).length();
    if (!(pixels > 0)) {
        error = "the two points are the same; click two points some way apart";
        return std::nullopt;
    }
    MapImage calibrated = map;
    calibrated.inchesPerPixel = tableInches / pixels;
    // The pixel under `a` keeps its place on the table.
    calibrated.topLeft = a - pixelA * calibrated.inchesPerPixel;
    return calibrated;
}

}  // namespace adjutant
