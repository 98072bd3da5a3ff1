#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/geometry/FireType.h"
#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneCasualties.h"
#include "core/referee/tricorne/TricorneFireFactors.h"
#include "core/referee/tricorne/TricorneFireGeometry.h"

namespace adjutant {

class GameState;
class TricorneContext;

/// One unit firing at one target: an order of step 9, or response fire in the
/// charge-response phase ("fire at 3 inches").
struct FireRequest {
    std::string firerId, targetId;
    /// Response fire "at X inches": resolve as if the target were X table inches
    /// away (already converted for the figure scale, like a measured distance).
    /// Range and sight are then not measured; the arc still is.
    std::optional<double> atDistance;
    bool responseFire = false;  // fired in the charge-response phase (steps 2-3)
};

/// Whether a unit may fire at a target now, why not, and what the volley would
/// be: the distance and band, the arc (and the wheel that would bring the target
/// in), the sight line, the kind of fire and the cover, and who fires.
struct FireCheck {
    bool allowed = false;
    std::string reason;           // for a player: "... (14.5)"; empty when allowed
    double distance = 0;          // table inches the bands are read at
    double measuredDistance = 0;  // as measured on the table (A33)
    std::string weaponRow;        // the weaponFactors row deciding the range
    std::string band;             // "short", "medium", "long"; empty beyond long range
    bool inArc = false;
    std::optional<double> wheelDegrees;  // to bring a target outside the arc in (14.2.2)
    double wheelDistance = 0;
    bool sightClear = true;
    geometry::FireType fireType = geometry::FireType::Direct;
    FireCover cover = FireCover::None;
    int figuresFiring = 0;    // musket or rifle figures
    int gunsFiring = 0;       // battery guns, or battalion guns with or without the battalion
    bool gunsAlone = false;   // battalion guns firing alone beyond musket range (14.3.2)
    bool halfEffect = false;  // medium guns that pivoted this bound (13.7, A31)
    /// Response fire beyond long range under A14 "no effect": the unit does not
    /// fire, yet this counts as its firing for the bound.
    bool noEffect = false;
};

/// A volley worked out but not yet applied.
struct FireResult {
    std::string firerId, targetId;
    bool fired = false;           // false: not allowed, nothing rolled (check.reason says why)
    bool countsAsFiring = false;  // fired, or response fire that had no effect (A14)
    bool responseFire = false;
    bool infantryFired = false;    // musket or rifle figures fired: the first volley is spent
    bool targetIsBattery = false;  // casualties are guns (A39)
    FireCheck check;
    double weaponTotal = 0;
    std::vector<AppliedFireFactor> factors;  // the lines of 14.6 that applied
    double factorTotal = 0;
    double totalBeforeDie = 0;
    CasualtyResult roll;
    int casualties = 0;  // after half effect and the target's strength
    Resolution resolution;
};

/// May this unit fire at that target now, and why not.
FireCheck checkFire(const TricorneContext& context, const FireRequest& request);

/// Rolls, computes and explains one volley (14.4-14.6); changes nothing.
FireResult resolveFire(const TricorneContext& context, const FireRequest& request,
                       DiceSource& dice);

/// Removes the casualties (figures, or guns of a battery) and records the fire:
/// the firer's firstVolleyFired, thisBound.fired and thisBound.firedInResponse; the target's
/// thisBound.underFire and casualty counters, and a "fireCasualties" morale
/// trigger when it lost figures (15.1).
void applyFire(GameState& state, const FireResult& result);

/// Step 9 "Other firing": every unit with a fire order (orders.fireTargets) that
/// may fire, resolved all at once (A49): every volley is computed on the state
/// before any casualty is removed, then all are applied. Orders that may not be
/// carried out give a "noFire" resolution saying why.
std::vector<Resolution> resolveFiringStep(GameState& state, DiceSource& dice);

}  // namespace adjutant
