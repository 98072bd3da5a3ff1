#pragma once

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/TroopCategory.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// A friendly unit near one that lost figures (8.1), nearest first or in any order.
struct FireEffectFriend {
    std::string name;
    int figures = 0;
    double distance = 0;  // yards
};

/// A unit (the source's regiment) that lost figures in one execution of fire (8.1).
struct FireEffectMoraleAfterFireInputs {
    std::string name;
    std::string grade = "regular";  // a `moraleGrades` row
    int figuresBeforeVolley = 0;
    int casualties = 0;                     // in this volley
    std::vector<FireEffectFriend> friends;  // friendly units and their distances
};

/// Breakers a friend gives up (B21).
struct FireEffectBreakersTaken {
    std::string name;
    int figures = 0;
};

/// The test after one volley worked out (nothing is applied).
struct FireEffectMoraleAfterFireResult {
    bool tested = false;  // only a unit that lost figures tests
    int die = 0;
    bool passed = true;
    int breakers = 0;  // 2 per casualty on a failure
    int fromUnit = 0;  // of them, the unit's own survivors
    bool lostOverThird = false;
    std::vector<FireEffectBreakersTaken> fromFriends;  // spill-over, nearest first
    int unsupplied = 0;                                // breakers nobody could supply
    std::vector<std::string> friendsMustTest;          // under `spillOver = neighboursTest`
    Explanation explanation;
};

/// One die per unit per volley (8.1, B21, B22, option `spillOver`).
FireEffectMoraleAfterFireResult resolveFireEffectMoraleAfterFire(
    const FireEffectRules& rules, const FireEffectMoraleAfterFireInputs& inputs, DiceSource& dice);

/// A friend within the spill-over radius of a unit that failed after losing over
/// a third, testing under `spillOver = neighboursTest` (B21 (b)).
struct FireEffectNeighbourTestInputs {
    std::string name;
    std::string grade = "regular";  // a `moraleGrades` row
    int figures = 0;                // its figures now
    int volleyCasualties = 0;       // the stricken unit's loss in the volley
    /// Breakers the stricken unit could not supply that nearer neighbours have not
    /// given up (option `neighbourTestFailure = unsuppliedBreakers`).
    int unsupplied = 0;
};

struct FireEffectNeighbourTestResult {
    int die = 0;
    bool passed = true;
    int breakers = 0;  // figures of the neighbour that break on a failure
    Explanation explanation;
};

/// One die for the neighbour, passing as its grade does (8.1, B22); on a failure it
/// breaks 2 per casualty of the volley from its own ranks, or only the breakers
/// still unsupplied (option `neighbourTestFailure`), never more than it has.
FireEffectNeighbourTestResult resolveFireEffectNeighbourTest(
    const FireEffectRules& rules, const FireEffectNeighbourTestInputs& inputs, DiceSource& dice);

/// Where a broken group stands in its return to the fight (8.2).
enum class FireEffectBrokenState { Fleeing, Checked, Rallied };

/// A broken group at the start of its side's half (8.2, B23).
struct FireEffectBrokenGroupInputs {
    std::string name;
    FireEffectBrokenState state = FireEffectBrokenState::Fleeing;
    int ownHalvesChecked = 0;  // own halves completed since it was checked
    /// Yards to the nearest enemy unit with sight of the group; infinite if none.
    double nearestEnemyInSight = std::numeric_limits<double>::infinity();
    /// Halves since it was last fired at (1: in the last half); large if never.
    int halvesSinceFiredAt = std::numeric_limits<int>::max();
    TroopCategory arm = TroopCategory::Infantry;  // for the flight
    std::string mover;                            // cavalry: its `movementRates` row
};

struct FireEffectBrokenGroupResult {
    FireEffectBrokenState state = FireEffectBrokenState::Fleeing;
    bool outOfDanger = false;
    std::optional<int> die;  // the rally roll, when one is made
    double fleeYards = 0;    // a full move to the rear while fleeing
    Explanation explanation;
};

/// "Out of danger" (8.2, P): no enemy within 600 yds with sight, not fired at lately.
bool fireEffectOutOfDanger(const FireEffectRules& rules, double nearestEnemyInSight,
                           int halvesSinceFiredAt);

/// One own half of a broken group: flee, be checked once out of danger, then roll
/// 4-6 each own half to rally (8.2, B23) -- whether or not still out of danger, or
/// only while out of danger under `checkedRally = onlyOutOfDanger`.
FireEffectBrokenGroupResult resolveFireEffectBrokenGroup(const FireEffectRules& rules,
                                                         const FireEffectBrokenGroupInputs& inputs,
                                                         DiceSource& dice);

/// Militia charged by formed regulars (8.3, B24).
struct FireEffectMilitiaChargeInputs {
    std::string name;
    std::string grade = "militiaGood";  // only grades of `militiaFacingCharge` test
    bool chargersFormedRegulars = true;
};

struct FireEffectMilitiaChargeResult {
    bool tested = false;
    std::optional<int> die;
    bool stands = true;
    bool breaks = false;        // broken at once, flees before the charger moves
    bool fightsHalved = false;  // stays, fights out of formation (militiaChargeFailure)
    Explanation explanation;
};

FireEffectMilitiaChargeResult resolveFireEffectMilitiaFacingCharge(
    const FireEffectRules& rules, const FireEffectMilitiaChargeInputs& inputs, DiceSource& dice);

}  // namespace adjutant
