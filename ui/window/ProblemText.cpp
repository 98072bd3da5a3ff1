#include "ui/window/ProblemText.h"

#include <QCoreApplication>
#include <QStringList>

namespace adjutant::ui {

QString firstReason(const QString& problems) {
    const QStringList lines = problems.split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty()) {
        return {};
    }
    QString chosen = lines.first();
    for (const QString& line : lines) {
        if (line.contains(QStringLiteral(": error: "))) {
            chosen = line;
            break;
        }
    }
    const qsizetype marker = chosen.indexOf(QStringLiteral(": error: "));
    if (marker < 0) {
        return chosen;
    }
    const QString what = chosen.mid(marker + 9);
    // "file: location" or "file"; the file is named by the caller already.
    const QString before = chosen.left(marker);
    const qsizetype split = before.lastIndexOf(QStringLiteral(": "));
    const QString where = split < 0 ? QString() : before.mid(split + 2);
    return where.isEmpty() ? what : QStringLiteral("%1 (%2)").arg(what, where);
}

QString refusedFileText(const QString& fileName, const QString& problems) {
    const QString reason = firstReason(problems);
    if (reason.isEmpty()) {
        return QCoreApplication::translate("adjutant::ui", "%1 could not be opened.").arg(fileName);
    }
    return QCoreApplication::translate("adjutant::ui", "%1 could not be opened: %2")
        .arg(fileName, reason);
}

}  // namespace adjutant::ui
