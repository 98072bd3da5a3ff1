#include "core/referee/ManoeuvreCommand.h"

#include <fmt/format.h>

namespace adjutant {

std::unique_ptr<Command> ManoeuvreCommand::clone() const {
    return std::make_unique<ManoeuvreCommand>(*this);
}

std::string ManoeuvreCommand::unitId() const {
    // Every manoeuvre form names its unit "unitId"; older Tricorne saves "unit".
    if (!manoeuvre_.is_object()) {
        return {};
    }
    return manoeuvre_.value("unitId", manoeuvre_.value("unit", std::string()));
}

std::string ManoeuvreCommand::describe() const {
    const std::string unit = unitId().empty() ? std::string("?") : unitId();
    if (!label_.empty()) {
        return fmt::format("{}: {}", unit, label_);
    }
    const auto kind = manoeuvre_.is_object() ? manoeuvre_.value("kind", std::string("manoeuvre"))
                                             : std::string("manoeuvre");
    return fmt::format("{} {}", kind, unit);
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
