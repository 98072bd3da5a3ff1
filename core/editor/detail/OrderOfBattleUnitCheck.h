#pragma once

#include <optional>
#include <string>

#include "core/editor/OrderOfBattle.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::editor_detail {

/// What checking an imported order of battle against a scenario needs.
struct ImportContext {
    const Scenario& scenario;
    const RulesetDefinition& ruleset;
    const std::string& file;
    Diagnostics& diagnostics;
};

/// The index of the scenario's side with this id; reports an unknown one at `location`.
std::optional<int> sideIndexOf(const std::string& sideId, const std::string& location,
                               const ImportContext& context);

/// The unit as the scenario will hold it, every default filled in (nation,
/// figures, formation, guns), checked against the ruleset: type, nation,
/// formation, morale class, battalion guns and the size cap. Every problem is
/// reported at the unit's location; nothing is returned if there was one.
/// Ids and placement are the caller's business.
std::optional<Unit> checkedUnit(const OrderOfBattleUnit& given, int side,
                                const ImportContext& context);

}  // namespace adjutant::editor_detail
