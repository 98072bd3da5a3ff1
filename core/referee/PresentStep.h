#pragma once

#include <string_view>

#include "core/engine/GameState.h"

namespace adjutant {

/// Whether the game stands in the step `stepId` of its sequence of play (false
/// when the ruleset has none).
inline bool isPresentStep(const GameState& state, std::string_view stepId) {
    const SequenceStep* step = state.currentStep();
    return step && step->id == stepId;
}

}  // namespace adjutant
