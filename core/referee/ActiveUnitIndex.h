#pragma once

// The spatial index of the units on the table that Fire Effect and War of
// Princes keep with their part of the game state: the questions asked for every
// unit of a bound (which units are near this one, which enemies are nearest,
// which units may lie across a line of sight) then cost the units near it, not
// the whole army, and a context made for one question costs no index of its own.
//
// It holds every unit's footprint by its position in GameState::units().
// `sync` looks only at the units changed since it last looked
// (GameState::unitChanges), compares their layout inputs (formation, figures,
// guns, pose; a unit's type never changes in a game) with those it last laid out
// and lays out again the ones that differ: laying out every unit for every
// context made a bound grow with the square of the units. Whether a unit
// is still in the game is a ruleset's own question (a War of Princes gun lost, a Fire Effect unit
// fled off the table), so each query takes it as `active` and the index leaves out the units it
// refuses.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/FootprintIndex.h"
#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

class ActiveUnitIndex {
  public:
    using Active = std::function<bool(const Unit&)>;

    /// Brings the footprints up to the units as they stand in `state`.
    void sync(const GameState& state);

    /// The active units whose footprints come within `distance` of the polygon
    /// (edge to edge, inclusive), in the game's order.
    std::vector<const Unit*> near(const GameState& state, const std::vector<Vec2>& polygon,
                                  double distance, const Active& active) const;

    /// Up to `count` active units of the sides other than `unit`'s, nearest the
    /// centre of its front edge (measured as distanceToLayout measures), ties in
    /// the game's order: the first `count` of all of them sorted by that distance.
    std::vector<const Unit*> nearestEnemies(const GameState& state, const Unit& unit,
                                            std::size_t count, const Active& active) const;

    /// The active units of the sides other than `unit`'s within `inches` of the
    /// centre of its front edge (measured as distanceToLayout measures),
    /// nearest first, ties in the game's order.
    std::vector<const Unit*> enemiesWithin(const GameState& state, const Unit& unit, double inches,
                                           const Active& active) const;

    /// The footprints of active units that may screen a sight line from `from`
    /// to any point of `target`: those meeting the box around both, in the
    /// game's order, without the firer's and the target's own. Any footprint a
    /// line from `from` into `target` runs through lies in that box, so the
    /// first blocker geometry::lineOfSight finds is the one all units would give.
    std::vector<std::vector<Vec2>> sightScreens(const GameState& state, Vec2 from,
                                                const std::vector<Vec2>& target, const Unit& firer,
                                                const Unit& targetUnit, const Active& active) const;

  private:
    void rebuild(const GameState& state);

    std::uint64_t seen_ = 0;                     // GameState::unitChanges when last synced
    std::vector<UnitLayoutKey> inputs_;          // by position in the game's units
    std::vector<std::vector<Vec2>> footprints_;  // empty: no figures or no layout
    geometry::FootprintIndex all_;
    // The same footprints side by side, for the nearest enemies.
    struct Side {
        std::vector<std::size_t> positions;  // into the game's units
        geometry::FootprintIndex index;
    };
    std::map<int, Side> sides_;
    std::vector<std::size_t> placeInSide_;  // by position: its index in its side's
};

}  // namespace adjutant
