#pragma once

// The JSON of the plain set-up commands the table tools give for a ruleset
// without a referee and for a hidden set-up, in the forms
// docs/saved-game-format.md describes, built through the session's command
// factory. The orders a referee judges (manoeuvres, fire and charge orders)
// are made as commands directly, from what the referee offered.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant::ui::commandjson {

nlohmann::json moveUnit(const std::string& unitId, const Pose& pose);
/// A unit placed in its side's zones before the first bound (a hidden set-up).
nlohmann::json deployUnit(const std::string& unitId, const Pose& pose);
nlohmann::json setFormation(const std::string& unitId, Formation formation);

}  // namespace adjutant::ui::commandjson
