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
    std::string whyNot;      // the unit cannot charge at all (or not at this target)
    int riverCrossings = 0;  // rivers on the way that cost a share of the move (6.4, P)
};
/// With a target, the charge's straight line to it is read for rivers: one
/// that may not be crossed there refuses the charge, and a ford (or bridge)
/// that costs a share of a move costs the charge that share too (6.4, P).
FireEffectChargeReach fireEffectChargeReach(const FireEffectContext& context, const Unit& charger,
                                            const Unit* target = nullptr);

/// Why `chargerId` may not declare a charge on these targets now (9.2), or nothing.
std::optional<std::string> refuseFireEffectCharge(const GameState& state,
                                                  const std::string& chargerId,
                                                  const std::vector<std::string>& targetIds);

}  // namespace adjutant
