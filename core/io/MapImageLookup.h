#pragma once

#include <optional>
#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

/// A scenario records its map image by content as well as by path
/// (`map.sha256`), so that a scenario or a saved game moved to another folder,
/// or written with another machine's paths, still finds the picture it was
/// drawn on when that picture travelled with it.

/// The SHA-256 of the image file at `path` as 64 lower-case hexadecimal
/// digits, the way `map.sha256` records it; empty when it cannot be read.
std::string mapImageHash(const std::string& path);

/// True when `text` is a hash as `mapImageHash` writes it.
bool isMapImageHash(const std::string& text);

/// A scenario's map image as found in a folder.
struct FoundMapImage {
    std::string file;  // as the scenario names it: relative to the folder, with '/'
    std::string path;  // the file to read, every link in it followed
};

/// Where the map image of `map` is in `folder`. The file the map names, when
/// it is there (its content is not compared: see mapImageDiffers). Otherwise,
/// when the map records its hash, a copy with that content: a picture of the
/// same file name in `folder` or in its `maps/`, then any picture there whose
/// name has the same stem (`galgenberg.jpg` for `galgenberg.png`). Only a
/// picture inside `folder` is ever taken (MapImagePath.h). Nothing when none
/// is found.
std::optional<FoundMapImage> findMapImage(const std::string& folder, const MapImage& map);

/// True when `map` records a hash and the image at `path` has other content:
/// it is not the map the scenario was drawn on.
bool mapImageDiffers(const std::string& path, const MapImage& map);

}  // namespace adjutant
