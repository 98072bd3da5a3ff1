#pragma once

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

#include "core/referee/RulesetReferee.h"

namespace adjutant::ui {

class GameSession;

/// Where the game stands in its sequence of play, for the phase tracker and
/// the status bar: the bound, the ruleset's steps with the present one, who
/// holds the initiative and what each side may do now. Everything is read from
/// the ruleset definition, the state and the referee; nothing is decided here.
struct TurnSummary {
    struct Step {
        QString id;
        QString name;
        QString rule;
        QString number;  // the book's number for the step ("6-7"), or empty
    };
    /// One side and what is waiting for it in the present step.
    struct SideWaiting {
        QString name;
        int units = 0;       // units of the side on the table
        int mayAct = 0;      // of which the referee lets act in this step
        QStringList cannot;  // "<unit>: <the referee's reason>" for the others
    };

    bool valid = false;  // false when the session has no game
    int bound = 0;
    int stepIndex = -1;
    QVector<Step> steps;
    /// Who holds the initiative, in words ("Prussia, 2 free bounds to come"),
    /// empty if the ruleset keeps no initiative.
    QString initiative;
    /// Whose player turn it is in a ruleset where the sides take turns
    /// ("British army, player turn 1 of 2"); empty when both act in every step.
    QString playerTurn;
    /// Who acts in this step, in words ("both sides", "Prussia").
    QString toAct;
    /// Two people at one screen while one side takes free bounds: that the
    /// other has no orders to give until they are over and may watch the
    /// table meanwhile. Empty otherwise.
    QString idleAtTheScreen;
    QVector<SideWaiting> sides;
    /// The referee's briefing of the step, from which `toAct` and each side's
    /// `mayAct` are counted; empty without a referee.
    StepBriefing briefing;

    const Step* currentStep() const {
        return stepIndex >= 0 && stepIndex < steps.size() ? &steps[stepIndex] : nullptr;
    }
    /// "Prussia: Declare charges (5 of 6 units may act)", one line per side.
    QStringList waitingLines() const;

    static TurnSummary of(const GameSession& session);
};

}  // namespace adjutant::ui
