#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/referee/CommanderOptions.h"

namespace adjutant::testing {

/// The goal planned for unit `id`; a test failure, and an empty goal, when none was.
inline const UnitGoal& goalOf(const std::vector<UnitGoal>& goals, const std::string& id) {
    for (const UnitGoal& goal : goals) {
        if (goal.unitId == id) {
            return goal;
        }
    }
    static const UnitGoal none{};
    ADD_FAILURE() << "no goal for " << id;
    return none;
}

}  // namespace adjutant::testing
