#pragma once

// The numbers of the drill ruleset, a ruleset that exists only in the tests
// (tests/rulesets/drill/): the whole of its `tables` is three numbers.

#include <memory>

#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// Drill's tables, as its ruleset file's `tables` gives them.
struct DrillTables final : RulesetTables {
    double moveInches = 0;   // how far a unit may move in a bound (1)
    double rangeInches = 0;  // how far a unit fires (2)
    int hitsOn = 6;          // the least die that hits (2)
};

/// Reads `tables` into DrillTables, reporting each missing or wrong number
/// through the reader at its JSON path, and checks that the words a player
/// reads (nations, morale classes) are given.
std::shared_ptr<const RulesetTables> parseDrillTables(const JsonReader& tables,
                                                      const RulesetDefinition& definition);

/// The drill tables of a ruleset run by the drill engine; throws
/// std::logic_error for a ruleset of another engine.
const DrillTables& drillTables(const RulesetDefinition& ruleset);

}  // namespace adjutant
