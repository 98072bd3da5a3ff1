#include "ui/session/UnitStatusWords.h"

#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui {

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
    QStringList details;
    for (const UnitMark& mark : referee->unitMarks(state, unitId)) {
        const QString word = RefereeLanguage::text(state, mark.word);
        status.words << word;
        QString line = mark.detail.empty()
                           ? word
                           : QString("%1: %2").arg(word, RefereeLanguage::text(state, mark.detail));
        if (!mark.rule.empty()) {
            line += QString(" (%1)").arg(QString::fromStdString(mark.rule));
        }
        details << line;
    }
    status.details = details.join('\n');
    return status;
}

}  // namespace adjutant::ui
