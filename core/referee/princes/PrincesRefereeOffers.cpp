// What the War of Princes referee offers a person at the table: the manoeuvre
// a drag makes (a move along a path, a wheel or a turn in place, both priced
// as facing changes, 4.2 and A11; an unlimbered gun's shift by prolonge, 4.4),
// the context menu's formation changes (4.5), turns, limbering and reforming
// (4.4, 4.7), the orders waiting for their step, the units' badges, their
// move and who moves first (8.0).

#include <algorithm>

#include "core/referee/InitiativeRollOff.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

using Kind = PrincesManoeuvre::Kind;

std::string labelOf(const PrincesManoeuvreOrder& order, const Unit* unit) {
    switch (order.kind) {
        case Kind::Move:
            return pathMoveWords(unit, order.path);
        case Kind::ChangeFormation:
            return "Form " + std::string(formationName(order.formation.value_or(Formation::Line)));
        case Kind::Charge:
            return "Charge";
        case Kind::Limber:
            return "Limber";
        case Kind::Unlimber:
            return "Unlimber";
        case Kind::Prolonge:
            return "Move by prolonge";
        case Kind::Reform:
            return "Reform";
    }
    return "Manoeuvre";
}

std::string ruleOf(Kind kind) {
    switch (kind) {
        case Kind::ChangeFormation:
            return "4.5";
        case Kind::Limber:
        case Kind::Unlimber:
        case Kind::Prolonge:
            return "4.4";
        case Kind::Reform:
            return "4.7";
        default:
            return "4.2";
    }
}

ManoeuvreOffer offerOf(const PrincesReferee& referee, const GameState& state,
                       const PrincesManoeuvreOrder& order, std::string group) {
    return makeManoeuvreOffer(referee, state, labelOf(order, state.findUnit(order.unitId)),
                              std::move(group), ruleOf(order.kind), typedManoeuvre(order));
}

}  // namespace

std::optional<ManoeuvreOffer> PrincesReferee::offerDrag(const GameState& state,
                                                        const ManoeuvreDrag& drag) const {
    const Unit* unit = state.findUnit(drag.unitId);
    if (!unit) {
        return std::nullopt;
    }
    const PrincesContext context(state);
    PrincesManoeuvreOrder order{drag.unitId, Kind::Move, std::nullopt, {drag.to}};
    // An unlimbered gun is shifted by hand, by prolonge (4.4); it never wheels.
    if (context.arm(*unit) == TroopCategory::Artillery &&
        unit->formation == Formation::Unlimbered && drag.kind == ManoeuvreDrag::Kind::Move) {
        order.kind = Kind::Prolonge;
    }
    return offerOf(*this, state, order, "Move");
}

std::vector<ManoeuvreOffer> PrincesReferee::offerManoeuvres(const GameState& state,
                                                            const std::string& unitId) const {
    std::vector<ManoeuvreOffer> offers;
    const Unit* unit = state.findUnit(unitId);
    const UnitType* type = unit ? state.ruleset().findUnitType(unit->type) : nullptr;
    if (!unit || !type) {
        return offers;
    }
    const auto offer = [&](const PrincesManoeuvreOrder& order, std::string group) {
        return offerOf(*this, state, order, std::move(group));
    };
    PrincesManoeuvreOrder order{unitId, Kind::Move, std::nullopt, {}};
    offerFormationChanges(*unit, *type, order, offer, offers);
    // Turns in place are priced as facing changes (4.2, A11).
    order.formation.reset();
    offerTurnsInPlace(*unit, order, offer, offers);
    if (princesState(state).unit(unitId).disordered) {
        order.kind = Kind::Reform;
        order.path.clear();
        offers.push_back(offerOf(*this, state, order, "Order"));
    }
    return offers;
}

std::string PrincesReferee::describeManoeuvre(const GameState& state,
                                              const Manoeuvre& manoeuvre) const {
    return manoeuvreWords<PrincesManoeuvreOrder>(state, manoeuvre, labelOf);
}

std::vector<StandingOrder> PrincesReferee::standingOrders(const GameState& state) const {
    const PrincesGameState& princes = princesState(state);
    std::vector<StandingOrder> orders = chargesWaiting(
        state, [&](const Unit& unit) { return princes.unit(unit.id).chargeTargets; });
    for (const auto& [firer, target] : princes.fireTargets) {
        auto shot = princes.fireShots.find(firer);
        orders.push_back(fireOrderWaiting(
            firer, target, shot == princes.fireShots.end() ? std::string() : shot->second));
    }
    return orders;
}

std::vector<UnitMark> PrincesReferee::unitMarks(const GameState& state,
                                                const std::string& unitId) const {
    std::vector<UnitMark> marks;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return marks;
    }
    const PrincesContext context(state);
    const PrincesUnitState& s = context.status(unitId);
    if (s.offTable || s.gunLost) {
        marks.push_back({"Out of the game", s.gunLost ? "gun lost" : "", "7.2"});
        return marks;
    }
    if (s.routing) {
        marks.push_back({"Routing", {}, "7.2"});
    } else if (s.retiring()) {
        marks.push_back({"Retiring", {}, "7.2"});
    }
    if (s.disordered) {
        marks.push_back({"Disordered", {}, "4.6"});
    }
    if (s.haltMarker()) {
        marks.push_back({"Halt marker", "may not advance on the enemy", "7.2"});
    }
    if (s.noFireMarker) {
        marks.push_back({"No firing", "loses its next chance to fire", "7.2"});
    }
    if (s.reloadingThisTurn || s.reloadTurns > 0) {
        marks.push_back({"Reloading", s.reloadingThisTurn ? "this turn" : "next own turn", "4.3"});
    }
    if (context.princes().inMelee(unitId)) {
        marks.push_back({"In melee", {}, "6.3"});
    }
    return marks;
}

UnitMovement PrincesReferee::unitMovement(const GameState& state, const std::string& unitId) const {
    UnitMovement movement;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return movement;
    }
    const PrincesContext context(state);
    const PrincesUnitState& s = context.status(unitId);
    const double rate = princesRate(context.rules(), context.mover(*unit), unit->formation, false);
    movement.known = true;
    movement.rule = "4.2";
    movement.movedInches = s.distanceMovedThisTurn;
    movement.allowanceInches = rate;
    movement.leftInches = rate * std::max(0.0, 1.0 - s.spending.allowanceSpent);
    movement.manoeuvred = s.spending.allowanceSpent > 0 || s.spending.facingTurnedDegrees > 0 ||
                          s.spending.formationChangeWithoutF ||
                          s.spending.artilleryMoves + s.spending.artilleryOtherActions > 0 ||
                          s.spending.reformed;
    return movement;
}

InitiativeReport PrincesReferee::initiative(const GameState& state) const {
    return initiativeFromTurnOrder(state, princesState(state).turnOrder, "8.0");
}

}  // namespace adjutant
