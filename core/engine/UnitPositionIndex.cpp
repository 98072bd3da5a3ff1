#include "core/engine/UnitPositionIndex.h"

#include "core/model/UnitIdHash.h"

namespace adjutant {

namespace {

std::uint32_t tagOf(std::uint64_t hash) {
    return static_cast<std::uint32_t>(hash >> 32);
}

}  // namespace

UnitPositionIndex::UnitPositionIndex(const std::vector<Unit>& units) {
    // At most half full, so that a probe ends after a slot or two.
    std::size_t capacity = 8;
    while (capacity < 2 * units.size()) {
        capacity *= 2;
    }
    slots_.resize(capacity);
    mask_ = capacity - 1;
    ids_.reserve(units.size());
    for (std::size_t position = 0; position < units.size(); ++position) {
        const std::string& id = units[position].id;
        ids_.push_back(id);
        const std::uint64_t hash = UnitIdHash{}(id);
        for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
            Slot& slot = slots_[i];
            if (slot.position == kEmpty) {
                slot = {tagOf(hash), static_cast<std::uint32_t>(position)};
                break;
            }
            if (slot.tag == tagOf(hash) && ids_[slot.position] == id) {
                break;  // a duplicate id: the first keeps its place
            }
        }
    }
}

std::optional<std::size_t> UnitPositionIndex::find(std::string_view id) const {
    if (slots_.empty()) {
        return std::nullopt;
    }
    const std::uint64_t hash = UnitIdHash{}(id);
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
        const Slot& slot = slots_[i];
        if (slot.position == kEmpty) {
            return std::nullopt;
        }
        if (slot.tag == tagOf(hash) && ids_[slot.position] == id) {
            return slot.position;
        }
    }
}

}  // namespace adjutant
