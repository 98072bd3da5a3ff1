#pragma once

// Tricorne's factor tables (tactical factors 12.4, breakthrough modifiers 11,
// firing factors 14.6) as the tests read them: the row a test looks up, a row
// that applies, and the node that explains the rows that applied. The tables
// are read alike, so a player sees their factors listed alike.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules/Explanation.h"
#include "core/rules/tricorne/TricorneFactor.h"

namespace adjutant {

/// The row `key` of a factor table. Every key a test asks for is one the
/// ruleset file must give, so a missing row is a fault; `missing` followed by
/// the key says which.
inline const TricorneFactor& factorRow(const TricorneFactorTable& table, const std::string& key,
                                       std::string_view missing) {
    auto it = table.find(key);
    if (it == table.end()) {
        throw std::logic_error(std::string(missing) + key);
    }
    return it->second;
}

/// One row of a factor table that applies, valued under the game's readings.
struct TricorneAppliedFactor {
    std::string key;  // the table's row
    std::string label;
    double value = 0;
    std::string rule;
    std::string note;
};

/// The rows that applied under one node titled `title`, valued at their sum;
/// `noneNote` says so when none did. `Factor` is any row with a label, value,
/// rule and note (the firing factors also keep their line of 14.6).
template <typename Factor>
Explanation explainAppliedFactors(RulesText title, RulesText rule,
                                  const std::vector<Factor>& factors, RulesText noneNote) {
    Explanation node{std::move(title), 0.0, std::move(rule), {}, {}};
    double sum = 0;
    for (const Factor& f : factors) {
        node.add(f.label, f.value, f.rule, f.note);
        sum += f.value;
    }
    node.value = sum;
    if (factors.empty()) {
        node.note = std::move(noneNote);
    }
    return node;
}

}  // namespace adjutant
