#pragma once

#include <string>

#include "core/dice/DiceSource.h"
#include "core/referee/fireeffect/FireEffectContext.h"
#include "core/referee/fireeffect/FireEffectRateOfFire.h"
#include "core/referee/fireeffect/FireEffectSmallArms.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What a unit's fire at a target looks like on the table before any die: the
/// kind of fire, the range in yards and its band, arc, sight and the rate of
/// fire in this half (3.1-3.7, 4, 5).
struct FireEffectFireCheck {
    bool allowed = false;
    std::string reason;  // why not; empty when allowed
    std::string kind;    // "smallArms", "artillery", "machineGun"
    double yards = 0;
    std::string band;
    bool inArc = false;
    bool sightClear = false;
};

/// One execution of fire worked out from the table and the procedures.
struct FireEffectVolleyResult {
    bool allowed = false;
    std::string reason;
    int casualties = 0;
    double carried = 0;  // the target's new account (rounding = carryFractions)
    int gunsSilenced = 0;
    std::string summary;
    Explanation explanation;
};

/// The rate-of-fire view of the firer in the present half (3.7).
FireEffectFireOpportunity fireEffectOpportunity(const FireEffectContext& context, const Unit& firer,
                                                const Unit& target);

/// Whether `firer` may fire at `target` now, and how the shot would be measured.
FireEffectFireCheck checkFireEffectFire(const FireEffectContext& context, const Unit& firer,
                                        const Unit& target);

/// The small-arms method a fire mode names ("individual", "group"; else mass).
FireEffectFireMethod fireEffectMethodOfMode(const std::string& mode);

/// The small-arms inputs of `firer` shooting at `target` at `yards`.
FireEffectSmallArmsInputs fireEffectSmallArmsInputs(const FireEffectContext& context,
                                                    const Unit& firer, const Unit& target,
                                                    double yards, const std::string& mode);

/// Resolves one execution of fire at `yards` (the table's distance unless a
/// question gives another), rolling its dice; applies nothing. With
/// `asInOwnHalf`, guns fire as in their own side's half (B29) whoever's half
/// it is: what their next volley would do.
FireEffectVolleyResult resolveFireEffectVolley(const FireEffectContext& context, const Unit& firer,
                                               const Unit& target, double yards,
                                               const std::string& mode, DiceSource& dice,
                                               bool asInOwnHalf = false);

}  // namespace adjutant
