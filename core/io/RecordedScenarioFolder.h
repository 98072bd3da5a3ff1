#pragma once

#include <string>

#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Where the pictures of a saved game's scenario are looked for. A saved game
/// records the scenario's folder relative to its own (the header's
/// `scenarioFolder`), and that folder may be anywhere: a game saved in the
/// player's documents names the shipped scenarios' folder. But a saved game is
/// a file people pass around, so its header could name any folder of the
/// player's, and the table and an after-action report the player shares would
/// then draw a picture of theirs that happens to have the map's name there.
/// So the recorded folder is used only when it holds a scenario file
/// (`*.scenario.json`) with the same map as `scenario`: a scenario's folder,
/// as saved.
/// Otherwise, and when the scenario has no map, the pictures are looked for
/// beside the saved game (`saveFolder`).
std::string recordedScenarioFolder(const std::string& saveFolder, const std::string& recorded,
                                   const Scenario& scenario);

/// A warning for the saved game `savePath` when its scenario's map is found
/// in `folder` (the one recordedScenarioFolder chose) neither where the map
/// names it nor as a copy with its recorded content (findMapImage): a game
/// moved without its map is shown and reported on a bare table, but never
/// without saying why. Nothing when the scenario has no map.
void warnWhenSavedGameMapMissing(const std::string& savePath, const std::string& folder,
                                 const Scenario& scenario, Diagnostics& diagnostics);

}  // namespace adjutant
