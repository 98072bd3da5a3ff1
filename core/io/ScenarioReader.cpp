#include "core/io/ScenarioReader.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "core/io/MapImageLookup.h"
#include "core/io/MapImagePath.h"
#include "core/io/ScenarioForcesReader.h"
#include "core/io/ScenarioNameHints.h"
#include "core/io/ScenarioOverlapCheck.h"
#include "core/io/ScenarioReadContext.h"
#include "core/io/ScenarioShapeReader.h"
#include "core/io/ScenarioTableReader.h"
#include "core/io/ScenarioVictoryReader.h"
#include "core/io/UniqueIdMember.h"
#include "core/json/BoundedArray.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonFile.h"
#include "core/json/JsonReader.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant {

namespace {

template <typename Range, typename Key>
std::vector<std::string> namesOf(const Range& range, Key key) {
    std::vector<std::string> names;
    for (const auto& item : range) {
        names.push_back(key(item));
    }
    return names;
}

/// Reads the members that tie a scenario to its ruleset and records the
/// ruleset and figure scale in the context for the later parts.
void readRulesetChoice(const JsonReader& root, const RulesetRegistry& rulesets,
                       ScenarioReadContext& context, Scenario& scenario) {
    scenario.ruleset = root.requireString("ruleset");
    if (root.child("ruleset").isString()) {
        context.ruleset = rulesets.find(scenario.ruleset);
        if (context.ruleset == nullptr) {
            const auto known =
                namesOf(rulesets.all(), [](const RulesetDefinition* r) { return r->id; });
            root.errorAt("ruleset", fmt::format("unknown ruleset \"{}\" ({})", scenario.ruleset,
                                                expectedNameHint(scenario.ruleset, known)));
        }
    }
    const RulesetDefinition* ruleset = context.ruleset;

    scenario.figureScale = root.optionalString("figureScale", scenario.figureScale);
    if (ruleset != nullptr) {
        const auto scales =
            namesOf(ruleset->figureScales, [](const FigureScale& scale) { return scale.key; });
        context.figureScale = ruleset->findFigureScale(scenario.figureScale);
        if (context.figureScale == nullptr && !root.child("figureScale").present()) {
            root.errorAt("figureScale",
                         fmt::format("missing: ruleset \"{}\" has no \"{}\" figure scale, so the "
                                     "scenario must name one ({})",
                                     ruleset->id, scenario.figureScale,
                                     expectedNameHint(scenario.figureScale, scales)));
        } else if (context.figureScale == nullptr && root.child("figureScale").isString()) {
            root.errorAt("figureScale",
                         fmt::format("unknown figure scale \"{}\" for ruleset \"{}\" ({})",
                                     scenario.figureScale, ruleset->id,
                                     expectedNameHint(scenario.figureScale, scales)));
        }
    }

    scenario.period = root.optionalString("period");
    if (ruleset != nullptr && !scenario.period.empty() && !ruleset->periods.empty() &&
        std::find(ruleset->periods.begin(), ruleset->periods.end(), scenario.period) ==
            ruleset->periods.end()) {
        root.errorAt("period",
                     fmt::format("unknown period \"{}\" for ruleset \"{}\" ({})", scenario.period,
                                 ruleset->id, expectedNameHint(scenario.period, ruleset->periods)));
    }

    const JsonReader options = root.child("options");
    if (!options.present()) {
        return;
    }
    for (const auto& [optionId, choiceNode] : options.members()) {
        const auto choice = choiceNode.asString();
        if (!choice) {
            continue;
        }
        scenario.options[optionId] = *choice;
        if (ruleset == nullptr) {
            continue;
        }
        const RuleOption* option = ruleset->findOption(optionId);
        if (option == nullptr) {
            const auto known = namesOf(ruleset->options, [](const RuleOption& o) { return o.id; });
            choiceNode.error(fmt::format("unknown option \"{}\" for ruleset \"{}\" ({})", optionId,
                                         ruleset->id, expectedNameHint(optionId, known)));
        } else if (!option->choices.empty() && !option->choices.contains(*choice)) {
            const auto known =
                namesOf(option->choices, [](const auto& entry) { return entry.first; });
            choiceNode.error(fmt::format("unknown choice \"{}\" for option \"{}\" ({})", *choice,
                                         optionId, expectedNameHint(*choice, known)));
        }
    }
}

// The last part of a path written with either separator, for the example in a message.
std::string mapFileName(const std::string& file) {
    const auto slash = file.find_last_of("/\\");
    return slash == std::string::npos ? file : file.substr(slash + 1);
}

std::optional<MapImage> readMap(const JsonReader& root, const ScenarioReadContext& context) {
    const JsonReader node = root.child("map");
    if (!node.present() || node.node().is_null()) {
        return std::nullopt;
    }
    if (!expectObject(node, "a map image")) {
        return std::nullopt;
    }
    node.warnUnknownMembers({"file", "topLeft", "inchesPerPixel", "opacity", "sha256"});
    MapImage map;
    map.file = node.requireString("file");
    if (node.child("file").isString() && map.file.empty()) {
        node.errorAt("file", "expected the image's file name, relative to the scenario file");
    } else if (const std::string reason = mapPathOutsideReason(map.file); !reason.empty()) {
        node.errorAt("file", fmt::format("the map image \"{}\" is {}; a scenario may name only "
                                         "an image in its own folder, so copy the image beside "
                                         "the scenario (for example into maps/ next to it) and "
                                         "name it relative to the scenario file, such as "
                                         "\"maps/{}\"",
                                         map.file, reason, mapFileName(map.file)));
    }
    if (node.has("topLeft")) {
        if (auto point = ScenarioShapeReader(context).readPoint(node.child("topLeft"))) {
            map.topLeft = *point;
        }
    }
    map.inchesPerPixel = node.optionalNumber("inchesPerPixel", 0.0, 0.0);
    map.opacity = node.optionalNumber("opacity", 1.0, 0.0, 1.0);
    if (node.has("sha256")) {
        map.sha256 = node.requireString("sha256");
        if (node.child("sha256").isString() && !isMapImageHash(map.sha256)) {
            node.errorAt("sha256", fmt::format("expected the map image's SHA-256 as 64 lower-case "
                                               "hexadecimal digits, found \"{}\"",
                                               map.sha256.substr(0, 80)));
            map.sha256.clear();
        }
    }
    return map;
}

std::vector<DeploymentZone> readDeploymentZones(const JsonReader& root,
                                                const ScenarioReadContext& context,
                                                const std::vector<Side>& sides) {
    std::vector<DeploymentZone> zones;
    const ScenarioShapeReader shapes(context);
    for (const JsonReader& node :
         boundedObjects(root, "deploymentZones", limits::kMaxScenarioFeatures, "deployment zones",
                        "a deployment zone")) {
        node.warnUnknownMembers({"side", "name", "outline"});
        DeploymentZone zone;
        const std::string sideId = node.requireString("side");
        auto side =
            std::find_if(sides.begin(), sides.end(), [&](const Side& s) { return s.id == sideId; });
        if (side != sides.end()) {
            zone.side = static_cast<int>(side - sides.begin());
        } else if (node.child("side").isString() && !sides.empty()) {
            // With no side read at all, the problem has been reported at /sides.
            const auto known = namesOf(sides, [](const Side& s) { return s.id; });
            node.errorAt("side", fmt::format("no side \"{}\" ({})", sideId,
                                             expectedNameHint(sideId, known)));
        }
        zone.name = node.optionalString("name");
        zone.outline = shapes.readPoints(node, "outline", 3, "a deployment zone outline");
        zones.push_back(std::move(zone));
    }
    return zones;
}

std::vector<Objective> readObjectives(const JsonReader& root, const ScenarioReadContext& context) {
    std::vector<Objective> objectives;
    std::set<std::string> ids;
    const ScenarioShapeReader shapes(context);
    for (const JsonReader& node : boundedObjects(root, "objectives", limits::kMaxScenarioFeatures,
                                                 "objectives", "an objective")) {
        node.warnUnknownMembers({"id", "name", "outline"});
        Objective objective;
        objective.id = readUniqueId(node, ids, "objective", "used twice");
        objective.name = node.optionalString("name");
        objective.outline = shapes.readPoints(node, "outline", 1, "an objective");
        if (objective.outline.size() == 2) {
            node.errorAt("outline",
                         "an objective is a point (one point) or an area (three or "
                         "more points), found two points");
        }
        objectives.push_back(std::move(objective));
    }
    return objectives;
}

// A brigade's objectiveId must name one of the scenario's objectives.
void checkBrigadeObjectives(const JsonReader& root, const std::vector<Objective>& objectives) {
    std::set<std::string> ids;
    std::string expected;
    for (const Objective& objective : objectives) {
        ids.insert(objective.id);
        expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", objective.id);
    }
    // The forces reader has already reported members of the wrong type.
    if (!root.child("sides").isArray()) {
        return;
    }
    for (const JsonReader& side : root.optionalArray("sides")) {
        if (!side.isObject() || !side.child("brigades").isArray()) {
            continue;
        }
        for (const JsonReader& brigade : side.optionalArray("brigades")) {
            if (!brigade.isObject() || !brigade.child("objectiveId").isString()) {
                continue;
            }
            const std::string id = brigade.optionalString("objectiveId");
            if (!id.empty() && !ids.contains(id)) {
                brigade.errorAt("objectiveId",
                                fmt::format("no objective \"{}\" in the scenario (expected the id "
                                            "of one of its objectives: {})",
                                            id, expected.empty() ? "it has none" : expected));
            }
        }
    }
}

}  // namespace

