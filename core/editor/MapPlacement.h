#pragma once

#include <optional>
#include <string>

#include "core/editor/ScenarioDraft.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// A map image's size in pixels, as its file gives it (a scan shown from a
/// copy read scaled down still counts its full size).
struct MapPixels {
    double width = 0;
    double height = 0;
};

/// The map with a scale of its own. A map stretched over the table
/// (inchesPerPixel 0) gets the scale it is shown at now, when the stretch is
/// even (the image and the table of one shape, within 1%), so that it keeps
/// its place and its size on the table when the table changes size or the map
/// is moved. A calibrated map comes back as it is. Nothing, with `error` set
/// to a sentence, when the stretch is uneven or the image has no size.
std::optional<MapImage> mapWithItsOwnScale(const MapImage& map, const Table& table, MapPixels image,
                                           std::string& error);

namespace edits {

/// Moves the map image `by` inches; the table and everything on it stay where
/// they are, and the map keeps its scale (mapWithItsOwnScale). Refused when
/// there is no map, when a stretched map cannot take a scale of its own (it
/// must be calibrated first), or when its corner would go beyond
/// limits::kMaxCoordinateInches.
ScenarioEdit moveMap(Vec2 by, MapPixels image);

}  // namespace edits

}  // namespace adjutant
