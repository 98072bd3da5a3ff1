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

std::string ManoeuvreCommand::unitId() const {
    // Every manoeuvre form names its unit "unitId"; older Tricorne saves "unit".
    return textMember(manoeuvre_, "unitId").value_or(textMember(manoeuvre_, "unit").value_or(""));
}

std::string ManoeuvreCommand::describe() const {
    const std::string unit = unitId().empty() ? std::string("?") : unitId();
    if (!label_.empty()) {
        return fmt::format("{}: {}", unit, label_);
    }
    return fmt::format("{} {}", textMember(manoeuvre_, "kind").value_or("manoeuvre"), unit);
}

std::optional<std::string> ManoeuvreCommand::refusal(const GameState& state) const {
    const RulesetReferee* referee = refereeFor(state);
    if (!referee) {
        return noRefereeReason(state);
    }
    ManoeuvreVerdict verdict = referee->checkManoeuvre(state, manoeuvre_);
    if (!verdict.legal) {
        return verdict.reason.empty() ? std::string("the manoeuvre is not legal") : verdict.reason;
    }
    return std::nullopt;
}

void ManoeuvreCommand::perform(GameState& state, DiceSource& /*dice*/) {
    const RulesetReferee* referee = refereeFor(state);
    const std::string unit = unitId();
    label_ = referee->describeManoeuvre(state, manoeuvre_);
    const double before = referee->unitMovement(state, unit).movedInches;
    referee->performManoeuvre(state, manoeuvre_);
    distanceInches_ = referee->unitMovement(state, unit).movedInches - before;
}

void ManoeuvreCommand::writeFields(nlohmann::json& json) const {
    json["manoeuvre"] = manoeuvre_;
}

void ManoeuvreCommand::readFields(const JsonReader& json) {
    const JsonReader manoeuvre = json.requireObject("manoeuvre");
    if (manoeuvre.present()) {
        manoeuvre_ = manoeuvre.node();
    }
}

}  // namespace adjutant
