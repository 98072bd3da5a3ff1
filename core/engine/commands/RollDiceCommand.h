#pragma once

#include <string>

#include "core/engine/CommandOf.h"

namespace adjutant {

/// Throws some dice for a stated purpose and changes nothing else: the dice
/// tray's "roll" button, for situations the rules engine does not resolve.
/// The values stay in the command (and so in the journal).
class RollDiceCommand final : public CommandOf<RollDiceCommand> {
  public:
    static constexpr std::string_view kType = "rollDice";
    static constexpr int kMaxDice = 60;

    RollDiceCommand() = default;
    RollDiceCommand(std::string purpose, int count);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

    const std::string& purpose() const { return purpose_; }
    int count() const { return count_; }

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::string purpose_;
    int count_ = 1;
};

}  // namespace adjutant
