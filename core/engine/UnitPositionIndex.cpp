#include "core/engine/UnitPositionIndex.h"

#include <algorithm>

namespace adjutant {

UnitPositionIndex::UnitPositionIndex(const std::vector<Unit>& units) {
    ids_.reserve(units.size());
    positions_.reserve(units.size());
    for (std::size_t position = 0; position < units.size(); ++position) {
        ids_.push_back(units[position].id);
        positions_.emplace(units[position].id, position);  // a duplicate keeps the first
    }
}

bool UnitPositionIndex::indexes(const std::vector<Unit>& units) const {
    return std::equal(units.begin(), units.end(), ids_.begin(), ids_.end(),
                      [](const Unit& unit, const std::string& id) { return unit.id == id; });
}

std::optional<std::size_t> UnitPositionIndex::find(std::string_view id) const {
    const auto it = positions_.find(id);
    return it == positions_.end() ? std::nullopt : std::optional<std::size_t>(it->second);
}

}  // namespace adjutant
