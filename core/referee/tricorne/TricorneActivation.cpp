#include "core/referee/tricorne/TricorneActivation.h"

#include <fmt/format.h>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/rules/Explanation.h"

namespace adjutant {

namespace {

// The sequence-of-play ids this gate knows (resources/rulesets/tricorne.json).
constexpr const char* kDeclareCharges = "declareCharges";
constexpr const char* kMovement = "movement";
constexpr const char* kFiring = "firing";

// Distances are compared with this slack so that a move measured to exactly the
// limit is within it.
constexpr double kSlack = 1e-6;

std::optional<std::string> initiativeGate(const TricorneContext& context, const Unit& unit,
                                          const std::string& stepId) {
    const TricorneInitiative& initiative = context.tricorne().initiative;
    if (initiative.boundsOwed <= 0 || initiative.side < 0 || unit.side == initiative.side) {
        return std::nullopt;
    }
    if (context.option("initiativeFreeBounds") == "nothing") {
        return fmt::format(
            "{}'s side does nothing during the other side's free bounds "
            "({} still owed) (7.2, A7)",
            unit.name, initiative.boundsOwed);
    }
    if (stepId == kDeclareCharges || stepId == kMovement) {
        return fmt::format(
            "{}'s side makes no charges or voluntary moves during the other "
            "side's free bounds ({} still owed) (7.2, A7)",
            unit.name, initiative.boundsOwed);
    }
    return std::nullopt;
}

std::optional<std::string> voluntaryGate(const TricorneContext& context, const Unit& unit,
                                         const TricorneTroopType* troop) {
    const TricorneUnitState& s = context.status(unit);
    if (s.riddenDown) {
        return unit.name + " was ridden down and routs for the rest of the game (9.2)";
    }
    if (s.routBoundsOwed > 0 || s.thisBound.routed) {
        return unit.name + " is routing (6.3)";
    }
    if (s.reformingBoundsLeft > 0) {
        return unit.name + " is reforming and does nothing else (13.5)";
    }
    if (troop && troop->category == TroopCategory::Artillery && s.guns != GunsState::Manned) {
        return unit.name + "'s crew has left the guns (10.1, 15.5)";
    }
    return std::nullopt;
}

std::optional<std::string> chargeGate(const TricorneContext& context, const Unit& unit,
                                      const TricorneTroopType* troop) {
    if (troop && (troop->category == TroopCategory::Artillery ||
                  troop->category == TroopCategory::General)) {
        return unit.name + " cannot charge: only infantry and cavalry charge (9)";
    }
    if (unit.formation == Formation::Square) {
        return unit.name + " is in square and a square cannot move (A30)";
    }
    if (context.status(unit).mayNotAdvance) {
        return unit.name + " may never advance again (15.5)";
    }
    return std::nullopt;
}

std::optional<std::string> movementGate(const TricorneContext& context, const Unit& unit) {
    const TricorneUnitState& s = context.status(unit);
    if (s.lastBound.movedInMoraleReaction) {
        return unit.name + " moved in a morale reaction last bound and may not move (8.8, 8.11)";
    }
    if (s.thisBound.movedInChargePhase) {
        return unit.name + " moved in this bound's charge phase and may not move again (8.8)";
    }
    return std::nullopt;
}

std::optional<std::string> firingGate(const TricorneContext& context, const Unit& unit,
                                      const TricorneTroopType* troop) {
    const TricorneUnitState& s = context.status(unit);
    if (s.thisBound.firedInResponse) {
        return unit.name + " fired in the response phase and may not fire again (8.9, 14.1)";
    }
    if (unit.formation == Formation::Square &&
        (s.squareFormedBound == context.state().bound() || s.thisBound.changedFormation)) {
        return unit.name + " is forming square this bound and does not fire (9.3, 14.1)";
    }
    if (s.thisBound.mayNotFire) {
        return unit.name + " has just returned to its guns and fires next bound (12.6)";
    }
    if (!troop) {
        return std::nullopt;
    }
    if (troop->category == TroopCategory::Artillery) {
        if (isLimbered(context, unit)) {
            return unit.name + " is limbered and must unlimber to fire (13.7)";
        }
        if (s.limberingBoundsLeft > 0) {
            return unit.name + " is limbering or unlimbering (13.1, 13.7)";
        }
        const auto cls = context.tables().artilleryClasses.find(troop->artilleryClass);
        if (cls != context.tables().artilleryClasses.end() && cls->second.pivotWithFireDegrees &&
            s.thisBound.pivoted > *cls->second.pivotWithFireDegrees + kSlack) {
            return fmt::format(
                "{} pivoted {}° this bound, more than the {}° after which a {} "
                "battery may still fire (13.7)",
                unit.name, formatRulesNumber(s.thisBound.pivoted),
                formatRulesNumber(*cls->second.pivotWithFireDegrees), troop->artilleryClass);
        }
    }
    const bool infantry = isFoot(troop->category);
    if (infantry && s.thisBound.movedInChargePhase) {
        return unit.name + " charged this bound, and infantry may not charge and fire (13.3, 14.1)";
    }
    if (infantry) {
        const double limit =
            context.tables().advanceAndFire.distanceFor(troop->category, unit.nation);
        const double scaled = context.option("scaleConversion") == "movementAndRangesOnly"
                                  ? limit
                                  : context.scaled(limit);
        if (s.thisBound.advanced > scaled + kSlack) {
            return fmt::format(
                "{} moved {:.1f} in this bound, more than the {} in it may "
                "advance and still fire (13.3)",
                unit.name, s.thisBound.advanced, formatRulesNumber(scaled));
        }
    }
    return std::nullopt;
}

}  // namespace

bool isVoluntaryStep(const std::string& stepId) {
    return stepId == kDeclareCharges || stepId == kMovement || stepId == kFiring;
}

std::optional<std::string> whyCannotAct(const TricorneContext& context, const std::string& unitId,
                                        const std::string& stepId) {
    const Unit* unit = context.unit(unitId);
    if (!unit) {
        return "there is no unit '" + unitId + "'";
    }
    if (context.status(unitId).offTable) {
        return unit->name + " is off the table (13.5)";
    }
    if (unit->figures <= 0) {
        return unit->name + " has no figures left";
    }
    if (auto why = initiativeGate(context, *unit, stepId)) {
        return why;
    }
    if (!isVoluntaryStep(stepId)) {
        return std::nullopt;
    }
    const TricorneTroopType* troop = context.troop(*unit);
    if (auto why = voluntaryGate(context, *unit, troop)) {
        return why;
    }
    if (stepId == kDeclareCharges) {
        return chargeGate(context, *unit, troop);
    }
    if (stepId == kMovement) {
        return movementGate(context, *unit);
    }
    return firingGate(context, *unit, troop);
}

}  // namespace adjutant
