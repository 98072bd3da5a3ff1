#include "core/rules/RulesetLoader.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

namespace adjutant {

namespace {

constexpr int kFormatVersion = 1;

// Arms the engines and the geometry understand; a ruleset picks among them.
const std::set<std::string>& knownArms() {
    static const std::set<std::string> arms{"infantry", "cavalry", "artillery", "machineGun",
                                            "general"};
    return arms;
}

std::string joined(const std::set<std::string>& items) {
    std::string text;
    for (const auto& item : items) {
        text += text.empty() ? "" : ", ";
        text += "'" + item + "'";
    }
    return text.empty() ? "none" : text;
}

bool contains(const std::vector<std::string>& items, const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

// A list of unique, non-empty keys such as `nations`.
std::vector<std::string> readKeyList(const JsonReader& root, std::string_view member) {
    std::vector<std::string> keys;
    for (const JsonReader& element : root.requireArray(member)) {
        std::optional<std::string> key = element.asString();
        if (!key) {
            continue;
        }
        if (key->empty()) {
            element.error("expected a non-empty key");
        } else if (contains(keys, *key)) {
            element.error(fmt::format("duplicate key '{}'", *key));
        } else {
            keys.push_back(*key);
        }
    }
    return keys;
}

std::string requireNonEmpty(const JsonReader& reader, std::string_view member) {
    std::string value = reader.requireString(member);
    if (reader.child(member).isString() && value.empty()) {
        reader.errorAt(member, "expected a non-empty string");
    }
    return value;
}

std::optional<Formation> readFormation(const JsonReader& reader) {
    std::optional<std::string> key = reader.asString();
    if (!key) {
        return std::nullopt;
    }
    std::optional<Formation> formation = formationFromKey(*key);
    if (!formation) {
        std::string known;
        for (Formation f : allFormations()) {
            known += known.empty() ? "" : ", ";
            known += "'" + std::string(formationKey(f)) + "'";
        }
        reader.error(fmt::format("unknown formation '{}' (expected one of {})", *key, known));
    }
    return formation;
}

}  // namespace

RulesetLoader::RulesetLoader(std::set<std::string> knownEngines)
    : knownEngines_(std::move(knownEngines)) {}

std::shared_ptr<RulesetDefinition> RulesetLoader::parse(const JsonReader& root) const {
    auto out = std::make_shared<RulesetDefinition>();
    out->file = root.file();
    if (!root.isObject()) {
        root.error(root.present()
                       ? "expected a ruleset object, found " + JsonReader::describeType(root.node())
                       : "expected a ruleset object");
        return out;
    }
    // clang-format off
    root.warnUnknownMembers({"formatVersion", "id", "engine", "name", "version", "source",
                             "distanceUnit", "unitsPerInch", "pacesPerInch", "periods", "periodNames", "nations",
                             "moraleClasses", "figureScales", "formationLayouts", "unitTypes",
                             "sequenceOfPlay", "playerTurns", "armyBreaksAtLoss", "options", "maxFigures",
                             "reference", "words", "tables"});
    // clang-format on
    readIdentity(root, *out);
    out->periods = readKeyList(root, "periods");
    readPeriodNames(root, *out);
    out->nations = readKeyList(root, "nations");
    out->moraleClasses = readKeyList(root, "moraleClasses");
    readFigureScales(root, *out);
    readLayouts(root, *out);
    readUnitTypes(root, *out);
    readSequence(root, *out);
    readOptions(root, *out);
    readMaxFigures(root, *out);
    readWords(root, *out);
    JsonReader tables = root.requireObject("tables");
    if (tables.present()) {
        out->tables = tables.node();
    }
    return out;
}

void RulesetLoader::readIdentity(const JsonReader& root, RulesetDefinition& out) const {
    root.requireInt("formatVersion", kFormatVersion, kFormatVersion);
    out.id = requireNonEmpty(root, "id");
    out.engine = requireNonEmpty(root, "engine");
    if (!out.engine.empty() && knownEngines_.count(out.engine) == 0) {
        root.errorAt("engine", fmt::format("unknown engine '{}' (expected one of {})", out.engine,
                                           joined(knownEngines_)));
    }
    out.name = requireNonEmpty(root, "name");
    out.version = root.requireString("version");
    out.source = root.requireString("source");
    out.distanceUnit = root.requireString("distanceUnit");
    if (root.child("distanceUnit").isString() && out.distanceUnit != "inch" &&
        out.distanceUnit != "yard") {
        root.errorAt("distanceUnit",
                     fmt::format("expected 'inch' or 'yard', found '{}'", out.distanceUnit));
    }
    out.unitsPerInch = root.requireNumber("unitsPerInch", 0.0);
    if (root.child("unitsPerInch").isNumber() && out.unitsPerInch <= 0) {
        root.errorAt("unitsPerInch", "expected a number greater than 0");
    }
    out.pacesPerInch = root.optionalNumber("pacesPerInch", 0.0, 0.0);
}

void RulesetLoader::readFigureScales(const JsonReader& root, RulesetDefinition& out) const {
    JsonReader scales = root.requireObject("figureScales");
    for (const auto& [key, entry] : scales.members()) {
        FigureScale scale;
        scale.key = key;
        entry.warnUnknownMembers({"distanceMultiplier", "bases"});
        scale.distanceMultiplier = entry.requireNumber("distanceMultiplier", 0.0);
        if (entry.child("distanceMultiplier").isNumber() && scale.distanceMultiplier <= 0) {
            entry.errorAt("distanceMultiplier", "expected a number greater than 0");
        }
        for (const auto& [kind, base] : entry.requireObject("bases").members()) {
            base.warnUnknownMembers({"frontageMm", "depthMm", "guns"});
            BaseSize size;
            size.frontageMm = base.requireNumber("frontageMm", 0.0);
            size.depthMm = base.requireNumber("depthMm", 0.0);
            size.guns = base.optionalInt("guns", 0, 0);
            if (size.frontageMm <= 0 || size.depthMm <= 0) {
                base.error("a base needs a frontage and a depth greater than 0 mm");
            }
            scale.bases.emplace(kind, size);
        }
        out.figureScales.push_back(std::move(scale));
    }
    if (scales.present() && out.figureScales.empty()) {
        scales.error("expected at least one figure scale");
    }
}

void RulesetLoader::readLayouts(const JsonReader& root, RulesetDefinition& out) const {
    for (const auto& [key, entry] : root.requireObject("formationLayouts").members()) {
        std::optional<Formation> formation = formationFromKey(key);
        if (!formation) {
            entry.error(fmt::format("unknown formation '{}'", key));
            continue;
        }
        entry.warnUnknownMembers({"ranks", "files", "spacing"});
        FormationLayout layout;
        layout.formation = *formation;
        layout.ranks = entry.optionalInt("ranks", 0, 0);
        layout.files = entry.optionalInt("files", 0, 0);
        layout.spacing = entry.optionalNumber("spacing", 1.0, 0.0);
        if ((layout.ranks > 0) == (layout.files > 0)) {
            entry.error("expected exactly one of 'ranks' or 'files', greater than 0");
        }
        if (layout.spacing <= 0) {
            entry.errorAt("spacing", "expected a number greater than 0");
        }
        out.layouts.push_back(layout);
    }
}

void RulesetLoader::readUnitTypes(const JsonReader& root, RulesetDefinition& out) const {
    JsonReader types = root.requireObject("unitTypes");
    for (const auto& [key, entry] : types.members()) {
        readUnitType(key, entry, out);
    }
    if (types.present() && out.unitTypes.empty()) {
        types.error("expected at least one unit type");
    }
}

void RulesetLoader::readUnitType(const std::string& key, const JsonReader& entry,
                                 RulesetDefinition& out) const {
    if (!entry.isObject()) {
        entry.error("expected a unit type object");
        return;
    }
    entry.warnUnknownMembers({"name", "arm", "baseKind", "formations", "defaultFormation",
                              "moraleClass", "weapon", "figuresPerStand", "defaultFigures",
                              "battery"});
    UnitType type;
    type.key = key;
    type.name = requireNonEmpty(entry, "name");
    const std::string arm = entry.requireString("arm");
    if (knownArms().count(arm) != 0) {
        type.arm = *troopCategoryFromKey(arm);
    } else if (entry.child("arm").isString()) {
        entry.errorAt(
            "arm", fmt::format("unknown arm '{}' (expected one of {})", arm, joined(knownArms())));
    }
    type.baseKind = requireNonEmpty(entry, "baseKind");
    for (const FigureScale& scale : out.figureScales) {
        if (!type.baseKind.empty() && scale.bases.count(type.baseKind) == 0) {
            entry.errorAt("baseKind",
                          fmt::format("base kind '{}' has no size in figure scale '{}' "
                                      "(expected a member of /figureScales/{}/bases)",
                                      type.baseKind, scale.key, escapeJsonPointerToken(scale.key)));
        }
    }
    for (const JsonReader& element : entry.requireArray("formations")) {
        std::optional<Formation> formation = readFormation(element);
        if (!formation) {
            continue;
        }
        if (std::find(type.formations.begin(), type.formations.end(), *formation) !=
            type.formations.end()) {
            element.error(fmt::format("formation '{}' is listed twice", formationKey(*formation)));
            continue;
        }
        if (!out.findLayout(*formation)) {
            element.error(fmt::format("formation '{}' has no entry in /formationLayouts",
                                      formationKey(*formation)));
        }
        type.formations.push_back(*formation);
    }
    if (entry.child("formations").isArray() && type.formations.empty()) {
        entry.errorAt("formations", "expected at least one formation");
    }
    if (auto formation = readFormation(entry.child("defaultFormation"))) {
        type.defaultFormation = *formation;
        if (!type.formations.empty() && std::find(type.formations.begin(), type.formations.end(),
                                                  *formation) == type.formations.end()) {
            entry.errorAt("defaultFormation",
                          fmt::format("default formation '{}' is not among the unit type's "
                                      "formations",
                                      formationKey(*formation)));
        }
    } else if (!entry.has("defaultFormation")) {
        entry.errorAt("defaultFormation", "missing (expected a formation key)");
    }
    // A general has no morale class of its own, so the member may be left out.
    type.moraleClass = entry.optionalString("moraleClass");
    if (!type.moraleClass.empty() && !contains(out.moraleClasses, type.moraleClass)) {
        entry.errorAt("moraleClass",
                      fmt::format("unknown morale class '{}' (expected one of /moraleClasses)",
                                  type.moraleClass));
    }
    type.weapon = entry.optionalString("weapon");
    type.figuresPerStand = entry.requireInt("figuresPerStand", 1);
    type.defaultFigures = entry.requireInt("defaultFigures", 1);
    type.battery = entry.optionalBool("battery", false);
    out.unitTypes.push_back(std::move(type));
}

void RulesetLoader::readSequence(const JsonReader& root, RulesetDefinition& out) const {
    std::vector<JsonReader> steps = root.requireArray("sequenceOfPlay");
    for (const JsonReader& entry : steps) {
        if (!entry.isObject()) {
            entry.error("expected a step object with 'id', 'name' and 'rule'");
            continue;
        }
        entry.warnUnknownMembers({"id", "name", "rule", "number", "once"});
        SequenceStep step{requireNonEmpty(entry, "id"), requireNonEmpty(entry, "name"),
                          entry.requireString("rule"), entry.optionalString("number")};
        if (entry.has("once")) {
            const std::string once = entry.requireString("once");
            if (once == "bound") {
                step.oncePerBound = true;
            } else if (!once.empty()) {
                entry.errorAt("once", fmt::format("unknown value '{}' (expected \"bound\")", once));
            }
        }
        bool duplicate = std::any_of(out.sequence.begin(), out.sequence.end(),
                                     [&](const SequenceStep& s) { return s.id == step.id; });
        if (duplicate) {
            entry.errorAt("id", fmt::format("duplicate step id '{}'", step.id));
        }
        out.sequence.push_back(std::move(step));
    }
    if (root.child("sequenceOfPlay").isArray() && steps.empty()) {
        root.errorAt("sequenceOfPlay", "expected at least one step");
    }
    if (root.has("playerTurns")) {
        const std::string turns = root.requireString("playerTurns");
        if (turns == "alternate") {
            out.playerTurns = PlayerTurns::Alternate;
        } else if (turns != "simultaneous" && !turns.empty()) {
            root.errorAt("playerTurns",
                         fmt::format("unknown value '{}' (expected \"simultaneous\" or "
                                     "\"alternate\")",
                                     turns));
        }
    }
    out.armyBreaksAtLoss = root.optionalNumber("armyBreaksAtLoss", out.armyBreaksAtLoss, 0.01, 1.0);
    if (out.playerTurns == PlayerTurns::Alternate &&
        std::all_of(out.sequence.begin(), out.sequence.end(),
                    [](const SequenceStep& s) { return s.oncePerBound; })) {
        root.errorAt("sequenceOfPlay", "alternate player turns need a step that runs every turn");
    }
}

void RulesetLoader::readOptions(const JsonReader& root, RulesetDefinition& out) const {
    JsonReader options = root.child("options");
    if (!options.present()) {
        return;
    }
    if (!options.isObject()) {
        options.error("expected an object of options keyed by option id, found " +
                      JsonReader::describeType(options.node()));
        return;
    }
    for (const auto& [id, entry] : options.members()) {
        if (!entry.isObject()) {
            entry.error("expected an option object");
            continue;
        }
        entry.warnUnknownMembers({"name", "rule", "tag", "default", "choices"});
        RuleOption option;
        option.id = id;
        option.name = requireNonEmpty(entry, "name");
        option.rule = entry.requireString("rule");
        option.tag = entry.requireString("tag");
        if (entry.child("tag").isString() && option.tag != "I" && option.tag != "P" &&
            option.tag != "S") {
            entry.errorAt("tag", fmt::format("expected 'S', 'I' or 'P', found '{}'", option.tag));
        }
        option.defaultChoice = entry.requireString("default");
        for (const auto& [choice, description] : entry.requireObject("choices").members()) {
            option.choices.emplace(choice, description.asString().value_or(std::string{}));
        }
        if (entry.child("choices").isObject() && option.choices.size() < 2) {
            entry.errorAt("choices",
                          "expected at least two choices (the default and an "
                          "alternative)");
        }
        if (!option.defaultChoice.empty() && !option.choices.empty() &&
            option.choices.count(option.defaultChoice) == 0) {
            entry.errorAt("default", fmt::format("default '{}' is not one of the option's choices",
                                                 option.defaultChoice));
        }
        out.options.push_back(std::move(option));
    }
}

void RulesetLoader::readPeriodNames(const JsonReader& root, RulesetDefinition& out) const {
    for (const auto& [period, name] : root.child("periodNames").members()) {
        if (!contains(out.periods, period)) {
            name.error(fmt::format("unknown period '{}' (expected one of /periods)", period));
        }
        if (std::optional<std::string> text = name.asString()) {
            if (text->empty()) {
                name.error("expected the period's name, found an empty string");
            } else {
                out.periodNames[period] = *text;
            }
        }
    }
}

void RulesetLoader::readMaxFigures(const JsonReader& root, RulesetDefinition& out) const {
    for (const auto& [nation, caps] : root.child("maxFigures").members()) {
        if (!out.hasNation(nation)) {
            caps.error(fmt::format("unknown nation '{}' (expected one of /nations)", nation));
        }
        for (const auto& [typeKey, cap] : caps.members()) {
            if (!out.findUnitType(typeKey)) {
                cap.error(
                    fmt::format("unknown unit type '{}' (expected a key of /unitTypes)", typeKey));
            }
            if (std::optional<int> figures = cap.asInt(1)) {
                out.maxFigures[nation][typeKey] = *figures;
            }
        }
    }
}

void RulesetLoader::readWords(const JsonReader& root, RulesetDefinition& out) const {
    out.reference = root.optionalString("reference");
    const JsonReader words = root.child("words");
    if (words.present() && !words.isObject()) {
        words.error("expected an object of groups (\"results\", \"classes\", ...), found " +
                    JsonReader::describeType(words.node()));
        return;
    }
    for (const auto& [group, entries] : words.members()) {
        if (!entries.isObject()) {
            entries.error("expected an object of key -> words, found " +
                          JsonReader::describeType(entries.node()));
            continue;
        }
        auto& texts = out.words[group];
        for (const auto& [key, text] : entries.members()) {
            const std::optional<std::string> value = text.asString();
            if (!value || value->empty()) {
                text.error("expected the words a player reads for '" + key + "'");
                continue;
            }
            texts[key] = *value;
        }
    }
    // The morale classes are shown wherever a unit is described.
    for (const std::string& moraleClass : out.moraleClasses) {
        const auto classes = out.words.find(std::string_view("classes"));
        if (classes == out.words.end() ||
            classes->second.find(moraleClass) == classes->second.end()) {
            root.errorAt("words",
                         fmt::format("no words for morale class '{}' (give /words/classes/{} the "
                                     "text a player reads)",
                                     moraleClass, moraleClass));
        }
    }
}

}  // namespace adjutant
