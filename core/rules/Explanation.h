#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/RulesText.h"

namespace adjutant {

/// Why a rules outcome came out as it did, as a tree the journal and the UI show:
/// the base (for example "14 figures x 1 (medium range) = 14"), each factor with
/// its label, value and the rule it comes from, the dice, and the result.
///
/// Explanations are data built by the rules procedures, never text assembled in
/// the UI; `render` gives the plain-text form the command-line tool prints.
///
/// The texts are RulesText, not std::string: a bound of a large battle keeps a
/// hundred thousand nodes, most of them labelled with string literals.
struct Explanation {
    RulesText label;              // "Soft cover", "Die", "Casualties"
    std::optional<double> value;  // the number this line contributes or shows
    RulesText rule;               // digest section, e.g. "14.6"; empty if none
    RulesText note;               // a short result text, e.g. "1 casualty with 3 over"
    std::vector<Explanation> children;

    Explanation& add(Explanation child);
    Explanation& add(RulesText childLabel, std::optional<double> childValue,
                     RulesText childRule = {}, RulesText childNote = {});

    nlohmann::json toJson() const;
    static Explanation fromJson(const nlohmann::json& json);
    /// Indented text, one line a node: `label: value [rule] note`.
    std::string render(int indent = 0) const;

    bool operator==(const Explanation&) const = default;
};

/// Whether a rules check builds its explanation tree, or only its answer (the
/// verdict and the reason for a refusal): a caller that keeps nothing but the
/// answer (a default order's legality test, a refusal's reason) asks for the
/// answer alone, and the check skips the nodes and strings nobody would read.
/// The answer is the same in both modes.
enum class Explain { Full, AnswerOnly };

/// Formats a rules number without needless decimals: 14, 7.5, 0.5.
std::string formatRulesNumber(double value);

}  // namespace adjutant
