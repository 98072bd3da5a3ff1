// What the Fire Effect referee offers a person at the table: the paces a drag
// may be made at (6.1-6.3), the manoeuvre a drag makes (a move along a path at
// that pace; a wheel or a turn is the same move ending in a new facing), the
// context menu's formation changes (open order among them), limbering,
// mounting and dismounting, lying down and rising (6.3, 6.4, 3.1, 3.4), the
// orders waiting for their step, the units as they stand with their broken
// groups (8.2), their badges, their move this half and who has the first half.

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/referee/InitiativeRollOff.h"
#include "core/referee/ManoeuvreJson.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/StandingOrders.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"
#include "core/referee/fireeffect/FireEffectMovement.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

using Kind = FireEffectManoeuvreOrder::Kind;

// A pace's key in words: "extendedGallop" -> "Extended gallop".
std::string paceWords(const std::string& key) {
    if (key == "advancingFiring") {
        return "Advancing and firing";
    }
    std::string text = spelledOut(key);
    if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

std::string defaultPaceOf(TroopCategory arm) {
    if (arm == TroopCategory::Infantry) {
        return "march";
    }
    return arm == TroopCategory::Cavalry ? "trot" : "walk";
}

std::string labelOf(const FireEffectManoeuvreOrder& order, const Unit* unit) {
    switch (order.kind) {
        case Kind::Move: {
            std::string pace = order.pace.empty() ? "" : " at " + paceWords(order.pace);
            if (pace.size() > 4) {
                pace[4] = static_cast<char>(std::tolower(static_cast<unsigned char>(pace[4])));
            }
            return pathMoveWords(unit, order.path, pace);
        }
        case Kind::ChangeFormation: {
            const Formation to = order.formation.value_or(Formation::Line);
            return to == Formation::SkirmishLine ? std::string("Form open order")
                                                 : "Form " + std::string(formationName(to));
        }
        case Kind::Limber:
            return "Limber";
        case Kind::Unlimber:
            return "Unlimber";
        case Kind::Mount:
            return "Mount";
        case Kind::Dismount:
            return "Dismount";
        case Kind::LieDown:
            return "Lie down";
        case Kind::Rise:
            return "Rise";
    }
    return "Manoeuvre";
}

std::string ruleOf(Kind kind) {
    switch (kind) {
        case Kind::Move:
            return "6.1";
        case Kind::ChangeFormation:
            return "6.4";
        case Kind::Limber:
        case Kind::Unlimber:
            return "6.3";
        case Kind::Mount:
        case Kind::Dismount:
            return "3.1";
        case Kind::LieDown:
        case Kind::Rise:
            return "3.4";
    }
    return "6";
}

ManoeuvreOffer offerOf(const FireEffectReferee& referee, const GameState& state,
                       const FireEffectManoeuvreOrder& order, std::string group) {
    return makeManoeuvreOffer(referee, state, labelOf(order, state.findUnit(order.unitId)),
                              std::move(group), ruleOf(order.kind), typedManoeuvre(order));
}

}  // namespace

std::vector<ManoeuvreMode> FireEffectReferee::moveModes(const GameState& state,
                                                        const std::string& unitId) const {
    std::vector<ManoeuvreMode> modes;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return modes;
    }
    const FireEffectContext context(state);
    const FireEffectTables& tables = context.rules().tables();
    auto row = tables.movementRates.find(context.mover(*unit));
    if (row == tables.movementRates.end()) {
        return modes;
    }
    // The unit's ordinary pace first, then the others from the slowest; a
    // charge is declared, never dragged (9.2).
    std::vector<std::pair<double, std::string>> paces;
    for (const auto& [pace, yards] : row->second.paces) {
        if (pace != "charge") {
            paces.emplace_back(yards, pace);
        }
    }
    std::sort(paces.begin(), paces.end());
    const std::string first = defaultPaceOf(context.arm(*unit));
    std::stable_partition(paces.begin(), paces.end(),
                          [&](const auto& pace) { return pace.second == first; });
    for (const auto& [yards, pace] : paces) {
        modes.push_back(
            {pace, fmt::format("{} ({} yds a move)", paceWords(pace), formatRulesNumber(yards)),
             row->second.rule});
    }
    return modes;
}

std::optional<ManoeuvreOffer> FireEffectReferee::offerDrag(const GameState& state,
                                                           const ManoeuvreDrag& drag) const {
    if (!state.findUnit(drag.unitId)) {
        return std::nullopt;
    }
    FireEffectManoeuvreOrder order;
    order.unitId = drag.unitId;
    order.pace = drag.mode;
    order.path = {drag.to};
    return offerOf(*this, state, order, "Move");
}

