#include "core/referee/FireOrderCommand.h"

#include <fmt/format.h>

namespace adjutant {

std::unique_ptr<Command> FireOrderCommand::clone() const {
    return std::make_unique<FireOrderCommand>(*this);
}

std::string FireOrderCommand::describe() const {
    if (targetId_.empty()) {
        return fmt::format("cancel the fire order of {}", firerId_);
    }
    return fmt::format("{} to fire at {}", firerId_, targetId_);
}

std::optional<std::string> FireOrderCommand::refusal(const GameState& state) const {
    const RulesetReferee* referee = refereeFor(state);
    if (!referee) {
        return noRefereeReason(state);
    }
    if (!state.findUnit(firerId_)) {
        return fmt::format("there is no unit \"{}\"", firerId_);
    }
    if (targetId_.empty()) {
        return std::nullopt;  // cancelling an order is always allowed
    }
    if (!state.findUnit(targetId_)) {
        return fmt::format("there is no unit \"{}\"", targetId_);
    }
    return referee->refuseFireOrder(state, firerId_, targetId_);
}

void FireOrderCommand::perform(GameState& state, DiceSource& /*dice*/) {
    refereeFor(state)->giveFireOrder(state, firerId_, targetId_);
}

void FireOrderCommand::writeFields(nlohmann::json& json) const {
    json["firer"] = firerId_;
    json["target"] = targetId_;
}

void FireOrderCommand::readFields(const JsonReader& json) {
    firerId_ = json.requireString("firer");
    targetId_ = json.optionalString("target");
}

}  // namespace adjutant
