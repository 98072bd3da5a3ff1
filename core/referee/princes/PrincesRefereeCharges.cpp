// Charges as the referee carries them out (8.2, 8.3): the declaration and its
// reach, the charger's initiation test, the targets' stand tests, closing fire,
// the chargers' test after it, and the charge move into contact.
#include "core/referee/princes/PrincesRefereeCharges.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Arc.h"
#include "core/referee/PresentStep.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

bool PrincesChargeReach::reachable() const {
    return inArc && path.meetsTarget && path.cost.legal;
}

PrincesChargeReach princesChargeReach(const PrincesContext& context, const Unit& charger,
                                      const Unit& target) {
    PrincesChargeReach r;
    r.distance = context.distanceBetween(charger, target);
    r.path = planPrincesCharge(context, charger, target);
    r.reach = r.path.reach;
    auto from = context.layout(charger);
    auto to = context.layout(target);
    if (from && to) {
        r.inArc = geometry::arcReachesPolygon(
            geometry::frontArcOf(*from, context.rules().tables().arcHalfAngleDegrees),
            to->footprint);
    }
    return r;
}

std::optional<std::string> refusePrincesCharge(const GameState& state, const std::string& chargerId,
                                               const std::vector<std::string>& targetIds) {
    if (targetIds.empty()) {
        return std::nullopt;
    }
    if (!isPresentStep(state, "declareCharges")) {
        return "charges are declared in the declare-charges step (8.2.1)";
    }
    const PrincesContext context(state);
    const Unit* charger = state.findUnit(chargerId);
    if (!charger || !context.active(*charger)) {
        return fmt::format("no unit \"{}\" in the game", chargerId);
    }
    if (!princes_steps::isPhasing(state, *charger)) {
        return "only the phasing side charges (8.2)";
    }
    const PrincesUnitState& s = context.status(chargerId);
    const auto& movement = context.rules().tables().movement;
    auto row = movement.find(std::string(troopCategoryKey(context.arm(*charger))));
    if (row == movement.end() || !row->second.chargeBonus) {
        return "artillery never charges (A4)";
    }
    if (s.routing || s.retiring()) {
        return "a routing or retiring unit does not charge (7.2)";
    }
    if (s.haltMarker()) {
        return "it carries a halt marker: no charge this turn (7.2)";
    }
    if (context.princes().inMelee(chargerId)) {
        return "it is in melee";
    }
    if (s.reloadingThisTurn && !princesRifleReload(context.rules()).mayMove) {
        return "rifles reloading may not move (4.3, A6)";
    }
    for (const std::string& targetId : targetIds) {
        const Unit* target = state.findUnit(targetId);
        if (!target || !context.active(*target) || target->side == charger->side) {
            return fmt::format("\"{}\" is not an enemy unit in the game", targetId);
        }
        const PrincesChargeReach reach = princesChargeReach(context, *charger, *target);
        if (!reach.inArc) {
            return fmt::format("{} is not in front of the charger (5.4)", target->name);
        }
        if (!reach.reachable()) {
            return fmt::format(
                "{} is {}\" away, beyond the charge's reach of {}\" along its path: {}",
                target->name, formatRulesNumber(std::round(reach.distance * 10) / 10),
                formatRulesNumber(std::round(reach.reach * 10) / 10), reach.path.cost.reason);
        }
    }
    return std::nullopt;
}

