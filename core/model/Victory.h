#pragma once

#include <optional>
#include <string>
#include <vector>

namespace adjutant {

/// One of the scenario's objectives as it counts towards victory: whoever
/// holds it when it is judged scores its value. With `holder` set, only that
/// side can hold it for the score: if it does not, the other side scores the
/// value instead (the attacker failed to take it, or the defender lost it).
struct VictoryObjective {
    std::string objectiveId;  // one of Scenario::objectives
    double value = 1;
    int holder = -1;  // the side that must hold it; -1: whichever side holds it
    /// The bound at whose end it is judged; 0: at the end of the game.
    int byBound = 0;
};

/// How a scenario's game is won. A scenario without them is judged as every
/// game was before they existed: the ruleset's army break point for both
/// sides, 12 bounds, and points only for losses (5% of an army a point, a lead
/// of more than one point a win), so its results do not change.
struct VictoryConditions {
    static constexpr int kDefaultBounds = 12;
    static constexpr double kDefaultLossPercentPerPoint = 5;
    static constexpr double kDefaultDrawMargin = 1;

    /// The last bound of the game.
    int bounds = kDefaultBounds;
    /// The share of its figures each side's army may lose before it breaks
    /// (0 to 1); unset: the ruleset's armyBreaksAtLoss.
    std::optional<double> breakPoint[2];
    std::vector<VictoryObjective> objectives;
    /// A unit is at an objective when its front centre lies inside the
    /// objective's area or within this many inches of its point or outline.
    double holdDistance = 3;
    /// A side scores one point for each this many percent of the enemy's
    /// army lost (0: losses score nothing).
    double lossPercentPerPoint = kDefaultLossPercentPerPoint;
    /// Each side's own rate where the scenario gives the two sides different
    /// ones (an attacker that must lose a larger share of a smaller army to
    /// win); unset: lossPercentPerPoint.
    std::optional<double> lossPercentPerPointFor[2];
    /// A lead of at most this many points at the end is a draw.
    double drawMargin = kDefaultDrawMargin;
    /// A lead of at least this many points at the end is a decisive win, as
    /// much as breaking the enemy army; 0: only breaking it is decisive.
    double decisiveMargin = 0;
    /// Whether the scenario wrote them down (false: the defaults above).
    bool given = false;

    /// The percent of the enemy's army lost for each point `side` scores.
    double lossPercentPerPointOf(int side) const {
        const std::optional<double>& own = lossPercentPerPointFor[side == 1 ? 1 : 0];
        return own ? *own : lossPercentPerPoint;
    }
};

}  // namespace adjutant
