#include "core/referee/ManoeuvreCommand.h"

#include <fmt/format.h>

#include "core/rules/PlainWords.h"

namespace adjutant {

std::unique_ptr<Command> ManoeuvreCommand::clone() const {
    return std::make_unique<ManoeuvreCommand>(*this);
}

std::string ManoeuvreCommand::describe() const {
    // Manoeuvres name their unit as "unitId" (TricorneManoeuvre::toJson) or "unit".
    const auto unit = manoeuvre_.value("unitId", manoeuvre_.value("unit", std::string("?")));
    const auto kind = manoeuvre_.value("kind", std::string("manoeuvre"));
    const auto formation = manoeuvre_.value("formation", std::string());
    return fmt::format("{}: {}{}", unit, spelledOut(kind),
                       formation.empty() ? std::string() : " to " + spelledOut(formation));
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
