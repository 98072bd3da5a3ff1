#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// The referees the program knows, by the engine key of the rulesets they run.
/// Referees are registered explicitly (see BuiltinEngines.h); there is no
/// global instance. A ruleset whose engine has no referee can still be played
/// by hand with the core commands.
class RefereeRegistry {
  public:
    void add(std::unique_ptr<const RulesetReferee> referee);
    /// The referee for an engine key, or nullptr.
    const RulesetReferee* find(const std::string& engine) const;
    /// The referee for the ruleset a game is played with, or nullptr.
    const RulesetReferee* forState(const GameState& state) const;
    std::vector<std::string> engines() const;

  private:
    std::map<std::string, std::unique_ptr<const RulesetReferee>> referees_;
};

}  // namespace adjutant
