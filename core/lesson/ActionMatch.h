#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/GameState.h"
#include "core/lesson/Lesson.h"

namespace adjutant {

/// The unit a command acts with: the firer, the charger, the unit moved.
std::string actingUnitOf(const nlohmann::json& command);

/// Whether a command the game applied (its JSON as the journal keeps it) is
/// the action `pattern` asks for, judged with the state after it.
bool matchesAction(const ActionPattern& pattern, const nlohmann::json& command,
                   const GameState& after);

/// True when `point` lies inside `polygon` (its edges count as inside).
bool insidePolygon(const std::vector<Vec2>& polygon, Vec2 point);

}  // namespace adjutant
