#include "ui/editor/MapRaster.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <cmath>
#include <cstring>

#include "core/json/InputLimits.h"

namespace adjutant::ui {

std::optional<MapRaster> readMapRaster(const QString& path, QString& error) {
    const QString shown = QDir::toNativeSeparators(path);
    if (!QFileInfo(path).isFile()) {
        error = QCoreApplication::translate(
                    "adjutant::ui::MapRaster",
                    "The map image %1 is not there; choose it again under Map image.")
                    .arg(shown);
        return std::nullopt;
    }
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!reader.canRead() || !size.isValid() || size.isEmpty()) {
        error = QCoreApplication::translate(
                    "adjutant::ui::MapRaster",
                    "The map %1 cannot be traced: it is not an image Adjutant can read (%2).")
                    .arg(shown, reader.errorString());
        return std::nullopt;
    }
    MapRaster map;
    map.mapWidth = size.width();
    map.mapHeight = size.height();
    const double pixels = double(size.width()) * double(size.height());
    // Qt refuses to hold an image beyond its allocation limit (in megabytes);
    // four bytes a pixel must fit within it too.
    const double qtMost = QImageReader::allocationLimit() > 0
                              ? double(QImageReader::allocationLimit()) * 1024 * 1024 / 4
                              : double(limits::kMaxTracedImagePixels);
    const double most = std::min(double(limits::kMaxTracedImagePixels), qtMost);
    QSize read = size;
    if (pixels > most) {
        map.scale = std::sqrt(most / pixels) * 0.999;
        read = QSize(std::max(1, int(size.width() * map.scale)),
                     std::max(1, int(size.height() * map.scale)));
        map.scale = double(read.width()) / size.width();
        reader.setScaledSize(read);
        map.note = QCoreApplication::translate(
                       "adjutant::ui::MapRaster",
                       "The map is %1 x %2 pixels, more than tracing reads at once; it was traced "
                       "on a copy scaled to %3 x %4.")
                       .arg(size.width())
                       .arg(size.height())
                       .arg(read.width())
                       .arg(read.height());
    }
    QImage image = reader.read();
    if (image.isNull()) {
        error =
            QCoreApplication::translate(
                "adjutant::ui::MapRaster",
                "The map %1 (%2 x %3 pixels) could not be decoded for tracing: %4. The file may "
                "be damaged; nothing on the table was changed.")
                .arg(shown)
                .arg(size.width())
                .arg(size.height())
                .arg(reader.errorString());
        return std::nullopt;
    }
    if (image.size() != read) {
        // A reader without scaling of its own (or an SVG's size) gives another size.
        map.scale = double(image.width()) / size.width();
    }
    image = image.convertToFormat(QImage::Format_RGBA8888);
    map.raster.width = image.width();
    map.raster.height = image.height();
    map.raster.rgba.resize(map.raster.pixelCount() * 4);
    const auto rowBytes = std::size_t(image.width()) * 4;
    for (int y = 0; y < image.height(); ++y) {
        std::memcpy(map.raster.rgba.data() + std::size_t(y) * rowBytes, image.constScanLine(y),
                    rowBytes);
    }
    return map;
}

}  // namespace adjutant::ui
