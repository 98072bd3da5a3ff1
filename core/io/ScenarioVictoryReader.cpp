#include "core/io/ScenarioVictoryReader.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/io/ScenarioNameHints.h"
#include "core/json/BoundedArray.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

/// The index of the side called `id`; an unknown id is reported at `at`.
int sideIndex(const std::string& id, const JsonReader& at, const std::vector<Side>& sides) {
    std::vector<std::string> known;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (sides[i].id == id) {
            return static_cast<int>(i);
        }
        known.push_back(sides[i].id);
    }
    // With no side read at all, or two sides of one id, the problem has been
    // reported at /sides: one mistake, one error.
    const bool unique = std::set<std::string>(known.begin(), known.end()).size() == known.size();
    if (!known.empty() && unique) {
        at.error(fmt::format("no side \"{}\" ({})", id, expectedNameHint(id, known)));
    }
    return -1;
}

/// The index of the side `node` names by id, reporting a mistyped or unknown one.
int readSide(const JsonReader& node, const std::vector<Side>& sides) {
    const std::optional<std::string> id = node.asString();
    return id ? sideIndex(*id, node, sides) : -1;
}

/// An object of side id to number within [low, high] (each side's break point,
/// each side's rate of points for losses) into `bySide`.
void readSideNumbers(const JsonReader& node, const std::vector<Side>& sides,
                     const std::string& expected, double low, double high,
                     std::optional<double> (&bySide)[2]) {
    if (!node.present()) {
        return;
    }
    if (!node.isObject()) {
        node.error("expected " + expected + ", found " + JsonReader::describeType(node.node()));
        return;
    }
    for (const auto& [sideId, value] : node.members()) {
        const int side = sideIndex(sideId, value, sides);
        if (side < 0) {
            continue;
        }
        if (const std::optional<double> number = value.asNumber(low, high)) {
            bySide[side] = *number;
        }
    }
}

VictoryObjective readObjective(const JsonReader& node, const std::vector<Side>& sides,
                               const std::set<std::string>& objectiveIds, bool idsSound,
                               int bounds) {
    VictoryObjective objective;
    node.warnUnknownMembers({"objective", "value", "holder", "byBound"});
    objective.objectiveId = node.requireString("objective");
    // Not sound: the scenario's own objectives were broken, and said so.
    if (node.child("objective").isString() && idsSound &&
        !objectiveIds.contains(objective.objectiveId)) {
        const std::vector<std::string> known(objectiveIds.begin(), objectiveIds.end());
        node.errorAt("objective",
                     fmt::format("no objective \"{}\" in the scenario ({})", objective.objectiveId,
                                 known.empty() ? std::string("it has none")
                                               : expectedNameHint(objective.objectiveId, known)));
    }
    objective.value = node.requireNumber("value", 0.0);
    if (node.has("holder")) {
        objective.holder = readSide(node.child("holder"), sides);
    }
    objective.byBound = node.optionalInt("byBound", 0, 1, bounds);
    return objective;
}

}  // namespace

VictoryConditions readVictoryConditions(const JsonReader& root, const std::vector<Side>& sides,
                                        const std::vector<Objective>& objectives) {
    VictoryConditions victory;
    const JsonReader node = root.child("victory");
    if (!node.present()) {
        return victory;
    }
    if (!expectObject(node, "the victory conditions")) {
        return victory;
    }
    node.warnUnknownMembers({"bounds", "breakPoints", "objectives", "lossPercentPerPoint",
                             "lossPercentPerPointFor", "drawMargin", "decisiveMargin",
                             "holdDistance"});
    victory.given = true;
    victory.bounds = node.optionalInt("bounds", victory.bounds, 1, 1000);
    readSideNumbers(node.child("breakPoints"), sides,
                    "each side's break point (an object of side id to share lost)", 0.01, 1.0,
                    victory.breakPoint);
    victory.lossPercentPerPoint =
        node.optionalNumber("lossPercentPerPoint", victory.lossPercentPerPoint, 0.0, 100.0);
    readSideNumbers(node.child("lossPercentPerPointFor"), sides,
                    "each side's percent of the enemy army lost for a point (an object of side "
                    "id to percent)",
                    0.0, 100.0, victory.lossPercentPerPointFor);
    victory.drawMargin = node.optionalNumber("drawMargin", victory.drawMargin, 0.0);
    victory.decisiveMargin = node.optionalNumber("decisiveMargin", victory.decisiveMargin, 0.0);
    if (victory.decisiveMargin > 0 && victory.decisiveMargin <= victory.drawMargin) {
        node.errorAt("decisiveMargin",
                     fmt::format("expected a lead larger than the draw margin ({}), or 0 for "
                                 "none",
                                 victory.drawMargin));
    }
    victory.holdDistance = node.optionalNumber("holdDistance", victory.holdDistance, 0.0, 1000.0);
    std::set<std::string> objectiveIds;
    for (const Objective& objective : objectives) {
        objectiveIds.insert(objective.id);
    }
    // An id empty or used twice is reported at /objectives: one mistake, one error.
    const bool idsSound = objectiveIds.size() == objectives.size() && !objectiveIds.contains("");
    std::set<std::string> scored;
    for (const JsonReader& entry : boundedObjects(node, "objectives", limits::kMaxScenarioFeatures,
                                                  "objective values", "an objective's value")) {
        VictoryObjective objective =
            readObjective(entry, sides, objectiveIds, idsSound, victory.bounds);
        if (!objective.objectiveId.empty() && !scored.insert(objective.objectiveId).second) {
            entry.errorAt("objective", fmt::format("objective \"{}\" is scored twice (expected "
                                                   "one entry per objective)",
                                                   objective.objectiveId));
        }
        victory.objectives.push_back(std::move(objective));
    }
    return victory;
}

}  // namespace adjutant
