// Parses the formation-change table (4.5): one row per group of morale classes,
// one cell per pair of formations.
#include <algorithm>
#include <array>
#include <map>

#include "core/rules/princes/PrincesTableReading.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant::princes {

namespace {

// The five columns of the printed table; every class row must fill each of them.
constexpr std::array kRequiredPairs{
    "marchColumn-columnOfDivisions", "marchColumn-line",  "marchColumn-skirmishLine",
    "columnOfDivisions-line",        "line-skirmishLine",
};

std::optional<PrincesFormationChange> parseCell(const std::string& pair, const JsonReader& cell) {
    auto dash = pair.find('-');
    if (dash == std::string::npos) {
        cell.error("expected a key \"from-to\" naming two formations, found \"" + pair + "\"");
        return std::nullopt;
    }
    auto from = formationFromName(cell, pair.substr(0, dash));
    auto to = formationFromName(cell, pair.substr(dash + 1));
    if (!from || !to) {
        return std::nullopt;
    }
    PrincesFormationChange change;
    change.from = *from;
    change.to = *to;
    change.allowed = cell.optionalBool("allowed", true);
    if (change.allowed) {
        change.cost = cell.requireNumber("cost", 0.0, 1.0);
        change.mayFire = cell.requireBool("mayFire");
    }
    return change;
}

}  // namespace

void parseFormationChanges(const JsonReader& tables, const RulesetDefinition& definition,
                           PrincesTables& out) {
    std::map<std::string, std::string> rowOfClass;
    JsonReader table = tables.child("formationChanges");
    for (const auto& [key, row] : tableRows(tables, "formationChanges")) {
        PrincesFormationChangeRow entry;
        entry.key = key;
        entry.rule = ruleOf(row);
        entry.classes = stringList(row, "classes");
        if (entry.classes.empty() && row.present()) {
            row.errorAt("classes", "missing or empty (expected the morale classes of this row)");
        }
        for (const std::string& moraleClass : entry.classes) {
            auto [it, inserted] = rowOfClass.emplace(moraleClass, key);
            if (!inserted) {
                row.errorAt("classes", "morale class \"" + moraleClass + "\" is already in row \"" +
                                           it->second + "\"");
            }
        }
        JsonReader changes = row.requireObject("changes");
        for (const auto& [pair, cell] : changes.members()) {
            if (auto change = parseCell(pair, cell)) {
                entry.changes.push_back(*change);
            }
        }
        if (changes.present()) {
            for (const char* pair : kRequiredPairs) {
                if (!changes.has(pair)) {
                    changes.errorAt(pair, std::string("missing cell \"") + pair +
                                              "\" (expected {\"cost\", \"mayFire\"} or "
                                              "{\"allowed\": false})");
                }
            }
        }
        out.formationChanges.push_back(std::move(entry));
    }
    for (const std::string& moraleClass : definition.moraleClasses) {
        if (table.present() && !rowOfClass.count(moraleClass)) {
            table.error("no row lists morale class \"" + moraleClass + "\"");
        }
    }
}

}  // namespace adjutant::princes
