#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/geometry/UnitLayoutRef.h"
#include "core/model/Unit.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneStateCache.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

class GameState;

/// Everything a Tricorne and Musket procedure reads, in one place: the game
/// state, the typed tables, the rule readings chosen for this game, each unit's
/// troop type and its stands on the table. Procedures take a context to decide
/// and a GameState& to change.
///
/// The readings, every unit's layout and a grid index of the footprints come
/// from the TricorneStateCache kept with the state, brought up to date on the
/// context's first question about positions; so a step asks "who is near this?" without laying
/// every unit out again. A context reads the state as it was when made: make
/// a new one after changing the state (a pose, a cohesion, a unit).
class TricorneContext {
  public:
    explicit TricorneContext(const GameState& state);

    const GameState& state() const { return state_; }
    const TricorneTables& tables() const { return tables_; }
    const TricorneGameState& tricorne() const { return tricorne_; }
    /// The reading in force for every option of the ruleset.
    const RuleChoices& choices() const { return cache_.choices(); }
    /// The reading of one option ("" if the ruleset has no such option).
    const std::string& option(std::string_view optionId) const;
    /// How rivers, fords and bridges are read under those readings.
    const WaterReadings& waterReadings() const { return cache_.waterReadings(); }
    /// The movement table's row `key` under those readings.
    const std::optional<TricorneMovementClass>& movementClass(const std::string& key) const {
        return cache_.movementClass(tables_, key);
    }

    /// The scenario's figure-scale multiplier on every movement and firing distance (1.4).
    double distanceMultiplier() const { return cache_.distanceMultiplier(); }
    /// A distance from the tables (15/25 mm inches) in table inches for this game.
    double scaled(double tableInches) const { return tableInches * distanceMultiplier(); }

    const Unit* unit(const std::string& id) const;
    /// A unit's status: a unit of the state's is found by its position, any
    /// other (a copy at a trial pose) by its id.
    const TricorneUnitState& status(const Unit& unit) const;
    /// The status of the unit with this id (a fresh one for an id no unit has).
    const TricorneUnitState& status(const std::string& id) const;
    /// How the tables see the unit's type; nullptr for a type the tables lack.
    const TricorneTroopType* troop(const Unit& unit) const;
    /// The unit's stands as they stand now (unformed or reforming as its status says).
    /// A unit of the state comes from the cache; any other (a copy at a trial
    /// pose or formation) is laid out afresh.
    geometry::UnitLayoutRef layout(const Unit& unit) const;
    /// The unit laid out at its pose with this cohesion rather than its own
    /// (a trial shape, such as the formed order of 12.4), from the memo of
    /// trial layouts.
    geometry::UnitLayoutRef layoutWith(const Unit& unit, Cohesion cohesion) const;
    /// The unit as it is (its own cohesion) laid out at `pose` rather than its
    /// own: what layout() gives a copy of it moved there, without the copy.
    geometry::UnitLayoutRef layoutAt(const Unit& unit, const Pose& pose) const;
    /// The cached stands of a unit of `state().units()`, without a copy;
    /// nullptr when the geometry cannot lay it out or `unit` is not the state's.
    const geometry::UnitLayout* cachedLayout(const Unit& unit) const;
    /// Units of the state whose footprint comes within `distance` of the
    /// polygon (edge to edge, inclusive), in scenario order. Any unit with a
    /// layout counts, off the table or not: callers filter as before.
    std::vector<const Unit*> unitsWithin(const std::vector<Vec2>& polygon, double distance) const;
    /// unitsWithin(layout(unit)->footprint, geometry::kContactTolerance) for
    /// a unit with a layout: the units that may touch it (the unit itself
    /// among them). For a unit of the state the answer is kept in the cache
    /// until anything is laid out again.
    std::vector<const Unit*> unitsNearContact(const Unit& unit,
                                              const geometry::UnitLayout& layout) const;

    /// Where the unit stands in `state().units()`; nothing for a unit that is
    /// not the state's own (a copy at a trial pose, say).
    std::optional<std::size_t> positionOf(const Unit& unit) const;
    /// The state's cache, brought up to date with every change made so far.
    const TricorneStateCache& stateCache() const { return spatial(); }
    /// The ruleset's word for `key` in the group `group` (wordFor), kept in
    /// the state cache once looked up.
    const std::string& word(std::string_view group, std::string_view key) const;

    /// The units that are generals, in scenario order.
    std::vector<const Unit*> generalUnits() const;

    /// A factor's value under this game's readings; 0 if the table has no such row.
    double factor(const TricorneFactorTable& table, std::string_view key) const;

  private:
    const GameState& state_;
    const TricorneTables& tables_;
    const TricorneGameState& tricorne_;
    // Brought up to date at each question about positions (two comparisons
    // when nothing changed), so a context never answers from a state that has
    // since changed.
    const TricorneStateCache& spatial() const;

    const TricorneStateCache& cache_;
};

}  // namespace adjutant
