#include "core/referee/ChargeOrderCommand.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/json/InputLimits.h"

namespace adjutant {

std::string ChargeOrderCommand::describe() const {
    if (targetIds_.empty()) {
        return fmt::format("withdraw the charge of {}", chargerId_);
    }
    return fmt::format("{} to charge {}", chargerId_, fmt::join(targetIds_, " and "));
}

std::optional<std::string> ChargeOrderCommand::refusal(const GameState& state) const {
    const RulesetReferee* referee = nullptr;
    if (auto refused = refusalOfUnitOrder(state, chargerId_, referee)) {
        return refused;
    }
    for (const std::string& target : targetIds_) {
        if (!referee->isTarget(state, target)) {
            return fmt::format("there is no unit \"{}\"", target);
        }
    }
    return referee->refuseCharge(state, chargerId_, targetIds_);
}

void ChargeOrderCommand::perform(GameState& state, DiceSource& /*dice*/) {
    requireCarriedOut(refereeFor(state)->declareCharge(state, chargerId_, targetIds_));
}

void ChargeOrderCommand::writeFields(nlohmann::json& json) const {
    json["charger"] = chargerId_;
    json["targets"] = targetIds_;
}

void ChargeOrderCommand::readFields(const JsonReader& json) {
    chargerId_ = json.requireString("charger");
    targetIds_.clear();
    const std::vector<JsonReader> targets = json.optionalArray("targets");
    if (targets.size() > limits::kMaxChargeTargets) {
        json.errorAt("targets", fmt::format("{} units to charge; a charge has at most {} targets",
                                            targets.size(), limits::kMaxChargeTargets));
        return;
    }
    for (const JsonReader& target : targets) {
        if (auto id = target.asString()) {
            targetIds_.push_back(*id);
        } else {
            target.error("expected the id of a unit to charge");
        }
    }
}

}  // namespace adjutant
