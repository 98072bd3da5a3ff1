#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// One side of a contact as 7.1-7.4 look at it, filled by the caller.
struct FireEffectMeleeSide {
    std::string name;
    TroopCategory arm = TroopCategory::Infantry;  // artillery, machine guns: their gunners
    std::string shockType;  // cavalry: a `handToHandPowers` row (lancer, cuirassier, ...)
    std::string mover;      // cavalry: its `movementRates` row, for the flight
    Formation formation = Formation::Line;  // skirmishLine: skirmishers, cavalry foragers
    int figures = 0;
    bool charged = false;         // charged this half: cavalry delivers shock (B18)
    bool outOfFormation = false;  // out of formation for a reason other than open order
    bool takenInFlank = false;
    bool broken = false;         // broken troops caught (7.4, B25)
    bool failedToStand = false;  // militia that failed to stand (8.3) and stayed (B24)
    /// The side's fractional casualty account (rounding = carryFractions); melee losses
    /// carry it only under `meleeLossRounding = halfOfExactLoss`.
    double carriedFraction = 0;
};

/// A halving that applies to a side's shock and melee (7.4, B20).
struct FireEffectHalving {
    std::string key;  // its row in the `halving` table
    std::string label;
    FireEffectFraction multiplier;
};

/// What one side did and suffered in the contact.
struct FireEffectMeleeSideResult {
    int shockInflicted = 0;    // shock casualties on the enemy (7.2)
    int effectiveFigures = 0;  // after the enemy's shock
    double factor = 0;         // melee factor (7.1)
    std::vector<FireEffectHalving> halvings;
    std::vector<int> rolls;  // one a round
    double score = 0;        // of the deciding round
    int losses = 0;          // melee losses (shock excluded)
    double carried = 0;      // the side's account after the contact (carryFractions)
    bool won = false;
    bool flees = false;  // loser or broken: a full move of flight (B25)
    double flightYards = 0;
};

/// One contact resolved: shock, then melee rounds until one side wins (ties by option).
struct FireEffectMeleeResult {
    FireEffectMeleeSideResult first, second;
    int winner = 0;  // 1 first, 2 second, 0 none (a tie held under `meleeTie = bothHold`)
    int rounds = 0;
    Explanation explanation;
};

/// The melee factor of a side (7.1): its shock type's, infantry's, or gunners'.
double fireEffectMeleeFactor(const FireEffectRules& rules, const FireEffectMeleeSide& side);

/// The halvings of `side` fighting `enemy` (7.4, B20, options `foragers`,
/// `militiaChargeFailure`): none for broken troops, who count as formed. All of them
/// are listed; how they combine is the option `meleeHalvings`.
std::vector<FireEffectHalving> fireEffectHalvings(const FireEffectRules& rules,
                                                  const FireEffectMeleeSide& side,
                                                  const FireEffectMeleeSide& enemy);

/// Shock casualties `side` inflicts on `enemy` on contact (7.2, B18): complete groups
/// x 1, or x 2 against infantry not in square, halved as 7.4 says.
int fireEffectShock(const FireEffectRules& rules, const FireEffectMeleeSide& side,
                    const FireEffectMeleeSide& enemy, Explanation* why = nullptr);

/// The multiplier of a side's halvings together (7.4): their product, or under
/// `meleeHalvings = atMostOne` the strongest alone.
FireEffectFraction fireEffectHalvingMultiplier(const FireEffectRules& rules,
                                               const std::vector<FireEffectHalving>& halvings);

/// Shock, then the melee (7.3, B19, options `meleeScore`, `meleeTie`, `meleeHalvings`,
/// `meleeLossRounding`, `brokenTroopsInMelee`, `formedSideLosingToBroken`); `first`
/// rolls first in each round. Nothing is applied.
FireEffectMeleeResult resolveFireEffectMelee(const FireEffectRules& rules,
                                             const FireEffectMeleeSide& first,
                                             const FireEffectMeleeSide& second, DiceSource& dice);

}  // namespace adjutant
