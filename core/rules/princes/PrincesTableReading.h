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
#include "core/rules/TableRows.h"

namespace adjutant {
struct PrincesTables;
struct PrincesModifier;
}  // namespace adjutant

// Building blocks shared by the War of Princes table parsers; not part of the public API.
namespace adjutant::princes {

using tables::readCitedRows;
using tables::requireCitedRow;
using tables::requireRow;
using tables::requireRows;
using tables::requireTable;
using tables::Rows;
using tables::ruleOf;
using tables::tableRows;

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
