#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/model/Scenario.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// What a game is started from and never changes during it: the scenario, the
/// ruleset that runs it, the rule options chosen for this game and the dice seed.
///
/// The ruleset is owned by the RulesetRegistry, which must outlive every game.
struct GameSetup {
    std::shared_ptr<const Scenario> scenario;
    const RulesetDefinition* ruleset = nullptr;
    /// Option readings chosen for this game; they override the scenario's.
    std::map<std::string, std::string> options;
    std::uint64_t seed = 0;

    /// The reading in force for an option: this game's choice, else the
    /// scenario's, else the ruleset's default; empty if the ruleset has no such option.
    std::string option(const std::string& optionId) const;

    /// Everything that makes this setup unusable (no scenario, a scenario written
    /// for another ruleset, an unknown option or reading), one message each.
    std::vector<std::string> problems() const;
};

}  // namespace adjutant
