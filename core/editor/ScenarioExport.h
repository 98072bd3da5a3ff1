#pragma once

#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

class RulesetRegistry;

/// Writes a scenario to share as one new folder, `folder`: the scenario as
/// `<folder's name>.scenario.json` and its map image in `maps/` beside it,
/// recorded by content (MapImageLookup.h). Whoever receives the folder opens
/// the scenario file in it with File > Open, or a double-click, and has the
/// map. A folder is the form chosen because every program can copy, send and
/// unpack it, the map stays an ordinary picture, and a scenario file stays
/// small enough to read and diff (docs/scenario-format.md).
///
/// The folder is written whole under a hidden name beside it and renamed into
/// place, so an export that fails leaves nothing half-written; a folder that is
/// already there is never written into. `fromFolder` is where the scenario's
/// map path starts. Returns the scenario file written, or an empty string with
/// every problem in `error`.
std::string exportScenarioFolder(const Scenario& scenario, const std::string& fromFolder,
                                 const std::string& folder, const RulesetRegistry& rulesets,
                                 std::string& error);

}  // namespace adjutant
