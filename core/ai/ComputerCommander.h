#pragma once

#include <functional>
#include <memory>

#include "core/ai/CommanderSettings.h"
#include "core/engine/Game.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// A computer opponent for one side, for every ruleset: it asks the ruleset's
/// referee for the orders its tactics propose (RulesetReferee::commanderOptions,
/// with goals from planGoals), judges them as its difficulty says, and gives
/// the chosen ones through the game as a player would. A ruleset without
/// tactics gets its default orders for this side's units instead.
class ComputerCommander final : public StepOrders {
  public:
    ComputerCommander(std::shared_ptr<const RefereeRegistry> referees, int side,
                      CommanderSettings settings);

    /// Gives this side's orders for the present step through game.apply
    /// (charges, then manoeuvres, then fire orders, one decision per unit),
    /// each command carrying its one-line reason as its note; returns the
    /// number of commands the game accepted. `afterCommand` runs after each
    /// accepted command. An order the game refuses (two moves that collide
    /// once the first is made) is replaced by the unit's next best, if any.
    int giveOrders(Game& game, const std::function<void()>& afterCommand = {});
    /// The same, as one of the order givers of a game played headless.
    void giveOrders(Game& game, DefaultPlayReport& report,
                    const std::function<void()>& afterCommand) override {
        report.commandsApplied += static_cast<std::size_t>(giveOrders(game, afterCommand));
    }

    int side() const { return side_; }
    const CommanderSettings& settings() const { return settings_; }

  private:
    int giveDefaultOrders(Game& game, const RulesetReferee& referee,
                          const std::function<void()>& afterCommand);

    std::shared_ptr<const RefereeRegistry> referees_;
    int side_;
    CommanderSettings settings_;
};

}  // namespace adjutant
