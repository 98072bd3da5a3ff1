#include "core/model/Scenario.h"

#include <algorithm>

namespace adjutant {

const Unit* Scenario::findUnit(const std::string& id) const {
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    return it == units.end() ? nullptr : &*it;
}

Unit* Scenario::findUnit(const std::string& id) {
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    return it == units.end() ? nullptr : &*it;
}

}  // namespace adjutant
