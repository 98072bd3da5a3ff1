#include "core/referee/TurnBriefing.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"

namespace adjutant {

namespace {

// The units of `side` that may give `order` now.
std::vector<std::string> unitsThatMayGive(const RulesetReferee& referee, const GameState& state,
                                          const char* order, int side) {
    std::vector<std::string> units;
    for (const Unit& unit : state.units()) {
        if (unit.side != side || referee.outOfAction(state, unit.id) ||
            referee.whyCannotAct(state, unit.id)) {
            continue;
        }
        if (std::strcmp(order, "move") == 0) {
            units.push_back(unit.id);
            continue;
        }
        if (hasEnemyToOrderAgainst(referee, state, unit, std::strcmp(order, "charge") == 0,
                                   kFurthestOrderReach)) {
            units.push_back(unit.id);
        }
    }
    return units;
}

}  // namespace

bool hasEnemyToOrderAgainst(const RulesetReferee& referee, const GameState& state, const Unit& unit,
                            bool charge, double reach) {
    for (const Unit& enemy : state.units()) {
        // An enemy out of the fight (a router, say) may still be charged or
        // fired at where the rules allow: the referee's checks say.
        if (enemy.side == unit.side || enemy.figures <= 0 ||
            std::hypot(unit.pose.position.x - enemy.pose.position.x,
                       unit.pose.position.y - enemy.pose.position.y) > reach) {
            continue;
        }
        if (charge ? !referee.refuseCharge(state, unit.id, {enemy.id})
                   : !referee.refuseFireOrder(state, unit.id, enemy.id, {})) {
            return true;
        }
    }
    return false;
}

StepBriefing alternateTurnBriefing(const RulesetReferee& referee, const GameState& state,
                                   const std::vector<StepPurposeText>& purposes,
                                   const char* turnRule) {
    StepBriefing briefing = referee.RulesetReferee::stepBriefing(state);
    const SequenceStep* step = state.currentStep();
    if (!step) {
        return briefing;
    }
    const char* order = nullptr;
    for (const StepPurposeText& purpose : purposes) {
        if (step->id == purpose.stepId) {
            briefing.purpose = purpose.purpose;
            order = purpose.order;
        }
    }
    const int phasing = state.sideToAct();
    bool anyone = false;
    for (SideBriefing& side : briefing.sides) {
        if (!order) {
            side.mayAct = false;
            side.why = "no orders in this step";
            side.rule = step->rule;
            continue;
        }
        // Fire is given by both sides in Fire Effect (the other side's
        // breech-loaders); the referee's checks say who may.
        const bool ownTurn = side.side == phasing || std::strcmp(order, "fire") == 0;
        if (!ownTurn) {
            side.mayAct = false;
            side.why = fmt::format("the player turn of {}: {} only answers",
                                   sideName(state, phasing), sideName(state, side.side));
            side.rule = turnRule;
            continue;
        }
        const std::vector<std::string> units = unitsThatMayGive(referee, state, order, side.side);
        briefing.unitsThatMayAct.insert(briefing.unitsThatMayAct.end(), units.begin(), units.end());
        side.mayAct = !units.empty();
        if (!side.mayAct) {
            side.why = std::strcmp(order, "charge") == 0
                           ? "no unit can reach an enemy it may charge"
                       : std::strcmp(order, "fire") == 0 ? "no unit has a target it may fire at"
                                                         : "no unit is free to move";
            side.rule = step->rule;
        }
        anyone = anyone || side.mayAct;
    }
    if (!order) {
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy = "No orders are given in this step: the referee resolves it.";
    } else if (!anyone) {
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy = "Nobody has an order to give in this step.";
    }
    return briefing;
}

}  // namespace adjutant
