#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/ai/CommanderSettings.h"
#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Who gives each side's orders, by side index: a player at the table
/// (nothing) or the computer commander with its difficulty and seed. A solo
/// game keeps it in its saved game so that it reopens solo.
using SidePlayers = std::array<std::optional<CommanderSettings>, 2>;

/// True when the computer plays at least one side: only then does a saved
/// game carry "players", so every game played by people saves as before.
bool anyComputer(const SidePlayers& players);

/// The "players" member of the saved-game header: one member per side, keyed
/// by the scenario's side id: {"player": "human"} or {"player": "computer",
/// "difficulty": "steady", "seed": 7}.
nlohmann::json playersToJson(const SidePlayers& players, const Scenario& scenario);

/// Reads "players" back against the scenario's sides. A side left out is
/// played by a person; an unknown side, player or difficulty, or a seed that
/// is not a whole number from 0, is an error at its JSON pointer.
SidePlayers readPlayers(const JsonReader& json, const Scenario& scenario);

}  // namespace adjutant