std::string moveCharger(GameState& state, const std::string& chargerId, Explanation& why) {
    const PrincesContext context(state);
    const Unit& charger = *state.findUnit(chargerId);
    const PrincesUnitState& s = context.status(chargerId);
    if (s.chargeTargets.empty()) {
        return {};
    }
    const Unit* target = state.findUnit(s.chargeTargets.front());
    if (!target || !context.active(*target)) {
        why.add("Its target is gone: the charge ends", std::nullopt, "8.2.6");
        return {};
    }
    // Priced again where the target stands now: it may have retired (8.2.6).
    const PrincesChargePath plan = planPrincesCharge(context, charger, *target);
    const bool contact = plan.meetsTarget && plan.cost.legal;
    const double moved = contact ? plan.toContact : plan.reach;
    const PrincesMoveCost cost =
        contact ? plan.cost : princesChargeCost(context, charger, plan.facingDegrees, moved);
    why.add(cost.explanation);
    const std::string targetId = target->id;
    const std::string targetName = target->name;
    state.editUnit(chargerId)->pose = Pose{
        charger.pose.position + Pose::directionOf(plan.facingDegrees) * moved, plan.facingDegrees};
    PrincesUnitState& mover = princesState(state).unit(chargerId);
    mover.movedThisTurn = true;
    mover.distanceMovedThisTurn += moved;
    mover.spending = cost.spendingAfter;
    mover.spending.allowanceSpent = 1.0;  // the charge is its whole move
    if (cost.disorders) {
        // Woods or an obstacle on the way disorder it as they would any move (4.6).
        mover.disordered = true;
    }
    if (!contact) {
        why.add(fmt::format("Charges {}\" and falls short of {}",
                            formatRulesNumber(std::round(moved * 10) / 10), targetName),
                moved, "8.2.6", plan.cost.reason);
        mover.chargeTargets.clear();
        return {};
    }
    mover.chargedThisTurn = true;
    princesState(state).addMelee({chargerId, targetId, plan.crossesObstacle, false});
    std::vector<std::string> notes;
    if (plan.crossesObstacle) {
        notes.emplace_back("across an obstacle (A20)");
    }
    if (cost.disorders) {
        notes.emplace_back("disordered (4.6)");
    }
    why.add(fmt::format("Charges {}\" into contact with {}",
                        formatRulesNumber(std::round(moved * 10) / 10), targetName),
            moved, "8.3", fmt::format("{}", fmt::join(notes, "; ")));
    return targetId;
}

namespace princes_steps {

namespace {

std::vector<std::string> chargers(const GameState& state) {
    std::vector<std::string> ids;
    for (const std::string& id : phasingUnits(state)) {
        if (!princesState(state).unit(id).chargeTargets.empty()) {
            ids.push_back(id);
        }
    }
    return ids;
}

}  // namespace

std::vector<Resolution> resolveChargeDeclarations(GameState& state) {
    std::vector<Resolution> done;
    for (const std::string& id : chargers(state)) {
        const auto& targets = princesState(state).unit(id).chargeTargets;
        const PrincesContext context(state);
        const Unit& charger = *state.findUnit(id);
        const Unit& target = *state.findUnit(targets.front());
        const PrincesChargeReach reach = princesChargeReach(context, charger, target);
        Explanation why{"Charge declared", reach.distance, "8.2.1", {}, {}};
        why.add("Distance to the target", reach.distance, "5.4");
        why.add("Charge reach along its path", reach.reach, "4.1, 4.2, A2");
        why.add(reach.path.cost.explanation);
        std::vector<std::string> units{id};
        units.insert(units.end(), targets.begin(), targets.end());
        done.push_back(
            makeResolution(state, "charge", units,
                           fmt::format("{} declares a charge on {}", charger.name, target.name),
                           std::move(why), nullptr));
    }
    return done;
}

std::vector<Resolution> resolveChargeInitiation(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    for (const std::string& id : chargers(state)) {
        const std::string target = princesState(state).unit(id).chargeTargets.front();
        Resolution r =
            testMorale(state, id, {princes_trigger::kInitiateCharge}, target, true, dice);
        PrincesUnitState& s = princesState(state).unit(id);
        s.chargeInitiated = !s.chargeTargets.empty();
        r.kind = "chargeTest";
        done.push_back(std::move(r));
    }
    return done;
}

std::vector<Resolution> resolveStandTests(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    std::vector<std::string> tested;
    for (const std::string& id : chargers(state)) {
        const std::vector<std::string> targets = princesState(state).unit(id).chargeTargets;
        for (const std::string& target : targets) {
            if (std::find(tested.begin(), tested.end(), target) != tested.end() ||
                !PrincesContext(state).active(*state.findUnit(target))) {
                continue;
            }
            tested.push_back(target);
            PrincesMoraleOutcome outcome;
            Resolution r = testMorale(state, target, {princes_trigger::kStandToCharge}, id, false,
                                      dice, &outcome);
            // Only a pass (6+) leaves it free to give closing fire (8.2.4).
            princesState(state).unit(target).standPassed = isPass(outcome);
            r.kind = "chargeResponse";
            done.push_back(std::move(r));
        }
    }
    return done;
}

}  // namespace princes_steps

}  // namespace adjutant
