#include "ui/session/DamagedSaveCopy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace adjutant::ui {

QString damagedCopyPath(const QString& savePath) {
    const QFileInfo info(savePath);
    QString stem = info.fileName();
    stem.remove(QRegularExpression(QStringLiteral("\\.save\\.jsonl$"),
                                   QRegularExpression::CaseInsensitiveOption));
    QString path = info.dir().filePath(stem + QStringLiteral("-damaged.save.jsonl"));
    for (int n = 2; QFileInfo::exists(path); ++n) {
        path = info.dir().filePath(stem + QStringLiteral("-damaged-%1.save.jsonl").arg(n));
    }
    return path;
}

QString keepDamagedCopy(const QString& savePath, const QString& copyPath) {
    if (QFileInfo::exists(copyPath)) {
        return QCoreApplication::translate("adjutant::ui::GameSession",
                                           "%1 is there already; the damaged game was not "
                                           "written over")
            .arg(copyPath);
    }
    QFile original(savePath);
    if (!original.copy(copyPath)) {
        return QCoreApplication::translate("adjutant::ui::GameSession",
                                           "the damaged game could not be copied to %1 (%2), so "
                                           "it was not written over")
            .arg(copyPath, original.errorString());
    }
    return {};
}

}  // namespace adjutant::ui
