#pragma once

#include <vector>

#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Reads a scenario's `victory` member (docs/scenario-format.md, "Victory
/// conditions") once its sides and objectives are read, since it names both
/// by id. Absent, the scenario keeps the defaults (today's judgement).
VictoryConditions readVictoryConditions(const JsonReader& root, const std::vector<Side>& sides,
                                        const std::vector<Objective>& objectives);

}  // namespace adjutant
