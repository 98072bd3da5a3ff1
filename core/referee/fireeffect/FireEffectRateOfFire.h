#pragma once

#include <string>

#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What a unit did this half and what it fires at, as the rate-of-fire rules look at
/// it (3.7, B12, B13, B26-B29). Distances in yards; the referee fills it from its
/// per-half records.
struct FireEffectFireOpportunity {
    /// A row of the `rateOfFire` table: "muzzle", "breech", "artillery", "machineGun".
    std::string loading = "breech";
    bool ownHalf = true;       // the firer's side is phasing
    double distanceMoved = 0;  // yards the firer moved this half (own half only)
    bool lightTroops = false;  // Jagers and designated light troops: may march and fire
    bool charging = false;     // the firer is charging this half
    double chargeMove = 0;     // yards of its charge move
    bool cavalry = false;      // mounted troops fire only dismounted (B28)
    bool dismounted = false;
    // The target is making a bayonet charge at the firer (the exception of 3.7).
    bool targetBayonetCharging = false;
    double chargeStartDistance = 0;  // yards from the firer when the charge began
    bool chargersFire = false;       // the chargers chose to fire
};

/// Whether the unit may fire in this half, and how.
struct FireEffectFirePermission {
    bool allowed = false;
    std::string reason;        // why not; empty when allowed
    bool asLongRange = false;  // at non-firing bayonet chargers by agreement (3.7)
    int executions = 1;        // simultaneous movement: breech-loaders fire twice (B26)
    Explanation explanation;
};

/// Applies the rate of fire of the weapon, the movement limits on firing, the
/// charger's own fire and the bayonet-charge exception (3.7).
FireEffectFirePermission fireEffectMayFire(const FireEffectRules& rules,
                                           const FireEffectFireOpportunity& opportunity);

}  // namespace adjutant
