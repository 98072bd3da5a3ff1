#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/model/Unit.h"
#include "core/model/UnitIdHash.h"

namespace adjutant {

/// Each unit's dense index: its place in the scenario's list of units, which
/// is its place in GameState::units() for the whole game (units are never
/// added or removed once a game starts, and ids never change). Made once when
/// the game starts and shared by every copy of the state and by the ruleset's
/// part of it (RulesetGameState::unitPlaces).
class UnitPositionIndex {
  public:
    /// The first of a duplicate id wins (the scenario reader rejects them).
    explicit UnitPositionIndex(const std::vector<Unit>& units);

    std::optional<std::size_t> find(std::string_view id) const;
    /// The id of the unit at `position` (< size()).
    const std::string& idAt(std::size_t position) const { return ids_[position]; }
    /// How many units were indexed, duplicates included.
    std::size_t size() const { return ids_.size(); }
    /// Whether these are the units indexed, id for id in the same places.
    bool indexes(const std::vector<Unit>& units) const;

  private:
    struct Hash : UnitIdHash {
        using is_transparent = void;
    };
    std::vector<std::string> ids_;
    std::unordered_map<std::string, std::size_t, Hash, std::equal_to<>> positions_;
};

}  // namespace adjutant
