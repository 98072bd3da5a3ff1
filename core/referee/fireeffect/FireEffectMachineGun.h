#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/fireeffect/FireEffectArtillery.h"
#include "core/referee/fireeffect/FireEffectRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// One hit die per machine gun (B11), then two effect dice each worked like a
/// cannon's and added; changes nothing.
FireEffectGunFireResult resolveFireEffectMachineGun(const FireEffectRules& rules,
                                                    const FireEffectGunFireInputs& inputs,
                                                    DiceSource& dice);

}  // namespace adjutant
