#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/geometry/UnitLayoutRef.h"
#include "core/model/Formation.h"
#include "core/model/Unit.h"

namespace adjutant {

class GameState;

/// Layouts of units at trial poses and formations (a charger where it was when
/// it declared, a unit in formed order for the melee frontage, a responder at
/// the end of its planned move), kept with the TricorneStateCache. A bound
/// asks for some 3,800 of them at 200 units a side, about half for a unit,
/// pose and shape already laid out in the same step.
///
/// A layout is a function of what `layoutSpecFor` and `layoutUnit` read: the
/// unit's type, formation, figures and guns, its cohesion and its pose (the
/// ruleset and figure scale are fixed for the life of the state). The memo is
/// keyed by exactly those, the pose by its bit patterns, so a hit hands out
/// the layout the computation would give. It forgets everything when it grows
/// past a bound, never a layout still held (they are shared). With
/// ADJUTANT_VERIFY_STATE_CACHE=1 every hit is laid out afresh as well, and a
/// difference throws.
class TricorneLayoutMemo {
  public:
    /// The unit laid out at its pose with this cohesion; empty when the
    /// ruleset cannot lay it out.
    geometry::UnitLayoutRef layoutOf(const GameState& state, const Unit& unit, Cohesion cohesion);
    /// The same for the unit as it is but standing at `pose` (a copy of it at
    /// that pose is laid out alike, and found under the same key).
    geometry::UnitLayoutRef layoutOf(const GameState& state, const Unit& unit, const Pose& pose,
                                     Cohesion cohesion);

    std::size_t size() const { return entries_.size(); }

  private:
    struct Key {
        std::string type;
        Formation formation = Formation::Line;
        int figures = 0;
        int guns = 0;
        Cohesion cohesion = Cohesion::Ordered;
        std::uint64_t x = 0;  // the pose, bit for bit: -0.0 is not 0.0 here
        std::uint64_t y = 0;
        std::uint64_t facing = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const;
    };
    static Key keyOf(const Unit& unit, const Pose& pose, Cohesion cohesion);

    struct Entry {
        Key key;
        std::shared_ptr<const geometry::UnitLayout> layout;  // nullptr: it cannot be laid out
        std::size_t hash = 0;  // KeyHash of `key`, kept for growing the table
    };
    static constexpr std::uint32_t kNoEntry = UINT32_MAX;
    struct Slot {
        std::uint32_t tag = 0;  // the high half of the key's hash
        std::uint32_t entry = kNoEntry;
    };
    void insert(Entry entry, std::size_t hash);

    // An open-addressing table of slots, at most half full, over the entries
    // in the order they were made: a lookup reads a slot or two and the entry
    // it names, where a node-based map read a bucket and a node of its own
    // for every key in the bucket, each somewhere else in memory.
    std::vector<Entry> entries_;
    std::vector<Slot> slots_;
};

/// Lays the unit out afresh at its pose with this cohesion (no memo).
std::optional<geometry::UnitLayout> computeLayout(const GameState& state, const Unit& unit,
                                                  Cohesion cohesion);
/// Lays the unit out afresh at `pose` rather than its own (no memo).
std::optional<geometry::UnitLayout> computeLayout(const GameState& state, const Unit& unit,
                                                  const Pose& pose, Cohesion cohesion);

}  // namespace adjutant
