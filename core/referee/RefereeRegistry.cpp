#include "core/referee/RefereeRegistry.h"

#include <utility>

namespace adjutant {

void RefereeRegistry::add(std::unique_ptr<const RulesetReferee> referee) {
    if (referee) {
        std::string key = referee->engine();
        referees_.insert_or_assign(std::move(key), std::move(referee));
    }
}

const RulesetReferee* RefereeRegistry::find(const std::string& engine) const {
    auto it = referees_.find(engine);
    return it == referees_.end() ? nullptr : it->second.get();
}

const RulesetReferee* RefereeRegistry::forState(const GameState& state) const {
    return find(state.ruleset().engine);
}

std::vector<std::string> RefereeRegistry::engines() const {
    std::vector<std::string> keys;
    for (const auto& [key, referee] : referees_) {
        keys.push_back(key);
    }
    return keys;
}

}  // namespace adjutant
