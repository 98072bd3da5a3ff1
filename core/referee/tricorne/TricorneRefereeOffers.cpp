// What the Tricorne referee offers a person at the table: the manoeuvre a drag
// makes (a move, advance and fire, a wheel, a pivot, 13.1-13.4), the context
// menu's formation changes, turns, limbering and reforming (13.4, 13.5, 13.7),
// the orders waiting for their step, the units as its procedures lay them out,
// their badges, their move and the initiative (7.2).

#include <fmt/format.h>

#include <cmath>

#include "core/json/Diagnostics.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneReferee.h"

namespace adjutant {

namespace {

using Kind = TricorneManoeuvre::Kind;

constexpr std::string_view kAdvanceAndFire = "advanceAndFire";

bool firesOnFoot(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    return troop && isFoot(troop->category);
}

std::string labelOf(const TricorneManoeuvre& m) {
    switch (m.kind) {
        case Kind::Move:
            return m.thenFire ? "Advance and fire" : "Move";
        case Kind::Wheel:
            return (m.thenFire ? "Wheel and fire " : "Wheel ") + turnWords(m.angleDegrees);
        case Kind::Pivot:
            return "Pivot " + turnWords(m.angleDegrees);
        case Kind::Turn:
            return std::abs(m.angleDegrees) >= 180 ? std::string("About turn")
                                                   : "Turn " + turnWords(m.angleDegrees);
        case Kind::ChangeFormation:
            return "Form " + std::string(formationName(m.formation));
        case Kind::Limber:
            return "Limber";
        case Kind::Unlimber:
            return "Unlimber";
        case Kind::Reform:
            return "Reform";
    }
    return "Manoeuvre";
}

std::string ruleOf(Kind kind) {
    switch (kind) {
        case Kind::Move:
        case Kind::Wheel:
        case Kind::Pivot:
            return "13.1";
        case Kind::Turn:
        case Kind::ChangeFormation:
            return "13.4";
        case Kind::Limber:
        case Kind::Unlimber:
            return "13.7";
        case Kind::Reform:
            return "13.5";
    }
    return "13";
}

ManoeuvreOffer offerOf(const TricorneReferee& referee, const GameState& state,
                       const TricorneManoeuvre& m, std::string group) {
    return makeManoeuvreOffer(referee, state, labelOf(m), std::move(group), ruleOf(m.kind),
                              typedManoeuvre(m));
}

}  // namespace

std::vector<ManoeuvreMode> TricorneReferee::moveModes(const GameState& state,
                                                      const std::string& unitId) const {
    const TricorneContext context(state);
    const Unit* unit = context.unit(unitId);
    if (!unit || !firesOnFoot(context, *unit)) {
        return {};
    }
    return {{"move", "Move", "13.1"}, {std::string(kAdvanceAndFire), "Advance and fire", "13.3"}};
}

std::optional<ManoeuvreOffer> TricorneReferee::offerDrag(const GameState& state,
                                                         const ManoeuvreDrag& drag) const {
    if (!state.findUnit(drag.unitId)) {
        return std::nullopt;
    }
    TricorneManoeuvre m;
    m.unitId = drag.unitId;
    m.thenFire = drag.mode == kAdvanceAndFire;
    switch (drag.kind) {
        case ManoeuvreDrag::Kind::Move:
            m.kind = Kind::Move;
            m.path = {drag.to};
            break;
        case ManoeuvreDrag::Kind::Wheel:
            m.kind = Kind::Wheel;
            m.angleDegrees = drag.angleDegrees;
            break;
        case ManoeuvreDrag::Kind::Pivot:
            m.kind = Kind::Pivot;
            m.angleDegrees = drag.angleDegrees;
            m.thenFire = false;
            break;
    }
    return offerOf(*this, state, m, "Move");
}

std::vector<ManoeuvreOffer> TricorneReferee::offerManoeuvres(const GameState& state,
                                                             const std::string& unitId) const {
    std::vector<ManoeuvreOffer> offers;
    const TricorneContext context(state);
    const Unit* unit = context.unit(unitId);
    const UnitType* type = unit ? state.ruleset().findUnitType(unit->type) : nullptr;
    if (!unit || !type) {
        return offers;
    }
    TricorneManoeuvre m;
    m.unitId = unitId;
    offerFormationChanges(
        *unit, *type, m,
        [&](const TricorneManoeuvre& order, std::string group) {
            return offerOf(*this, state, order, std::move(group));
        },
        offers);
    const TricorneTroopType* troop = context.troop(*unit);
    if (troop && troop->category != TroopCategory::General) {
        m.kind = Kind::Turn;
        for (const double angle : {90.0, -90.0, 180.0}) {
            m.angleDegrees = angle;
            offers.push_back(offerOf(*this, state, m, "Facing"));
        }
    }
    const TricorneUnitState& s = context.status(unitId);
    if (s.unformed || s.shaken) {
        m.kind = Kind::Reform;
        offers.push_back(offerOf(*this, state, m, "Order"));
    }
    return offers;
}

std::string TricorneReferee::describeManoeuvre(const GameState& state,
                                               const Manoeuvre& manoeuvre) const {
    return manoeuvreWords<TricorneManoeuvre>(state, manoeuvre, labelOf);
}

std::vector<StandingOrder> TricorneReferee::standingOrders(const GameState& state) const {
    const TricorneGameState& tricorne = tricorneState(state);
    std::vector<StandingOrder> orders = chargesWaiting(
        state, [&](const Unit& unit) { return tricorne.unit(unit.id).thisBound.chargeTargets; });
    // Fire orders are carried out in step 9 and cleared with it.
    for (const auto& [firer, target] : tricorne.orders.fireTargets) {
        orders.push_back(fireOrderWaiting(firer, target, {}));
    }
    return orders;
}

UnitPicture TricorneReferee::picture(const GameState& state, const std::string& unitId) const {
    UnitPicture picture;
    const TricorneContext context(state);
    if (const Unit* unit = context.unit(unitId)) {
        if (const geometry::UnitLayoutRef layout = context.layout(*unit)) {
            picture.layout = *layout;
        }
    }
    return picture;
}

std::optional<geometry::UnitLayout> TricorneReferee::layoutAt(const GameState& state,
                                                              const std::string& unitId,
                                                              const Pose& pose) const {
    const TricorneContext context(state);
    const Unit* unit = context.unit(unitId);
    if (!unit) {
        return std::nullopt;
    }
    Unit moved = *unit;
    moved.pose = pose;
    if (const geometry::UnitLayoutRef layout = context.layout(moved)) {
        return *layout;
    }
    return std::nullopt;
}

std::vector<UnitMark> TricorneReferee::unitMarks(const GameState& state,
                                                 const std::string& unitId) const {
    std::vector<UnitMark> marks;
    if (!state.findUnit(unitId)) {
        return marks;
    }
    const TricorneUnitState& s = tricorneState(state).unit(unitId);
    auto bounds = [](double count) {
        return fmt::format("{} {}", formatRulesNumber(count), count == 1.0 ? "bound" : "bounds");
    };
    if (s.offTable) {
        marks.push_back({"Off the table", {}, "13.5"});
        return marks;
    }
    if (s.routBoundsOwed > 0 || s.routOffTable || s.riddenDown) {
        marks.push_back({"Routing",
                         s.riddenDown     ? "ridden down: routs for the rest of the game"
                         : s.routOffTable ? "routs off the table"
                                          : bounds(s.routBoundsOwed) + " owed",
                         "6.3"});
    }
    if (s.shaken) {
        marks.push_back({"Shaken", {}, "6.4"});
    }
    if (s.unformed) {
        marks.push_back({"Unformed", {}, "6.4"});
    }
    if (s.reformingBoundsLeft > 0) {
        marks.push_back({"Reforming", bounds(s.reformingBoundsLeft) + " left", "13.5"});
    }
    if (s.haltBoundsLeft > 0) {
        marks.push_back({"Halted", bounds(s.haltBoundsLeft) + " left to dress its ranks", "15.5"});
    }
    if (s.pendingReaction) {
        marks.push_back({"Reaction due", "a morale reaction to carry out in step 11", "15.5"});
    }
    if (s.limberingBoundsLeft > 0) {
        marks.push_back({s.limbered ? "Limbering" : "Unlimbering",
                         bounds(s.limberingBoundsLeft) + " left", "13.7"});
    }
    if (s.guns != GunsState::Manned) {
        marks.push_back({"Guns abandoned", {}, "10.1"});
    }
    return marks;
}

UnitMovement TricorneReferee::unitMovement(const GameState& state,
                                           const std::string& unitId) const {
    UnitMovement movement;
    const TricorneContext context(state);
    const Unit* unit = context.unit(unitId);
    if (!unit) {
        return movement;
    }
    const TricorneUnitState& s = context.status(unitId);
    movement.known = true;
    movement.rule = "13.1";
    movement.movedInches = s.thisBound.distanceMoved;
    movement.leftInches = movementAllowance(context, *unit);
    const TricornePace pace = tricornePace(context, *unit);
    movement.allowanceInches = pace.whyNot.empty() ? pace.inches : 0.0;
    movement.manoeuvred = s.thisBound.distanceMoved > 0 || s.thisBound.turned ||
                          s.thisBound.changedFormation || s.limberingBoundsLeft > 0 ||
                          s.thisBound.pivoted > 0;
    return movement;
}

InitiativeReport TricorneReferee::initiative(const GameState& state) const {
    const TricorneInitiative& initiative = tricorneState(state).initiative;
    InitiativeReport report;
    report.kept = true;
    report.decided = initiative.rolled;
    report.side = initiative.boundsOwed > 0 ? initiative.side : -1;
    report.freeBounds = initiative.boundsOwed;
    report.rule = "7.2";
    return report;
}

}  // namespace adjutant
