#pragma once

#include <cstdint>
#include <string>

#include "core/dice/SeededDice.h"
#include "core/engine/CommandOf.h"

namespace adjutant {

/// Sets the game's dice generator to a seed both players made together: in a
/// game between two people every step's dice come from the two sides' secret
/// shares, revealed only once both sides' orders for the step are fixed
/// (core/match, docs/two-player.md). This command carries the resulting seed
/// into the game, so that the journal shows where the following dice came
/// from and a replay throws exactly them. It throws no die itself.
class SeedDiceCommand final : public CommandOf<SeedDiceCommand> {
  public:
    static constexpr std::string_view kType = "seedDice";

    SeedDiceCommand() = default;
    /// `seedHex`: 64 hexadecimal digits (a SHA-256 digest); `where` says in
    /// words which step's orders were revealed ("bound 3, Other movement").
    SeedDiceCommand(std::uint64_t round, std::string seedHex, std::string where);

    std::string describe() const override;
    std::optional<std::string> refusal(const GameState& state) const override;
    void perform(GameState& state, DiceSource& dice) override;

    std::uint64_t round() const { return round_; }
    const std::string& seedHex() const { return seedHex_; }

    /// The generator's state for a seed of 64 hexadecimal digits: its four
    /// words read big-endian. Nothing for anything else, or for the all-zero
    /// seed, which xoshiro256** cannot start from.
    static std::optional<SeededDice::State> stateOf(const std::string& seedHex);

  private:
    void writeFields(nlohmann::json& json) const override;
    void readFields(const JsonReader& json) override;

    std::uint64_t round_ = 0;
    std::string seedHex_;
    std::string where_;
};

}  // namespace adjutant
