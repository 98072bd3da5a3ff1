#pragma once

#include <fmt/format.h>

#include <stdexcept>
#include <string_view>
#include <type_traits>

#include "core/engine/GameState.h"

namespace adjutant {

/// The ruleset's part of a game state as the ruleset's own class `Own`, const
/// when the game is; throws std::logic_error if the game is run by another
/// engine than `engineName` (a programming error).
template <typename Own, typename State>
requires std::is_same_v<std::remove_const_t<State>, GameState>
auto& rulesetStateOf(State& state, std::string_view engineName) {
    using Found = std::conditional_t<std::is_const_v<State>, const Own, Own>;
    auto* own = dynamic_cast<Found*>(&state.rulesetState());
    if (!own) {
        throw std::logic_error(fmt::format("the game is not run by the {} engine", engineName));
    }
    return *own;
}

}  // namespace adjutant
