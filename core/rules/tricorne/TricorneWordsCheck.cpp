#include "core/rules/tricorne/TricorneWordsCheck.h"

#include <set>
#include <string>
#include <vector>

#include "core/rules/PlainWords.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

struct Keys {
    std::set<std::string> actions, conditions, escalations, situations;
};

void collect(const nlohmann::json& node, Keys& keys) {
    if (node.is_object()) {
        const auto text = [&](const char* member, std::set<std::string>& into) {
            if (auto it = node.find(member); it != node.end() && it->is_string()) {
                into.insert(it->get<std::string>());
            }
        };
        text("code", keys.actions);
        text("condition", keys.conditions);
        text("escalation", keys.escalations);
        text("when", keys.situations);
        for (const auto& [key, value] : node.items()) {
            collect(value, keys);
        }
    } else if (node.is_array()) {
        for (const auto& value : node) {
            collect(value, keys);
        }
    }
}

std::vector<std::string> bandKeys(const nlohmann::json& table) {
    std::vector<std::string> keys;
    if (table.is_object() && table.contains("bands") && table["bands"].is_array()) {
        for (const auto& band : table["bands"]) {
            if (band.is_object() && band.contains("key") && band["key"].is_string()) {
                keys.push_back(band["key"].get<std::string>());
            }
        }
    }
    return keys;
}

std::vector<std::string> listOf(const std::set<std::string>& keys) {
    return {keys.begin(), keys.end()};
}

}  // namespace

void checkTricorneWords(const JsonReader& tables, const RulesetDefinition& definition) {
    if (!tables.isObject()) {
        return;
    }
    const nlohmann::json& raw = tables.node();
    requireWords(tables, definition, "results",
                 bandKeys(raw.value("moraleResults", nlohmann::json())), "morale result");
    requireWords(tables, definition, "responses",
                 bandKeys(raw.value("responseToCharge", nlohmann::json())), "response result");
    Keys keys;
    collect(raw.value("responseToCharge", nlohmann::json()), keys);
    collect(raw.value("moraleResults", nlohmann::json()), keys);
    // The results the morale procedures add for a unit that wants to come back.
    keys.actions.insert({"returnToTable", "mayNotReturn", "returnToGuns", "gunsStayAbandoned"});
    requireWords(tables, definition, "actions", listOf(keys.actions), "action");
    requireWords(tables, definition, "conditions", listOf(keys.conditions), "condition");
    requireWords(tables, definition, "escalations", listOf(keys.escalations), "escalation");
    requireWords(tables, definition, "situations", listOf(keys.situations), "situation");
    requireWords(
        tables, definition, "triggers",
        {"meleeCasualties", "fireCasualties", "routerPassedThrough", "neighbourRouted",
         "returnFromOffTable", "returnToGuns", "attackedInFlankOrRear", "brokenThroughByCavalry"},
        "reason to test morale");
    requireWords(tables, definition, "categories",
                 {"infantry", "lightInfantry", "cavalry", "artillery", "general", "flankOrRear"},
                 "category");
    requireWords(tables, definition, "nations", definition.nations, "nation");
    std::vector<std::string> initiative;
    if (const auto it = raw.find("initiative"); it != raw.end() && it->is_object()) {
        for (const auto& [key, value] : it->items()) {
            initiative.push_back(key);
        }
    }
    requireWords(tables, definition, "initiative", initiative, "initiative modifier");
}

}  // namespace adjutant
