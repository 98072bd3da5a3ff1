#pragma once

#include <string>

#include "core/engine/CommandOf.h"
#include "core/referee/RefereeCommand.h"

namespace adjutant {

/// Orders a unit to fire at a target when the firing step is resolved, or
/// (with an empty target) cancels its order. The referee checks that the unit
/// may fire now and that the target is one it may fire at. Where the rules let
/// the player choose how the unit fires (a gun's ball or canister), `mode` names
/// one of the referee's fireModes; empty leaves it to the ruleset's default.
class FireOrderCommand final : public CommandOf<FireOrderCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "fireOrder";

    explicit FireOrderCommand(std::shared_ptr<const RefereeRegistry> referees,
                              std::string firerId = {}, std::string targetId = {},
                              std::string mode = {})
        : CommandOf(std::move(referees)),
          firerId_(std::move(firerId)),
          targetId_(std::move(targetId)),
          mode_(std::move(mode)) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    std::string orderedUnit() const override { return firerId_; }

    const std::string& firerId() const { return firerId_; }
    const std::string& targetId() const { return targetId_; }
    const std::string& mode() const { return mode_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string firerId_;
    std::string targetId_;  // empty: cancel the order
    std::string mode_;      // empty: the ruleset's default way of firing
};

}  // namespace adjutant
