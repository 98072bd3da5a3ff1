#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/TroopCategory.h"
#include "core/referee/ActiveUnitIndex.h"
#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

/// What the read-only game views of Fire Effect and War of Princes
/// (FireEffectContext, PrincesContext) are alike made of: the game, the rules
/// with its option readings, each unit's type, arm and layout, and the
/// questions put to the spatial index of the units still in the game.
/// `Context` says what "still in the game" means (its `active`); `stateOf`
/// finds the ruleset's own state, which keeps that index. Nothing here is
/// virtual: a context answers a great many questions a step, and each call
/// goes straight to the ruleset's test.
template <typename Context, typename Rules, typename RulesetState,
          const RulesetState& (*stateOf)(const GameState&)>
class RulesetUnitContext {
  public:
    explicit RulesetUnitContext(const GameState& state)
        : state_(state), rules_(state.ruleset(), chosenRuleOptions(state)) {}

    const GameState& state() const { return state_; }
    const Rules& rules() const { return rules_; }

    const UnitType* typeOf(const Unit& unit) const {
        return state_.ruleset().findUnitType(unit.type);
    }
    /// The arm the unit type says; infantry for an unknown type.
    TroopCategory arm(const Unit& unit) const {
        const UnitType* type = typeOf(unit);
        return type ? type->arm : TroopCategory::Infantry;
    }
    /// The unit's morale class: its own, else its type's, else the ruleset's `fallback`.
    std::string moraleClassOr(const Unit& unit, std::string_view fallback) const {
        if (!unit.moraleClass.empty()) {
            return unit.moraleClass;
        }
        const UnitType* type = typeOf(unit);
        return type ? type->moraleClass : std::string(fallback);
    }

    /// Why the unit takes no part: there is no such unit, or it is out of the
    /// game; nothing when it is in play.
    std::optional<std::string> whyNotInPlay(const std::string& unitId) const {
        const Unit* unit = state_.findUnit(unitId);
        if (!unit) {
            return fmt::format("no unit \"{}\" in the game", unitId);
        }
        if (!context().active(*unit)) {
            return std::string("the unit is out of the game");
        }
        return std::nullopt;
    }

    /// The unit laid out on the table as it stands (nothing for an unknown type).
    std::optional<geometry::UnitLayout> layout(const Unit& unit) const {
        return layoutAt(unit, unit.pose, unit.formation);
    }
    std::optional<geometry::UnitLayout> layoutAt(const Unit& unit, const Pose& pose,
                                                 Formation formation) const {
        return layoutUnitAt(state_, unit, pose, formation);
    }

    /// The active units of the other sides, in the game's order.
    std::vector<const Unit*> enemiesOf(const Unit& unit) const {
        return activeEnemiesOf(state_, unit,
                               [this](const Unit& other) { return context().active(other); });
    }
    /// The active enemies within `inches` of the centre of the unit's front
    /// edge, nearest first, ties in the game's order: the cost of the enemies
    /// near, not of the whole army.
    std::vector<const Unit*> enemiesByDistanceWithin(const Unit& unit, double inches) const {
        return unitIndex().enemiesWithin(state_, unit, inches, activeTest());
    }
    /// Up to `count` active enemies nearest the centre of the unit's front
    /// edge, nearest first, ties in the game's order.
    std::vector<const Unit*> nearestEnemies(const Unit& unit, std::size_t count) const {
        return unitIndex().nearestEnemies(state_, unit, count, activeTest());
    }
    /// The active units whose footprints come within `distance` of the polygon
    /// (edge to edge, inclusive), in the game's order.
    std::vector<const Unit*> unitsNear(const std::vector<Vec2>& polygon, double distance) const {
        return unitIndex().near(state_, polygon, distance, activeTest());
    }

  protected:
    const ActiveUnitIndex& unitIndex() const {
        // Brought up to date once: a context is made afresh once units have moved.
        if (index_ == nullptr) {
            index_ = &stateOf(state_).unitIndex(state_);
        }
        return *index_;
    }
    ActiveUnitIndex::Active activeTest() const {
        return [this](const Unit& unit) { return context().active(unit); };
    }

    const GameState& state_;
    Rules rules_;

  private:
    const Context& context() const { return static_cast<const Context&>(*this); }

    mutable const ActiveUnitIndex* index_ = nullptr;  // the state's, synced on first use
};

}  // namespace adjutant
