#pragma once

// Step 3 of Tricorne and Musket's bound (8.3, 9.2-9.3, 10.1-10.2, A8, A46):
// carrying out what each responder does itself. The fire on the chargers and
// the chargers' moves are in TricorneChargeMove.h; the whole step is
// resolveResponsesStep there.

#include <optional>
#include <string>
#include <vector>

#include "core/model/TroopCategory.h"
#include "core/model/Vec2.h"
#include "core/referee/Resolution.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

class GameState;
class TricorneContext;

/// What one responder will do in step 3, worked out at the start of the step.
struct ChargeResponsePlan {
    std::string unitId;
    std::string chargerId;
    std::optional<TroopCategory> category;  // the responder's; none for an unknown type
    std::vector<TricorneAction> actions;    // as recorded in step 2, after the A8 test
    /// "Fire at X" (table inches for this game, A6) and whether it is made.
    std::optional<double> fireAt;
    bool tooClose = false;     // A8: the charger was nearer than X: no fire, shaken
    double measured = 0;       // the distance the A8 test used
    std::string measuredWhen;  // "when declared" or "after the step-1 advance"
    Explanation explanation;

    bool has(TricorneActionCode code) const;
    const TricorneAction* find(TricorneActionCode code) const;
};

/// The plans of every unit that tested in step 2 and is not exempt, in the
/// order of the tests. Too close to fire (10.1.5, A8, A14): when the charger
/// stood nearer than X (measured when declared, or after the step-1 advance
/// under responseDistanceMeasure), infantry do not fire, are shaken and stand
/// (light infantry still fall back, as skirmishers avoid melee, 12.6 [I]);
/// artillery do not fire, are shaken and the crew abandons the guns.
std::vector<ChargeResponsePlan> planChargeResponses(const TricorneContext& context);

/// One responder's plan: the actions it takes against `chargerId`, with the
/// too-close test (10.1.5, A8) of a fire response measured against
/// `chargerFootprint` (where the charger stood when the response is judged;
/// `measuredWhen` says when that was, for the explanation).
ChargeResponsePlan planChargeResponse(const TricorneContext& context, const std::string& unitId,
                                      const std::string& chargerId,
                                      std::vector<TricorneAction> actions,
                                      const std::optional<std::vector<Vec2>>& chargerFootprint,
                                      const std::string& measuredWhen);

/// Carries out what happens at once, before any fire: form square (no fire
/// this bound, squareFormedBound), turn to face (the whole unit, or one stand,
/// recorded as oneStandTurned), turn the guns, shaken, counter-charge (with or
/// without the charging factor; the one that waits on the fire is left to
/// the fire), unformed cavalry that stand dress their ranks (10.1.4), and a
/// crew too close to fire abandoning its guns. One "chargeResponse" resolution.
Resolution applyImmediateResponse(GameState& state, const ChargeResponsePlan& plan);

/// 10.1.5, A46: a crew leaving its guns takes refuge with the nearest friendly
/// infantry within charges.artilleryRefugeNear (returns when the threat has
/// passed), needs a morale check to return if the nearest is within
/// charges.artilleryRefugeFar, and never returns from further.
Resolution abandonGunsForRefuge(GameState& state, const std::string& batteryId,
                                const std::string& why);

/// A retire, retreat or rout made as a response (6.1-6.3, 10.2), away from the
/// charger, at once: the move of TricorneReactionMove with what it does to the
/// unit and the friends it passes through. A rout owes `routBounds` bounds of
/// which this move is the first; RoutOffTable leaves the table. The unit is
/// marked chargeResponseMoved (step 11 must not move it a rout bound again this
/// bound) and movedInChargePhase (no move in step 8).
Resolution makeResponseMove(GameState& state, const std::string& unitId, TricorneActionCode kind,
                            int routBounds, bool offTable, const std::string& chargerId);

/// Turns a unit where it stands, its footprint keeping its centre.
void turnInPlace(GameState& state, const std::string& unitId, double facing);

/// A battery's crew leaving its guns as its response says (10.1.5, 10.2: abandon
/// the guns, retire to the nearest infantry, retire to safety), by
/// abandonGunsForRefuge; nothing for any other plan. Step 3 and the contacts
/// after a breakthrough (steps 6-7) both carry it out so.
std::optional<Resolution> crewLeavesGuns(GameState& state, const ChargeResponsePlan& plan);

/// The move away a response asks for, the most severe first: RoutOffTable,
/// Rout, Retreat, Retire, or none.
std::optional<TricorneActionCode> moveAwayOf(const ChargeResponsePlan& plan);

/// A battery whose response is to move away (6.3.7, 10.1.5): routing, it
/// abandons its guns for good and does not move them; retiring or retreating,
/// its crew has already left the guns (crewLeavesGuns), which stay. False
/// for a unit that is not artillery, which moves as makeResponseMove says;
/// step 3 and steps 6-7 alike. A resolution made goes to `out`.
bool batteryMovesAway(GameState& state, const ChargeResponsePlan& plan, TricorneActionCode kind,
                      std::vector<Resolution>& out);

}  // namespace adjutant
