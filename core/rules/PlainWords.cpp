#include "core/rules/PlainWords.h"

#include <fmt/format.h>

#include <cctype>
#include <cmath>

#include "core/rules/Explanation.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

std::string spelledOut(std::string_view key) {
    std::string out;
    out.reserve(key.size() + 4);
    for (std::size_t i = 0; i < key.size(); ++i) {
        const auto c = static_cast<unsigned char>(key[i]);
        if (c == '_' || c == '@' || c == '-') {
            if (!out.empty() && out.back() != ' ') {
                out += ' ';
            }
            continue;
        }
        const bool upper = std::isupper(c) != 0;
        const bool previousLower = i > 0 && (std::islower(static_cast<unsigned char>(key[i - 1])) ||
                                             std::isdigit(static_cast<unsigned char>(key[i - 1])));
        if (upper && previousLower && !out.empty() && out.back() != ' ') {
            out += ' ';
        }
        // An acronym ("PMS") keeps its capitals; a camelCase hump is lowered.
        const bool nextUpper =
            i + 1 < key.size() && std::isupper(static_cast<unsigned char>(key[i + 1]));
        const bool previousUpper = i > 0 && std::isupper(static_cast<unsigned char>(key[i - 1]));
        out += upper && !nextUpper && !previousUpper && i > 0 ? static_cast<char>(std::tolower(c))
                                                              : static_cast<char>(c);
    }
    return out;
}

std::string numberPast(double value, double limit) {
    std::string text = formatRulesNumber(value);
    if (text != formatRulesNumber(limit) || value == limit) {
        return text;
    }
    // As few more decimals as show the difference: hundredths, else thousandths.
    const bool hundredthsDiffer = std::round(value * 100) != std::round(limit * 100);
    return fmt::format("{:.{}f}", value, hundredthsDiffer ? 2 : 3);
}

std::string possessive(std::string_view name) {
    std::string text(name);
    text += (!name.empty() && (name.back() == 's' || name.back() == 'S')) ? "'" : "'s";
    return text;
}

std::string spokenNumber(double value, bool withSign) {
    if (value < 0) {
        return "\xe2\x88\x92" + formatRulesNumber(-value);  // U+2212 minus sign
    }
    return (withSign && value > 0 ? "+" : "") + formatRulesNumber(value);
}

void requireWords(const JsonReader& tables, const RulesetDefinition& definition,
                  std::string_view group, const std::vector<std::string>& keys,
                  std::string_view what) {
    const auto found = definition.words.find(group);
    for (const std::string& key : keys) {
        if (key.empty()) {
            continue;
        }
        if (found == definition.words.end() || found->second.find(key) == found->second.end()) {
            tables.diagnostics().error(
                tables.file(), fmt::format("/words/{}", group),
                fmt::format("no words for {} '{}' (give /words/{}/{} the text a player reads)",
                            what, key, group, key));
        }
    }
}

}  // namespace adjutant
