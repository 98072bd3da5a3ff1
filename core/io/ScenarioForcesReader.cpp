#include "core/io/ScenarioForcesReader.h"

#include <fmt/format.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <set>

#include "core/io/ScenarioNameHints.h"
#include "core/io/ScenarioShapeReader.h"
#include "core/io/ScenarioUnitReader.h"
#include "core/io/UniqueIdMember.h"
#include "core/json/BoundedArray.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"
#include "core/model/TableEdgeKeys.h"

namespace adjutant {

namespace {

bool isHexColour(const std::string& text) {
    if (text.size() != 7 || text[0] != '#') {
        return false;
    }
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (!std::isxdigit(static_cast<unsigned char>(text[i]))) {
            return false;
        }
    }
    return true;
}

}  // namespace

void ScenarioForcesReader::read(const JsonReader& root, Scenario& scenario) const {
    const JsonReader sidesNode = root.child("sides");
    if (!sidesNode.present()) {
        root.errorAt("sides", "missing (expected an array of exactly two sides)");
        return;
    }
    if (!sidesNode.isArray()) {
        sidesNode.error("expected an array of exactly two sides, found " +
                        JsonReader::describeType(sidesNode.node()));
        return;
    }
    const std::vector<JsonReader> sideNodes = sidesNode.elements();
    if (sideNodes.size() != 2) {
        sidesNode.error(fmt::format("expected exactly two sides, found {}", sideNodes.size()));
    }
    std::set<std::string> sideIds;
    for (std::size_t i = 0; i < sideNodes.size(); ++i) {
        Side side = readSide(sideNodes[i], static_cast<int>(i), scenario.units);
        if (!side.id.empty() && !sideIds.insert(side.id).second) {
            sideNodes[i].errorAt("id", fmt::format("side id \"{}\" is used twice (expected "
                                                   "unique ids)",
                                                   side.id));
        }
        scenario.sides.push_back(std::move(side));
    }
}

Side ScenarioForcesReader::readSide(const JsonReader& node, int index,
                                    std::vector<Unit>& units) const {
    Side side;
    if (!expectObject(node, "a side")) {
        return side;
    }
    node.warnUnknownMembers(
        {"id", "name", "nation", "colour", "baseline", "brigades", "generals", "units"});
    readSideIdentity(node, side);
    side.brigades = readBrigades(node);
    side.generals = readGenerals(node, side);

    std::set<std::string> brigadeIds;
    for (const Brigade& brigade : side.brigades) {
        brigadeIds.insert(brigade.id);
    }
    const ScenarioUnitReader unitReader(context_, index, side, brigadeIds);
    for (const JsonReader& unitNode :
         boundedArray(node, "units", limits::kMaxUnitsPerSide, "units", true)) {
        if (auto unit = unitReader.read(unitNode)) {
            units.push_back(std::move(*unit));
        }
    }
    return side;
}

void ScenarioForcesReader::readSideIdentity(const JsonReader& node, Side& side) const {
    side.id = node.requireString("id");
    if (node.child("id").isString() && side.id.empty()) {
        node.errorAt("id", "expected a non-empty side id");
    }
    side.name = node.optionalString("name", side.id);
    side.nation = node.requireString("nation");
    if (context_.ruleset != nullptr && node.child("nation").isString() &&
        !context_.ruleset->hasNation(side.nation)) {
        node.errorAt("nation",
                     fmt::format("unknown nation \"{}\" for ruleset \"{}\" ({})", side.nation,
                                 context_.ruleset->id,
                                 expectedNameHint(side.nation, context_.ruleset->nations)));
    }
    side.colour = node.requireString("colour");
    if (node.child("colour").isString() && !isHexColour(side.colour)) {
        node.errorAt("colour", fmt::format("expected a colour written \"#rrggbb\", found \"{}\"",
                                           side.colour));
    }
    const std::string baseline = node.requireString("baseline");
    if (auto edge = tableEdgeFromKey(baseline)) {
        side.baseline = *edge;
    } else if (node.child("baseline").isString()) {
        node.errorAt("baseline", fmt::format("unknown table edge \"{}\" (expected \"top\", "
                                             "\"bottom\", \"left\" or \"right\")",
                                             baseline));
    }
}

namespace {

void readBrigadeTask(const JsonReader& entry, Brigade& brigade) {
    const std::string key = entry.optionalString("task");
    if (key.empty()) {
        return;
    }
    if (auto task = brigadeTaskFromKey(key)) {
        brigade.task = *task;
        return;
    }
    std::string expected;
    for (BrigadeTask task : allBrigadeTasks()) {
        expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", brigadeTaskKey(task));
    }
    entry.errorAt("task",
                  fmt::format("unknown brigade task \"{}\" (expected one of {})", key, expected));
}

}  // namespace

std::vector<Brigade> ScenarioForcesReader::readBrigades(const JsonReader& node) const {
    std::vector<Brigade> brigades;
    std::set<std::string> ids;
    for (const JsonReader& entry :
         boundedObjects(node, "brigades", limits::kMaxScenarioFeatures, "brigades", "a brigade")) {
        entry.warnUnknownMembers({"id", "name", "objective", "orders", "task", "objectiveId"});
        Brigade brigade;
        brigade.id = readUniqueId(entry, ids, "brigade", "used twice on this side");
        brigade.name = entry.optionalString("name");
        brigade.objective = entry.optionalString("objective");
        brigade.orders = entry.optionalString("orders");
        readBrigadeTask(entry, brigade);
        // Whether the id names one of the scenario's objectives is checked once
        // they are read (ScenarioReader).
        brigade.objectiveId = entry.optionalString("objectiveId");
        brigades.push_back(std::move(brigade));
    }
    return brigades;
}

std::vector<General> ScenarioForcesReader::readGenerals(const JsonReader& node,
                                                        const Side& side) const {
    std::vector<General> generals;
    const ScenarioShapeReader shapes(context_);
    for (const JsonReader& entry :
         boundedObjects(node, "generals", limits::kMaxScenarioFeatures, "generals", "a general")) {
        entry.warnUnknownMembers({"id", "name", "brigade", "pose"});
        General general;
        general.id = readUniqueId(entry, context_.pieceIds, "general",
                                  "already used by another unit or general");
        general.name = entry.optionalString("name");
        general.brigade = entry.optionalString("brigade");
        if (!general.brigade.empty()) {
            bool found = false;
            for (const Brigade& brigade : side.brigades) {
                found = found || brigade.id == general.brigade;
            }
            if (!found) {
                entry.errorAt("brigade", fmt::format("no brigade \"{}\" on side \"{}\" (expected "
                                                     "the id of one of that side's brigades, or "
                                                     "no brigade for an army commander)",
                                                     general.brigade, side.id));
            }
        }
        general.pose = shapes.readPose(entry, "pose");
        const JsonReader position = entry.child("pose").child("position");
        if (position.present() && position.node().is_array()) {
            shapes.checkOnTable(position, general.pose.position);
        }
        generals.push_back(std::move(general));
    }
    return generals;
}

}  // namespace adjutant
