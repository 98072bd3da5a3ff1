// Fire as the referee carries it out (8.4, 8.5): who may fire at whom on the
// table (5.4), every volley of the phasing side resolved before any casualty is
// removed, then the morale tests the fire calls for.
#include "core/referee/princes/PrincesRefereeFire.h"

#include <fmt/format.h>

#include <cmath>

#include "core/geometry/Arc.h"
#include "core/geometry/LineOfSight.h"
#include "core/model/DisplayName.h"
#include "core/model/EnumKeys.h"
#include "core/referee/Refusal.h"
#include "core/referee/RefusedFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

constexpr EnumKeys<geometry::SightBlocker::Kind, 4> kBlockerNames{{
    {geometry::SightBlocker::Kind::Unit, "a unit"},
    {geometry::SightBlocker::Kind::Woods, "woods"},
    {geometry::SightBlocker::Kind::Town, "buildings"},
    {geometry::SightBlocker::Kind::Hill, "a crest"},
}};

std::string blockerName(const geometry::SightBlocker& blocker) {
    return std::string(keyIn(kBlockerNames, blocker.kind, "terrain"));
}

}  // namespace

PrincesFireCheck checkPrincesFire(const PrincesContext& context, const Unit& firer,
                                  const Unit& target, bool closingFire) {
    PrincesFireCheck check;
    const PrincesUnitState& s = context.status(firer.id);
    if (!context.active(firer) || !context.active(target)) {
        return refused(check, "the unit is out of the game");
    }
    if (firer.side == target.side) {
        return refused(check, "it may only fire at the enemy");
    }
    const std::string weapon = context.weapon(firer);
    if (weapon.empty() || !context.rules().tables().ranges.contains(weapon)) {
        return refused(check, context.arm(firer) == TroopCategory::Cavalry
                                  ? "cavalry does not fire (A27)"
                                  : "the unit has no weapon");
    }
    if (s.routing) {
        return refused(check, "a routing unit does not fire (7.2)");
    }
    if (context.princes().inMelee(firer.id) || context.princes().inMelee(target.id)) {
        return refused(check, "units in melee neither fire nor are fired at (5.4)");
    }
    if (s.noFireMarker) {
        return refused(check, "it lost this chance to fire (7.2 no firing)");
    }
    if (s.reloadingThisTurn) {
        return refused(check, "rifles are reloading this turn (4.3, A6)");
    }
    if (context.arm(firer) == TroopCategory::Artillery &&
        firer.formation != Formation::Unlimbered) {
        return refused(check, "a limbered gun does not fire (4.4)");
    }
    if (!closingFire) {
        if (s.firedThisTurn) {
            return refused(check, "it has fired this turn (5.4)");
        }
        if (!princesMayFireAfterMoving(context.rules(), context.mover(firer), s.spending)) {
            return refused(check, "it has moved or changed formation too much to fire (4.3, 4.4)");
        }
    }
    auto firerLayout = context.layout(firer);
    auto targetLayout = context.layout(target);
    if (!firerLayout || !targetLayout) {
        return refused(check, "the units cannot be laid out on the table");
    }
    check.from = firer.pose.position;
    check.distance = context.distanceBetween(firer, target);
    const geometry::FrontArc arc =
        geometry::frontArcOf(*firerLayout, context.rules().tables().arcHalfAngleDegrees);
    check.inArc = geometry::arcReachesPolygon(arc, targetLayout->footprint);
    check.band = princesBandAt(context.rules(), weapon, check.distance);
    // Sight (5.4 [P]): other units, woods and buildings beyond their edge, and
    // crests block. A unit sees out of woods or buildings no deeper than it is
    // deep itself: it stands at the edge.
    const std::vector<std::vector<Vec2>> screens =
        context.sightScreens(check.from, targetLayout->footprint, firer, target);
    geometry::SightRules sight;
    sight.woodsDepthSeen = firerLayout->depth;
    sight.townDepthSeen = firerLayout->depth;
    const geometry::SightResult seen =
        geometry::lineOfSight(check.from, targetLayout->footprint,
                              context.state().setup().scenario->table, screens, sight);
    check.sightClear = seen.clear;
    check.seen = seen.seenPoint;
    if (!seen.clear && seen.blocker) {
        check.sightBlockedBy = blockerName(*seen.blocker);
    }
    if (!check.inArc) {
        return refused(check, "the target is not in its arc (5.4)");
    }
    if (!closingFire && check.band.empty()) {
        return refused(check, fmt::format("the target is {}\" away, beyond {} range (5.1)",
                                          formatRulesNumber(check.distance), weapon));
    }
    if (!check.sightClear) {
        return refused(check, "no line of sight: blocked by " + (check.sightBlockedBy.empty()
                                                                     ? std::string("terrain")
                                                                     : check.sightBlockedBy));
    }
    check.allowed = true;
    return check;
}

