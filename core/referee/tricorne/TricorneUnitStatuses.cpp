#include "core/referee/tricorne/TricorneUnitStatuses.h"

#include <stdexcept>

#include "core/engine/UnitPositionIndex.h"

namespace adjutant {

TricorneUnitStatuses::TricorneUnitStatuses(const std::vector<Unit>& units)
    : index_(std::make_shared<const UnitPositionIndex>(units)),
      byPlace_(units.size()),
      held_(units.size(), false) {}

std::optional<std::size_t> TricorneUnitStatuses::placeOf(std::string_view id) const {
    return index_ ? index_->find(id) : std::nullopt;
}

const std::string& TricorneUnitStatuses::idAt(std::size_t place) const {
    return index_->idAt(place);
}

const TricorneUnitState* TricorneUnitStatuses::find(std::string_view id) const {
    if (const auto place = placeOf(id)) {
        return held_[*place] ? &byPlace_[*place] : nullptr;
    }
    auto it = others_.find(id);
    return it == others_.end() ? nullptr : &it->second;
}

TricorneUnitState& TricorneUnitStatuses::operator[](const std::string& id) {
    if (const auto place = placeOf(id)) {
        return atPlace(*place);
    }
    return others_[id];
}

TricorneUnitState& TricorneUnitStatuses::atPlace(std::size_t place) {
    if (!held_[place]) {
        held_[place] = true;
        ++heldCount_;
    }
    return byPlace_[place];
}

const TricorneUnitState& TricorneUnitStatuses::at(std::string_view id) const {
    if (const TricorneUnitState* status = find(id)) {
        return *status;
    }
    throw std::out_of_range("no Tricorne status for unit \"" + std::string(id) + "\"");
}

bool TricorneUnitStatuses::operator==(const TricorneUnitStatuses& other) const {
    if (size() != other.size()) {
        return false;
    }
    if (index_ == other.index_) {  // the same places: compared place by place
        if (held_ != other.held_ || others_ != other.others_) {
            return false;
        }
        for (std::size_t place = 0; place < byPlace_.size(); ++place) {
            if (held_[place] && !(byPlace_[place] == other.byPlace_[place])) {
                return false;
            }
        }
        return true;
    }
    bool same = true;
    forEach([&](const std::string& id, const TricorneUnitState& status) {
        const TricorneUnitState* theirs = other.find(id);
        same = same && theirs && *theirs == status;
    });
    return same;
}

}  // namespace adjutant
