// Charges (9.2, 9.3): who may charge whom, the declarations with the militia's
// test to stand (8.3), and the movement step, in which charges go into contact
// and the phasing side's broken groups flee.
#include "core/referee/fireeffect/FireEffectRefereeCharges.h"

#include <fmt/format.h>

#include <cmath>

#include "core/geometry/Contact.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/PresentStep.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectMorale.h"
#include "core/referee/fireeffect/FireEffectMovement.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

double paceAllowance(const FireEffectContext& context, const Unit& unit, const std::string& pace,
                     int riverCrossings) {
    FireEffectMoveInputs in;
    in.riverCrossings = riverCrossings;
    in.name = unit.name;
    in.arm = context.arm(unit);
    in.mover = context.mover(unit);
    in.pace = pace;
    in.formation = unit.formation;
    in.moveNumber = context.state().bound();
    const auto& history = context.status(unit.id).paceHistory;
    if (auto used = history.find(pace); used != history.end()) {
        in.paceHistory = used->second;
    }
    const FireEffectMoveResult result = fireEffectMove(context.rules(), in);
    return result.allowed ? result.allowance : 0.0;
}

// The rivers on the charge's straight line to its target's middle, as its
// move in the movement step takes it (6.4 and B30 say nothing of rivers: the
// options riverCrossing, fordCrossing and bridgeCrossing read them).
void readWaterOnTheWay(const FireEffectContext& context, const Unit& charger, const Unit& target,
                       FireEffectChargeReach& reach) {
    const auto targetLayout = context.layout(target);
    if (!targetLayout) {
        return;
    }
    const Table& table = context.state().setup().scenario->table;
    const geometry::PathTerrain ground =
        geometry::terrainAlongPath({charger.pose.position, targetLayout->centre()}, table, 0.5);
    const WaterReadings water = WaterReadings::fromOptions(
        context.rules().option("riverCrossing"), context.rules().option("fordCrossing"),
        context.rules().option("bridgeCrossing"));
    if (const auto blocked = firstImpassableWater(water, ground)) {
        reach.whyNot = impassableWaterRefusal(table, *blocked, charger.name, "6.4, B30");
    }
    reach.riverCrossings = waterObstaclesCrossed(water, ground, false);
}

}  // namespace

FireEffectChargeReach fireEffectChargeReach(const FireEffectContext& context, const Unit& charger,
                                            const Unit* target) {
    FireEffectChargeReach reach;
    if (target) {
        readWaterOnTheWay(context, charger, *target, reach);
    }
    const int rivers = reach.riverCrossings;
    const TroopCategory arm = context.arm(charger);
    const FireEffectUnitState& s = context.status(charger.id);
    if (arm == TroopCategory::Infantry) {
        reach.pace = "charge";
        reach.yards = paceAllowance(context, charger, "charge", rivers);
    } else if (arm == TroopCategory::Cavalry && !s.dismounted) {
        reach.gallopYards = paceAllowance(context, charger, "gallop", rivers);
        const double extended = paceAllowance(context, charger, "extendedGallop", rivers);
        reach.pace = extended > reach.gallopYards ? "extendedGallop" : "gallop";
        reach.yards = std::max(extended, reach.gallopYards);
    } else if (reach.whyNot.empty()) {
        reach.whyNot = arm == TroopCategory::Cavalry
                           ? "dismounted cavalry does not charge (9.2)"
                           : "only infantry and mounted cavalry charge (9.2)";
    }
    if (reach.whyNot.empty() &&
        (s.yardsMoved > 0 || s.limberOperations + s.formationChanges + s.mountOperations > 0)) {
        reach.whyNot = "it has already manoeuvred this half: the charge is its whole move (9.3)";
    }
    return reach;
}

