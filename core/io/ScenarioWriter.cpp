#include "core/io/ScenarioWriter.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/json/JsonFile.h"
#include "core/model/TableEdgeKeys.h"

namespace adjutant {

namespace {

using nlohmann::json;

json pointJson(Vec2 point) {
    return json::array({point.x, point.y});
}

json pointsJson(const std::vector<Vec2>& points) {
    json list = json::array();
    for (const Vec2 point : points) {
        list.push_back(pointJson(point));
    }
    return list;
}

json poseJson(const Pose& pose) {
    return {{"position", pointJson(pose.position)}, {"facing", pose.facingDegrees}};
}

void putIfNotEmpty(json& object, const char* key, const std::string& value) {
    if (!value.empty()) {
        object[key] = value;
    }
}

std::string sideIdOf(const Scenario& scenario, int side) {
    return side >= 0 && side < static_cast<int>(scenario.sides.size())
               ? scenario.sides[static_cast<std::size_t>(side)].id
               : std::string();
}

/// The numbers given for some sides, as an object keyed by side id under
/// `key`; nothing when no side has one (as readSideNumbers reads them).
void putSideNumbers(json& object, const char* key, const Scenario& scenario,
                    const std::optional<double> (&numbers)[2]) {
    json bySide = json::object();
    for (int side = 0; side < 2; ++side) {
        if (numbers[side] && !sideIdOf(scenario, side).empty()) {
            bySide[sideIdOf(scenario, side)] = *numbers[side];
        }
    }
    if (!bySide.empty()) {
        object[key] = std::move(bySide);
    }
}

json victoryJson(const Scenario& scenario) {
    const VictoryConditions& victory = scenario.victory;
    json out{{"bounds", victory.bounds}};
    putSideNumbers(out, "breakPoints", scenario, victory.breakPoint);
    json objectives = json::array();
    for (const VictoryObjective& objective : victory.objectives) {
        json entry{{"objective", objective.objectiveId}, {"value", objective.value}};
        if (objective.holder >= 0) {
            entry["holder"] = sideIdOf(scenario, objective.holder);
        }
        if (objective.byBound > 0) {
            entry["byBound"] = objective.byBound;
        }
        objectives.push_back(std::move(entry));
    }
    if (!objectives.empty()) {
        out["objectives"] = std::move(objectives);
    }
    if (victory.lossPercentPerPoint != VictoryConditions::kDefaultLossPercentPerPoint) {
        out["lossPercentPerPoint"] = victory.lossPercentPerPoint;
    }
    putSideNumbers(out, "lossPercentPerPointFor", scenario, victory.lossPercentPerPointFor);
    if (victory.drawMargin != VictoryConditions::kDefaultDrawMargin) {
        out["drawMargin"] = victory.drawMargin;
    }
    if (victory.decisiveMargin > 0) {
        out["decisiveMargin"] = victory.decisiveMargin;
    }
    if (victory.holdDistance != VictoryConditions{}.holdDistance) {
        out["holdDistance"] = victory.holdDistance;
    }
    return out;
}

json tableJson(const Table& table) {
    json out{{"width", table.width}, {"height", table.height}};
    json areas = json::array();
    for (const TerrainArea& area : table.areas) {
        json entry{{"id", area.id}, {"kind", std::string(areaKindKey(area.kind))}};
        putIfNotEmpty(entry, "name", area.name);
        entry["outline"] = pointsJson(area.outline);
        if (area.kind == AreaKind::Hill) {
            entry["level"] = area.level;
        }
        areas.push_back(std::move(entry));
    }
    json lines = json::array();
    for (const LinearFeature& line : table.lines) {
        json entry{{"id", line.id}, {"kind", std::string(linearKindKey(line.kind))}};
        putIfNotEmpty(entry, "name", line.name);
        entry["points"] = pointsJson(line.points);
        if (!line.crossings.empty()) {
            json crossings = json::array();
            for (const WaterCrossing& crossing : line.crossings) {
                json place{{"kind", std::string(waterCrossingKindKey(crossing.kind))},
                           {"at", pointsJson({crossing.point}).front()}};
                putIfNotEmpty(place, "name", crossing.name);
                if (crossing.width != kDefaultWaterCrossingWidth) {
                    place["width"] = crossing.width;
                }
                crossings.push_back(std::move(place));
            }
            entry["crossings"] = std::move(crossings);
        }
        lines.push_back(std::move(entry));
    }
    out["areas"] = std::move(areas);
    out["lines"] = std::move(lines);
    return out;
}

json unitJson(const Unit& unit, const Side& side) {
    json out{{"id", unit.id}};
    putIfNotEmpty(out, "name", unit.name);
    putIfNotEmpty(out, "shortName", unit.shortName);
    out["type"] = unit.type;
    if (unit.nation != side.nation) {
        out["nation"] = unit.nation;
    }
    putIfNotEmpty(out, "brigade", unit.brigade);
    putIfNotEmpty(out, "moraleClass", unit.moraleClass);
    out["figures"] = unit.figures;
    if (unit.startFigures != unit.figures) {
        out["startFigures"] = unit.startFigures;
    }
    if (unit.guns != 0) {
        out["guns"] = unit.guns;
    }
    if (unit.battalionGuns) {
        out["battalionGuns"] = {{"count", unit.battalionGuns->count},
                                {"weapon", unit.battalionGuns->weapon}};
    }
    out["formation"] = std::string(formationKey(unit.formation));
    out["pose"] = poseJson(unit.pose);
    if (unit.status.is_object() && !unit.status.empty()) {
        out["status"] = unit.status;
    }
    return out;
}

json sideJson(const Scenario& scenario, std::size_t index) {
    const Side& side = scenario.sides[index];
    json out{{"id", side.id},
             {"name", side.name},
             {"nation", side.nation},
             {"colour", side.colour},
             {"baseline", std::string(tableEdgeKey(side.baseline))}};
    json brigades = json::array();
    for (const Brigade& brigade : side.brigades) {
        json entry{{"id", brigade.id}};
        putIfNotEmpty(entry, "name", brigade.name);
        putIfNotEmpty(entry, "objective", brigade.objective);
        putIfNotEmpty(entry, "orders", brigade.orders);
        putIfNotEmpty(entry, "task", std::string(brigadeTaskKey(brigade.task)));
        putIfNotEmpty(entry, "objectiveId", brigade.objectiveId);
        brigades.push_back(std::move(entry));
    }
    json generals = json::array();
    for (const General& general : side.generals) {
        json entry{{"id", general.id}};
        putIfNotEmpty(entry, "name", general.name);
        putIfNotEmpty(entry, "brigade", general.brigade);
        entry["pose"] = poseJson(general.pose);
        generals.push_back(std::move(entry));
    }
    json units = json::array();
    for (const Unit& unit : scenario.units) {
        if (unit.side == static_cast<int>(index)) {
            units.push_back(unitJson(unit, side));
        }
    }
    out["brigades"] = std::move(brigades);
    out["generals"] = std::move(generals);
    out["units"] = std::move(units);
    return out;
}

bool isScalar(const json& value) {
    return !value.is_array() && !value.is_object();
}

bool isFlatList(const json& value) {
    return value.is_array() && std::all_of(value.begin(), value.end(), isScalar);
}

// A flat list on one line, "[1, 2]", with a space after each comma.
std::string inlineList(const json& list) {
    std::string text = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        text += i > 0 ? ", " : "";
        text += isFlatList(list[i]) ? inlineList(list[i]) : list[i].dump();
    }
    return text + "]";
}

// Like json::dump(2), except that a point stays on one line and a short list of
// points too, so that a hand-edited outline reads as a list of points instead
// of a column of single numbers.
void appendFormatted(std::string& out, const json& value, int indent) {
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    const std::string innerPad(static_cast<std::size_t>(indent + 1) * 2, ' ');
    if (value.is_array()) {
        const bool listOfPoints = std::all_of(value.begin(), value.end(), isFlatList);
        if (isFlatList(value) || (listOfPoints && inlineList(value).size() <= 72)) {
            out += inlineList(value);
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < value.size(); ++i) {
            out += innerPad;
            appendFormatted(out, value[i], indent + 1);
            out += i + 1 < value.size() ? ",\n" : "\n";
        }
        out += pad + "]";
        return;
    }
    if (value.is_object() && !value.empty()) {
        out += "{\n";
        std::size_t index = 0;
        for (auto it = value.begin(); it != value.end(); ++it, ++index) {
            out += innerPad + json(it.key()).dump() + ": ";
            appendFormatted(out, it.value(), indent + 1);
            out += index + 1 < value.size() ? ",\n" : "\n";
        }
        out += pad + "}";
        return;
    }
    out += value.dump();
}

}  // namespace

