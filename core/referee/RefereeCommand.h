#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/engine/Command.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// Base of the commands that ask a ruleset's referee to act (resolve a step,
/// make a manoeuvre, give a fire order). It holds the registry the command was
/// made with, shared so that a command read from a save keeps its referees
/// alive however long the game lives.
class RefereeCommand : public Command {
  protected:
    explicit RefereeCommand(std::shared_ptr<const RefereeRegistry> referees)
        : referees_(std::move(referees)) {}

    /// The referee of the game's ruleset, or nullptr.
    const RulesetReferee* refereeFor(const GameState& state) const {
        return referees_ ? referees_->forState(state) : nullptr;
    }
    /// The refusal to give when refereeFor() is nullptr.
    static std::string noRefereeReason(const GameState& state);
    /// The first checks of an order given to one unit: the game's ruleset has
    /// a referee and `unitId` names a unit. Nothing when both hold, with
    /// `referee` set.
    std::optional<std::string> refusalOfUnitOrder(const GameState& state, const std::string& unitId,
                                                  const RulesetReferee*& referee) const;
    /// For perform(): the referee's checked call refused an order that
    /// refusal() accepted on the same state, which is a programming error.
    static void requireCarriedOut(const std::optional<std::string>& refused);

  private:
    std::shared_ptr<const RefereeRegistry> referees_;
};

}  // namespace adjutant
