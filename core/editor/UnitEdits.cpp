// The unit, brigade, general and text edits of ScenarioEdits.h; the terrain,
// zone, objective and map edits are in ScenarioEdits.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "core/editor/ScenarioEdits.h"
#include "core/editor/detail/EditChecks.h"

namespace adjutant::edits {

namespace {

using editor_detail::hasBrigade;
using editor_detail::pieceIdTaken;
using editor_detail::unknownSideReason;

std::string pieceName(const std::string& id, const std::string& name) {
    return name.empty() ? id : name;
}

std::string positionOffTableReason(const Scenario& scenario, const std::string& what, Vec2 at) {
    if (!editor_detail::onTable(scenario.table, at)) {
        return fmt::format("{} would stand at [{:.2f}, {:.2f}], off the {} x {} table", what, at.x,
                           at.y, scenario.table.width, scenario.table.height);
    }
    return {};
}

/// Checks a new unit against the scenario and fills in what the file leaves
/// to defaults (nation, starting strength), then adds it.
std::string addUnit(Scenario& scenario, Unit unit) {
    if (unit.id.empty()) {
        return "a unit needs an id";
    }
    if (pieceIdTaken(scenario, unit.id)) {
        return fmt::format("id \"{}\" is already used by another unit or general; choose another",
                           unit.id);
    }
    if (auto reason = unknownSideReason(scenario, unit.side); !reason.empty()) {
        return fmt::format("unit \"{}\": {}", unit.id, reason);
    }
    const Side& side = scenario.sides[static_cast<std::size_t>(unit.side)];
    if (!unit.brigade.empty() && !hasBrigade(side, unit.brigade)) {
        return fmt::format("unit \"{}\": there is no brigade \"{}\" on side \"{}\"", unit.id,
                           unit.brigade, side.id);
    }
    if (unit.figures < 1) {
        return fmt::format("unit \"{}\" needs at least 1 figure, has {}", unit.id, unit.figures);
    }
    if (unit.startFigures == 0) {
        unit.startFigures = unit.figures;
    }
    if (unit.startFigures < unit.figures) {
        return fmt::format("unit \"{}\" cannot start with fewer figures ({}) than it has ({})",
                           unit.id, unit.startFigures, unit.figures);
    }
    if (unit.nation.empty()) {
        unit.nation = side.nation;
    }
    unit.pose.facingDegrees = Pose::normalizeBearing(unit.pose.facingDegrees);
    if (auto reason = positionOffTableReason(scenario, fmt::format("unit \"{}\"", unit.id),
                                             unit.pose.position);
        !reason.empty()) {
        return reason;
    }
    scenario.units.push_back(std::move(unit));
    return {};
}

/// Index of the general with this id on any side, as (side, general).
std::optional<std::pair<std::size_t, std::size_t>> findGeneral(const Scenario& scenario,
                                                               const std::string& id) {
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        const auto& generals = scenario.sides[s].generals;
        for (std::size_t g = 0; g < generals.size(); ++g) {
            if (generals[g].id == id) {
                return std::make_pair(s, g);
            }
        }
    }
    return std::nullopt;
}

std::string unknownUnitReason(const std::string& id) {
    return fmt::format("there is no unit \"{}\"", id);
}

}  // namespace

ScenarioEdit placeUnit(Unit unit) {
    const std::string label = fmt::format("Place unit {}", pieceName(unit.id, unit.name));
    return {label,
            [unit = std::move(unit)](Scenario& scenario) { return addUnit(scenario, unit); }};
}

ScenarioEdit addUnits(std::vector<Unit> units, std::vector<BrigadeOfSide> brigades,
                      std::string label) {
    return {std::move(label),
            [units = std::move(units),
             brigades = std::move(brigades)](Scenario& scenario) -> std::string {
                for (const BrigadeOfSide& entry : brigades) {
                    if (auto reason = unknownSideReason(scenario, entry.side); !reason.empty()) {
                        return fmt::format("brigade \"{}\": {}", entry.brigade.id, reason);
                    }
                    if (entry.brigade.id.empty()) {
                        return "a brigade needs an id";
                    }
                    Side& side = scenario.sides[static_cast<std::size_t>(entry.side)];
                    if (!hasBrigade(side, entry.brigade.id)) {
                        side.brigades.push_back(entry.brigade);
                    }
                }
                for (const Unit& unit : units) {
                    if (auto reason = addUnit(scenario, unit); !reason.empty()) {
                        return reason;
                    }
                }
                return {};
            }};
}

