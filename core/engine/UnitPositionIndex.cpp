#include "core/engine/UnitPositionIndex.h"

#include <algorithm>
#include <cstring>

#include "core/model/UnitIdHash.h"

namespace adjutant {

UnitPositionIndex::Slot UnitPositionIndex::slotFor(std::string_view id, std::size_t position) {
    Slot slot;
    slot.position = static_cast<std::uint32_t>(position);
    slot.length = id.size() <= kInline ? static_cast<std::uint8_t>(id.size()) : kLong;
    std::memcpy(slot.chars, id.data(), std::min(id.size(), kInline));
    return slot;
}

bool UnitPositionIndex::holds(const Slot& slot, std::string_view id) const {
    if (id.size() <= kInline) {
        return slot.length == id.size() && std::memcmp(slot.chars, id.data(), id.size()) == 0;
    }
    return slot.length == kLong && std::memcmp(slot.chars, id.data(), kInline) == 0 &&
           ids_[slot.position] == id;
}

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
        for (std::size_t i = UnitIdHash{}(id)&mask_;; i = (i + 1) & mask_) {
            Slot& slot = slots_[i];
            if (slot.position == kEmpty) {
                slot = slotFor(id, position);
                break;
            }
            if (holds(slot, id)) {
                break;  // a duplicate id: the first keeps its place
            }
        }
    }
}

bool UnitPositionIndex::indexes(const std::vector<Unit>& units) const {
    return std::equal(units.begin(), units.end(), ids_.begin(), ids_.end(),
                      [](const Unit& unit, const std::string& id) { return unit.id == id; });
}

std::optional<std::size_t> UnitPositionIndex::find(std::string_view id) const {
    if (slots_.empty()) {
        return std::nullopt;
    }
    for (std::size_t i = UnitIdHash{}(id)&mask_;; i = (i + 1) & mask_) {
        const Slot& slot = slots_[i];
        if (slot.position == kEmpty) {
            return std::nullopt;
        }
        if (holds(slot, id)) {
            return slot.position;
        }
    }
}

}  // namespace adjutant