PrincesFireInputs princesFireInputs(const PrincesContext& context, const Unit& firer,
                                    const Unit& target, double distance, bool closingFire,
                                    std::string_view shot) {
    const PrincesUnitState& s = context.status(firer.id);
    PrincesFireInputs in;
    in.firerName = displayName(firer);
    in.targetName = displayName(target);
    in.arm = context.arm(firer);
    in.moraleClass = context.moraleClass(firer);
    in.weapon = context.weapon(firer);
    in.formation = firer.formation;
    in.figures = firer.figures;
    in.guns = std::max(firer.guns, 1);
    in.disordered = s.disordered;
    in.allowanceSpent = closingFire ? 0 : s.spending.allowanceSpent;
    in.distanceMoved = closingFire ? 0 : s.distanceMovedThisTurn;
    in.reloading = s.reloadingThisTurn;
    in.closingFire = closingFire;
    in.targetFormation = target.formation;
    in.targetProtected = context.inCover(target);
    in.distance = distance;
    const bool canisterAllowed =
        in.arm == TroopCategory::Artillery && distance <= context.rules().tables().canisterMaxRange;
    in.shot = canisterAllowed && shot != "ball" ? PrincesShot::Canister : PrincesShot::Ball;
    return in;
}

std::vector<FireMode> princesFireModes(const PrincesContext& context, const Unit& firer,
                                       const Unit& target) {
    if (context.arm(firer) != TroopCategory::Artillery) {
        return {};
    }
    const PrincesFireCheck check = checkPrincesFire(context, firer, target, false);
    const double canisterRange = context.rules().tables().canisterMaxRange;
    if (check.distance > canisterRange) {
        return {};
    }
    const std::string rule = princesRule("5.3", "A17");
    return {{"canister", "Canister: one die per crew figure, short-range hits", rule},
            {"ball", "Roundshot: one die per gun", rule}};
}

namespace princes_steps {

std::vector<Resolution> resolveFire(GameState& state, DiceSource& dice) {
    struct Volley {
        std::string firer, target;
        int hits = 0;
        bool artillery = false;
    };
    std::vector<Volley> volleys;
    std::vector<Resolution> done;
    for (auto& [id, s] : princesState(state).units) {
        s.casualtiesThisStep = 0;
        s.firedOnByArtillery = false;
    }
    {
        const PrincesContext context(state);
        for (const std::string& id : phasingUnits(state)) {
            auto order = context.princes().fireTargets.find(id);
            if (order == context.princes().fireTargets.end()) {
                continue;
            }
            const Unit& firer = *state.findUnit(id);
            const Unit* target = state.findUnit(order->second);
            if (!target) {
                continue;
            }
            const PrincesFireCheck check = checkPrincesFire(context, firer, *target, false);
            if (!check.allowed) {
                done.push_back(refusedFireOrder(state, "fire", "Fire not given", "5.4", firer,
                                                *target, check.reason, dice));
                continue;
            }
            const auto shot = context.princes().fireShots.find(id);
            const PrincesFireResult result = resolvePrincesFire(
                context.rules(),
                princesFireInputs(
                    context, firer, *target, check.distance, false,
                    shot == context.princes().fireShots.end() ? std::string_view() : shot->second),
                dice);
            volleys.push_back(
                {id, target->id, result.hits, context.arm(firer) == TroopCategory::Artillery});
            done.push_back(makeResolution(
                state, "fire", {id, target->id},
                fmt::format("{} fires at {} ({}\", {}): {} {}", firer.name, target->name,
                            formatRulesNumber(std::round(check.distance * 10) / 10), result.band,
                            result.hits, result.hits == 1 ? "hit" : "hits"),
                result.explanation, &dice));
        }
    }
    // All of P's fire is resolved before any casualty is removed (8.4 [P]).
    const PrincesContext context(state);
    const int reload = princesRifleReload(context.rules()).turns;
    for (const Volley& v : volleys) {
        PrincesUnitState& firer = princesState(state).unit(v.firer);
        firer.firedThisTurn = true;
        if (context.weapon(*state.findUnit(v.firer)) == "rifle") {
            firer.reloadTurns = reload;
        }
        if (v.artillery) {
            ++firer.spending.artilleryFires;
            princesState(state).unit(v.target).firedOnByArtillery = true;
        }
        PrincesUnitState& target = princesState(state).unit(v.target);
        if (v.hits > 0 || v.artillery) {
            target.causedBy = v.firer;
        }
        Explanation ignored;
        removeFigures(state, v.target, v.hits, ignored);
    }
    // The phasing side's chance to fire has passed: a "no firing" result is spent.
    for (const std::string& id : phasingUnits(state)) {
        princesState(state).unit(id).noFireMarker = false;
    }
    princesState(state).fireTargets.clear();
    princesState(state).fireShots.clear();
    return done;
}

std::vector<std::vector<std::string>> moraleAfterFireTests(const PrincesContext& context,
                                                           const Unit& unit) {
    const PrincesUnitState& s = context.status(unit.id);
    PrincesMoraleSituation situation;
    situation.arm = context.arm(unit);
    situation.militia = context.hasTrait(unit, "militia");
    situation.lostFiguresToFire = s.casualtiesThisStep > 0;
    situation.firedOnByArtillery = s.firedOnByArtillery;
    situation.routing = false;
    return princesMoraleTests(context.rules(), princesMoraleTriggers(context.rules(), situation));
}

std::vector<Resolution> resolveMoraleAfterFire(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    const PrincesContext context(state);
    for (const std::string& id : nonPhasingUnits(state)) {
        const PrincesUnitState s = context.status(id);
        for (const auto& test : moraleAfterFireTests(context, *state.findUnit(id))) {
            if (!context.active(*state.findUnit(id))) {
                break;
            }
            done.push_back(testMorale(state, id, test, s.causedBy, false, dice));
        }
    }
    return done;
}

}  // namespace princes_steps

}  // namespace adjutant
