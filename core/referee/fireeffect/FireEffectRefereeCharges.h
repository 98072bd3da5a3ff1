#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/fireeffect/FireEffectContext.h"

namespace adjutant {

/// How far a charger may go this half (9.2): infantry its charge pace, cavalry
/// its gallop or, while its budget allows, its extended gallop (6.1, 6.2).
struct FireEffectChargeReach {
    double yards = 0;
    std::string pace;        // "charge", "gallop" or "extendedGallop"
    double gallopYards = 0;  // cavalry: the normal gallop, beyond which the extended one is used
    std::string whyNot;      // the unit cannot charge at all
};
FireEffectChargeReach fireEffectChargeReach(const FireEffectContext& context, const Unit& charger);

/// Why `chargerId` may not declare a charge on these targets now (9.2), or nothing.
std::optional<std::string> refuseFireEffectCharge(const GameState& state,
                                                  const std::string& chargerId,
                                                  const std::vector<std::string>& targetIds);

}  // namespace adjutant
