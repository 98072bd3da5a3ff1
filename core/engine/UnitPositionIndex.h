#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/model/Unit.h"

namespace adjutant {

/// Where each unit id stands in a state's list of units: an open-addressing
/// table of (hash, position) pairs, probed linearly. A lookup reads one or two
/// neighbouring slots and then the unit itself (to compare the id), which the
/// caller is about to read anyway; a node-based map also walked a bucket
/// chain, which on a table of hundreds of units missed the cache every time.
///
/// Units are never added or removed once a game starts and ids never change,
/// so one index serves every copy of a state: it keeps no ids of its own and
/// compares against the units of the state that asks.
class UnitPositionIndex {
  public:
    /// The first of a duplicate id wins.
    explicit UnitPositionIndex(const std::vector<Unit>& units);

    std::optional<std::size_t> find(std::string_view id, const std::vector<Unit>& units) const;

  private:
    static constexpr std::uint32_t kEmpty = UINT32_MAX;
    struct Slot {
        std::uint64_t hash = 0;
        std::uint32_t position = kEmpty;
    };
    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
};

}  // namespace adjutant
