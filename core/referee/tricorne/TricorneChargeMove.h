#pragma once

// Step 3 of Tricorne and Musket's bound (8.3, 9.2, 9.4, 6.2.3, A8, A9, A49):
// fire on the chargers, charges broken by it, and the chargers' moves; and the
// whole step, which the referee calls.

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneChargeResponseApply.h"

namespace adjutant {

class GameState;
class TricorneContext;
struct FireResult;

/// Where a charge broken by a volley halts, as a gap short of the unit fired
/// from (9.4.2, A9), in table inches for this game. brokenChargeHalt
/// "nextRangeBracket": fired on at long range it halts at the medium limit of
/// the firer's weapon, at medium range at the short limit, at short range
/// charges.brokenChargeHaltShortOfContact short; "examplesAsPrinted": at short
/// range it halts at the short limit, at medium range half an inch short (at
/// long range, which the examples do not give, at the medium limit).
struct BrokenChargeHalt {
    double gap = 0;
    std::string rule;
    std::string why;
};

BrokenChargeHalt brokenChargeHalt(const TricorneContext& context, const FireResult& volley);

/// 9.4: the response fire on the chargers, charger by charger in the order of
/// A49, the furthest fire first (fire at X is made as the charger reaches X,
/// A8, A14), each casualty removed before contact. A charger that has lost
/// more than charges.brokenChargeFrontRankFraction of its front rank when
/// declared is broken and halts (chargeBroken, chargeHaltAt); fire at a
/// distance it never reaches is not made. An infantry unit whose fire stopped
/// the charge counter-charges if its result says so (10.2).
std::vector<Resolution> fireOnChargers(GameState& state, DiceSource& dice,
                                       const std::vector<ChargeResponsePlan>& plans);

/// Moves one charger with what is left of its charge move (9.4, 9.5): a broken
/// charge to its halt; otherwise into base contact with its first target (front
/// edge to the target's facing edge), or, when the target moved out of reach
/// or something stands in the way, as far as the move allows towards it,
/// halting at the first unit met; behind a friend whose charge was broken it
/// closes up to its rear and halts (9.4.4). An infantry target that routed as
/// its response and is reached by cavalry is ridden down (9.2).
Resolution moveCharger(GameState& state, const std::string& chargerId);

/// Step 3, the whole of it, in this order: each responder's immediate response
/// (square, turns, shaken, counter-charge); the fire on the chargers and broken
/// charges; gun crews leaving their guns (10.1.5, A46); the retire, retreat and
/// rout responses (a retreat the charger can still reach becomes a rout,
/// 6.2.3); the counter-chargers going to meet their chargers (10.2); then
/// every charger moves (A49 order).
std::vector<Resolution> resolveResponsesStep(GameState& state, DiceSource& dice);

}  // namespace adjutant
