#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/Vec2.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/princes/PrincesContext.h"
#include "core/referee/princes/PrincesFire.h"

namespace adjutant {

/// Whether one unit may fire at another as they stand (4.3, 4.4, 5.1, 5.4):
/// able to fire this turn, target in the 45 degree arc, in sight and within
/// range of its weapon, neither in melee.
struct PrincesFireCheck {
    bool allowed = false;
    std::string reason;   // why not; empty when allowed
    double distance = 0;  // front-edge centre to the nearest point of the target, inches
    std::string band;
    bool inArc = false;
    bool sightClear = false;
    std::string sightBlockedBy;
    Vec2 from, seen;  // the line of fire
};

/// `closingFire`: fire at a charger (8.2.4), which the firer's own moving does not limit.
PrincesFireCheck checkPrincesFire(const PrincesContext& context, const Unit& firer,
                                  const Unit& target, bool closingFire);

/// What the fire procedures need about a volley or gun shot. A gun fires
/// canister when its target is within canister range, unless `shot` is "ball"
/// (the player's choice, 5.3 and A17); with no choice made, canister [P].
PrincesFireInputs princesFireInputs(const PrincesContext& context, const Unit& firer,
                                    const Unit& target, double distance, bool closingFire,
                                    std::string_view shot = {});

/// The fire modes a gun has against a target: canister or ball within canister
/// range, none (it fires ball) beyond it or for anything but a gun.
std::vector<FireMode> princesFireModes(const PrincesContext& context, const Unit& firer,
                                       const Unit& target);

}  // namespace adjutant
