#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/Unit.h"

namespace adjutant {

/// Where each unit id stands in a state's list of units: an open-addressing
/// table of (hash tag, position) pairs, probed linearly, and the ids kept by
/// position. A lookup reads a slot or two of a small table and one id of a
/// dense array; comparing against the units themselves read a line of a unit
/// of some 300 bytes, which in an army of a thousand and more units missed the
/// cache nearly every time (and a node-based map also walked a bucket chain).
///
/// Units are never added or removed once a game starts and ids never change,
/// so one index serves every copy of a state.
class UnitPositionIndex {
  public:
    /// The first of a duplicate id wins.
    explicit UnitPositionIndex(const std::vector<Unit>& units);

    std::optional<std::size_t> find(std::string_view id) const;
    /// The id of the unit at `position` (< size()).
    const std::string& idAt(std::size_t position) const { return ids_[position]; }
    /// How many units were indexed, duplicates included.
    std::size_t size() const { return ids_.size(); }

  private:
    static constexpr std::uint32_t kEmpty = UINT32_MAX;
    struct Slot {
        std::uint32_t tag = 0;  // the high half of the id's hash
        std::uint32_t position = kEmpty;
    };
    std::vector<Slot> slots_;
    std::vector<std::string> ids_;
    std::size_t mask_ = 0;
};

}  // namespace adjutant
