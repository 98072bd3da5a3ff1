#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <deque>
#include <memory>
#include <set>
#include <utility>

#include "core/ai/ComputerOrders.h"
#include "core/ai/VictoryWatch.h"
#include "core/engine/Command.h"
#include "core/engine/GameChange.h"

namespace adjutant::ui {

class GameSession;

/// Plays the sides the computer commands, in the open, so a player can follow
/// them: at every step each computer side (side A first, as a game played
/// headless does) works out its orders (ComputerOrders), and they are applied
/// through the session one at a time, a timer apart or at "Next order", with
/// the ordered unit selected so the table and the journal show each with its
/// reason. When the computer plays both sides it then resolves the step and
/// goes on, until paused, an army breaks or the scenario's last bound has
/// been played; with a person on one side,
/// that person gives their orders and resolves the step as usual.
///
/// Which steps a side has ordered in is kept by where the step began in the
/// game's commands, so an undo never makes the computer order again: undoing
/// its orders leaves that side without orders in the step (redo brings them
/// back), and a step entered anew by resolving again is ordered anew.
class ComputerTurns : public QObject {
    Q_OBJECT

  public:
    enum class Speed { StepByStep, Normal, Fast };

    explicit ComputerTurns(GameSession& session, QObject* parent = nullptr);
    ~ComputerTurns() override;

    void setSpeed(Speed speed);
    Speed speed() const { return speed_; }
    /// The time between two of the computer's moves, in ms (the speed sets
    /// it: normal 400, fast 80); scripts and tests may set it directly.
    void setInterval(int milliseconds);
    int interval() const { return timer_.interval(); }

    /// Paused, the computer does nothing until resumed (its orders worked out
    /// and not yet given wait).
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }

    /// Held, the computer waits as if paused, while the window shows something
    /// other than the game (the scenario editor); the player's pause is left
    /// as it was, so releasing the hold does not resume a paused computer.
    void setHeld(bool held);
    bool isHeld() const { return held_; }

    /// The computer has orders waiting to be given or is about to work some out.
    bool isBusy() const;
    /// The side whose orders are being given, or -1.
    int actingSide() const { return actingSide_; }
    /// Orders worked out and not yet given.
    int ordersWaiting() const { return static_cast<int>(queue_.size()); }
    /// Gives the next waiting order now (the "Next order" button).
    void nextOrder();
    /// "Computer (Austrian army) is giving orders...", or empty when idle.
    QString activityText() const;

  signals:
    /// Busy, the acting side, the waiting orders or the pause changed.
    void activityChanged();
    /// One of the computer's orders was applied: its unit and its reason.
    void orderGiven(const QString& unitId, const QString& note);
    /// Playing both sides, the computer stopped because the game is over: an
    /// army broke or the last bound was played. The summary is the result.
    void gameDecided(const QString& summary);

  private:
    void onGameReplaced();
    void onChanged(const GameChange& change);
    void schedule();
    /// One move: give the next order, work out the next side's orders, or
    /// (playing both sides) resolve the step.
    void act();
    bool giveNextOrder();
    /// Where the present step began in the game's commands.
    std::size_t stepStart() const;
    bool computerPlays(int side) const;
    void stop();

    GameSession& session_;
    ComputerOrders orders_;
    QTimer timer_;
    Speed speed_ = Speed::Normal;
    bool paused_ = false;
    bool held_ = false;
    bool acting_ = false;  // the session's changes are the computer's own
    int actingSide_ = -1;
    std::deque<std::unique_ptr<Command>> queue_;
    std::set<std::pair<std::size_t, int>> ordered_;  // (step start, side)
    VictoryWatch victory_;                           // who held each objective when it was judged
};

}  // namespace adjutant::ui
