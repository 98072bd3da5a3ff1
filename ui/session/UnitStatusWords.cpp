#include "ui/session/UnitStatusWords.h"

#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

// The section of UnitDescription rows that holds the unit's standing status.
constexpr const char* kStatusSection = "Status";

bool isCount(const QString& value) {
    bool number = false;
    value.toDouble(&number);
    return number;
}

}  // namespace

UnitStatusWords UnitStatusWords::of(const GameSession& session, const std::string& unitId) {
    if (!session.hasGame()) {
        return {};
    }
    return of(session.referee(), session.state(), unitId);
}

UnitStatusWords UnitStatusWords::of(const RulesetReferee* referee, const GameState& state,
                                    const std::string& unitId) {
    UnitStatusWords status;
    if (!referee || !state.findUnit(unitId)) {
        return status;
    }
    const UnitDescription description = referee->describeUnit(state, unitId);
    QStringList details;
    for (const UnitDescriptionRow& row : description.rows) {
        const QString value = QString::fromStdString(row.value).trimmed();
        if (row.section != kStatusSection || value.isEmpty() || value == "no" || isCount(value)) {
            continue;
        }
        const QString label = QString::fromStdString(row.label);
        status.words << label;
        QString line = value == "yes" ? label : QString("%1: %2").arg(label, value);
        if (!row.rule.empty()) {
            line += QString(" (%1)").arg(QString::fromStdString(row.rule));
        }
        details << line;
    }
    status.details = details.join('\n');
    return status;
}

}  // namespace adjutant::ui