std::vector<ManoeuvreOffer> FireEffectReferee::offerManoeuvres(const GameState& state,
                                                               const std::string& unitId) const {
    std::vector<ManoeuvreOffer> offers;
    const Unit* unit = state.findUnit(unitId);
    const UnitType* type = unit ? state.ruleset().findUnitType(unit->type) : nullptr;
    if (!unit || !type) {
        return offers;
    }
    const FireEffectContext context(state);
    const FireEffectUnitState& s = context.status(unitId);
    const auto offer = [&](const FireEffectManoeuvreOrder& order, std::string group) {
        return offerOf(*this, state, order, std::move(group));
    };
    FireEffectManoeuvreOrder order;
    order.unitId = unitId;
    offerFormationChanges(*unit, *type, order, offer, offers);
    order.formation.reset();
    const TroopCategory arm = context.arm(*unit);
    if (arm == TroopCategory::Cavalry) {
        order.kind = s.dismounted ? Kind::Mount : Kind::Dismount;
        offers.push_back(offerOf(*this, state, order, "Formation"));
    }
    if (arm == TroopCategory::Infantry || (arm == TroopCategory::Cavalry && s.dismounted)) {
        order.kind = s.prone ? Kind::Rise : Kind::LieDown;
        offers.push_back(offerOf(*this, state, order, "Formation"));
    }
    offerTurnsInPlace(*unit, order, offer, offers);
    return offers;
}

std::string FireEffectReferee::describeManoeuvre(const GameState& state,
                                                 const Manoeuvre& manoeuvre) const {
    return manoeuvreWords<FireEffectManoeuvreOrder>(state, manoeuvre, labelOf);
}

std::vector<StandingOrder> FireEffectReferee::standingOrders(const GameState& state) const {
    const FireEffectGameState& fe = fireEffectState(state);
    // A charge that made contact has moved: only its hand to hand is left.
    std::vector<StandingOrder> orders = chargesWaiting(state, [&](const Unit& unit) {
        const FireEffectUnitState& s = fe.unit(unit.id);
        return s.hasCharge() && !s.charge.contact ? std::vector<std::string>{s.charge.target}
                                                  : std::vector<std::string>{};
    });
    for (const auto& [firer, order] : fe.fireOrders) {
        orders.push_back(fireOrderWaiting(firer, order.target, order.mode));
    }
    return orders;
}

UnitPicture FireEffectReferee::picture(const GameState& state, const std::string& unitId) const {
    UnitPicture picture = RulesetReferee::picture(state, unitId);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return picture;
    }
    const FireEffectContext context(state);
    const FireEffectUnitState& s = context.status(unitId);
    for (std::size_t i = 0; i < s.brokenGroups.size(); ++i) {
        const std::string id = fireEffectBrokenGroupId(unitId, i);
        const std::optional<Unit> group = fireEffectBrokenGroupStandIn(context, id);
        if (!group) {
            continue;
        }
        if (std::optional<geometry::UnitLayout> layout = context.layout(*group)) {
            picture.detached.push_back(
                {id,
                 fmt::format("{} figures, {}", s.brokenGroups[i].figures,
                             fireEffectBrokenStateKey(s.brokenGroups[i].state)),
                 std::move(*layout)});
        }
    }
    return picture;
}

std::vector<UnitMark> FireEffectReferee::unitMarks(const GameState& state,
                                                   const std::string& unitId) const {
    std::vector<UnitMark> marks;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return marks;
    }
    const FireEffectContext context(state);
    const FireEffectUnitState& s = context.status(unitId);
    if (s.offTable) {
        marks.push_back({"Fled off the table", {}, "7.3"});
        return marks;
    }
    if (context.arm(*unit) == TroopCategory::Cavalry && s.dismounted) {
        marks.push_back({"Dismounted", {}, "B28"});
    }
    if (s.prone) {
        marks.push_back({"Lying down", {}, "3.4"});
    }
    if (s.gunsSilenced > 0) {
        marks.push_back({"Guns silenced", fmt::format("{} silenced", s.gunsSilenced), "4.3"});
    }
    int broken = 0;
    for (const FireEffectBrokenGroup& group : s.brokenGroups) {
        broken += group.figures;
    }
    if (broken > 0) {
        marks.push_back({"Broken groups", fmt::format("{} figures broken away", broken), "8.2"});
    }
    return marks;
}

UnitMovement FireEffectReferee::unitMovement(const GameState& state,
                                             const std::string& unitId) const {
    UnitMovement movement;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return movement;
    }
    const FireEffectContext context(state);
    const FireEffectUnitState& s = context.status(unitId);
    FireEffectMoveInputs in;
    in.arm = context.arm(*unit);
    in.mover = context.mover(*unit);
    in.pace = s.pace.empty() ? defaultPaceOf(in.arm) : s.pace;
    in.formation = unit->formation;
    in.limberOperations = s.limberOperations;
    in.formationChanges = s.formationChanges;
    in.riverCrossings = s.riverCrossings;
    in.mountOperations = s.mountOperations;
    in.moveNumber = state.bound();
    const FireEffectMoveResult move = fireEffectMove(context.rules(), in);
    movement.known = true;
    movement.rule = "6";
    movement.movedInches = context.rules().toInches(s.yardsMoved);
    movement.allowanceInches = move.allowanceInches;
    movement.leftInches = std::max(0.0, move.allowanceInches - movement.movedInches);
    movement.manoeuvred = s.yardsMoved > 0 || s.limberOperations > 0 || s.formationChanges > 0 ||
                          s.mountOperations > 0;
    return movement;
}

InitiativeReport FireEffectReferee::initiative(const GameState& state) const {
    return initiativeFromTurnOrder(state, fireEffectState(state).halfOrder, "9.0");
}

}  // namespace adjutant
