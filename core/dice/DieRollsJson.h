#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// Dice thrown, as every file and answer writes them: an array of
/// `{"purpose": ..., "value": ...}` in the order they were thrown.
nlohmann::json dieRollsJson(const std::vector<DieRoll>& rolls);

}  // namespace adjutant
