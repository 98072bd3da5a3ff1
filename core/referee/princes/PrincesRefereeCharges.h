#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/princes/PrincesChargePath.h"
#include "core/referee/princes/PrincesContext.h"

namespace adjutant {

/// How far a charger must go to reach its target and how far it may charge
/// (4.1, 8.2.1): the charge priced along its path as a Charge manoeuvre.
struct PrincesChargeReach {
    double distance = 0;  // front-edge centre to the nearest point of the target, inches
    double reach = 0;     // how far along its charge line it can get, the ground counted
    bool inArc = false;
    PrincesChargePath path;
    bool reachable() const;
};

PrincesChargeReach princesChargeReach(const PrincesContext& context, const Unit& charger,
                                      const Unit& target);

/// Why `chargerId` may not declare a charge on these targets now (8.2.1), or nothing.
std::optional<std::string> refusePrincesCharge(const GameState& state, const std::string& chargerId,
                                               const std::vector<std::string>& targetIds);

/// Moves a charger whose charge survived its tests towards its first target
/// (8.3): into contact, where a melee begins, when the target is within what
/// is left of its charge distance; else as far as it goes.
std::string moveCharger(GameState& state, const std::string& chargerId, Explanation& why);

}  // namespace adjutant