std::optional<std::string> refuseFireEffectCharge(const GameState& state,
                                                  const std::string& chargerId,
                                                  const std::vector<std::string>& targetIds) {
    if (!isPresentStep(state, "declareCharges")) {
        return std::string("charges are declared in the charge declaration step (9.2)");
    }
    const FireEffectContext context(state);
    if (auto why = context.whyNotInPlay(chargerId)) {
        return why;
    }
    const Unit* charger = state.findUnit(chargerId);
    if (!context.isPhasing(*charger)) {
        return std::string("only the phasing side charges (9.2)");
    }
    if (targetIds.empty()) {
        return std::nullopt;
    }
    if (targetIds.size() != 1) {
        return std::string("a charge has one target (9.2)");
    }
    const std::optional<Unit> target = fireEffectTarget(context, targetIds.front());
    if (!target || target->side == charger->side || !context.active(*target)) {
        return fmt::format("\"{}\" is not an enemy unit in the game", targetIds.front());
    }
    const FireEffectChargeReach reach = fireEffectChargeReach(context, *charger, &*target);
    if (!reach.whyNot.empty()) {
        return reach.whyNot;
    }
    if (!context.inArc(*charger, *target)) {
        return std::string("the target is not in front of it (9.2)");
    }
    const double yards = context.distanceYards(*charger, *target);
    if (yards > reach.yards + context.rules().toYards(geometry::kDistanceTolerance)) {
        return fmt::format("{} is {} yds away, beyond its {} of {} yds (9.2)", target->name,
                           formatRulesNumber(std::round(yards)), spelledOut(reach.pace),
                           formatRulesNumber(std::round(reach.yards)));
    }
    return std::nullopt;
}

