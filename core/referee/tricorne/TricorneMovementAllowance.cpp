// The part of a bound a unit has used and the move it has left (13.1, 13.4,
// 13.5, 13.7), shared by the manoeuvre check and the UI's shading.

#include <algorithm>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneMovementPace.h"

namespace adjutant {

double boundUsed(const TricorneContext& context, const Unit& unit) {
    const TricorneUnitState& s = context.status(unit);
    if (s.thisBound.changedFormation || s.reformingBoundsLeft > 0) {
        return 1.0;
    }
    double used = std::min(s.limberingBoundsLeft, 1.0);
    if (s.thisBound.turned) {
        used += context.factor(context.tables().timings, "turnBounds");
    }
    if (s.thisBound.distanceMoved > 0) {
        const TricornePace pace = tricornePace(context, unit);
        used += pace.inches > 0 ? s.thisBound.distanceMoved / pace.inches : 1.0;
    }
    return std::clamp(used, 0.0, 1.0);
}

double movementAllowance(const TricorneContext& context, const Unit& unit) {
    const TricornePace pace = tricornePace(context, unit);
    if (!pace.whyNot.empty()) {
        return 0.0;
    }
    return pace.inches * (1.0 - boundUsed(context, unit));
}

void countDownLimbering(TricorneUnitState& status) {
    status.limberingBoundsLeft = std::max(0.0, status.limberingBoundsLeft - 1.0);
}
}  // namespace adjutant
