#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/engine/EngineRegistry.h"
#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/situation/Situation.h"

namespace adjutant {

class RulesetRegistry;

/// Reads the scenario part of a situation (a scenario document) and validates
/// it, reporting problems with the file and JSON pointer. The io module's
/// readScenarioJson, bound to the program's rulesets, is the one the program
/// uses; it is passed in because the referee module sits below io.
using ScenarioJsonReader = std::function<std::optional<Scenario>(
    const nlohmann::json& document, const std::string& file, Diagnostics& diagnostics)>;

/// What reading a situation needs beyond the file.
struct SituationReadContext {
    const RulesetRegistry* rulesets = nullptr;
    const EngineRegistry* engines = nullptr;    // ruleset state factories
    const RefereeRegistry* referees = nullptr;  // sets up ruleset state, picks the step
    ScenarioJsonReader readScenario;
    /// A situation asks a question; a lesson sets up its moment without one.
    bool questionRequired = true;
};

/// Reads a situation document: checks the scenario part with the scenario
/// reader, builds the game state it describes (bound, step, the units' status,
/// ruleset state such as initiative) and reads the dice and `expect`. Every
/// problem is reported with `file` and its JSON pointer; nothing is returned if
/// there was an error. Never throws.
std::optional<Situation> readSituationJson(const nlohmann::json& document, const std::string& file,
                                           const SituationReadContext& context,
                                           Diagnostics& diagnostics);

/// Same as readSituationJson for the file at `path`; a file that cannot be read
/// or parsed is reported with its line and column.
std::optional<Situation> readSituationFile(const std::string& path,
                                           const SituationReadContext& context,
                                           Diagnostics& diagnostics);

}  // namespace adjutant
