#pragma once

// A charge laid out on the table and priced as a Charge manoeuvre (4.1, 4.2,
// 4.6, 8.2.1, 10.2 "reachability for charges"): the same path measure
// (measurePrincesPath) and the same pricing (princesManoeuvreCost) as any other
// manoeuvre, so woods, contours, hedges, walls and streams and the facing
// change count in a charge as they do in a move.
//
// Reading [P]: the charger goes straight ahead when that meets its target;
// otherwise it turns on the centre of its front edge to face the target's
// centre (paying the facing change, 4.2) and goes straight at it. The declaration,
// the charge move and the overlay's charge reach all use this one plan.

#include <string>

#include "core/model/Pose.h"
#include "core/referee/princes/PrincesContext.h"
#include "core/referee/princes/PrincesMovement.h"

namespace adjutant {

/// One charge from where the charger stands towards its target.
struct PrincesChargePath {
    double facingDegrees = 0;  // the way it charges
    double turnDegrees = 0;    // the facing change that costs (0 when straight ahead meets)
    bool meetsTarget = false;  // the straight line meets the target at all
    double toContact = 0;      // inches the front-edge centre moves to make contact
    Pose contactPose;          // where it stands on contact
    /// The Charge manoeuvre to contact as princesManoeuvreCost prices it: legal
    /// when the target is within reach after the ground and the turn.
    PrincesMoveCost cost;
    /// How far it can go along its line with what it has left, the ground counted;
    /// at least `toContact` when the target is within reach.
    double reach = 0;
    bool crossesObstacle = false;  // a hedge, wall or stream on the way to contact (A20)
};

/// The rate of the charge (4.1, A2) times the allowance left: how far it would go in the open.
double princesChargeDistanceInOpen(const PrincesContext& context, const Unit& charger);

/// Prices charging `inches` straight along `facingDegrees` from where the charger stands.
PrincesMoveCost princesChargeCost(const PrincesContext& context, const Unit& charger,
                                  double facingDegrees, double inches);

/// How far along `facingDegrees` the charger can get (at most `limit` inches),
/// the ground and the turn priced; searched to about a thousandth of an inch.
double princesChargeDistanceAlong(const PrincesContext& context, const Unit& charger,
                                  double facingDegrees, double limit);

/// The charge of `charger` on `target` as it would be made now.
PrincesChargePath planPrincesCharge(const PrincesContext& context, const Unit& charger,
                                    const Unit& target);

}  // namespace adjutant