std::optional<Scenario> readScenarioJson(const nlohmann::json& json, const std::string& fileName,
                                         const RulesetRegistry& rulesets,
                                         Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const JsonReader root(json, fileName, diagnostics);
    if (!root.isObject()) {
        root.error("expected a scenario (a JSON object), found " + JsonReader::describeType(json));
        return std::nullopt;
    }
    root.warnUnknownMembers({"$schema", "formatVersion", "title", "summary", "ruleset", "options",
                             "figureScale", "period", "year", "notes", "table", "map", "sides",
                             "deploymentZones", "objectives", "victory"});

    Scenario scenario;
    ScenarioReadContext context;
    context.rulesets = &rulesets;
    scenario.formatVersion = root.requireInt("formatVersion", 1);
    if (scenario.formatVersion > kScenarioFormatVersion) {
        root.errorAt("formatVersion",
                     fmt::format("format version {} was written by a newer Adjutant (expected "
                                 "version {} or lower)",
                                 scenario.formatVersion, kScenarioFormatVersion));
    }
    scenario.title = root.requireString("title");
    scenario.summary = root.optionalString("summary");
    readRulesetChoice(root, rulesets, context, scenario);
    scenario.year = root.optionalInt("year", 0, 0, 9999);
    scenario.notes = root.optionalString("notes");

    scenario.table = ScenarioTableReader(context).read(root.requireObject("table"));
    scenario.map = readMap(root, context);
    ScenarioForcesReader(context).read(root, scenario);
    if (diagnostics.errorCount() == errorsBefore) {
        warnOverlappingUnits(root, context, scenario);
    }
    scenario.deploymentZones = readDeploymentZones(root, context, scenario.sides);
    scenario.objectives = readObjectives(root, context);
    checkBrigadeObjectives(root, scenario.objectives);
    scenario.victory = readVictoryConditions(root, scenario.sides, scenario.objectives);

    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return scenario;
}

