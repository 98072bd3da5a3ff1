#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/JsonReader.h"

// Reading the rows of a ruleset table, shared by the rulesets' table parsers:
// every table is an object of row objects keyed by a stable name, each citing
// the rule it comes from.
namespace adjutant::tables {

using Rows = std::vector<std::pair<std::string, JsonReader>>;

/// The rows of a table that must be an object of row objects, each with a `rule`.
Rows tableRows(const JsonReader& tables, std::string_view table);
/// A table whose rows are read one by one by name: the object, with its rows
/// checked as tableRows checks them.
JsonReader requireTable(const JsonReader& tables, std::string_view table);
/// A row the procedures look up by key; records an error naming the row when absent.
JsonReader requireRow(const JsonReader& table, std::string_view key);
/// A required row with its `rule` checked as ruleOf checks it: the row that
/// holds a single rule's numbers.
JsonReader requireCitedRow(const JsonReader& table, std::string_view key);
/// Requires every listed row.
void requireRows(const JsonReader& table, std::initializer_list<std::string_view> keys);
/// The row's `rule` reference (required) after checking its optional `tag`
/// ("S" stated, "I" interpreted, "P" proposed).
std::string ruleOf(const JsonReader& row);

/// Reads a table whose rows fill the entries of the same keys in `entries`:
/// each entry takes its row's `rule` (checked as ruleOf checks it), then
/// `readRow(entry, row)` reads the rest of the row into it.
template <typename Entries, typename ReadRow>
void readCitedRows(const JsonReader& tables, std::string_view table, Entries& entries,
                   ReadRow readRow) {
    for (const auto& [key, row] : tableRows(tables, table)) {
        auto& entry = entries[key];
        entry.rule = ruleOf(row);
        readRow(entry, row);
    }
}

/// The checks a table of contiguous distance bands makes of each band, with
/// the errors at `element`: the band ends after it starts, and starts where
/// the band before it ends (`previousTo`; the first starts at 0). `to` is
/// nothing for a last band left open.
void checkBandRange(const JsonReader& element, const std::string& band, double from,
                    std::optional<double> to, std::optional<double> previousTo);

}  // namespace adjutant::tables
