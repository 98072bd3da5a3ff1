#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// A table of a rules reference drawn from the ruleset's data. In the
/// reference's Markdown a line holding only `{{table: <name>}}` (the directive)
/// is replaced, when the reference is loaded, by the table of that name
/// rendered from the ruleset the game uses, so a house-rules copy shows its own
/// numbers (see docs/rules-reference.md).
struct ReferenceTableName {
    std::string_view name;     // "troop-types"
    std::string_view content;  // what it shows, for the error that lists them
    /// Draws it from a ruleset of its engine; nullopt for a ruleset without
    /// that engine's typed tables.
    std::function<std::optional<std::string>(const RulesetDefinition&)> render;
};

/// A table's `render` from a drawing of an engine's own typed tables. The
/// drawing takes the ruleset and the tables, or the tables alone when the
/// ruleset's words play no part in it, so that a plain function can be named.
template <typename Tables, typename Draw>
std::function<std::optional<std::string>(const RulesetDefinition&)> drawnFrom(Draw draw) {
    return [draw](const RulesetDefinition& ruleset) -> std::optional<std::string> {
        const auto* tables = dynamic_cast<const Tables*>(ruleset.typedTables.get());
        if (!tables) {
            return std::nullopt;
        }
        if constexpr (std::is_invocable_v<Draw, const RulesetDefinition&, const Tables&>) {
            return draw(ruleset, *tables);
        } else {
            return draw(*tables);
        }
    };
}

/// The Markdown of one table, or nullopt when the ruleset's engine has no
/// table of that name (or the ruleset has no typed tables).
std::optional<std::string> renderReferenceTable(const RulesetDefinition& ruleset,
                                                std::string_view name);

/// The name a directive line asks for: "troop-types" for `{{table: troop-types}}`;
/// nullopt for any other line. A line that opens with "{{" but is not a well
/// formed directive gives an empty name (an error for the caller).
std::optional<std::string> tableDirectiveOf(std::string_view line);

/// The Markdown with every directive replaced by its rendered table. An
/// unknown directive, one for another engine's tables, or a malformed one is
/// an error in `diagnostics` naming `source`, the line and the tables
/// expected; nullopt then.
std::optional<std::string> expandReferenceTables(const std::string& markdown,
                                                 const std::string& source,
                                                 const RulesetDefinition& ruleset,
                                                 Diagnostics& diagnostics);

/// Reads the ruleset's rules reference (rulesReferencePath under
/// `resourceDir`), renders its tables from the ruleset and splits it into
/// sections. Every place that shows or checks a reference loads it this way.
/// When `resourceDir` has no such reference and `fallbackResourceDir` is
/// given, the reference is read from there: a house-rules copy in the
/// player's folder keeping the shipped reference, its tables still drawn from
/// the copy.
std::optional<RulesReference> loadRulesReference(const RulesetDefinition& ruleset,
                                                 const std::string& resourceDir,
                                                 Diagnostics& diagnostics,
                                                 const std::string& fallbackResourceDir = {});

/// Helpers for the engines' table renderers: the project's way of writing numbers.
namespace reference_table {

/// A Markdown table from its headings and rows; cells are escaped for "|".
std::string markdown(const std::vector<std::string>& headings,
                     const std::vector<std::vector<std::string>>& rows);
/// A number as the rules write it: 2, 1.5, 0.25 (rounded to two decimals, no trailing zeros).
std::string number(double value);
/// A modifier with its sign: "+2", "−1" (a true minus sign), "0".
std::string signedNumber(double value);
/// A distance in inches: 8".
std::string inches(double value);
/// A bonus in inches: +3".
std::string plusInches(double value);
/// Yards with a thousands comma: "1,800 yds".
std::string yards(double value);
/// Die faces in words: {4, 5, 6} -> "4 to 6", {5, 6} -> "5 or 6", {2, 4, 6} -> "2, 4 or 6".
std::string faces(const std::vector<int>& faces);
/// The dash of a cell with nothing in it.
inline constexpr std::string_view kNone = "\xe2\x80\x93";  // –
/// The first letter in upper case.
std::string capitalised(std::string text);

/// A row's label citing the appendix its number comes from ("(A15)"); a rule
/// of the body of the rules is not cited.
std::string citing(std::string label, const std::string& rule);

/// The ruleset's unit types by arm (infantry, cavalry, artillery, machine
/// guns), each arm in the ruleset's own order: the rows of a troop-type table.
std::vector<const UnitType*> unitTypesByArm(const RulesetDefinition& ruleset);

/// Words a renderer keeps for the keys of a table, in the reference's order.
using Labels = std::vector<std::pair<std::string_view, std::string_view>>;

/// The words `labels` keep for `key`, if any.
std::optional<std::string> keptLabel(const Labels& labels, std::string_view key);

/// The keys of a table in the order of `labels`, then any others in the
/// table's own order (a house-rules copy may add rows).
template <typename Map>
std::vector<std::string> ordered(const Labels& labels, const Map& table) {
    std::vector<std::string> keys;
    for (const auto& [key, label] : labels) {
        if (table.find(std::string(key)) != table.end()) {
            keys.emplace_back(key);
        }
    }
    for (const auto& [key, value] : table) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            keys.push_back(key);
        }
    }
    return keys;
}

}  // namespace reference_table

}  // namespace adjutant
