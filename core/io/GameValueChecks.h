#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// What makes a scenario that reads cleanly a poor or impossible battle, in
/// the game's words: a side with no units is an error (a battle needs each
/// side to have a unit, and nobody could win or lose it); victory points
/// beyond limits::kMostVictoryPoints are warnings (one objective worth 1e308
/// makes every other meaningless). `adjutant-cli validate` reports them, and
/// a game is not started while an error remains.
void checkScenarioPlayable(const Scenario& scenario, const std::string& file,
                           Diagnostics& diagnostics);

/// Warns about each die modifier of a ruleset's tables (a number under a
/// member whose name says "modifier") beyond ±limits::kMostDieModifier,
/// which would decide every roll whatever the die shows.
void warnAbsurdDieModifiers(const nlohmann::json& ruleset, const std::string& file,
                            Diagnostics& diagnostics);

}  // namespace adjutant
