#pragma once

#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/CommanderOptions.h"

namespace adjutant {

/// A referee's fifth role: what the computer commander (core/ai) needs of a
/// ruleset: its tactics' orders for a side, and whether a unit still counts
/// in the fight.
class RefereeTactics {
  public:
    virtual ~RefereeTactics() = default;

    /// The orders the ruleset's tactics propose for `side`'s units in the
    /// present step, each legal now by this referee's own checks, valued for
    /// the generic commander (core/ai), which picks one per unit. `goals` says
    /// where each unit is meant to go. The default proposes none: the
    /// commander then falls back to the default orders above.
    /// True when commanderOptions gives this ruleset's own tactics (even when
    /// it proposes nothing in a step); false: the commander gives the default orders.
    virtual bool hasCommanderTactics() const { return false; }
    virtual std::vector<CommanderOption> commanderOptions(
        const GameState& /*state*/, int /*side*/, const std::vector<UnitGoal>& /*goals*/) const {
        return {};
    }
    /// True when the unit no longer counts in the fight (routing, broken, off
    /// the table, ...), as the ruleset sees it; what decides a game. The
    /// default: it has no figures left.
    virtual bool outOfAction(const GameState& state, const std::string& unitId) const {
        const Unit* unit = state.findUnit(unitId);
        return !unit || unit->figures <= 0;
    }
};

}  // namespace adjutant
