#include "core/rules/RulesetWordsCheck.h"

#include <set>
#include <string>
#include <vector>

#include "core/rules/PlainWords.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

std::vector<std::string> keysOf(const nlohmann::json& node) {
    std::vector<std::string> keys;
    if (node.is_object()) {
        for (const auto& [key, value] : node.items()) {
            keys.push_back(key);
        }
    }
    return keys;
}

// The string values of `member` in each entry of an object of objects.
std::vector<std::string> valuesOf(const nlohmann::json& node, const char* member) {
    std::set<std::string> values;
    if (node.is_object()) {
        for (const auto& [key, entry] : node.items()) {
            if (entry.is_object() && entry.contains(member) && entry[member].is_string()) {
                values.insert(entry[member].get<std::string>());
            }
        }
    }
    return {values.begin(), values.end()};
}

std::vector<std::string> weaponsOf(const RulesetDefinition& definition) {
    std::set<std::string> weapons;
    for (const UnitType& type : definition.unitTypes) {
        if (!type.weapon.empty()) {
            weapons.insert(type.weapon);
        }
    }
    return {weapons.begin(), weapons.end()};
}

const nlohmann::json& member(const nlohmann::json& node, const char* key) {
    static const nlohmann::json none;
    return node.is_object() && node.contains(key) ? node[key] : none;
}

}  // namespace

void checkPrincesWords(const JsonReader& tables, const RulesetDefinition& definition) {
    if (!tables.isObject()) {
        return;
    }
    const nlohmann::json& raw = tables.node();
    std::vector<std::string> results = keysOf(member(raw, "moraleResults"));
    for (const std::string& rally : valuesOf(member(raw, "moraleResults"), "rally")) {
        results.push_back(rally);
    }
    requireWords(tables, definition, "results", results, "morale result");
    requireWords(tables, definition, "triggers", keysOf(member(raw, "moraleTriggers")),
                 "reason to test morale");
    std::vector<std::string> columns;
    for (const std::string& key : keysOf(member(member(raw, "hitTable"), "short"))) {
        if (key != "rule") {
            columns.push_back(key);
        }
    }
    requireWords(tables, definition, "categories", columns, "target column");
    requireWords(tables, definition, "nations", definition.nations, "nation");
    requireWords(tables, definition, "weapons", weaponsOf(definition), "weapon");
}

void checkFireEffectWords(const JsonReader& tables, const RulesetDefinition& definition) {
    if (!tables.isObject()) {
        return;
    }
    const nlohmann::json& raw = tables.node();
    std::vector<std::string> categories = valuesOf(member(raw, "targetCategories"), "category");
    for (const std::string& key : keysOf(member(raw, "artilleryEffect"))) {
        categories.push_back(key);
    }
    requireWords(tables, definition, "categories", categories, "target category");
    requireWords(tables, definition, "loading", keysOf(member(raw, "rateOfFire")), "rate of fire");
    if (const RuleOption* rounding = definition.findOption("rounding")) {
        std::vector<std::string> readings;
        for (const auto& [choice, description] : rounding->choices) {
            readings.push_back(choice);
        }
        requireWords(tables, definition, "rounding", readings, "rounding");
    }
    requireWords(tables, definition, "nations", definition.nations, "nation");
    requireWords(tables, definition, "weapons", weaponsOf(definition), "weapon");
}

}  // namespace adjutant
