#include "core/engine/commands/OrderNotCarriedOutCommand.h"

#include <fmt/format.h>

#include <utility>

namespace adjutant {

OrderNotCarriedOutCommand::OrderNotCarriedOutCommand(nlohmann::json order, std::string what,
                                                     std::string sideName, std::string reason)
    : order_(std::move(order)),
      what_(std::move(what)),
      sideName_(std::move(sideName)),
      reason_(std::move(reason)) {}

std::string OrderNotCarriedOutCommand::describe() const {
    return fmt::format("{}'s order could not be carried out ({}): {}", sideName_, what_, reason_);
}

std::optional<std::string> OrderNotCarriedOutCommand::refusal(const GameState& /*state*/) const {
    return std::nullopt;
}

void OrderNotCarriedOutCommand::perform(GameState& /*state*/, DiceSource& /*dice*/) {}

void OrderNotCarriedOutCommand::writeFields(nlohmann::json& json) const {
    json["order"] = order_;
    json["what"] = what_;
    json["side"] = sideName_;
    json["reason"] = reason_;
}

void OrderNotCarriedOutCommand::readFields(const JsonReader& json) {
    const JsonReader order = json.child("order");
    if (order.present() && order.isObject()) {
        order_ = order.node();
    } else {
        json.errorAt("order", "expected the order as an object");
    }
    what_ = json.requireString("what");
    sideName_ = json.requireString("side");
    reason_ = json.requireString("reason");
}

}  // namespace adjutant
