#pragma once

// Helpers shared by the melee, breakthrough and follow-up tests. 15 mm figures:
// infantry bases 10 x 15 mm, cavalry 10 x 20 mm; a line stands in 2 ranks.
// Side 0 faces bearing 0 (up the table); side 1 faces bearing 180 (down), so
// two units placed with the same front-edge centre stand face to face.

#include <string>

#include "core/dice/ScriptedDice.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMeleeEngagement.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant::testing {

inline constexpr double kMm = 1.0 / 25.4;  // inches per millimetre

inline NotedEdit<TricorneUnitState> statusOf(GameState& state, const std::string& id) {
    return tricorneState(state).editStatus(id);
}

/// A charge as the charge procedures leave it: `unitId` charged `targetId`.
inline ChargeImpetus chargeOf(const std::string& unitId, const std::string& targetId) {
    ChargeImpetus charge;
    charge.unitId = unitId;
    charge.targets = {targetId};
    return charge;
}

/// Marks two units as having fought each other this bound (step 4 done).
inline void markFought(GameState& state, const std::string& a, const std::string& b) {
    statusOf(state, a)->thisBound.inMelee = true;
    statusOf(state, a)->thisBound.meleeOpponents.push_back(b);
    statusOf(state, b)->thisBound.inMelee = true;
    statusOf(state, b)->thisBound.meleeOpponents.push_back(a);
}

}  // namespace adjutant::testing
