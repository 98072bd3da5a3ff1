#include "ui/scene/MapPicture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <algorithm>
#include <cmath>
#include <optional>

#include "core/io/MapImageLookup.h"
#include "core/io/MapImagePath.h"
#include "core/json/InputLimits.h"

namespace adjutant::ui {

namespace {

// Some readers (PNG among them) decode the whole image before scaling it, so
// a scan is decoded whole up to four times the pixels the table holds
// (limits::kMaxTracedImagePixels: 16,000 x 10,000, 640 MB for a moment, twice
// that at 16 bits a channel).
constexpr double kMostDecodedPixels = 4.0 * double(limits::kMaxTracedImagePixels);

// Lets Qt decode a scan whole, for as long as it lives: Qt's own allocation
// limit (128 MB) would refuse a 9,600 x 6,400 PNG before it could be scaled.
class DecodingRoom {
  public:
    explicit DecodingRoom(QSize size) : before_(QImageReader::allocationLimit()) {
        // Eight bytes a pixel: a scan of 16 bits a channel is decoded as such.
        const double megabytes = double(size.width()) * double(size.height()) * 8 / (1024 * 1024);
        const int needed = int(std::ceil(megabytes)) + 1;
        if (before_ > 0 && needed > before_) {
            QImageReader::setAllocationLimit(needed);
        }
    }
    ~DecodingRoom() { QImageReader::setAllocationLimit(before_); }
    DecodingRoom(const DecodingRoom&) = delete;
    DecodingRoom& operator=(const DecodingRoom&) = delete;

  private:
    int before_;
};

// Opens the reader and fills in the full size, the scale and the note, or the
// problem; the pixels are left for the caller to read.
MapPicture planReading(QImageReader& reader, const QString& path) {
    MapPicture picture;
    const QString shown = QDir::toNativeSeparators(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!reader.canRead() || !size.isValid() || size.isEmpty()) {
        picture.problem =
            QCoreApplication::translate("adjutant::ui::MapPicture",
                                        "The map image %1 is not an image Adjutant can read: %2.")
                .arg(shown, reader.errorString());
        return picture;
    }
    picture.fullSize = size;
    const double pixels = double(size.width()) * double(size.height());
    if (pixels > kMostDecodedPixels) {
        picture.problem =
            QCoreApplication::translate(
                "adjutant::ui::MapPicture",
                "The map image %1 is %2 x %3 pixels, more than the %4 million Adjutant reads; "
                "scale it down in an image program first.")
                .arg(shown)
                .arg(size.width())
                .arg(size.height())
                .arg(qint64(kMostDecodedPixels / 1'000'000));
        return picture;
    }
    const double most = mostShownMapPixels();
    if (pixels > most) {
        // A hair under the limit, so that rounding the sides up never crosses it.
        const double factor = std::sqrt(most / pixels) * 0.999;
        const QSize read(std::max(1, int(size.width() * factor)),
                         std::max(1, int(size.height() * factor)));
        reader.setScaledSize(read);
        picture.scale = double(read.width()) / size.width();
        picture.note = QCoreApplication::translate(
                           "adjutant::ui::MapPicture",
                           "The map image %1 is %2 x %3 pixels, more than the table holds "
                           "at once; it is shown from a copy scaled to %4 x %5, in the "
                           "same place and at the same size on the table.")
                           .arg(QFileInfo(path).fileName())
                           .arg(size.width())
                           .arg(size.height())
                           .arg(read.width())
                           .arg(read.height());
    }
    return picture;
}

}  // namespace

double mostShownMapPixels() {
    // Qt refuses to decode an image beyond its allocation limit (megabytes,
    // zero: none); the table's pixels take four bytes each.
    const int megabytes = QImageReader::allocationLimit();
    const double qtMost =
        megabytes > 0 ? double(megabytes) * 1024 * 1024 / 4 : double(limits::kMaxTracedImagePixels);
    return std::min(double(limits::kMaxTracedImagePixels), qtMost);
}

MapPicture describeMapPicture(const QString& path) {
    if (!QFileInfo(path).isFile()) {
        return {};
    }
    QImageReader reader(path);
    return planReading(reader, path);
}

MapPicture readMapPicture(const QString& path) {
    if (!QFileInfo(path).isFile()) {
        return {};
    }
    QImageReader reader(path);
    MapPicture picture = planReading(reader, path);
    if (!picture.problem.isEmpty()) {
        return picture;
    }
    const QSize asked = reader.scaledSize();
    {
        std::optional<DecodingRoom> room;
        if (asked.isValid()) {
            room.emplace(picture.fullSize);
        }
        picture.image = reader.read();
    }
    if (picture.image.isNull()) {
        picture.problem =
            QCoreApplication::translate(
                "adjutant::ui::MapPicture",
                "The map image %1 (%2 x %3 pixels) could not be decoded: %4. The file "
                "may be damaged.")
                .arg(QDir::toNativeSeparators(path))
                .arg(picture.fullSize.width())
                .arg(picture.fullSize.height())
                .arg(reader.errorString());
        picture.note.clear();
        return picture;
    }
    if (asked.isValid() && picture.image.size() != asked) {
        // A format without scaling of its own may give another size.
        picture.scale = double(picture.image.width()) / picture.fullSize.width();
    }
    return picture;
}

QString mapPicturePath(const Scenario& scenario, const QString& scenarioFolder, bool fromAnywhere) {
    if (!scenario.map) {
        return {};
    }
    const std::string& file = scenario.map->file;
    if (fromAnywhere) {
        return QDir(scenarioFolder).filePath(QString::fromStdString(file));
    }
    if (const auto found = findMapImage(scenarioFolder.toStdString(), *scenario.map)) {
        // The file named, or a copy with its content that travelled with a
        // moved scenario or saved game.
        return QString::fromStdString(found->path);
    }
    return {};  // outside the folder (the reader refuses it), or not there
}

}  // namespace adjutant::ui
