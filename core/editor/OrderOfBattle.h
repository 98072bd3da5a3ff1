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
    /// The reader reported a problem with this unit: what it could read is
    /// still checked on import, what it could not (an empty side, id or type)
    /// is not reported a second time.
    bool misread = false;
};

struct OrderOfBattleBrigade {
    std::string side;
    std::string id;
    std::string name;
    std::string general;  // the brigade general's name, if given
    std::string objective;
    std::string orders;
    bool misread = false;  // its side or id could not be read, and that was reported
};

/// An order of battle read from a CSV or JSON file (docs/order-of-battle-format.md).
struct OrderOfBattle {
    std::vector<OrderOfBattleBrigade> brigades;
    std::vector<OrderOfBattleUnit> units;
};

/// Reads `path` as CSV (`.csv`) or JSON (anything else). Every problem is
/// added to `diagnostics` with the file and the line or JSON pointer; nothing
/// is returned when there was an error.
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

/// What one round of Order of battle > Import makes of a file.
struct ImportedOrderOfBattle {
    ScenarioEdit edit;
    std::size_t units = 0;
};

/// Order of battle > Import in one round: the file is read as far as it can
/// be, and every unit that could be read is checked against the scenario and
/// its ruleset even when other rows could not be read, so that unreadable
/// rows, unknown sides and types, ids used twice, sizes over the cap and the
/// rest are all reported together, each once, at its line or JSON pointer.
/// The edit comes only when there was no error. Where the units stand is
/// worked out once every unit is accepted.
std::optional<ImportedOrderOfBattle> importOrderOfBattleFile(const std::string& path,
                                                             const Scenario& scenario,
                                                             const RulesetDefinition& ruleset,
                                                             Diagnostics& diagnostics);

}  // namespace adjutant
