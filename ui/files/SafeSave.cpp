#include "ui/files/SafeSave.h"

#include <QFile>

#include "core/json/SafeFile.h"

namespace adjutant::ui {

QString saveBytesSafely(const QString& path, const QByteArray& bytes) {
    const std::string error =
        writeFileSafely(QFile::encodeName(path).toStdString(), bytes.toStdString());
    return QString::fromStdString(error);
}

}  // namespace adjutant::ui
