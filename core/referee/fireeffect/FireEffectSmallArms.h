#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/referee/fireeffect/FireEffectRateOfFire.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// How one execution of small-arms fire is resolved (3.3, 3.5).
enum class FireEffectFireMethod {
    Mass,        // shots x die / 10
    Individual,  // a die per figure; Jagers under 300 yds count 4-5-6
    JagerGroup,  // Jagers under 300 yds: a die per group of 8
};

/// Everything small-arms fire looks at (3.1-3.7), filled by the caller from the table.
struct FireEffectSmallArmsInputs {
    std::string firerName, targetName;  // for the dice purposes and the explanation
    // --- the firer ---------------------------------------------------------------
    std::string fireClass = "line";             // a `smallArmsRanges` row: jager, line, militia
    std::string weapon = "breechLoadingRifle";  // a `weapons` row (carbine: 400 yds maximum)
    Formation formation = Formation::Line;
    int figures = 0;           // figures present and in range
    int frontRankFigures = 0;  // a column's front rank; 0: from the formation layout
    FireEffectFireMethod method = FireEffectFireMethod::Mass;  // the player's choice (B1)
    /// The half and what the firer did in it (3.7); its loading is the weapon row's.
    FireEffectFireOpportunity when;
    // --- the target --------------------------------------------------------------
    double distance = 0;               // yards
    std::string targetCover = "none";  // a `coverKinds` row: none, soft, hard
    bool targetProne = false;          // lying down (optional rule, only in the open)
    double carriedFraction = 0;        // the target's account under rounding = carryFractions
};

/// One execution of small-arms fire worked out (nothing is applied).
struct FireEffectSmallArmsResult {
    bool allowed = false;
    std::string reason;  // why no fire; empty when allowed
    std::string band;    // "close" or "long"
    bool cover = false;  // the target's cover counts against small arms
    bool prone = false;  // the prone rule applied
    FireEffectFireMethod method = FireEffectFireMethod::Mass;
    FireEffectFraction multiplier;  // range and cover (3.4)
    int firingFigures = 0;
    int shots = 0;  // firing man-moves (mass fire) or dice (individual fire)
    std::vector<int> rolls;
    double exact = 0;  // casualties before rounding
    int casualties = 0;
    double carried = 0;  // the target's new account (carryFractions)
    Explanation explanation;
};

/// The small-arms band of a firer at a distance in yards (3.1, B4, B5, option
/// `jagerLongRange`, `carbineRange`): "close", "long", or empty beyond range.
std::string fireEffectSmallArmsBand(const FireEffectRules& rules, const std::string& fireClass,
                                    const std::string& weapon, double yards);

/// The figures that fire (3.2, B31): all of a line or open order, a column's front rank
/// (the layout's files unless given), a square all its figures or one face (option
/// `squareFiring`).
int fireEffectFiringFigures(const FireEffectRules& rules, const FireEffectSmallArmsInputs& inputs);

/// The method actually used: the option `fireMethod`, and group fire only for Jagers
/// under 300 yds (3.5). Group fire asked for where it is not available falls back to
/// mass fire, or is refused (nullopt) under `jagerGroupBeyondRange = refused`; under
/// `jagerGroupAndFireMethod = followsFireMethod` it is offered only while `fireMethod`
/// lets the player choose.
std::optional<FireEffectFireMethod> fireEffectMethodUsed(const FireEffectRules& rules,
                                                         const FireEffectSmallArmsInputs& inputs);

/// Resolves one execution of small-arms fire, rolling its dice; changes nothing.
FireEffectSmallArmsResult resolveFireEffectSmallArms(const FireEffectRules& rules,
                                                     const FireEffectSmallArmsInputs& inputs,
                                                     DiceSource& dice);

}  // namespace adjutant
