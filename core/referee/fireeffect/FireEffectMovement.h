#pragma once

#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// One unit's move in its own half as 6.1-6.5 look at it, filled by the caller.
struct FireEffectMoveInputs {
    std::string name;
    TroopCategory arm = TroopCategory::Infantry;
    std::string mover = "infantry";  // a `movementRates` row (see fireEffectMoverOf)
    std::string pace = "march";      // a pace of that row: march, quickMarch, gallop, ...
    Formation formation = Formation::Line;
    bool wholeMoveOnRoad = false;  // the whole move runs along a road (B14)
    int limberOperations = 0;      // limbering and unlimbering done this move (6.3)
    int formationChanges = 0;      // formation changes this move (6.4, P)
    int mountOperations = 0;       // mounting or dismounting this move (3.1, P)
    int riverCrossings = 0;        // rivers crossed this move where a crossing costs (6.4, P)
    int moveNumber = 1;            // the current move, counted from 1
    /// Moves in which this unit already used `pace`, when that pace is limited (extended
    /// gallop, slow trot, artillery gallop): the budget the caller keeps (6.2, 6.3).
    std::vector<int> paceHistory;
    double distance = 0;  // yards the unit means to cover; 0 to ask only the allowance
};

/// The allowance of a move and whether the intended distance fits it.
struct FireEffectMoveResult {
    bool allowed = false;
    std::string reason;
    double paceYards = 0;            // the pace's rate, times the movement multiplier
    double roadBonus = 0;            // yards the road adds (B14)
    FireEffectFraction spent{0, 1};  // of the move, on limbering and formation changes
    double allowance = 0;            // yards
    double allowanceInches = 0;      // on the table at the ground scale
    bool limitedPace = false;        // the caller records this move in the pace's history
    int usesInWindow = 0;            // earlier uses counted against the limit
    Explanation explanation;
};

/// A full move of flight (7.3, 8.2, B25): infantry and gun crews at quick march,
/// cavalry at its gallop.
struct FireEffectFlight {
    std::string pace;
    double yards = 0;
    Explanation explanation;
};
FireEffectFlight fireEffectFlight(const FireEffectRules& rules, TroopCategory arm,
                                  const std::string& mover);

/// The `movementRates` row a unit type moves by: its attributes' mover, else infantry.
std::string fireEffectMoverOf(const FireEffectRules& rules, const std::string& unitType);

/// Whether a limited pace may be used in `moveNumber` given the moves it was used in
/// (6.2, B15, option `gallopWindow`); `used` receives the uses counted against it.
bool fireEffectPaceLimitAllows(const FireEffectRules& rules, const FireEffectPaceLimit& limit,
                               const std::vector<int>& history, int moveNumber,
                               int* used = nullptr);

/// The rate of a pace, the road bonus, the costs of limbering and formation changes,
/// the limited-pace budget and the allowance in yards; a pure function of its inputs.
FireEffectMoveResult fireEffectMove(const FireEffectRules& rules,
                                    const FireEffectMoveInputs& inputs);

}  // namespace adjutant
