#pragma once

#include <QDockWidget>

#include "core/engine/GameChange.h"
#include "core/referee/RulesetReferee.h"

class QAction;
class QLabel;
class QListWidget;
class QPushButton;

namespace adjutant::ui {

class GameSession;

/// Where the game is in its bound: the bound number, who holds the
/// initiative, the ruleset's steps with the present one highlighted, what is
/// waiting for each side, and buttons to give the default orders, resolve the
/// step and move on. The steps come from the ruleset definition and what each
/// side may do from the referee; the dock decides nothing itself.
class PhaseTrackerDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit PhaseTrackerDock(GameSession& session, QWidget* parent = nullptr);

    /// Makes the buttons trigger the window's actions (so a refusal is shown
    /// the same way whichever was used). Until then they act on their own.
    void setStepActions(QAction* giveOrders, QAction* resolve, QAction* next);

    QLabel* boundLabel() const { return bound_; }
    QLabel* initiativeLabel() const { return initiative_; }
    QListWidget* stepList() const { return steps_; }
    QLabel* waitingLabel() const { return waiting_; }
    /// What resolving the step will test, unit by unit (hidden when nothing).
    QLabel* agendaLabel() const { return agenda_; }
    /// The step in one sentence: what it is for, who may act and why a side
    /// cannot, and when nobody can, that resolving passes it at once.
    QLabel* briefingLabel() const { return briefing_; }
    QPushButton* resolveButton() const { return resolve_; }
    /// What the computer is doing ("Computer (Austrian army) is giving
    /// orders..."); hidden when empty.
    void setComputerActivity(const QString& text);
    /// The battle is over with this result ("Prussian army wins: ..."), or
    /// empty while it goes on: the panel then says so rather than whose turn
    /// it would be.
    void setBattleOver(const QString& result);
    QString battleResult() const { return result_; }
    QLabel* computerLabel() const { return computer_; }
    QPushButton* nextButton() const { return next_; }

  signals:
    /// A rule number in the step's explanation was clicked ("7.2").
    void ruleRequested(const QString& section);

  private:
    QString result_;
    void refresh();
    void showAgenda();
    /// The referee's briefing of the step, as the turn summary took it.
    void showBriefing(const StepBriefing& briefing);
    /// Makes `button` trigger `action` and follow whether it is enabled.
    void bind(QPushButton* button, QAction*& slot, QAction* action);
    void onChanged(const GameChange& change);

    GameSession& session_;
    QLabel* bound_ = nullptr;
    QLabel* initiative_ = nullptr;
    QListWidget* steps_ = nullptr;
    QLabel* waiting_ = nullptr;
    QLabel* agenda_ = nullptr;
    QLabel* briefing_ = nullptr;
    QLabel* computer_ = nullptr;
    QPushButton* giveOrders_ = nullptr;
    QPushButton* resolve_ = nullptr;
    QPushButton* next_ = nullptr;
    // The actions the buttons trigger: their own until setStepActions.
    QAction* giveOrdersAction_ = nullptr;
    QAction* resolveAction_ = nullptr;
    QAction* nextAction_ = nullptr;
};

}  // namespace adjutant::ui
