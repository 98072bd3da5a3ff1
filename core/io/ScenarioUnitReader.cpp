#include "core/io/ScenarioUnitReader.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/geometry/UnitLayout.h"
#include "core/io/ScenarioNameHints.h"
#include "core/io/ScenarioShapeReader.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

// Far above any unit a ruleset allows; keeps a mistyped strength from asking
// the geometry to lay out millions of figures.
constexpr int kMostFigures = limits::kMaxFiguresPerUnit;
constexpr int kMostGuns = limits::kMaxGunsPerUnit;

std::string formationList(const std::vector<Formation>& formations) {
    std::string text;
    for (std::size_t i = 0; i < formations.size(); ++i) {
        if (i > 0) {
            text += i + 1 == formations.size() ? " or " : ", ";
        }
        text += fmt::format("\"{}\"", formationKey(formations[i]));
    }
    return text;
}

}  // namespace

std::optional<Unit> ScenarioUnitReader::read(const JsonReader& node) const {
    if (!expectObject(node, "a unit")) {
        return std::nullopt;
    }
    node.warnUnknownMembers({"id", "name", "shortName", "type", "nation", "brigade", "moraleClass",
                             "figures", "startFigures", "guns", "battalionGuns", "formation",
                             "pose", "status"});
    const std::size_t errorsBefore = node.diagnostics().errorCount();

    Unit unit;
    unit.side = sideIndex_;
    readIdentity(node, unit);
    const UnitType* type = checkAgainstRuleset(node, unit);
    readStrength(node, unit, type);
    readFormation(node, unit, type);
    readBattalionGuns(node, unit, type);
    unit.pose = ScenarioShapeReader(context_).readPose(node, "pose");
    if (node.has("status")) {
        const JsonReader status = node.child("status");
        if (status.isObject()) {
            unit.status = status.node();
            if (context_.ruleset != nullptr && context_.rulesets != nullptr) {
                context_.rulesets->checkUnitStatus(context_.ruleset->engine, status);
            }
        } else {
            status.error("expected an object of ruleset-specific status flags, found " +
                         JsonReader::describeType(status.node()));
        }
    }

    // The footprint depends on every field above; a unit with a broken field
    // would only produce a misleading second error here.
    if (node.diagnostics().errorCount() == errorsBefore && type != nullptr) {
        checkFootprintOnTable(node, unit);
    }
    return unit;
}

void ScenarioUnitReader::readIdentity(const JsonReader& node, Unit& unit) const {
    unit.id = node.requireString("id");
    if (node.child("id").isString()) {
        if (unit.id.empty()) {
            node.errorAt("id", "expected a non-empty unit id");
        } else if (!context_.pieceIds.insert(unit.id).second) {
            node.errorAt("id", fmt::format("id \"{}\" is already used by another unit or general "
                                           "(expected unique ids)",
                                           unit.id));
        }
    }
    unit.name = node.optionalString("name");
    unit.shortName = node.optionalString("shortName");
    unit.type = node.requireString("type");
    unit.nation = node.optionalString("nation", side_.nation);
    unit.brigade = node.optionalString("brigade");
    if (!unit.brigade.empty() && !brigadeIds_.contains(unit.brigade)) {
        node.errorAt("brigade", fmt::format("no brigade \"{}\" on side \"{}\" (expected the id of "
                                            "one of that side's brigades)",
                                            unit.brigade, side_.id));
    }
    unit.moraleClass = node.optionalString("moraleClass");
}

const UnitType* ScenarioUnitReader::checkAgainstRuleset(const JsonReader& node, Unit& unit) const {
    const RulesetDefinition* ruleset = context_.ruleset;
    if (ruleset == nullptr) {
        return nullptr;
    }
    const UnitType* type = nullptr;
    if (node.child("type").isString()) {
        type = ruleset->findUnitType(unit.type);
        if (type == nullptr) {
            std::vector<std::string> known;
            for (const UnitType& candidate : ruleset->unitTypes) {
                known.push_back(candidate.key);
            }
            node.errorAt("type",
                         fmt::format("unknown unit type \"{}\" for ruleset \"{}\" ({})", unit.type,
                                     ruleset->id, expectedNameHint(unit.type, known)));
        }
    }
    // A nation inherited from the side is reported once, at the side.
    if (node.has("nation") && node.child("nation").isString() && !ruleset->hasNation(unit.nation)) {
        node.errorAt("nation",
                     fmt::format("unknown nation \"{}\" for ruleset \"{}\" ({})", unit.nation,
                                 ruleset->id, expectedNameHint(unit.nation, ruleset->nations)));
    }
    if (!unit.moraleClass.empty() && !ruleset->moraleClasses.empty() &&
        std::find(ruleset->moraleClasses.begin(), ruleset->moraleClasses.end(), unit.moraleClass) ==
            ruleset->moraleClasses.end()) {
        node.errorAt(
            "moraleClass",
            fmt::format("unknown morale class \"{}\" for ruleset \"{}\" ({})", unit.moraleClass,
                        ruleset->id, expectedNameHint(unit.moraleClass, ruleset->moraleClasses)));
    }
    return type;
}

