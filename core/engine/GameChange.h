#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// What one apply, undo or redo did to a game, for whoever shows the game (the
/// table view re-syncs the listed units, the phase tracker the turn, the dice
/// tray the rolls). The single channel from the engine to its observers.
struct GameChange {
    enum class Kind {
        Applied,  // a new command became the latest undo step
        Merged,   // a command was folded into the latest undo step (a drag)
        Undone,
        Redone,
        Refused,  // nothing changed; `reason` says why
    };

    Kind kind = Kind::Refused;
    std::string reason;
    /// Ids of the units whose pose, formation, figures or other fields changed.
    std::vector<std::string> units;
    /// The bound, step or side to act changed.
    bool turnChanged = false;
    /// The ruleset's own state changed (statuses the unit list does not show).
    bool rulesetStateChanged = false;
    /// Dice thrown by the command applied or redone, in order.
    std::vector<DieRoll> rolls;

    bool accepted() const { return kind != Kind::Refused; }

    static GameChange refused(std::string why) {
        GameChange change;
        change.reason = std::move(why);
        return change;
    }
};

}  // namespace adjutant
