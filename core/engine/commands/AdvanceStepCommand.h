#pragma once

#include <string>

#include "core/engine/CommandOf.h"

namespace adjutant {

/// Moves the game to the next step of the ruleset's sequence of play. After the
/// last step a new bound begins at the first step, and the side to act passes
/// to the next side.
///
/// It remembers the step it left, so that a replay that arrives at another
/// step (a damaged or hand-edited save) is refused instead of drifting.
class AdvanceStepCommand final : public CommandOf<AdvanceStepCommand> {
  public:
    static constexpr std::string_view kType = "advanceStep";

    AdvanceStepCommand() = default;

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string fromStep_;  // empty until first applied
};

}  // namespace adjutant
