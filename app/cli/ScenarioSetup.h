#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/cli/CliCommands.h"
#include "core/engine/GameSetup.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::cli {

/// A scenario read for play, with the rulesets its setup points into (they
/// must live as long as the setup).
struct ScenarioSetup {
    std::unique_ptr<RulesetRegistry> rulesets;
    std::shared_ptr<GameSetup> setup;
};

/// Loads the shipped rulesets and the scenario at `path` and makes a game
/// setup with `seed`. Every problem is printed to standard error, naming the
/// file; nothing is returned when the game cannot be set up.
std::optional<ScenarioSetup> loadScenarioSetup(const std::string& path, std::uint64_t seed,
                                               const CliContext& context);

}  // namespace adjutant::cli
