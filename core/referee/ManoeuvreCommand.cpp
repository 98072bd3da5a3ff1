#include "core/referee/ManoeuvreCommand.h"

#include <fmt/format.h>

#include <optional>

namespace adjutant {

namespace {

// The manoeuvre comes from a file: no member is trusted to be a string.
std::optional<std::string> textMember(const nlohmann::json& json, const char* key) {
    if (!json.is_object()) {
        return std::nullopt;
    }
    const auto it = json.find(key);
    return it != json.end() && it->is_string() ? std::optional(it->get<std::string>())
                                               : std::nullopt;
}

}  // namespace

nlohmann::json ManoeuvreCommand::form() const {
    return manoeuvre_ && form_.empty() ? manoeuvre_->toJson() : form_;
}

std::string ManoeuvreCommand::unitId() const {
    if (manoeuvre_) {
        return manoeuvre_->unitId();
    }
    // Every manoeuvre form names its unit "unitId"; older Tricorne saves "unit".
    return textMember(form_, "unitId").value_or(textMember(form_, "unit").value_or(""));
}

std::string ManoeuvreCommand::describe() const {
    const std::string unit = unitId().empty() ? std::string("?") : unitId();
    if (!label_.empty()) {
        return fmt::format("{}: {}", unit, label_);
    }
    return fmt::format("{} {}", textMember(form(), "kind").value_or("manoeuvre"), unit);
}

const Manoeuvre* ManoeuvreCommand::typed(const GameState& state, std::string& reason) const {
    if (!manoeuvre_) {
        const RulesetReferee* referee = refereeFor(state);
        if (!referee) {
            reason = noRefereeReason(state);
            return nullptr;
        }
        manoeuvre_ = referee->readManoeuvre(form_, reason);
        if (!manoeuvre_ && reason.empty()) {
            reason = "the manoeuvre cannot be read";
        }
    }
    return manoeuvre_.get();
}

std::optional<std::string> ManoeuvreCommand::refusal(const GameState& state) const {
    const RulesetReferee* referee = refereeFor(state);
    if (!referee) {
        return noRefereeReason(state);
    }
    std::string reason;
    const Manoeuvre* manoeuvre = typed(state, reason);
    if (!manoeuvre) {
        return reason;
    }
    ManoeuvreVerdict verdict = referee->checkManoeuvre(state, *manoeuvre);
    if (!verdict.legal) {
        return verdict.reason.empty() ? std::string("the manoeuvre is not legal") : verdict.reason;
    }
    return std::nullopt;
}

void ManoeuvreCommand::perform(GameState& state, DiceSource& /*dice*/) {
    const RulesetReferee* referee = refereeFor(state);
    std::string reason;
    const Manoeuvre* manoeuvre = typed(state, reason);
    if (!manoeuvre) {
        requireCarriedOut(reason);  // refusal() read it on this state: never reached
        return;
    }
    const std::string unit = manoeuvre->unitId();
    label_ = referee->describeManoeuvre(state, *manoeuvre);
    const double before = referee->unitMovement(state, unit).movedInches;
    requireCarriedOut(referee->performManoeuvre(state, *manoeuvre));
    distanceInches_ = referee->unitMovement(state, unit).movedInches - before;
}

void ManoeuvreCommand::writeFields(nlohmann::json& json) const {
    json["manoeuvre"] = form();
}

void ManoeuvreCommand::readFields(const JsonReader& json) {
    const JsonReader manoeuvre = json.requireObject("manoeuvre");
    if (manoeuvre.present()) {
        form_ = manoeuvre.node();
        manoeuvre_.reset();
    }
}

}  // namespace adjutant
