#pragma once

#include <string>
#include <vector>

#include "core/engine/CommandOf.h"
#include "core/referee/RefereeCommand.h"

namespace adjutant {

/// Declares a charge (step 1 of a bound): the charger and the unit or units it
/// charges; with no targets it withdraws the unit's declaration. The referee
/// checks the reach, the arc, the path and who may charge, and records the
/// declaration for the step to carry out.
class ChargeOrderCommand final : public CommandOf<ChargeOrderCommand, RefereeCommand> {
  public:
    static constexpr std::string_view kType = "chargeOrder";

    explicit ChargeOrderCommand(std::shared_ptr<const RefereeRegistry> referees,
                                std::string chargerId = {}, std::vector<std::string> targetIds = {})
        : CommandOf(std::move(referees)),
          chargerId_(std::move(chargerId)),
          targetIds_(std::move(targetIds)) {}

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;
    std::string orderedUnit() const override { return chargerId_; }

    const std::string& chargerId() const { return chargerId_; }
    const std::vector<std::string>& targetIds() const { return targetIds_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string chargerId_;
    std::vector<std::string> targetIds_;  // empty: withdraw the declaration
};

}  // namespace adjutant
