#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// Each unit's status in the state of Fire Effect or War of Princes, by unit
/// id. A unit with no entry is fresh, which is why a status is written with
/// only what differs from a fresh one. `Status` has `toJson()`, `read(const
/// JsonReader&)` and `fromJson(const nlohmann::json&)`.
template <typename Status>
using UnitStatusMap = std::map<std::string, Status>;

/// The unit's status; a fresh one for a unit the map does not hold.
template <typename Status>
const Status& statusOrFresh(const UnitStatusMap<Status>& units, const std::string& unitId) {
    static const Status fresh;
    auto it = units.find(unitId);
    return it == units.end() ? fresh : it->second;
}

/// The statuses as the state writes them: an object by unit id.
template <typename Status>
nlohmann::json unitStatusesToJson(const UnitStatusMap<Status>& units) {
    nlohmann::json json = nlohmann::json::object();
    for (const auto& [id, status] : units) {
        json[id] = status.toJson();
    }
    return json;
}

/// The statuses the state's member `units` holds, each read as far as it can be.
template <typename Status>
UnitStatusMap<Status> readUnitStatuses(const JsonReader& state) {
    UnitStatusMap<Status> units;
    if (const JsonReader found = optionalObject(state, "units"); found.present()) {
        for (const auto& [id, status] : found.members()) {
            units[id] = Status::read(status);
        }
    }
    return units;
}

/// The statuses a game starts with: the ones its scenario gives its units.
template <typename Status>
UnitStatusMap<Status> scenarioUnitStatuses(const GameSetup& setup) {
    UnitStatusMap<Status> units;
    if (setup.scenario) {
        for (const Unit& unit : setup.scenario->units) {
            units[unit.id] = Status::fromJson(unit.status);
        }
    }
    return units;
}

}  // namespace adjutant
