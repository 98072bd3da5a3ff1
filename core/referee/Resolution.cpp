#include "core/referee/Resolution.h"

#include "core/engine/GameState.h"

namespace adjutant {

nlohmann::json Resolution::toJson() const {
    nlohmann::json rollsJson = nlohmann::json::array();
    for (const DieRoll& roll : rolls) {
        rollsJson.push_back({{"purpose", roll.purpose}, {"value", roll.value}});
    }
    return {{"kind", kind},       {"step", step},       {"units", units},
            {"summary", summary}, {"rolls", rollsJson}, {"explanation", explanation.toJson()}};
}

Resolution Resolution::fromJson(const nlohmann::json& json) {
    Resolution r;
    if (!json.is_object()) {
        return r;
    }
    r.kind = json.value("kind", std::string{});
    r.step = json.value("step", std::string{});
    if (json.contains("units") && json["units"].is_array()) {
        for (const auto& id : json["units"]) {
            if (id.is_string()) {
                r.units.push_back(id.get<std::string>());
            }
        }
    }
    r.summary = json.value("summary", std::string{});
    if (json.contains("rolls") && json["rolls"].is_array()) {
        for (const auto& roll : json["rolls"]) {
            if (roll.is_object()) {
                r.rolls.push_back({roll.value("value", 0), roll.value("purpose", std::string{})});
            }
        }
    }
    if (json.contains("explanation")) {
        r.explanation = Explanation::fromJson(json["explanation"]);
    }
    return r;
}

Resolution makeResolution(const GameState& state, std::string kind, std::vector<std::string> units,
                          std::string summary, Explanation explanation, DiceSource* dice) {
    Resolution r;
    r.kind = std::move(kind);
    r.step = state.currentStep() ? state.currentStep()->id : std::string();
    r.units = std::move(units);
    r.summary = std::move(summary);
    r.explanation = std::move(explanation);
    if (dice) {
        r.rolls = dice->takeRolls();
    }
    return r;
}

}  // namespace adjutant
