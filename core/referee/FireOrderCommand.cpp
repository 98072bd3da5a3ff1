#include "core/referee/FireOrderCommand.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace adjutant {

std::string FireOrderCommand::describe() const {
    if (targetId_.empty()) {
        return fmt::format("cancel the fire order of {}", firerId_);
    }
    if (!mode_.empty()) {
        return fmt::format("{} to fire {} at {}", firerId_, mode_, targetId_);
    }
    return fmt::format("{} to fire at {}", firerId_, targetId_);
}

std::optional<std::string> FireOrderCommand::refusal(const GameState& state) const {
    const RulesetReferee* referee = nullptr;
    if (auto refused = refusalOfUnitOrder(state, firerId_, referee)) {
        return refused;
    }
    if (targetId_.empty()) {
        return std::nullopt;  // cancelling an order is always allowed
    }
    if (!referee->isTarget(state, targetId_)) {
        return fmt::format("there is no unit \"{}\"", targetId_);
    }
    if (!mode_.empty()) {
        const std::vector<FireMode> modes = referee->fireModes(state, firerId_, targetId_);
        const bool offered = std::any_of(modes.begin(), modes.end(),
                                         [&](const FireMode& m) { return m.id == mode_; });
        if (!offered) {
            std::vector<std::string> ids;
            for (const FireMode& m : modes) {
                ids.push_back(m.id);
            }
            return modes.empty()
                       ? fmt::format("{} has no choice in how it fires at {}", firerId_, targetId_)
                       : fmt::format("{} may fire {} at {}, not \"{}\"", firerId_,
                                     fmt::join(ids, " or "), targetId_, mode_);
        }
    }
    return referee->refuseFireOrder(state, firerId_, targetId_, mode_);
}

void FireOrderCommand::perform(GameState& state, DiceSource& /*dice*/) {
    requireCarriedOut(refereeFor(state)->giveFireOrder(state, firerId_, targetId_, mode_));
}

void FireOrderCommand::writeFields(nlohmann::json& json) const {
    json["firer"] = firerId_;
    json["target"] = targetId_;
    if (!mode_.empty()) {  // absent for the default, as saves before modes were
        json["mode"] = mode_;
    }
}

void FireOrderCommand::readFields(const JsonReader& json) {
    firerId_ = json.requireString("firer");
    targetId_ = json.optionalString("target");
    mode_ = json.optionalString("mode");
}

}  // namespace adjutant
