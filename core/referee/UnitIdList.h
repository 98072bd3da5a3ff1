#pragma once

// Lists of unit ids kept in a unit's state or a result (whom it fought, whom
// it broke through, who hit whom), where each id is listed once.

#include <algorithm>
#include <string>
#include <vector>

namespace adjutant {

/// Whether `id` is in the list.
inline bool contains(const std::vector<std::string>& list, const std::string& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

/// Adds `id` to the list unless it is there already.
inline void addOnce(std::vector<std::string>& list, const std::string& id) {
    if (!contains(list, id)) {
        list.push_back(id);
    }
}

}  // namespace adjutant
