#pragma once

// The spatial index a Fire Effect or War of Princes context builds on first
// use: the units still in the game as they stand, so that the questions asked
// for every unit of a bound (which units are near this one, which enemies are
// nearest, which units may lie across a line of sight) cost the units near it,
// not the whole army. Tricorne keeps the same kind of index with its state
// (TricorneStateCache); these two rulesets' contexts are made for a question
// or a step and build it afresh.

#include <cstddef>
#include <map>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/FootprintIndex.h"

namespace adjutant {

class ActiveUnitIndex {
  public:
    /// `units` in the game's order, each with its footprint on the table.
    ActiveUnitIndex(std::vector<const Unit*> units, std::vector<std::vector<Vec2>> footprints);

    /// The units whose footprints come within `distance` of the polygon (edge
    /// to edge, inclusive), in the game's order.
    std::vector<const Unit*> near(const std::vector<Vec2>& polygon, double distance) const;

    /// Up to `count` units of the sides other than `unit`'s, nearest the centre
    /// of its front edge (measured as distanceToLayout measures), ties in the
    /// game's order: the first `count` of all of them sorted by that distance.
    std::vector<const Unit*> nearestEnemies(const Unit& unit, std::size_t count) const;

    /// The footprints that may screen a sight line from `from` to any point of
    /// `target`: those meeting the box around both, in the game's order,
    /// without the firer's and the target's own. Any footprint a line from
    /// `from` into `target` runs through lies in that box, so the first
    /// blocker geometry::lineOfSight finds is the one all units would give.
    std::vector<std::vector<Vec2>> sightScreens(Vec2 from, const std::vector<Vec2>& target,
                                                const Unit& firer, const Unit& targetUnit) const;

  private:
    std::vector<const Unit*> units_;
    std::vector<std::vector<Vec2>> footprints_;
    geometry::FootprintIndex all_;
    // The same units side by side, for the nearest enemies: built when first
    // asked, since a context made for one check of fire never asks.
    struct Side {
        std::vector<const Unit*> units;
        std::vector<std::size_t> positions;  // into units_
        geometry::FootprintIndex index;
    };
    const std::map<int, Side>& sides() const;
    mutable std::map<int, Side> sides_;
    mutable bool sidesBuilt_ = false;
};

}  // namespace adjutant
