#pragma once

#include <nlohmann/json_fwd.hpp>
#include <string>

#include "core/model/Scenario.h"

namespace adjutant {

/// The scenario as a `*.scenario.json` document, in the layout that
/// readScenarioJson reads: units are written inside their side, and members
/// that only repeat a default (a unit's nation equal to its side's, starting
/// figures equal to figures now, empty text) are left out.
nlohmann::json scenarioToJson(const Scenario& scenario);

/// Writes the scenario to `path` atomically (a temporary file renamed over
/// the target), so a failed write never destroys the previous file.
/// Returns an empty string on success, otherwise what went wrong.
std::string writeScenarioFile(const std::string& path, const Scenario& scenario);

}  // namespace adjutant