namespace fireeffect_steps {

std::vector<Resolution> resolveChargeDeclarations(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    for (const std::string& id : phasingUnits(state)) {
        FireEffectUnitState& s = fireEffectState(state).unit(id);
        if (!s.hasCharge()) {
            continue;
        }
        const FireEffectContext context(state);
        const Unit& charger = *state.findUnit(id);
        const std::optional<Unit> target = fireEffectTarget(context, s.charge.target);
        if (!target || !context.active(*target)) {
            s.charge = FireEffectCharge{};
            continue;
        }
        s.charge.startYards = context.distanceYards(charger, *target);
        // The charger fires when the rules let it (3.7, B13): infantry charging
        // no more than 100 yds [P: always taken].
        s.charge.willFire =
            context.arm(charger) == TroopCategory::Infantry &&
            s.charge.startYards <= context.rules().tables().chargerFiringMaxChargeMove;
        Explanation why{
            "Charge declared",
            s.charge.startYards,
            "9.2",
            fmt::format("{} yds to {}; {}", formatRulesNumber(std::round(s.charge.startYards)),
                        target->name, s.charge.willFire ? "it will fire" : "it holds its fire"),
            {}};
        done.push_back(
            makeResolution(state, "charge", {id, target->id},
                           fmt::format("{} declares a charge on {}", charger.name, target->name),
                           std::move(why), &dice));
        if (parseFireEffectBrokenGroupId(target->id)) {
            continue;  // broken troops are running already: no test to stand (8.3)
        }
        // Militia charged by formed regulars test to stand (8.3).
        FireEffectMilitiaChargeInputs test;
        test.name = target->name;
        test.grade = context.grade(*target);
        const std::string chargerGrade = context.grade(charger);
        test.chargersFormedRegulars = charger.formation != Formation::SkirmishLine &&
                                      (chargerGrade == "regular" || chargerGrade == "special");
        FireEffectMilitiaChargeResult stand =
            resolveFireEffectMilitiaFacingCharge(context.rules(), test, dice);
        if (!stand.tested) {
            continue;
        }
        const std::string targetId = target->id;
        if (stand.breaks) {
            // Broken at once: the whole unit flees before the charger moves (B24).
            breakFigures(state, targetId, state.findUnit(targetId)->figures, stand.explanation);
        } else if (stand.fightsHalved) {
            fireEffectState(state).unit(targetId).failedToStand = true;
        }
        done.push_back(makeResolution(
            state, "standTest", {targetId, id},
            fmt::format("{} {} the charge of {}", nameOf(state, targetId),
                        stand.stands ? "stands to receive" : "fails to stand before", charger.name),
            std::move(stand.explanation), &dice));
    }
    return done;
}

namespace {

// Moves a charger straight at its target: into contact when the target is
// within its reach, else as far as the reach goes. Returns whether it met it.
bool moveCharger(GameState& state, const std::string& chargerId, Explanation& why) {
    const FireEffectContext context(state);
    const Unit& charger = *state.findUnit(chargerId);
    const FireEffectUnitState& s = context.status(chargerId);
    const std::optional<Unit> target = fireEffectTarget(context, s.charge.target);
    if (!target || !context.active(*target)) {
        why.add("Its target has gone: the charge ends", std::nullopt, "9.3");
        return false;
    }
    auto targetLayout = context.layout(*target);
    if (!targetLayout) {
        return false;
    }
    const FireEffectChargeReach reach = fireEffectChargeReach(context, charger, &*target);
    const double reachInches = context.rules().toInches(reach.yards);
    Pose pose = charger.pose;
    pose.facingDegrees = Pose::bearingOf(targetLayout->centre() - charger.pose.position);
    auto turned = context.layoutAt(charger, pose, charger.formation);
    std::optional<double> gap = turned
                                    ? geometry::distanceToContact(turned->footprint, pose.forward(),
                                                                  targetLayout->footprint)
                                    : std::nullopt;
    const double needed = gap ? *gap : context.distanceInches(charger, *target);
    const bool contact = gap.has_value() && geometry::withinLimit(needed, reachInches);
    const double moved = contact ? needed : std::min(needed, reachInches);
    pose.position = pose.position + pose.forward() * moved;
    const double yards = context.rules().toYards(moved);
    const std::string targetId = target->id;
    const std::string targetName = target->name;
    // Cavalry beyond its gallop used its extended gallop this move (6.2).
    const bool extended = reach.pace == "extendedGallop" && yards > reach.gallopYards + 1e-6;
    state.editUnit(chargerId)->pose = pose;
    FireEffectUnitState& mover = fireEffectState(state).unit(chargerId);
    mover.yardsMoved += yards;
    mover.pace = extended ? "extendedGallop" : (reach.pace == "charge" ? "charge" : "gallop");
    if (extended) {
        mover.paceHistory["extendedGallop"].push_back(state.bound());
    }
    if (!contact) {
        why.add(fmt::format("Charges {} yds and falls short of {}",
                            formatRulesNumber(std::round(yards)), targetName),
                yards, "9.3");
        return false;
    }
    mover.charge.contact = true;
    fireEffectState(state).contacts.push_back({chargerId, targetId});
    why.add(fmt::format("Charges {} yds into contact with {}", formatRulesNumber(std::round(yards)),
                        targetName),
            yards, "9.3", extended ? "at the extended gallop (6.2)" : "");
    return true;
}

}  // namespace

std::vector<Resolution> resolveMovement(GameState& state) {
    std::vector<Resolution> done;
    for (const std::string& id : phasingUnits(state)) {
        if (!fireEffectState(state).unit(id).hasCharge()) {
            continue;
        }
        Explanation why{"Charge move", std::nullopt, "9.3", {}, {}};
        const bool contact = moveCharger(state, id, why);
        const std::string targetId = fireEffectState(state).unit(id).charge.target;
        done.push_back(makeResolution(
            state, "chargeMove", {id, targetId},
            contact ? fmt::format("{} charges into contact with {}", nameOf(state, id),
                                  nameOf(state, targetId))
                    : fmt::format("{} charges but makes no contact", nameOf(state, id)),
            std::move(why), nullptr));
    }
    // The phasing side's broken groups flee a full move to their rear (8.2).
    for (const Unit& unit : state.units()) {
        if (!FireEffectContext(state).isPhasing(unit)) {
            continue;
        }
        const FireEffectContext context(state);
        const FireEffectFlight flight =
            fireEffectFlight(context.rules(), context.arm(unit), context.mover(unit));
        const Vec2 rear = context.rearOf(unit.side) * context.rules().toInches(flight.yards);
        const Table& table = state.setup().scenario->table;
        std::vector<FireEffectBrokenGroup> kept;
        for (FireEffectBrokenGroup group : context.status(unit.id).brokenGroups) {
            if (group.state != FireEffectBrokenState::Fleeing) {
                kept.push_back(group);
                continue;
            }
            group.position = group.position + rear;
            const bool gone = group.position.x < 0 || group.position.y < 0 ||
                              group.position.x > table.width || group.position.y > table.height;
            Explanation why = flight.explanation;
            why.note = gone ? "off the table: lost to the army" : why.note;
            done.push_back(
                makeResolution(state, "flight", {unit.id},
                               fmt::format("{} broken figures of {} flee{}", group.figures,
                                           unit.name, gone ? " off the table" : ""),
                               std::move(why), nullptr));
            if (!gone) {
                kept.push_back(group);
            }
        }
        fireEffectState(state).unit(unit.id).brokenGroups = kept;
    }
    return done;
}

}  // namespace fireeffect_steps

}  // namespace adjutant
