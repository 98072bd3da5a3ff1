#include "core/engine/commands/SeedDiceCommand.h"

#include <fmt/format.h>

#include <utility>

namespace adjutant {

SeedDiceCommand::SeedDiceCommand(std::uint64_t round, std::string seedHex, std::string where)
    : round_(round), seedHex_(std::move(seedHex)), where_(std::move(where)) {}

std::string SeedDiceCommand::describe() const {
    const std::string where = where_.empty() ? std::string() : " for " + where_;
    return fmt::format(
        "Both sides' orders{} revealed; the dice that follow come from both "
        "sides' secret shares (round {})",
        where, round_);
}

std::optional<SeededDice::State> SeedDiceCommand::stateOf(const std::string& seedHex) {
    if (seedHex.size() != 64) {
        return std::nullopt;
    }
    SeededDice::State state{};
    bool anyBit = false;
    for (std::size_t word = 0; word < state.size(); ++word) {
        std::uint64_t value = 0;
        for (std::size_t i = 0; i < 16; ++i) {
            const char c = seedHex[word * 16 + i];
            int digit = -1;
            if (c >= '0' && c <= '9') {
                digit = c - '0';
            } else if (c >= 'a' && c <= 'f') {
                digit = c - 'a' + 10;
            }
            if (digit < 0) {
                return std::nullopt;
            }
            value = (value << 4) | static_cast<std::uint64_t>(digit);
        }
        state[word] = value;
        anyBit = anyBit || value != 0;
    }
    if (!anyBit) {
        return std::nullopt;
    }
    return state;
}

std::optional<std::string> SeedDiceCommand::refusal(const GameState& /*state*/) const {
    if (!stateOf(seedHex_)) {
        return std::string(
            "the dice seed must be 64 lower-case hexadecimal digits, not all of them 0");
    }
    return std::nullopt;
}

void SeedDiceCommand::perform(GameState& state, DiceSource& /*dice*/) {
    state.setDiceState(*stateOf(seedHex_));
}

void SeedDiceCommand::writeFields(nlohmann::json& json) const {
    json["round"] = round_;
    json["seed"] = seedHex_;
    if (!where_.empty()) {
        json["where"] = where_;
    }
}

void SeedDiceCommand::readFields(const JsonReader& json) {
    round_ = static_cast<std::uint64_t>(json.requireInt("round", 0));
    seedHex_ = json.requireString("seed");
    where_ = json.optionalString("where");
    if (!stateOf(seedHex_)) {
        json.errorAt("seed", "expected 64 lower-case hexadecimal digits, not all of them 0");
    }
}

}  // namespace adjutant
