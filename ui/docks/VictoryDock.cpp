#include "ui/docks/VictoryDock.h"

#include <QTextBrowser>

#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"
#include "ui/session/VictoryText.h"

namespace adjutant::ui {

VictoryDock::VictoryDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Victory conditions"), parent), session_(session) {
    setObjectName(QStringLiteral("victoryDock"));
    browser_ = new QTextBrowser(this);
    browser_->setOpenLinks(false);
    setWidget(browser_);
    connect(&session_, &GameSession::gameReplaced, this, &VictoryDock::restart);
    connect(&session_, &GameSession::changed, this, [this] { refresh(); });
    connect(&session_, &GameSession::viewReplaced, this, [this] { refresh(); });
    restart();
}

QString VictoryDock::text() const {
    return browser_->toPlainText();
}

void VictoryDock::restart() {
    watch_.reset();
    refresh();
}

void VictoryDock::refresh() {
    if (!session_.hasGame()) {
        browser_->clear();
        standing_ = {};
        over_ = false;
        emit standingChanged();
        return;
    }
    const RulesetReferee* referee = session_.referee();
    const OutOfActionTest outOfAction = [referee](const GameState& state, const Unit& unit) {
        return referee && referee->outOfAction(state, unit.id);
    };
    const GameState& state = session_.state();
    watch_.follow(state, outOfAction);
    const Scenario& scenario = *session_.setup().scenario;
    const VictoryWatch::Verdict verdict = watch_.verdict(state, outOfAction);
    standing_ = verdict.standing;
    over_ = verdict.over;
    const bool lastPlayed = state.bound() > scenario.victory.bounds;
    const GameOutcome ifEnded = watch_.standing(state, outOfAction, true);
    QString html = "<h3>" + tr("Standing") + "</h3>" +
                   victoryStandingText(scenario, standing_, lastPlayed ? nullptr : &ifEnded);
    html += "<h3>" + tr("How the game is won") + "</h3>" +
            victoryConditionsText(scenario, rulesBreakPoint(session_.setup().ruleset));
    browser_->setHtml(html);
    emit standingChanged();
}

}  // namespace adjutant::ui
