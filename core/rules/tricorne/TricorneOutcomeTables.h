#pragma once

#include <string>

#include "core/rules/RulesetDefinition.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

/// A number of bounds as the tables write it: "half a bound", "a bound",
/// "two bounds", "3 bounds".
std::string tricorneBoundsInWords(double count);

/// The response to a charge by die minus present morale (10.2), a column for
/// each class of troops, as a Markdown table of the rules reference.
std::string tricorneResponseTable(const RulesetDefinition& ruleset, const TricorneTables& tables);

/// What a morale test does by die minus present morale (15.5), as a Markdown
/// table of the rules reference.
std::string tricorneMoraleResultsTable(const RulesetDefinition& ruleset,
                                       const TricorneTables& tables);

}  // namespace adjutant
