#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/editor/ScenarioEdits.h"
#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"

namespace adjutant {

struct RulesetDefinition;

/// One unit of an order of battle, as imported before it is placed. Empty
/// text and 0 mean "the default" (the side's nation, the ruleset's unit size
/// for the nation, the type's formation).
struct OrderOfBattleUnit {
    std::string side;  // side id of the scenario
    std::string brigade;
    std::string id;
    std::string name;
    std::string type;
    std::string nation;
    int figures = 0;
    std::string formation;
    int guns = 0;
    int battalionGuns = 0;
    std::string battalionGunWeapon;
    std::string moraleClass;
    std::string location;  // where it was read: "line 7" or "/sides/0/brigades/1/units/2"
};

struct OrderOfBattleBrigade {
    std::string side;
    std::string id;
    std::string name;
    std::string general;  // the brigade general's name, if given
    std::string objective;
    std::string orders;
};

/// An order of battle read from a CSV or JSON file (docs/order-of-battle-format.md).
struct OrderOfBattle {
    std::vector<OrderOfBattleBrigade> brigades;
    std::vector<OrderOfBattleUnit> units;
};

/// Reads `path` as CSV (`.csv`) or JSON (anything else). Every problem is
/// added to `diagnostics` with the file and the line or JSON pointer.
std::optional<OrderOfBattle> readOrderOfBattleFile(const std::string& path,
                                                   Diagnostics& diagnostics);
std::optional<OrderOfBattle> readOrderOfBattleCsv(const std::string& text,
                                                  const std::string& fileName,
                                                  Diagnostics& diagnostics);
std::optional<OrderOfBattle> readOrderOfBattleJson(const nlohmann::json& json,
                                                   const std::string& fileName,
                                                   Diagnostics& diagnostics);

/// Reports each unit whose id an earlier unit of the order of battle already
/// has, at the later one, naming where the first stands; both readers call it.
void checkOrderOfBattleUnitIds(const OrderOfBattle& orderOfBattle, const std::string& fileName,
                               Diagnostics& diagnostics);

/// The unit size a new unit of this nation and type gets: the ruleset's cap
/// for the nation where it has one (Tricorne tables A and B), else the type's
/// default.
int defaultFiguresFor(const RulesetDefinition& ruleset, const std::string& nation,
                      const std::string& unitType);

/// The order of battle checked against the scenario (sides exist, ids new) and
/// its ruleset (types, nations, formations, classes, weapons, sizes within the
/// cap), turned into one edit that adds its brigades, generals and units. The
/// units are laid out in line, brigade by brigade, in their side's deployment
/// zone (or along the side's baseline when it has none), facing the enemy's
/// baseline, ready to be dragged where the map puts them. Returns nothing when
/// any error was found (all of them are in `diagnostics`).
std::optional<ScenarioEdit> orderOfBattleEdit(const OrderOfBattle& orderOfBattle,
                                              const Scenario& scenario,
                                              const RulesetDefinition& ruleset,
                                              const std::string& fileName,
                                              Diagnostics& diagnostics);

}  // namespace adjutant
