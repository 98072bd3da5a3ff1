#pragma once

#include <QDockWidget>

#include "core/ai/VictoryWatch.h"

class QTextBrowser;

namespace adjutant::ui {

class GameSession;

/// The scenario's victory conditions and how the game stands by them: each
/// army's losses against its break point, who holds each objective and the
/// points, and the result if the game ended now. Follows every change, undo
/// included; `standingChanged` tells the table to mark the objectives again.
class VictoryDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit VictoryDock(GameSession& session, QWidget* parent = nullptr);

    const GameOutcome& standing() const { return standing_; }
    /// The battle is over: its last bound has been played, or an army broke
    /// in a bound now ended, as the computer and a simulated game judge it.
    bool battleOver() const { return over_; }
    QString text() const;

  signals:
    void standingChanged();

  private:
    void restart();
    void refresh();

    GameSession& session_;
    QTextBrowser* browser_ = nullptr;
    VictoryWatch watch_;
    bool over_ = false;
    GameOutcome standing_;
};

}  // namespace adjutant::ui
