#pragma once

#include <string>
#include <vector>

#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneFireFactors.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

/// One weapon of a volley: the battalion's muskets or rifles, a battery's guns,
/// or battalion guns adding to their battalion's fire (14.3, 14.4.1).
struct FireWeaponPart {
    const TricorneWeaponRow* row = nullptr;
    int count = 0;          // figures or guns firing
    std::size_t band = 0;   // index into row->bands
    double factor = 0;      // per figure or gun at this range
    double bandLimit = 0;   // the band's upper limit, table inches (scaled)
    double lowerLimit = 0;  // the previous band's limit, 0 for short range
};

/// Everything a volley needs, decided before any die is thrown: the public
/// check, the weapons that fire and the inputs of the firing factors.
struct FirePlan {
    FireCheck check;
    std::vector<FireWeaponPart> parts;
    FireFactorInputs factors;
    double halfEffectMultiplier = 1.0;  // 13.7 pivot with fire (A31)
    std::string firerName, targetName;
    int targetStrength = 0;  // figures, or guns of a battery
    bool targetIsBattery = false;
};

/// Works out whether and how a unit fires at a target (14.1-14.5, 13.3, 13.7,
/// A14, A33, A34, A47).
FirePlan planFire(const TricorneContext& context, const FireRequest& request);

/// "short", "medium" or "long" for a band index.
std::string fireBandName(std::size_t band);

}  // namespace adjutant
