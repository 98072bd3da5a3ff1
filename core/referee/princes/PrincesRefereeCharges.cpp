// Charges as the referee carries them out (8.2, 8.3): the declaration and its
// reach, the charger's initiation test, the targets' stand tests, closing fire,
// the chargers' test after it, and the charge move into contact.
#include "core/referee/princes/PrincesRefereeCharges.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/geometry/Arc.h"
#include "core/geometry/Contact.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

bool PrincesChargeReach::reachable() const {
    return inArc && geometry::withinLimit(distance, reach);
}

PrincesChargeReach princesChargeReach(const PrincesContext& context, const Unit& charger,
                                      const Unit& target) {
    PrincesChargeReach r;
    r.distance = context.distanceBetween(charger, target);
    const PrincesUnitState& s = context.status(charger.id);
    const double rate =
        princesRate(context.rules(), context.mover(charger), charger.formation, true);
    r.reach = rate * std::max(0.0, 1.0 - s.spending.allowanceSpent);
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
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != "declareCharges") {
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
    auto row = movement.find(context.arm(*charger));
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
            return fmt::format("{} is {}\" away, beyond the charge distance of {}\" (4.1)",
                               target->name,
                               formatRulesNumber(std::round(reach.distance * 10) / 10),
                               formatRulesNumber(reach.reach));
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
    auto targetLayout = context.layout(*target);
    if (!targetLayout) {
        return {};
    }
    const double reach = princesChargeReach(context, charger, *target).reach;
    // It turns to face the target's centre and goes straight at it [P].
    Pose pose = charger.pose;
    const Vec2 toward = targetLayout->centre() - charger.pose.position;
    pose.facingDegrees = Pose::bearingOf(toward);
    auto turned = context.layoutAt(charger, pose, charger.formation);
    std::optional<double> gap = turned
                                    ? geometry::distanceToContact(turned->footprint, pose.forward(),
                                                                  targetLayout->footprint)
                                    : std::nullopt;
    const double needed = gap ? *gap : context.distanceBetween(charger, *target);
    const bool contact = gap.has_value() && geometry::withinLimit(needed, reach);
    const double moved = contact ? needed : std::min(needed, reach);
    const Vec2 start = pose.position;
    pose.position = pose.position + pose.forward() * moved;
    const geometry::PathTerrain ground =
        geometry::terrainAlongPath({start, pose.position}, state.setup().scenario->table, 0.0);
    const bool overObstacle = ground.linesCrossed(LinearKind::Hedge) +
                                  ground.linesCrossed(LinearKind::Wall) +
                                  ground.linesCrossed(LinearKind::Stream) >
                              0;
    const std::string targetId = target->id;
    const std::string targetName = target->name;
    state.findUnit(chargerId)->pose = pose;
    PrincesUnitState& mover = princesState(state).unit(chargerId);
    mover.movedThisTurn = true;
    mover.distanceMovedThisTurn += moved;
    mover.spending.allowanceSpent = 1.0;  // the charge is its whole move
    if (!contact) {
        why.add(
            fmt::format("Charges {}\" and falls short of {}", formatRulesNumber(moved), targetName),
            moved, "8.2.6");
        mover.chargeTargets.clear();
        return {};
    }
    mover.chargedThisTurn = true;
    princesState(state).melees.push_back({chargerId, targetId, overObstacle});
    why.add(fmt::format("Charges {}\" into contact with {}",
                        formatRulesNumber(std::round(moved * 10) / 10), targetName),
            moved, "8.3", overObstacle ? "across an obstacle (A20)" : "");
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
        why.add("Charge distance left", reach.reach, "4.1, A2");
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
