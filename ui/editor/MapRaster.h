#pragma once

#include <QString>
#include <optional>

#include "core/editor/RasterImage.h"

namespace adjutant::ui {

/// A map image read for tracing: its pixels, possibly scaled down, and how
/// they relate to the image as the table shows it.
struct MapRaster {
    RasterImage raster;
    double mapWidth = 0;  // the image as the table places it, pixels
    double mapHeight = 0;
    double scale = 1.0;  // raster pixels per map pixel (below 1 when scaled down)
    QString note;        // what was done to read it, for the status bar; empty: nothing
};

/// Reads the image at `path` for tracing. One larger than
/// limits::kMaxTracedImagePixels, or than Qt's allocation limit allows at four
/// bytes a pixel, is read scaled down to fit, and `note` says so.
/// Returns nothing, with `error` a sentence naming the file, when it is not an
/// image, cannot be decoded (a damaged file) or is too large to decode at all.
std::optional<MapRaster> readMapRaster(const QString& path, QString& error);

}  // namespace adjutant::ui
