#include "ui/docks/UnitNames.h"

#include <QRegularExpression>

#include "core/engine/GameState.h"
#include "core/model/DisplayName.h"

namespace adjutant::ui {

UnitNames::UnitNames(const GameState& state) {
    for (const Unit& unit : state.units()) {
        names_.insert(QString::fromStdString(unit.id), QString::fromStdString(displayName(unit)));
    }
}

QString UnitNames::inText(const QString& text) const {
    // Ids are words joined by hyphens ("pr-ir18-1"): each such run is looked up
    // once, so a text is read in one pass whatever the number of units.
    static const QRegularExpression word(QStringLiteral("[\\w-]+"));
    QString result;
    qsizetype copied = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const auto found = names_.constFind(match.captured());
        if (found == names_.constEnd()) {
            continue;
        }
        result += QStringView(text).mid(copied, match.capturedStart() - copied);
        result += found.value();
        copied = match.capturedEnd();
    }
    if (copied == 0) {
        return text;
    }
    result += QStringView(text).mid(copied);
    return result;
}

}  // namespace adjutant::ui
