#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"

namespace adjutant {

class RulesetRegistry;

/// The scenario file format version this program reads and writes.
inline constexpr int kScenarioFormatVersion = 1;

/// The map image a scenario read from `path` names, looked at on disk: an
/// error (and false) when a link in its folder leads outside it; a warning
/// naming the file looked for when it is not there, since the battle can be
/// played on a bare table but the player must hear why the map is missing; a
/// warning when it is not the image the scenario recorded (`map.sha256`).
/// When the named file is not there but a copy with the recorded content is
/// (findMapImage), the scenario's map is pointed at that copy.
bool checkMapImageFile(Scenario& scenario, const std::string& path, Diagnostics& diagnostics);

/// Reads and validates a `*.scenario.json` file against the rulesets the program
/// knows. Every problem found (structure, types, references between parts, the
/// ruleset's catalogue and limits, units placed off the table) is added to
/// `diagnostics` with the file name and the JSON pointer of the field; reading
/// never stops at the first problem and never throws.
/// Returns the scenario only when no error was found (warnings are allowed).
std::optional<Scenario> readScenarioFile(const std::string& path, const RulesetRegistry& rulesets,
                                         Diagnostics& diagnostics);

/// Same as readScenarioFile for a document already parsed, e.g. a scenario
/// embedded in a saved game; `fileName` is used in diagnostics.
std::optional<Scenario> readScenarioJson(const nlohmann::json& json, const std::string& fileName,
                                         const RulesetRegistry& rulesets, Diagnostics& diagnostics);

}  // namespace adjutant
