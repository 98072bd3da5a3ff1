#include "ui/window/ProblemText.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

namespace adjutant::ui {

namespace {

// A JSON pointer as the member names a person finds in the file:
// "/sides/1/units/0/status/disordered" is "sides[1].units[0].status.disordered".
QString fieldPath(const QString& pointer) {
    QString path;
    for (QString token : pointer.split('/', Qt::SkipEmptyParts)) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/"));
        token.replace(QStringLiteral("~0"), QStringLiteral("~"));
        bool number = false;
        token.toInt(&number);
        if (number) {
            path += QStringLiteral("[%1]").arg(token);
        } else {
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + token;
        }
    }
    return path;
}

}  // namespace

namespace {

// The first line marked `marker` (": error: ") told as a player reads it,
// else the first line as it is.
QString firstMarked(const QString& problems, const QString& marker) {
    const QStringList lines = problems.split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty()) {
        return {};
    }
    QString chosen = lines.first();
    for (const QString& line : lines) {
        if (line.contains(marker)) {
            chosen = line;
            break;
        }
    }
    const qsizetype at = chosen.indexOf(marker);
    if (at < 0) {
        return chosen;
    }
    const QString what = chosen.mid(at + marker.size());
    // "file: location" or "file"; the file is named by the caller already.
    const QString before = chosen.left(at);
    const qsizetype split = before.lastIndexOf(QStringLiteral(": "));
    const QString where = split < 0 ? QString() : before.mid(split + 2);
    if (where.isEmpty()) {
        return what;
    }
    if (!where.startsWith('/')) {
        return QStringLiteral("%1 (%2)").arg(what, where);  // "line 3 column 12"
    }
    return QCoreApplication::translate("adjutant::ui", "%1 (field %2)").arg(what, fieldPath(where));
}

}  // namespace

QString firstReason(const QString& problems) {
    return firstMarked(problems, QStringLiteral(": error: "));
}

QString firstWarning(const QString& problems) {
    return firstMarked(problems, QStringLiteral(": warning: "));
}

QString refusedFileText(const QString& fileName, const QString& problems) {
    const QString reason = firstReason(problems);
    if (reason.isEmpty()) {
        return QCoreApplication::translate("adjutant::ui", "%1 could not be opened.").arg(fileName);
    }
    return QCoreApplication::translate("adjutant::ui", "%1 could not be opened: %2")
        .arg(fileName, reason);
}

QString skippedRulesetsText(const QString& problems) {
    QStringList files;
    for (const QString& line : problems.split('\n', Qt::SkipEmptyParts)) {
        const qsizetype marker = line.indexOf(QStringLiteral(": error: "));
        if (marker < 0) {
            continue;
        }
        const QString before = line.left(marker);
        const qsizetype split = before.lastIndexOf(QStringLiteral(": "));
        const QString file = QFileInfo(split < 0 ? before : before.left(split)).fileName();
        if (!files.contains(file)) {
            files << file;
        }
    }
    if (files.isEmpty()) {
        return {};
    }
    const QString reason = firstReason(problems);
    if (files.size() == 1) {
        return QCoreApplication::translate(
                   "adjutant::ui",
                   "The ruleset file %1 could not be loaded and was skipped: %2. The other "
                   "rulesets are ready to play.")
            .arg(files.first(), reason);
    }
    return QCoreApplication::translate(
               "adjutant::ui",
               "The ruleset files %1 could not be loaded and were skipped. The first "
               "problem: %2. The other rulesets are ready to play.")
        .arg(files.join(QStringLiteral(", ")), reason);
}

QString skippedRulesetsTitle() {
    return QCoreApplication::translate("adjutant::ui", "Rulesets skipped");
}

QString internalFaultText(const QString& what) {
    return QCoreApplication::translate(
               "adjutant::ui",
               "Adjutant met a fault it cannot recover from and has to close (%1). Every "
               "order already carried out is in the saved game, which opens again where it was "
               "left. Please report the fault with the file that was open.")
        .arg(what);
}

QString internalFaultTitle() {
    return QCoreApplication::translate("adjutant::ui", "Adjutant has to close");
}

}  // namespace adjutant::ui
