#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/fireeffect/FireEffectArtillery.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// Everything machine-gun fire looks at (5). Distance in yards.
struct FireEffectMachineGunInputs {
    std::string firerName;
    std::string weapon = "machineGun";  // a `weapons` row of kind machineGun
    int guns = 1;
    double distance = 0;
    FireEffectShellTarget target;
    bool ownHalf = true;  // guns fire in their own side's half only (B29)
};

/// Machine-gun fire worked out (nothing is applied).
struct FireEffectMachineGunResult {
    bool allowed = false;
    std::string reason;
    std::string band;      // close, medium, long
    std::string category;  // soft cover counts as cover against machine guns
    bool automatic = false;
    int subtract = 0;  // from each effect die, long range included
    std::vector<FireEffectGunShot> shots;
    int casualties = 0;
    int gunsSilenced = 0;
    Explanation explanation;
};

/// One hit die per machine gun (B11), then two effect dice each worked like a
/// cannon's and added; changes nothing.
FireEffectMachineGunResult resolveFireEffectMachineGun(const FireEffectRules& rules,
                                                       const FireEffectMachineGunInputs& inputs,
                                                       DiceSource& dice);

}  // namespace adjutant
