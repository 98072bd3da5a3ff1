#include "core/engine/commands/RollDiceCommand.h"

#include <fmt/format.h>

#include <utility>

namespace adjutant {

RollDiceCommand::RollDiceCommand(std::string purpose, int count)
    : purpose_(std::move(purpose)), count_(count) {}

std::string RollDiceCommand::describe() const {
    std::string text = fmt::format("roll {}d6 for {}", count_, purpose_);
    if (!rolls().empty()) {
        text += ":";
        for (const DieRoll& roll : rolls()) {
            text += fmt::format(" {}", roll.value);
        }
    }
    return text;
}

std::optional<std::string> RollDiceCommand::refusal(const GameState& /*state*/) const {
    if (purpose_.empty()) {
        return std::string("say what the dice are thrown for");
    }
    if (count_ < 1 || count_ > kMaxDice) {
        return fmt::format("throw 1 to {} dice, not {}", kMaxDice, count_);
    }
    return std::nullopt;
}

void RollDiceCommand::perform(GameState& /*state*/, DiceSource& dice) {
    for (int i = 0; i < count_; ++i) {
        dice.roll(purpose_);
    }
}

void RollDiceCommand::writeFields(nlohmann::json& json) const {
    json["purpose"] = purpose_;
    json["count"] = count_;
}

void RollDiceCommand::readFields(const JsonReader& json) {
    purpose_ = json.requireString("purpose");
    count_ = json.requireInt("count", 1, kMaxDice);
}

}  // namespace adjutant
