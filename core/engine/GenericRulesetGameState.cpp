#include "core/engine/GenericRulesetGameState.h"

#include <utility>

namespace adjutant {

GenericRulesetGameState::GenericRulesetGameState(nlohmann::json values)
    : values_(std::move(values)) {}

std::unique_ptr<RulesetGameState> GenericRulesetGameState::clone() const {
    return std::make_unique<GenericRulesetGameState>(values_);
}

}  // namespace adjutant
