#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/model/Formation.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {
struct PrincesTables;
struct PrincesModifier;
}  // namespace adjutant

// Building blocks shared by the War of Princes table parsers; not part of the public API.
namespace adjutant::princes {

using Rows = std::vector<std::pair<std::string, JsonReader>>;

/// The rows of a table that must be an object of row objects, each with a `rule`.
Rows tableRows(const JsonReader& tables, std::string_view table);
/// A row the procedures look up by key; records an error naming the table when absent.
JsonReader requireRow(const JsonReader& table, std::string_view key);
/// Requires every listed row.
void requireRows(const JsonReader& table, std::initializer_list<std::string_view> keys);
/// The row's `rule` reference (required) after checking its optional `tag`.
std::string ruleOf(const JsonReader& row);
/// An array of strings; absent yields an empty list.
std::vector<std::string> stringList(const JsonReader& row, std::string_view key);
/// A formation key at a given place; an unknown key is an error.
std::optional<Formation> formationOf(const JsonReader& node, std::string_view key);
std::optional<Formation> formationFromName(const JsonReader& where, const std::string& name);
/// An integer that may be JSON null (a "-" cell); absent is an error.
std::optional<int> nullableInt(const JsonReader& row, std::string_view key, int min, int max);

/// A table of named modifiers (`change`, optional `classes`, `chargeOrMeleeOnly`);
/// the rows the procedures refer to by key are required.
void parseModifiers(const JsonReader& tables, std::string_view name,
                    std::initializer_list<std::string_view> required,
                    const RulesetDefinition& definition,
                    std::map<std::string, PrincesModifier>& out);

void parseOrganisation(const JsonReader& tables, const RulesetDefinition& definition,
                       PrincesTables& out);
void parseMovementTables(const JsonReader& tables, const RulesetDefinition& definition,
                         PrincesTables& out);
void parseFormationChanges(const JsonReader& tables, const RulesetDefinition& definition,
                           PrincesTables& out);
void parseFireTables(const JsonReader& tables, const RulesetDefinition& definition,
                     PrincesTables& out);
void parseMeleeTables(const JsonReader& tables, const RulesetDefinition& definition,
                      PrincesTables& out);
void parseMoraleTables(const JsonReader& tables, const RulesetDefinition& definition,
                       PrincesTables& out);

}  // namespace adjutant::princes
