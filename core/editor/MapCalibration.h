#pragma once

#include <optional>
#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

struct RulesetDefinition;

/// The units a player may type for the real distance between two points of a map.
enum class GroundUnit { Paces, Yards, TableInches };

/// Table inches that `distance` of ground stands for under the ruleset and the
/// scenario's figure scale: paces through the ruleset's paces per inch, yards
/// through its yards per inch when its tables are in yards and otherwise as
/// paces at 0.8 yard to the pace (docs/editor.md), table inches as they are.
/// Returns nothing, with `error` set, when the ruleset has no such scale or the
/// distance is not positive.
std::optional<double> groundToTableInches(double distance, GroundUnit unit,
                                          const RulesetDefinition& ruleset,
                                          const std::string& figureScale, std::string& error);

/// Where a point of the table lies on the map's image, in image pixels, for a
/// map as it is placed now (`imageWidth` x `imageHeight` pixels; a map with no
/// scale yet is stretched over the table).
Vec2 tableToImagePixels(const MapImage& map, const Table& table, double imageWidth,
                        double imageHeight, Vec2 tablePoint);

/// Where a point of the map's image, in image pixels, lies on the table: the
/// inverse of tableToImagePixels, for outlines traced on the image.
Vec2 imagePixelsToTable(const MapImage& map, const Table& table, double imageWidth,
                        double imageHeight, Vec2 pixel);

/// The map rescaled so that the image points under the table points `a` and
/// `b` (as the map is placed now) lie `tableInches` apart; the point under `a`
/// stays where it is on the table. Returns nothing, with `error` set, when the
/// two points are the same or the distance is not positive.
std::optional<MapImage> calibrateMap(const MapImage& map, const Table& table, double imageWidth,
                                     double imageHeight, Vec2 a, Vec2 b, double tableInches,
                                     std::string& error);

}  // namespace adjutant
