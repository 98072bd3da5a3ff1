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
/// table probed linearly, whose 16-byte slots hold the position and the id
/// itself when it is short (as ids mostly are: "s0-u123", "ir-2"), else its
/// first characters, with the whole ids kept by position for the rest. A
/// lookup of a short id reads a slot or two and nothing else; comparing
/// against the units themselves read a line of a unit of some 300 bytes,
/// which in an army of a thousand and more units missed the cache nearly
/// every time (and a node-based map also walked a bucket chain).
///
/// Units are never added or removed once a game starts and ids never change,
/// so one index serves every copy of a state, and the ruleset's part of the
/// state may share it (RulesetGameState::unitPlaces).
class UnitPositionIndex {
  public:
    /// The first of a duplicate id wins.
    explicit UnitPositionIndex(const std::vector<Unit>& units);

    std::optional<std::size_t> find(std::string_view id) const;
    /// The id of the unit at `position` (< size()).
    const std::string& idAt(std::size_t position) const { return ids_[position]; }
    /// How many units were indexed, duplicates included.
    std::size_t size() const { return ids_.size(); }
    /// Whether these are the units indexed, id for id in the same places.
    bool indexes(const std::vector<Unit>& units) const;

  private:
    static constexpr std::uint32_t kEmpty = UINT32_MAX;
    static constexpr std::size_t kInline = 11;   // id characters a slot holds
    static constexpr std::uint8_t kLong = 0xff;  // the id is longer than kInline
    struct Slot {
        std::uint32_t position = kEmpty;
        std::uint8_t length = 0;   // the id's length, or kLong
        char chars[kInline] = {};  // the id, or its first kInline characters
    };
    static_assert(sizeof(Slot) == 16);
    static Slot slotFor(std::string_view id, std::size_t position);
    bool holds(const Slot& slot, std::string_view id) const;

    std::vector<Slot> slots_;
    std::vector<std::string> ids_;
    std::size_t mask_ = 0;
};

}  // namespace adjutant
