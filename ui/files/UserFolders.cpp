#include "ui/files/UserFolders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace adjutant::ui {

namespace {

bool isInside(const QString& path, const QString& folder) {
    if (folder.isEmpty()) {
        return false;
    }
    const QString file = QFileInfo(path).absoluteFilePath();
    const QString root = QDir(folder).absolutePath() + '/';
    return file.startsWith(root);
}

}  // namespace

UserFolders UserFolders::standard(const QString& shipped) {
    UserFolders folders;
    folders.shipped = shipped;
    folders.data =
        QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + "/adjutant";
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty()) {
        documents = QDir::homePath();
    }
    folders.savedGames = documents + "/Adjutant";
    return folders;
}

UserFolders::Origin UserFolders::originOf(const QString& path) const {
    if (isInside(path, shipped)) {
        return Origin::Shipped;
    }
    if (isInside(path, data)) {
        return Origin::Player;
    }
    return Origin::Elsewhere;
}

QString UserFolders::originText(const QString& path) const {
    switch (originOf(path)) {
        case Origin::Shipped:
            return QCoreApplication::translate("UserFolders", "shipped with Adjutant");
        case Origin::Player:
            return QCoreApplication::translate("UserFolders", "your folder");
        case Origin::Elsewhere:
            break;
    }
    return QDir::toNativeSeparators(QFileInfo(path).absolutePath());
}

}  // namespace adjutant::ui
