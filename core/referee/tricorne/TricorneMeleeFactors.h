#pragma once

#include <string>
#include <vector>

#include "core/model/TroopCategory.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFactorRows.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What decides a unit's column of the melee factors (12.2, A18, A19).
struct MeleeColumnInputs {
    bool charged = false;  // it charged or counter-charged this bound
    bool counterCharge = false;
    bool keepsChargingFactor = true;   // a counter-charge that keeps the charging factor (10.2)
    bool impetusLost = false;          // obstacles (13.6)
    bool unformedWhenCharged = false;  // A18
    bool continuing = false;           // the melee goes on from last bound
    bool breakingThrough = false;      // cavalry that has broken through, in its next melee (A19)
    bool brokenThroughBy = false;      // the unit broken through or newly contacted (A19)
};

/// The column and the reason, with the reading behind it.
struct MeleeColumn {
    bool charging = false;
    std::string reason;
    std::string rule;
};

MeleeColumn meleeColumn(const TricorneContext& context, const MeleeColumnInputs& inputs);

/// What the tactical factors of 12.4 look at, for one unit fighting one enemy.
struct TacticalFactorInputs {
    std::optional<TroopCategory> category;  // the unit's
    bool grenadier = false;
    bool attackedInFlankOrRear = false;
    bool enemyBehindHardCover = false;
    bool enemyInfantryInSquare = false;
    bool brokeThroughEnemy = false;  // A19: the square it fights is one it broke through
    bool uphill = false;
    bool reforming = false;
    bool shaken = false;
    bool unformed = false;
    bool retreatedLastBound = false;
    bool routedLastBound = false;
};

/// One line of 12.4 that applies (its key: the tacticalFactors row).
using AppliedTacticalFactor = TricorneAppliedFactor;

/// Every line of 12.4 that applies, each once however many of its conditions
/// hold (A20), valued under the game's readings (A21 grenadierHardCover).
std::vector<AppliedTacticalFactor> applicableTacticalFactors(const TricorneContext& context,
                                                             const TacticalFactorInputs& inputs);

/// The inputs of 12.4 for `unit` fighting `enemy` now. Attacked in the flank
/// or rear: an enemy it fights stands off its front (A44), or charged it from
/// there as declared (A44.5); a square never (A44.6).
TacticalFactorInputs tacticalInputs(const TricorneContext& context, const Unit& unit,
                                    const Unit& enemy, const ChargeList& charges);

/// The column inputs for `unit` fighting `enemy` in this pair.
MeleeColumnInputs columnInputs(const TricorneContext& context, const Unit& unit, const Unit& enemy,
                               const MeleePair& pair, const ChargeList& charges);

/// The factors as an explanation node whose value is their sum.
Explanation explainTacticalFactors(const std::vector<AppliedTacticalFactor>& factors);

}  // namespace adjutant
