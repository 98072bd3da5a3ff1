#pragma once

#include <QString>
#include <QStringList>
#include <string>

namespace adjutant {
class GameState;
class RulesetReferee;
}  // namespace adjutant

namespace adjutant::ui {

class GameSession;

/// The few words the table shows beside a unit about its present state
/// ("Shaken", "Unformed", "Routing"), in the referee's own words.
struct UnitStatusWords {
    QStringList words;
    /// The same with the referee's values and rules ("Routing: 2 bounds owed (6.3)"),
    /// one per line, for a tooltip.
    QString details;

    bool empty() const { return words.isEmpty(); }

    /// The states in effect the referee marks the unit with (RulesetReferee::unitMarks).
    static UnitStatusWords of(const GameSession& session, const std::string& unitId);
    /// The same for any state of a game (a report's picture of the table).
    static UnitStatusWords of(const RulesetReferee* referee, const GameState& state,
                              const std::string& unitId);
};

}  // namespace adjutant::ui
