#pragma once

#include <memory>

#include "core/engine/GameSetup.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

/// A new game setup with the ruleset a file names under `ruleset` and the
/// readings of its options it chose under `options`, as a saved game and the
/// record of a game between two people both write them. An unknown ruleset,
/// or a reading that is not a string, is reported where it stands; the
/// scenario and the seed are left to the caller.
std::shared_ptr<GameSetup> readSetupRulesetAndOptions(const JsonReader& header,
                                                      const RulesetRegistry& rulesets);

}  // namespace adjutant
