#pragma once

#include <initializer_list>
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

}  // namespace adjutant::tables
