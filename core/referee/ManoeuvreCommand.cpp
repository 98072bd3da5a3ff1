#include "core/referee/ManoeuvreCommand.h"

#include <fmt/format.h>

namespace adjutant {

std::unique_ptr<Command> ManoeuvreCommand::clone() const {
    return std::make_unique<ManoeuvreCommand>(*this);
}

std::string ManoeuvreCommand::describe() const {
    // Manoeuvres name their unit as "unitId" (TricorneManoeuvre::toJson) or "unit";
    // the manoeuvre comes from a file, so no member is trusted to be a string.
    const auto text = [&](const char* key) -> std::optional<std::string> {
        const auto it = manoeuvre_.find(key);
        return it != manoeuvre_.end() && it->is_string() ? std::optional(it->get<std::string>())
                                                         : std::nullopt;
    };
    const std::string unit = text("unitId").value_or(text("unit").value_or("?"));
    return fmt::format("{} {}", text("kind").value_or("manoeuvre"), unit);
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
    refereeFor(state)->performManoeuvre(state, manoeuvre_);
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
