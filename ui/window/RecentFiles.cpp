#include "ui/window/RecentFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace adjutant::ui {

namespace {
constexpr const char* kKey = "recentFiles";
}

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu) {
    fillMenu();
}

QStringList RecentFiles::files() const {
    return QSettings().value(kKey).toStringList();
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxFiles) {
        list.removeLast();
    }
    QSettings().setValue(kKey, list);
    fillMenu();
}

void RecentFiles::clear() {
    QSettings().remove(kKey);
    fillMenu();
}

void RecentFiles::fillMenu() {
    menu_->clear();
    const QStringList list = files();
    int number = 1;
    for (const QString& path : list) {
        // The number is a keyboard accelerator; the folder tells apart two
        // files of the same name.
        QAction* action =
            menu_->addAction(tr("&%1 %2").arg(number++).arg(QFileInfo(path).fileName()), this,
                             [this, path] { emit openRequested(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
    }
    if (list.isEmpty()) {
        menu_->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    menu_->addSeparator();
    menu_->addAction(tr("&Clear the list"), this, &RecentFiles::clear);
}

}  // namespace adjutant::ui