ScenarioEdit moveUnit(std::string unitId, Pose pose) {
    const std::string label = fmt::format("Move unit {}", unitId);
    return {label, [unitId = std::move(unitId), pose](Scenario& scenario) -> std::string {
                Unit* unit = scenario.findUnit(unitId);
                if (unit == nullptr) {
                    return unknownUnitReason(unitId);
                }
                if (auto reason = positionOffTableReason(
                        scenario, fmt::format("unit \"{}\"", unitId), pose.position);
                    !reason.empty()) {
                    return reason;
                }
                unit->pose = {pose.position, Pose::normalizeBearing(pose.facingDegrees)};
                return {};
            }};
}

ScenarioEdit setUnitFormation(std::string unitId, Formation formation) {
    const std::string label = fmt::format("Form unit {} in {}", unitId, formationName(formation));
    return {label, [unitId = std::move(unitId), formation](Scenario& scenario) -> std::string {
                Unit* unit = scenario.findUnit(unitId);
                if (unit == nullptr) {
                    return unknownUnitReason(unitId);
                }
                unit->formation = formation;
                return {};
            }};
}

ScenarioEdit removeUnit(std::string unitId) {
    const std::string label = fmt::format("Remove unit {}", unitId);
    return {label, [unitId = std::move(unitId)](Scenario& scenario) -> std::string {
                auto& units = scenario.units;
                const auto it = std::find_if(units.begin(), units.end(),
                                             [&](const Unit& unit) { return unit.id == unitId; });
                if (it != units.end()) {
                    units.erase(it);
                    return {};
                }
                return unknownUnitReason(unitId);
            }};
}

ScenarioEdit setGeneral(int side, General placed) {
    const std::string label = fmt::format("Set general {}", pieceName(placed.id, placed.name));
    return {label, [side, given = std::move(placed)](Scenario& scenario) -> std::string {
                General general = given;
                if (auto reason = unknownSideReason(scenario, side); !reason.empty()) {
                    return fmt::format("general \"{}\": {}", general.id, reason);
                }
                if (general.id.empty()) {
                    return "a general needs an id";
                }
                Side& own = scenario.sides[static_cast<std::size_t>(side)];
                if (!general.brigade.empty() && !hasBrigade(own, general.brigade)) {
                    return fmt::format("general \"{}\": there is no brigade \"{}\" on side \"{}\"",
                                       general.id, general.brigade, own.id);
                }
                const auto existing = findGeneral(scenario, general.id);
                const bool replaces = existing && existing->first == static_cast<std::size_t>(side);
                if (!replaces && pieceIdTaken(scenario, general.id)) {
                    return fmt::format(
                        "id \"{}\" is already used by another unit or general; choose another",
                        general.id);
                }
                if (auto reason = positionOffTableReason(
                        scenario, fmt::format("general \"{}\"", general.id), general.pose.position);
                    !reason.empty()) {
                    return reason;
                }
                general.pose.facingDegrees = Pose::normalizeBearing(general.pose.facingDegrees);
                if (replaces) {
                    own.generals[existing->second] = std::move(general);
                } else {
                    own.generals.push_back(std::move(general));
                }
                return {};
            }};
}

ScenarioEdit setBrigade(int side, Brigade brigade) {
    const std::string label = fmt::format("Set brigade {}", pieceName(brigade.id, brigade.name));
    return {label, [side, brigade = std::move(brigade)](Scenario& scenario) -> std::string {
                if (auto reason = unknownSideReason(scenario, side); !reason.empty()) {
                    return fmt::format("brigade \"{}\": {}", brigade.id, reason);
                }
                if (brigade.id.empty()) {
                    return "a brigade needs an id";
                }
                auto& brigades = scenario.sides[static_cast<std::size_t>(side)].brigades;
                const auto it = std::find_if(brigades.begin(), brigades.end(),
                                             [&](const Brigade& b) { return b.id == brigade.id; });
                if (it != brigades.end()) {
                    *it = brigade;
                } else {
                    brigades.push_back(brigade);
                }
                return {};
            }};
}

ScenarioEdit setText(ScenarioText text) {
    return {"Edit scenario description",
            [text = std::move(text)](Scenario& scenario) -> std::string {
                if (text.title.empty()) {
                    return "a scenario needs a title";
                }
                if (text.year < 0) {
                    return fmt::format("the year cannot be negative ({})", text.year);
                }
                scenario.title = text.title;
                scenario.period = text.period;
                scenario.year = text.year;
                scenario.notes = text.notes;
                scenario.summary = text.summary;
                return {};
            }};
}

}  // namespace adjutant::edits
