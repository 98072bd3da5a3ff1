#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A game setup for a scenario that has been read (readScenarioFile): its
/// ruleset found among `rulesets` and `seed` set. When the ruleset is not
/// loaded or the setup has problems (GameSetup::problems), each is an error in
/// `diagnostics` naming `file`, and nothing is returned. Both programs start a
/// game this way, so they refuse the same scenarios in the same words.
std::shared_ptr<GameSetup> scenarioGameSetup(Scenario scenario, const RulesetRegistry& rulesets,
                                             std::uint64_t seed, const std::string& file,
                                             Diagnostics& diagnostics);

}  // namespace adjutant
