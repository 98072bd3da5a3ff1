#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/TableRows.h"
#include "core/rules/fireeffect/FireEffectTables.h"

// Building blocks shared by the Fire Effect table parsers; not part of the public API.
namespace adjutant::fireeffect {

using tables::readCitedRows;
using tables::requireCitedRow;
using tables::requireRow;
using tables::requireRows;
using tables::requireTable;
using tables::Rows;
using tables::ruleOf;
using tables::tableRows;

/// Die faces such as [4, 6]: each 1 to 6, at most once.
std::vector<int> readFaces(const JsonReader& row, std::string_view key);
/// A fraction written [numerator, denominator].
FireEffectFraction readFraction(const JsonReader& row, std::string_view key);
/// Contiguous distance bands from 0; only the last may have `"to": null` when allowed.
std::vector<FireEffectBand> readBands(const JsonReader& row, bool lastMayBeOpen);
const FireEffectBand* bandAt(const std::vector<FireEffectBand>& bands, double distance);

void parseUnitAttributes(const JsonReader& tables, const RulesetDefinition& definition,
                         FireEffectTables& out);
void parseSmallArmsTables(const JsonReader& tables, const RulesetDefinition& definition,
                          FireEffectTables& out);
void parseArtilleryTables(const JsonReader& tables, const RulesetDefinition& definition,
                          FireEffectTables& out);
void parseMovementTables(const JsonReader& tables, const RulesetDefinition& definition,
                         FireEffectTables& out);
void parseHandToHandTables(const JsonReader& tables, FireEffectTables& out);
void parseMoraleTables(const JsonReader& tables, const RulesetDefinition& definition,
                       FireEffectTables& out);
/// Every alternative reading of an option that needs numbers has its row.
void checkOptionReadings(const JsonReader& tables, const RulesetDefinition& definition,
                         const FireEffectTables& out);

}  // namespace adjutant::fireeffect
