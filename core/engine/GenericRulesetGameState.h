#pragma once

#include <memory>
#include <nlohmann/json.hpp>

#include "core/engine/RulesetGameState.h"

namespace adjutant {

/// The ruleset state used for an engine that registered none of its own: a
/// JSON object kept as it is, so that a game still loads, saves and hashes
/// before (or without) a typed state for its ruleset.
class GenericRulesetGameState final : public RulesetGameState {
  public:
    explicit GenericRulesetGameState(nlohmann::json values = nlohmann::json::object());

    std::unique_ptr<RulesetGameState> clone() const override;
    nlohmann::json toJson() const override { return values_; }

    nlohmann::json& values() { return values_; }

  private:
    nlohmann::json values_;
};

}  // namespace adjutant
