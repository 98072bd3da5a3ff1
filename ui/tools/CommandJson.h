#pragma once

// The JSON of the commands the table tools give, in the forms
// docs/saved-game-format.md describes: the referee's manoeuvre, fire and
// charge orders, and the plain set-up commands for a ruleset without a
// referee. The tools build these and nothing else decides what they mean:
// the referee checks and carries them out.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant::ui::commandjson {

/// A referee manoeuvre command around the ruleset's manoeuvre JSON.
nlohmann::json manoeuvre(const nlohmann::json& manoeuvreJson);

// The manoeuvres themselves (the referee's own form).
nlohmann::json moveTo(const std::string& unitId, const Pose& pose);
nlohmann::json wheel(const std::string& unitId, double degrees);
nlohmann::json pivot(const std::string& unitId, double degrees);
nlohmann::json turn(const std::string& unitId, double degrees);
nlohmann::json changeFormation(const std::string& unitId, Formation formation);
nlohmann::json limber(const std::string& unitId, bool up);
nlohmann::json reform(const std::string& unitId);

nlohmann::json fireOrder(const std::string& firerId, const std::string& targetId,
                         const std::string& mode = {});
nlohmann::json chargeOrder(const std::string& chargerId, const std::vector<std::string>& targets);

// Without a referee: the set-up commands that place a unit as the player says.
nlohmann::json moveUnit(const std::string& unitId, const Pose& pose);
nlohmann::json setFormation(const std::string& unitId, Formation formation);

}  // namespace adjutant::ui::commandjson
