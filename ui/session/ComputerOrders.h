#pragma once

#include <memory>
#include <vector>

#include "core/ai/CommanderSettings.h"
#include "core/engine/Command.h"
#include "core/engine/Game.h"

namespace adjutant::ui {

class GameSession;

/// Asks the computer commander (core/ai) for one side's orders for the step
/// the session's game stands at, without touching that game: the commander
/// gives them into a copy of the game kept in step with the session (the
/// session's commands replayed with their recorded dice), and the commands it
/// gave there come back, each with its note, to be applied through the
/// session one at a time. Because the commander and the replay are exact,
/// applying them all gives the state the commander reached in the copy.
class ComputerOrders {
  public:
    explicit ComputerOrders(const GameSession& session) : session_(session) {}

    /// The orders `side` gives now, in the order the commander gave them.
    std::vector<std::unique_ptr<Command>> orders(int side, const CommanderSettings& settings);
    /// Forgets the copy (a new game was started or opened).
    void reset() { copy_.reset(); }

  private:
    /// Brings the copy to the session's state, rebuilding it when it has
    /// gone another way (an undo, a different command).
    void catchUp();
    void rebuild();

    const GameSession& session_;
    std::unique_ptr<Game> copy_;
};

}  // namespace adjutant::ui