bool checkMapImageFile(Scenario& scenario, const std::string& path, Diagnostics& diagnostics) {
    if (!scenario.map) {
        return true;
    }
    MapImage& map = *scenario.map;
    // The words of the path are inside the folder; a link there may still lead out.
    const std::string folder = std::filesystem::path(path).parent_path().string();
    if (mapImageLeadsOutside(folder, map.file)) {
        diagnostics.error(
            path, "/map/file",
            fmt::format("the map image \"{}\" is a link to a file outside the "
                        "scenario's folder; copy the image itself beside the scenario",
                        map.file));
        return false;
    }
    const std::optional<FoundMapImage> found = findMapImage(folder, map);
    // A missing map is no reason to refuse the battle, but never a silent
    // bare table either: the player hears which picture is missing and where.
    if (!found) {
        const std::filesystem::path expected =
            std::filesystem::path(folder.empty() ? "." : folder) / map.file;
        std::error_code ignored;
        const std::filesystem::path lookedFor =
            std::filesystem::absolute(expected, ignored).lexically_normal();
        diagnostics.warning(
            path, "/map/file",
            fmt::format(
                "the map image \"{}\" is not there ({} was looked for{}); the table is "
                "drawn without it: put the image there, or choose it again in the "
                "scenario editor",
                map.file, lookedFor.string(),
                map.sha256.empty() ? "" : ", and a copy with its content beside the scenario"));
        return true;
    }
    if (found->file != map.file) {
        map.file = found->file;  // a copy that travelled with the scenario, found by its content
    } else if (mapImageDiffers(found->path, map)) {
        diagnostics.warning(
            path, "/map/sha256",
            fmt::format("the map image \"{}\" is not the one this scenario was drawn on (its "
                        "content differs from the SHA-256 the scenario recorded); the terrain may "
                        "not lie where the picture shows it: put the original image there, or "
                        "choose this one again in the scenario editor and save",
                        map.file));
    }
    return true;
}

std::optional<Scenario> readScenarioFile(const std::string& path, const RulesetRegistry& rulesets,
                                         Diagnostics& diagnostics) {
    const auto json = readJsonFile(path, diagnostics, limits::kMaxScenarioBytes);
    if (!json) {
        return std::nullopt;
    }
    std::optional<Scenario> scenario = readScenarioJson(*json, path, rulesets, diagnostics);
    if (scenario && !checkMapImageFile(*scenario, path, diagnostics)) {
        return std::nullopt;
    }
    return scenario;
}

}  // namespace adjutant
