#pragma once

// The JSON of the generic commands the table tools give, in the forms
// docs/saved-game-format.md describes: a manoeuvre (wrapping the ruleset's own
// form, which only the referee reads and which the tools take from the
// referee's offers), fire and charge orders, and the plain set-up commands for
// a ruleset without a referee. Nothing here knows a ruleset.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant::ui::commandjson {

/// A referee manoeuvre command around a manoeuvre the referee offered.
nlohmann::json manoeuvre(const nlohmann::json& offered);

/// A fire order (an empty target cancels the firer's order).
nlohmann::json fireOrder(const std::string& firerId, const std::string& targetId,
                         const std::string& mode = {});
/// A charge declaration (no targets withdraws it).
nlohmann::json chargeOrder(const std::string& chargerId, const std::vector<std::string>& targets);

// Without a referee: the set-up commands that place a unit as the player says.
nlohmann::json moveUnit(const std::string& unitId, const Pose& pose);
/// A unit placed in its side's zones before the first bound (a hidden set-up).
nlohmann::json deployUnit(const std::string& unitId, const Pose& pose);
nlohmann::json setFormation(const std::string& unitId, Formation formation);

}  // namespace adjutant::ui::commandjson
