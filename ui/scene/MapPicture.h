#pragma once

#include <QImage>
#include <QSize>
#include <QString>

#include "core/model/Scenario.h"

namespace adjutant::ui {

/// A scenario's map image as the table draws it. A scan larger than the table
/// may hold at once (limits::kMaxTracedImagePixels, or Qt's allocation limit at
/// four bytes a pixel) is read scaled down; the table still places it at its
/// full size, so a calibration made on the full image keeps its meaning.
struct MapPicture {
    QImage image;        // the pixels read; null when none could be
    QSize fullSize;      // the image as its file describes it, pixels
    double scale = 1.0;  // pixels read per pixel of the file (below 1 when scaled)
    QString note;        // what was done to show it, a sentence; empty when nothing
    QString problem;     // why nothing could be shown, a sentence naming the file

    /// Table inches per pixel read, for a map calibrated at `inchesPerPixel`
    /// of the full image.
    double inchesPerPixelRead(double inchesPerPixel) const { return inchesPerPixel / scale; }
};

/// How many pixels the table holds of one map: the smaller of
/// limits::kMaxTracedImagePixels and what Qt's allocation limit allows.
double mostShownMapPixels();

/// Reads the map image at `path` for the table (see MapPicture). A path that
/// is not there gives a null image and no problem: the scenario's reader
/// already warns about a missing map.
MapPicture readMapPicture(const QString& path);

/// Says, without decoding its pixels, what readMapPicture would say of the
/// image at `path`: the note of a scan read scaled, or why it is not an image.
/// For `report`, which draws the table without a window to say it in.
MapPicture describeMapPicture(const QString& path);

/// The file of a scenario's map image in `scenarioFolder`, when there is one
/// the table may read (inside the folder, links followed; from anywhere when
/// `fromAnywhere`, as the editor shows an image just chosen); else empty.
QString mapPicturePath(const Scenario& scenario, const QString& scenarioFolder, bool fromAnywhere);

}  // namespace adjutant::ui
