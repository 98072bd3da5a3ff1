#pragma once

#include <memory>
#include <string>

#include "core/engine/DerivedSlot.h"
#include "core/engine/RulesetGameState.h"
#include "core/referee/UnitStatusMap.h"

namespace adjutant {

class ActiveUnitIndex;
class GameState;

/// The index of a unit status state's slot, made on first use and brought up
/// to `state`'s units (ActiveUnitIndex::sync).
const ActiveUnitIndex& syncedUnitIndex(DerivedSlot<ActiveUnitIndex>& slot, const GameState& state);

/// The part of a ruleset's state that War of Princes and Fire Effect keep
/// alike: each unit's `Status` by unit id, and the spatial index of the units
/// on the table, which is derived data kept with the state (a copy starts
/// without it; the copy that replaces the state takes it over). `Derived` is
/// the ruleset's state itself, which copies as a whole.
template <typename Derived, typename Status>
class UnitStatusGameState : public RulesetGameState {
  public:
    UnitStatusMap<Status> units;  // by unit id

    Status& unit(const std::string& id) { return units[id]; }
    /// The unit's status; a fresh one for a unit without an entry.
    const Status& unit(const std::string& id) const { return statusOrFresh(units, id); }

    /// The spatial index of the units on the table, brought up to `state`'s
    /// units when asked.
    const ActiveUnitIndex& unitIndex(const GameState& state) const {
        return syncedUnitIndex(unitIndex_, state);
    }

    void takeDerivedDataFrom(RulesetGameState& source) override {
        if (UnitStatusGameState* same = dynamic_cast<Derived*>(&source)) {
            unitIndex_.takeFrom(same->unitIndex_);
        }
    }

    std::unique_ptr<RulesetGameState> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }

  private:
    mutable DerivedSlot<ActiveUnitIndex> unitIndex_;
};

}  // namespace adjutant
