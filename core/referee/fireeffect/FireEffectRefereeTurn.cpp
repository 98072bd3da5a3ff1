// The steps that open and close a half: initiative and the move counter (9.0,
// once a move), broken troops checked and rallied (9.1, 8.2) and the end of
// the half (9.7).
#include <fmt/format.h>

#include <algorithm>

#include "core/referee/InitiativeRollOff.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectMovement.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant::fireeffect_steps {

std::vector<Resolution> resolveInitiative(GameState& state, DiceSource& dice) {
    const FireEffectContext context(state);
    FireEffectGameState& fe = fireEffectState(state);
    Explanation why{"Initiative", std::nullopt, "9.0", {}, {}};
    why.add("Move counter", state.bound(), "9.0", "the gallop limits count it");
    // The higher roll chooses, and takes the first half [P].
    const BoundInitiativeRule how{
        "9.0", context.rules().optionIs("initiative", "rollEachMove"),
        " rolled higher and has the first half",
        " has the first half: the scenario fixes the order for the whole game (9.0)",
        "Move {}: {} has the first half"};
    return {
        resolveBoundInitiative(state, dice, std::move(why), how, fe.halfOrder, fe.initiativeRolls)};
}

namespace {

// A rallied group rejoins its unit [P]: a unit that had broken whole stands
// again where the group rallied.
void rejoin(GameState& state, const std::string& unitId, const FireEffectBrokenGroup& group) {
    auto unit = state.editUnit(unitId);
    if (unit->figures == 0) {
        unit->pose.position = group.position;
        fireEffectState(state).unit(unitId).offTable = false;
    }
    unit->figures += group.figures;
}

}  // namespace

std::vector<BrokenGroupOutcome> resolveBrokenGroupsOf(GameState& state, const std::string& id,
                                                      DiceSource& dice) {
    std::vector<BrokenGroupOutcome> outcomes;
    std::vector<FireEffectBrokenGroup> kept;
    const std::vector<FireEffectBrokenGroup> groups = fireEffectState(state).unit(id).brokenGroups;
    for (const FireEffectBrokenGroup& group : groups) {
        const FireEffectContext context(state);
        const Unit& unit = *state.findUnit(id);
        FireEffectBrokenGroupInputs in;
        in.name = fmt::format("{} figures of {}", group.figures, nameOf(state, id));
        in.state = group.state;
        in.ownHalvesChecked = group.ownHalvesChecked;
        in.nearestEnemyInSight = context.nearestEnemyInSightYards(group.position, unit.side);
        // The half the group broke in, or was last fired at or caught in
        // (halfBroken is moved on then) [P].
        in.halvesSinceFiredAt = context.halfIndex() - group.halfBroken;
        in.arm = context.arm(unit);
        in.mover = context.mover(unit);
        FireEffectBrokenGroupResult result =
            resolveFireEffectBrokenGroup(context.rules(), in, dice);
        BrokenGroupOutcome outcome;
        outcome.figures = group.figures;
        outcome.from = group.state;
        outcome.to = result.state;
        outcome.outOfDanger = result.outOfDanger;
        outcome.die = result.die;
        outcome.nearestEnemyInSight = in.nearestEnemyInSight;
        FireEffectBrokenGroup next = group;
        next.state = result.state;
        std::string kind = "brokenTroops";
        std::string summary;
        if (result.state == FireEffectBrokenState::Rallied) {
            kind = "rally";
            summary = fmt::format("{} broken figures of {} rally and rejoin it", group.figures,
                                  unit.name);
            rejoin(state, id, group);
            outcome.rejoined = true;
        } else if (result.state == FireEffectBrokenState::Checked) {
            if (group.state == FireEffectBrokenState::Fleeing) {
                next.ownHalvesChecked = 0;
                summary = fmt::format("{} broken figures of {} are out of danger: checked",
                                      group.figures, unit.name);
            } else {
                summary =
                    fmt::format("{} broken figures of {} fail to rally", group.figures, unit.name);
            }
            kept.push_back(next);
        } else {
            summary = fmt::format("{} broken figures of {} keep fleeing", group.figures, unit.name);
            kept.push_back(next);
        }
        outcome.resolution = makeResolution(state, kind, {id}, std::move(summary),
                                            std::move(result.explanation), &dice);
        outcomes.push_back(std::move(outcome));
    }
    fireEffectState(state).unit(id).brokenGroups = kept;
    return outcomes;
}

std::vector<Resolution> resolveBrokenTroops(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    std::vector<std::string> phasing;
    for (const Unit& unit : state.units()) {
        if (FireEffectContext(state).isPhasing(unit)) {
            phasing.push_back(unit.id);
        }
    }
    for (const std::string& id : phasing) {
        for (BrokenGroupOutcome& outcome : resolveBrokenGroupsOf(state, id, dice)) {
            done.push_back(std::move(outcome.resolution));
        }
    }
    return done;
}

std::vector<Resolution> resolveEndOfHalf(GameState& state) {
    FireEffectGameState& fe = fireEffectState(state);
    const FireEffectContext acting(state);
    for (const Unit& unit : state.units()) {
        FireEffectUnitState& s = fe.unit(unit.id);
        s.yardsMoved = 0;
        s.pace.clear();
        s.limberOperations = 0;
        s.formationChanges = 0;
        s.riverCrossings = 0;
        s.mountOperations = 0;
        s.fired = false;
        s.charge = FireEffectCharge{};
        s.failedToStand = false;
        if (!acting.isPhasing(unit)) {
            continue;
        }
        for (FireEffectBrokenGroup& group : s.brokenGroups) {
            if (group.state == FireEffectBrokenState::Checked) {
                ++group.ownHalvesChecked;
            }
        }
    }
    fe.fireOrders.clear();
    fe.volleyLog.clear();
    fe.contacts.clear();
    // Groups shot or cut down to nothing this half go now that no order or
    // contact of the half names them by their place in the list.
    pruneFireEffectBrokenGroups(state);
    return {};
}

}  // namespace adjutant::fireeffect_steps
