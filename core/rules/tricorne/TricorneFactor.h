#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adjutant {

/// The reading a game uses for each rule option: option id -> choice key.
/// An option left out takes the ruleset's default.
/// Transparent (std::less<>): looked up with literals, without building strings.
using RuleChoices = std::map<std::string, std::string, std::less<>>;

/// One number of a Tricorne and Musket table (a firing factor, a morale factor,
/// a timing...) with the rule it comes from, so that an explanation can cite it,
/// and the value it takes under other readings of the rules (section 18).
struct TricorneFactor {
    std::string key;   // "targetInSkirmishLine"
    double value = 0;  // under the default reading
    std::string rule;  // "14.6"
    /// option id -> choice -> value, for readings that change this number.
    std::map<std::string, std::map<std::string, double>> byOption;
    std::optional<int> perFigures;     // the factor counts once per this many figures
    std::optional<double> distance;    // the factor applies within this distance (inches)
    std::vector<std::string> nations;  // the factor applies to these nations only

    /// The value under the chosen readings.
    double valueFor(const RuleChoices& chosen) const;
};

/// Rows of one factor table by key, e.g. every firing factor. Transparent, like
/// RuleChoices: the referee asks for factors by literal key all through a bound.
using TricorneFactorTable = std::map<std::string, TricorneFactor, std::less<>>;

}  // namespace adjutant
