#include "core/referee/Resolution.h"

#include "core/dice/DieRollsJson.h"
#include "core/engine/GameState.h"
#include "core/json/JsonMember.h"

namespace adjutant {

nlohmann::json Resolution::toJson() const {
    return {{"kind", kind},
            {"step", step},
            {"units", units},
            {"summary", summary},
            {"rolls", dieRollsJson(rolls)},
            {"explanation", explanation.toJson()}};
}

Resolution Resolution::fromJson(const nlohmann::json& json) {
    // Worked out again from the recorded dice when a game is replayed: a member
    // of the wrong type is left out rather than refused, and none is trusted.
    Resolution r;
    if (!json.is_object()) {
        return r;
    }
    r.kind = memberOr(json, "kind", std::string());
    r.step = memberOr(json, "step", std::string());
    if (const auto units = json.find("units"); units != json.end() && units->is_array()) {
        for (const auto& id : *units) {
            if (id.is_string()) {
                r.units.push_back(id.get<std::string>());
            }
        }
    }
    r.summary = memberOr(json, "summary", std::string());
    if (const auto rolls = json.find("rolls"); rolls != json.end() && rolls->is_array()) {
        for (const auto& roll : *rolls) {
            const auto value = roll.is_object() ? roll.find("value") : roll.end();
            if (value != roll.end() && value->is_number_integer() && *value >= 1 && *value <= 6) {
                r.rolls.push_back({value->get<int>(), memberOr(roll, "purpose", std::string())});
            }
        }
    }
    if (const auto explanation = json.find("explanation"); explanation != json.end()) {
        r.explanation = Explanation::fromJson(*explanation);
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
