#pragma once

// How the referees of player turns give their default orders: each kind of
// order belongs to one step, and in it each unit that may act is given at
// most one order of that kind, looked at through one view of the state.

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/PresentStep.h"

namespace adjutant {

/// The default orders `referee` gives in step `stepId` (none in any other
/// step): for each of the units `unitsOf(state)` lists, in its order, the
/// order `orderFor(referee, context, unit)` gives, if any. `Context` is the
/// ruleset's view of the state, made once for the step.
template <typename Order, typename Context, typename Referee, typename UnitsOf, typename OrderFor>
std::vector<Order> defaultOrdersOfStep(const Referee& referee, const GameState& state,
                                       std::string_view stepId, UnitsOf unitsOf,
                                       OrderFor orderFor) {
    std::vector<Order> orders;
    if (!isPresentStep(state, stepId)) {
        return orders;
    }
    const Context context(state);
    for (const auto& unit : unitsOf(state)) {
        if (std::optional<Order> order = orderFor(referee, context, unit)) {
            orders.push_back(std::move(*order));
        }
    }
    return orders;
}

}  // namespace adjutant
