#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QString>
#include <QWidget>
#include <cstdlib>

namespace adjutant::testing {

/// Grabs a window as it is drawn now. When ADJUTANT_README_SCREENSHOTS names a
/// folder (scripts/screenshots sets it), the picture is written there as
/// `fileName`; otherwise it is only checked to exist. True when all went well.
inline bool takeScreenshot(QWidget& window, const QString& fileName) {
    QCoreApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (image.isNull()) {
        return false;
    }
    if (const char* folder = std::getenv("ADJUTANT_README_SCREENSHOTS")) {
        QDir().mkpath(folder);
        return image.save(QDir(folder).filePath(fileName));
    }
    return true;
}

}  // namespace adjutant::testing
