#include "core/engine/UnitPositionIndex.h"

#include "core/model/UnitIdHash.h"

namespace adjutant {

UnitPositionIndex::UnitPositionIndex(const std::vector<Unit>& units) {
    // At most half full, so that a probe ends after a slot or two.
    std::size_t capacity = 8;
    while (capacity < 2 * units.size()) {
        capacity *= 2;
    }
    slots_.resize(capacity);
    mask_ = capacity - 1;
    for (std::size_t position = 0; position < units.size(); ++position) {
        const std::string& id = units[position].id;
        const std::uint64_t hash = UnitIdHash{}(id);
        for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
            Slot& slot = slots_[i];
            if (slot.position == kEmpty) {
                slot = {hash, static_cast<std::uint32_t>(position)};
                break;
            }
            if (slot.hash == hash && units[slot.position].id == id) {
                break;  // a duplicate id: the first keeps its place
            }
        }
    }
}

std::optional<std::size_t> UnitPositionIndex::find(std::string_view id,
                                                   const std::vector<Unit>& units) const {
    if (slots_.empty()) {
        return std::nullopt;
    }
    const std::uint64_t hash = UnitIdHash{}(id);
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
        const Slot& slot = slots_[i];
        if (slot.position == kEmpty) {
            return std::nullopt;
        }
        if (slot.hash == hash && slot.position < units.size() && units[slot.position].id == id) {
            return slot.position;
        }
    }
}

}  // namespace adjutant
