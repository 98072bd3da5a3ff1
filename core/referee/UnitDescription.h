#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rules/Explanation.h"

namespace adjutant {

class GameState;

/// One line of what the referee says about a unit: "Formation" / "line".
/// `section` groups the lines for display ("Unit", "Status", "This bound", ...);
/// `rule` is the digest section the line comes from, empty if none.
struct UnitDescriptionRow {
    std::string section;
    std::string label;
    std::string value;
    std::string rule;

    bool operator==(const UnitDescriptionRow&) const = default;
};

/// Everything the unit inspector shows about one unit, in the referee's words:
/// ordered rows (identity and strength first, then the ruleset's status) and,
/// for a ruleset with morale, the present morale status with its breakdown.
/// The rows are data, never decided in the UI.
struct UnitDescription {
    std::string unitId;
    std::string name;
    std::vector<UnitDescriptionRow> rows;
    /// The present morale status: its value is the figure, its children the
    /// terms that make it up. Empty for a unit without morale (a general) or a
    /// ruleset that does not say.
    std::optional<Explanation> morale;

    /// The value of the first row with this label, or nothing.
    std::optional<std::string> valueOf(const std::string& label) const;
    void add(std::string section, std::string label, std::string value, std::string rule = {});
};

/// A flag as every ruleset's description rows give it: "yes" or "no".
inline const char* yesNo(bool value) {
    return value ? "yes" : "no";
}

/// The fields every ruleset shares, read from the unit and the ruleset's unit
/// types: side, brigade, type, class, figures now and at the start, guns and
/// formation. A unit the state does not have gives an empty description.
UnitDescription describeUnitGenerically(const GameState& state, const std::string& unitId);

}  // namespace adjutant