void ScenarioUnitReader::readStrength(const JsonReader& node, Unit& unit,
                                      const UnitType* type) const {
    unit.figures = node.requireInt("figures", 1, kMostFigures);
    unit.startFigures = node.optionalInt("startFigures", unit.figures, 1, kMostFigures);
    if (node.has("startFigures") && node.child("startFigures").isNumber() &&
        unit.startFigures < unit.figures) {
        node.errorAt("startFigures",
                     fmt::format("a unit cannot start with fewer figures ({}) than it has now "
                                 "({}); expected startFigures of at least {}",
                                 unit.startFigures, unit.figures, unit.figures));
    }
    if (type != nullptr && context_.ruleset != nullptr) {
        if (auto cap = context_.ruleset->maxFiguresFor(unit.nation, unit.type)) {
            const bool startGiven = node.has("startFigures");
            const int strength = startGiven ? unit.startFigures : unit.figures;
            if (strength > *cap) {
                node.errorAt(
                    startGiven ? "startFigures" : "figures",
                    fmt::format("{} figures is more than ruleset \"{}\" allows a {} unit "
                                "of nation \"{}\" (expected at most {})",
                                strength, context_.ruleset->id, unit.type, unit.nation, *cap));
            }
        }
    }
    if (type != nullptr && type->battery) {
        unit.guns = node.requireInt("guns", 1, kMostGuns);
    } else if (node.has("guns")) {
        unit.guns = node.optionalInt("guns", 0, 0, kMostGuns);
        if (unit.guns != 0 && type != nullptr) {
            node.errorAt("guns", fmt::format("unit type \"{}\" is not a battery (expected no "
                                             "guns member)",
                                             unit.type));
        }
    }
}

void ScenarioUnitReader::readFormation(const JsonReader& node, Unit& unit,
                                       const UnitType* type) const {
    if (!node.has("formation")) {
        unit.formation = type != nullptr ? type->defaultFormation : Formation::Line;
        return;
    }
    const auto key = node.child("formation").asString();
    if (!key) {
        return;
    }
    const auto formation = formationFromKey(*key);
    if (!formation) {
        node.errorAt("formation", fmt::format("unknown formation \"{}\" (expected one of {})", *key,
                                              formationList(allFormations())));
        return;
    }
    unit.formation = *formation;
    if (type != nullptr && std::find(type->formations.begin(), type->formations.end(),
                                     *formation) == type->formations.end()) {
        node.errorAt("formation",
                     fmt::format("a {} unit may not be in {} (expected {})", unit.type,
                                 formationName(*formation), formationList(type->formations)));
    }
}

void ScenarioUnitReader::readBattalionGuns(const JsonReader& node, Unit& unit,
                                           const UnitType* type) const {
    if (!node.has("battalionGuns")) {
        return;
    }
    const JsonReader guns = node.requireObject("battalionGuns");
    if (!guns.present()) {
        return;
    }
    guns.warnUnknownMembers({"count", "weapon"});
    AttachedGuns attached;
    attached.count = guns.requireInt("count", 1, kMostGuns);
    attached.weapon = guns.requireString("weapon");
    if (type != nullptr && type->arm != TroopCategory::Infantry) {
        node.errorAt("battalionGuns",
                     fmt::format("only infantry battalions have battalion guns; \"{}\" is {} "
                                 "(expected no battalionGuns member)",
                                 unit.type, troopCategoryKey(type->arm)));
    }
    unit.battalionGuns = attached;
}

void ScenarioUnitReader::checkFootprintOnTable(const JsonReader& node, const Unit& unit) const {
    if (context_.ruleset == nullptr || context_.figureScale == nullptr || !context_.tableKnown()) {
        return;
    }
    const auto spec = layoutSpecFor(unit, *context_.ruleset, context_.figureScale->key);
    if (!spec) {
        return;
    }
    const geometry::UnitLayout layout = geometry::layoutUnit(*spec, unit.pose);
    const ScenarioShapeReader shapes(context_);
    for (const Vec2 corner : layout.footprint) {
        if (!shapes.onTable(corner)) {
            node.errorAt("pose",
                         fmt::format("unit \"{}\" is off the table: a corner of its footprint "
                                     "lies at [{:.2f}, {:.2f}] (expected every corner within the "
                                     "{} x {} table)",
                                     unit.id, corner.x, corner.y, context_.tableWidth,
                                     context_.tableHeight));
            return;
        }
    }
}

}  // namespace adjutant
