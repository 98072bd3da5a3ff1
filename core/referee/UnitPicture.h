#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/geometry/UnitLayout.h"

namespace adjutant {

/// Troops that stand apart from their unit on the table without being a unit
/// of their own (Fire Effect's broken groups, fleeing or checked): where they
/// stand, what they are called and what may aim at them.
struct DetachedGroup {
    std::string id;     // what a fire order or a charge names, "pr-ir-1/broken-0"
    std::string label;  // "12 figures, fleeing"
    geometry::UnitLayout layout;
};

/// A unit as the table draws it: its stands as the referee lays them out
/// (unformed, reforming or in skirmish order as its status says) and any
/// groups standing apart from it.
struct UnitPicture {
    std::optional<geometry::UnitLayout> layout;  // empty: it cannot be laid out
    std::vector<DetachedGroup> detached;
};

}  // namespace adjutant
