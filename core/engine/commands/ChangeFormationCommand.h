#pragma once

#include <string>

#include "core/engine/CommandOf.h"
#include "core/model/Formation.h"

namespace adjutant {

/// Changes a unit's formation to one its unit type may adopt. The rulesets'
/// costs (a bound spent, unformed afterwards) belong to their own procedures;
/// this is the player's direct edit.
class ChangeFormationCommand final : public CommandOf<ChangeFormationCommand> {
  public:
    static constexpr std::string_view kType = "changeFormation";

    ChangeFormationCommand() = default;
    ChangeFormationCommand(std::string unitId, Formation formation);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string unitId_;
    Formation formation_ = Formation::Line;
};

}  // namespace adjutant