nlohmann::json scenarioToJson(const Scenario& scenario) {
    json out{{"formatVersion", scenario.formatVersion},
             {"title", scenario.title},
             {"ruleset", scenario.ruleset}};
    putIfNotEmpty(out, "summary", scenario.summary);
    if (!scenario.options.empty()) {
        out["options"] = scenario.options;
    }
    out["figureScale"] = scenario.figureScale;
    putIfNotEmpty(out, "period", scenario.period);
    if (scenario.year != 0) {
        out["year"] = scenario.year;
    }
    putIfNotEmpty(out, "notes", scenario.notes);
    out["table"] = tableJson(scenario.table);
    if (scenario.map) {
        out["map"] = {{"file", scenario.map->file},
                      {"topLeft", pointJson(scenario.map->topLeft)},
                      {"inchesPerPixel", scenario.map->inchesPerPixel},
                      {"opacity", scenario.map->opacity}};
        if (!scenario.map->sha256.empty()) {
            out["map"]["sha256"] = scenario.map->sha256;
        }
    }
    json sides = json::array();
    for (std::size_t i = 0; i < scenario.sides.size(); ++i) {
        sides.push_back(sideJson(scenario, i));
    }
    out["sides"] = std::move(sides);
    json zones = json::array();
    for (const DeploymentZone& zone : scenario.deploymentZones) {
        const bool sideKnown =
            zone.side >= 0 && zone.side < static_cast<int>(scenario.sides.size());
        json entry{{"side", sideKnown ? scenario.sides[static_cast<std::size_t>(zone.side)].id
                                      : std::string()}};
        putIfNotEmpty(entry, "name", zone.name);
        entry["outline"] = pointsJson(zone.outline);
        zones.push_back(std::move(entry));
    }
    out["deploymentZones"] = std::move(zones);
    json objectives = json::array();
    for (const Objective& objective : scenario.objectives) {
        json entry{{"id", objective.id}};
        putIfNotEmpty(entry, "name", objective.name);
        entry["outline"] = pointsJson(objective.outline);
        objectives.push_back(std::move(entry));
    }
    out["objectives"] = std::move(objectives);
    if (scenario.victory.given) {
        out["victory"] = victoryJson(scenario);
    }
    return out;
}

std::string writeScenarioFile(const std::string& path, const Scenario& scenario) {
    std::string text;
    appendFormatted(text, scenarioToJson(scenario), 0);
    return writeFileAtomically(path, text + "\n");
}

}  // namespace adjutant
