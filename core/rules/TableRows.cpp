#include "core/rules/TableRows.h"

#include <fmt/format.h>

namespace adjutant::tables {

Rows tableRows(const JsonReader& tables, std::string_view table) {
    JsonReader node = tables.requireObject(table);
    if (!node.present()) {
        return {};
    }
    Rows rows = node.members();
    for (const auto& [key, row] : rows) {
        if (!row.isObject()) {
            row.error("expected a row object with a \"rule\" reference");
        }
    }
    return rows;
}

JsonReader requireTable(const JsonReader& tables, std::string_view table) {
    JsonReader node = tables.requireObject(table);
    tableRows(tables, table);
    return node;
}

JsonReader requireRow(const JsonReader& table, std::string_view key) {
    JsonReader row = table.child(key);
    if (table.present() && !row.present()) {
        table.errorAt(key, "missing row \"" + std::string(key) + "\" (expected an object)");
    }
    return row;
}

JsonReader requireCitedRow(const JsonReader& table, std::string_view key) {
    JsonReader row = requireRow(table, key);
    ruleOf(row);
    return row;
}

void requireRows(const JsonReader& table, std::initializer_list<std::string_view> keys) {
    for (std::string_view key : keys) {
        requireRow(table, key);
    }
}

std::string ruleOf(const JsonReader& row) {
    if (!row.present()) {
        return {};
    }
    std::string tag = row.optionalString("tag", "S");
    if (tag != "S" && tag != "I" && tag != "P") {
        row.errorAt("tag", "expected \"S\", \"I\" or \"P\", found \"" + tag + "\"");
    }
    return row.requireString("rule");
}

void checkBandRange(const JsonReader& element, const std::string& band, double from,
                    std::optional<double> to, std::optional<double> previousTo) {
    if (to && *to <= from) {
        element.errorAt("to", fmt::format("band \"{}\" ends at {} but starts at {} (expected "
                                          "a distance greater than its start)",
                                          band, *to, from));
    }
    const double expectedFrom = previousTo.value_or(0.0);
    if (from != expectedFrom) {
        const char* why = !previousTo           ? "the first band starts at 0"
                          : from > expectedFrom ? "a gap after the previous band"
                                                : "it overlaps the previous band";
        element.errorAt("from", fmt::format("band \"{}\" starts at {} but should start at {} ({})",
                                            band, from, expectedFrom, why));
    }
}

}  // namespace adjutant::tables
