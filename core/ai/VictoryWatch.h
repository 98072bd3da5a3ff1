#pragma once

#include "core/ai/GameOutcome.h"

namespace adjutant {

/// Follows a game as a player moves through it (forward, and back by undo)
/// and keeps who held each objective at the end of the bound it is judged
/// at, so the standing can be shown at any moment. It sees only the states
/// it is shown: an objective judged at the end of a bound it jumped over is
/// judged as held in the first state it sees after that bound.
class VictoryWatch {
  public:
    /// Call with the game's state after every change.
    void follow(const GameState& state, const OutOfActionTest& outOfAction);
    /// The standing now; `final` judges an undecided game on points as if
    /// it ended here.
    GameOutcome standing(const GameState& state, const OutOfActionTest& outOfAction,
                         bool final) const;
    /// How the game stands and whether it has ended: at the first step of a
    /// bound, after the scenario's last bound, or once an army broke in a
    /// bound now ended. The one rule the window, the computer playing both
    /// sides and a game between two people end a game by.
    struct Verdict {
        GameOutcome standing;  // judged as final once the last bound is played
        bool over = false;
    };
    Verdict verdict(const GameState& state, const OutOfActionTest& outOfAction) const;
    void reset() { record_.clear(), bound_ = 0; }

  private:
    ObjectiveRecord record_;
    int bound_ = 0;  // the bound of the last state followed
};

}  // namespace adjutant
