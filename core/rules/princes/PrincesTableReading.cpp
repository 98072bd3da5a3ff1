#include "core/rules/princes/PrincesTableReading.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/rules/princes/PrincesTables.h"

namespace adjutant::princes {

std::vector<std::string> stringList(const JsonReader& row, std::string_view key) {
    std::vector<std::string> out;
    for (const JsonReader& element : row.optionalArray(key)) {
        if (auto text = element.asString()) {
            out.push_back(*text);
        }
    }
    return out;
}

std::optional<Formation> formationFromName(const JsonReader& where, const std::string& name) {
    auto formation = formationFromKey(name);
    if (!formation) {
        where.error("unknown formation \"" + name + "\" (expected a key such as \"line\")");
    }
    return formation;
}

std::optional<Formation> formationOf(const JsonReader& node, std::string_view key) {
    if (!node.present()) {
        return std::nullopt;
    }
    std::string name = node.requireString(key);
    if (name.empty()) {
        return std::nullopt;
    }
    return formationFromName(node.child(key), name);
}

std::optional<int> nullableInt(const JsonReader& row, std::string_view key, int min, int max) {
    JsonReader cell = row.child(key);
    if (!cell.present()) {
        if (row.present()) {
            row.errorAt(key, "missing (expected an integer from " + std::to_string(min) + " to " +
                                 std::to_string(max) + ", or null for no effect)");
        }
        return std::nullopt;
    }
    if (cell.node().is_null()) {
        return std::nullopt;
    }
    return cell.asInt(min, max);
}

void parseModifiers(const JsonReader& tables, std::string_view name,
                    std::initializer_list<std::string_view> required,
                    const RulesetDefinition& definition,
                    std::map<std::string, PrincesModifier>& out) {
    for (const auto& [key, row] : tableRows(tables, name)) {
        PrincesModifier& entry = out[key];
        entry.rule = ruleOf(row);
        entry.change = row.requireInt("change", -12, 12);
        entry.classes = stringList(row, "classes");
        entry.chargeOrMeleeOnly = row.optionalBool("chargeOrMeleeOnly", false);
        for (const std::string& moraleClass : entry.classes) {
            if (std::find(definition.moraleClasses.begin(), definition.moraleClasses.end(),
                          moraleClass) == definition.moraleClasses.end()) {
                row.errorAt("classes",
                            "morale class \"" + moraleClass + "\" is not listed in /moraleClasses");
            }
        }
    }
    requireRows(tables.child(name), required);
}

}  // namespace adjutant::princes
