#include "core/referee/Resolution.h"

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

}  // namespace adjutant
