// The drill referee's moves (1): checking and making them, the table's drags,
// the default advance and the computer's.

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/referee/ManoeuvreOffers.h"
#include "core/rules/Explanation.h"
#include "tests/rulesets/drill/DrillGameState.h"
#include "tests/rulesets/drill/DrillMove.h"
#include "tests/rulesets/drill/DrillReferee.h"
#include "tests/rulesets/drill/DrillTables.h"

namespace adjutant {

ManoeuvrePtr DrillReferee::readManoeuvre(const nlohmann::json& form, std::string& reason) const {
    std::optional<DrillMove> move = readDrillMove(form, reason);
    return move ? typedManoeuvre(std::move(*move)) : nullptr;
}

ManoeuvreVerdict DrillReferee::judgeManoeuvre(const GameState& state,
                                              const Manoeuvre& manoeuvre) const {
    const DrillMove* move = formOf<DrillMove>(manoeuvre);
    return move ? checkDrillMove(state, *move) : notThisRulesetsManoeuvre();
}

void DrillReferee::makeManoeuvre(GameState& state, const Manoeuvre& manoeuvre) const {
    const DrillMove* move = formOf<DrillMove>(manoeuvre);
    auto unit = move ? state.editUnit(move->unitId) : NotedEdit<Unit>{};
    if (!unit) {
        return;  // only a move checkManoeuvre called legal is made
    }
    const double distance = std::hypot(move->to.position.x - unit->pose.position.x,
                                       move->to.position.y - unit->pose.position.y);
    unit->pose = move->to;
    drillState(state).addMove(move->unitId, distance);
}

std::string DrillReferee::describeManoeuvre(const GameState& state,
                                            const Manoeuvre& manoeuvre) const {
    const DrillMove* move = formOf<DrillMove>(manoeuvre);
    const Unit* unit = move ? state.findUnit(move->unitId) : nullptr;
    if (unit == nullptr) {
        return "Move";
    }
    const double distance = std::hypot(move->to.position.x - unit->pose.position.x,
                                       move->to.position.y - unit->pose.position.y);
    return fmt::format("Move {} inches", formatRulesNumber(std::round(distance * 10) / 10));
}

std::optional<ManoeuvreOffer> DrillReferee::offerDrag(const GameState& state,
                                                      const ManoeuvreDrag& drag) const {
    if (drag.kind != ManoeuvreDrag::Kind::Move) {
        return std::nullopt;  // a move goes straight to its pose: no wheels or pivots
    }
    ManoeuvreOffer offer;
    offer.label = "Move";
    offer.group = "Movement";
    offer.rule = "1";
    const DrillMove move{drag.unitId, drag.to};
    offer.verdict = checkDrillMove(state, move);
    offer.manoeuvre = typedManoeuvre(move);
    return offer;
}

UnitMovement DrillReferee::unitMovement(const GameState& state, const std::string& unitId) const {
    UnitMovement movement;
    if (state.findUnit(unitId) == nullptr) {
        return movement;
    }
    movement.known = true;
    movement.movedInches = drillState(state).moved(unitId);
    movement.allowanceInches = drillTables(state.ruleset()).moveInches;
    movement.leftInches = std::max(0.0, movement.allowanceInches - movement.movedInches);
    movement.manoeuvred = movement.movedInches > 0;
    movement.rule = "1";
    return movement;
}

std::vector<ProposedManoeuvre> DrillReferee::defaultManoeuvres(const GameState& state) const {
    std::vector<ProposedManoeuvre> proposed;
    const SequenceStep* step = state.currentStep();
    if (step == nullptr || step->id != "movement") {
        return proposed;
    }
    for (const Unit& unit : state.units()) {
        if (const std::optional<DrillMove> move = drillAdvance(state, unit)) {
            proposed.push_back({unit.id, typedManoeuvre(*move)});
        }
    }
    return proposed;
}

std::vector<CommanderOption> DrillReferee::commanderOptions(
    const GameState& state, int side, const std::vector<UnitGoal>& /*goals*/) const {
    // The drill has one tactic, the default advance: the computer closes to
    // firing range, valued by the inches it gains, and never holds back.
    std::vector<CommanderOption> options;
    const SequenceStep* step = state.currentStep();
    if (step == nullptr || step->id != "movement") {
        return options;
    }
    for (const Unit& unit : state.units()) {
        if (unit.side != side) {
            continue;
        }
        const std::optional<DrillMove> move = drillAdvance(state, unit);
        if (!move) {
            continue;
        }
        CommanderOption option;
        option.kind = CommanderOption::Kind::Manoeuvre;
        option.unitId = unit.id;
        option.manoeuvre = typedManoeuvre(*move);
        option.value = std::hypot(move->to.position.x - unit.pose.position.x,
                                  move->to.position.y - unit.pose.position.y);
        option.reason = fmt::format("{} closes to firing range", unit.name);
        options.push_back(std::move(option));
    }
    return options;
}

}  // namespace adjutant
