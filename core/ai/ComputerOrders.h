#pragma once

#include <memory>
#include <vector>

#include "core/ai/CommanderSettings.h"
#include "core/engine/Command.h"
#include "core/engine/Game.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// Asks the computer commander for one side's orders for the step a game
/// stands at, without touching that game: the commander gives them into a copy
/// of the game kept in step with it (the game's commands replayed with their
/// recorded dice), and the commands it gave there come back, each with its
/// note, to be applied to the game one at a time (the window applies them
/// through its session, so that each is shown and can be undone). Because the
/// commander and the replay are exact, applying them all gives the state the
/// commander reached in the copy.
class ComputerOrders {
  public:
    ComputerOrders(std::shared_ptr<const RefereeRegistry> referees,
                   const RulesetStateFactory& rulesetStates)
        : referees_(std::move(referees)), rulesetStates_(rulesetStates) {}

    /// The orders `side` gives now in `game`, in the order the commander gave them.
    std::vector<std::unique_ptr<Command>> orders(const Game& game, int side,
                                                 const CommanderSettings& settings);
    /// Forgets the copy (another game was started or opened).
    void reset() { copy_.reset(); }

  private:
    /// Brings the copy to the game's state, rebuilding it when it has gone
    /// another way (an undo, a different command).
    void catchUp(const Game& game);

    std::shared_ptr<const RefereeRegistry> referees_;
    const RulesetStateFactory& rulesetStates_;
    std::unique_ptr<Game> copy_;
};

}  // namespace adjutant
