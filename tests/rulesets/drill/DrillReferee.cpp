#include "tests/rulesets/drill/DrillReferee.h"

#include <fmt/format.h>

#include <array>

#include "core/referee/PlainText.h"
#include "core/referee/StepProcedureTable.h"
#include "core/rules/Explanation.h"
#include "tests/rulesets/drill/DrillFire.h"
#include "tests/rulesets/drill/DrillGameState.h"
#include "tests/rulesets/drill/DrillTables.h"

namespace adjutant {

namespace {

std::vector<Resolution> resolveMovement(GameState& /*state*/, DiceSource& /*dice*/) {
    return {};  // every move was made by its order before the step is resolved
}

// The sequence of play (the ruleset file's `sequenceOfPlay`) and each step's procedure.
constexpr std::array kDrillSteps{
    StepProcedure{"movement", &resolveMovement,
                  "every move is made when it is ordered; the step only closes them"},
    StepProcedure{"firing", &resolveDrillFiring, "no unit had an enemy within range"},
};

bool inStep(const GameState& state, std::string_view id) {
    const SequenceStep* step = state.currentStep();
    return step != nullptr && step->id == id;
}

}  // namespace

std::vector<Resolution> DrillReferee::resolveStep(GameState& state, DiceSource& dice) const {
    return resolveStepByProcedure(state, dice, kDrillSteps, "the drill rules have no such step");
}

void DrillReferee::endBound(GameState& state) const {
    drillState(state).movedInches.clear();  // the allowance is a bound's (1)
}

std::optional<std::string> DrillReferee::refuseFireOrder(const GameState& state,
                                                         const std::string& firerId,
                                                         const std::string& /*targetId*/,
                                                         const std::string& /*mode*/) const {
    return fmt::format(
        "{} takes no fire orders: in the firing step every unit fires by itself at the nearest "
        "enemy within range (2)",
        nameOf(state, firerId));
}

void DrillReferee::recordFireOrder(GameState& /*state*/, const std::string& /*firerId*/,
                                   const std::string& /*targetId*/,
                                   const std::string& /*mode*/) const {
    // Only an order's cancelling reaches here (every order is refused), and
    // there is no order to cancel.
}

std::optional<std::string> DrillReferee::refuseCharge(
    const GameState& state, const std::string& chargerId,
    const std::vector<std::string>& targetIds) const {
    if (targetIds.empty()) {
        return std::nullopt;  // withdrawing a charge is always allowed, and does nothing
    }
    return fmt::format(
        "{} cannot charge: the drill rules have no charges, units only move (1) "
        "and fire (2)",
        nameOf(state, chargerId));
}

void DrillReferee::recordCharge(GameState& /*state*/, const std::string& /*chargerId*/,
                                const std::vector<std::string>& /*targetIds*/) const {
    // Only a withdrawal is ever accepted, and there is no charge to withdraw.
}

std::optional<std::string> DrillReferee::whyCannotAct(const GameState& state,
                                                      const std::string& unitId) const {
    const Unit* unit = state.findUnit(unitId);
    if (unit == nullptr) {
        return std::string("there is no such unit on the table");
    }
    if (unit->figures <= 0) {
        return fmt::format("{} has no figures left", unit->name);
    }
    if (inStep(state, "firing")) {
        return fmt::format(
            "{} is given no orders in the firing step: it fires by itself at the "
            "nearest enemy within range (2)",
            unit->name);
    }
    if (!inStep(state, "movement")) {
        return fmt::format("{} acts only in the movement step (1)", unit->name);
    }
    const DrillTables& tables = drillTables(state.ruleset());
    if (drillState(state).moved(unitId) >= tables.moveInches) {
        return fmt::format("{} has used all {} inches of its move this bound (1)", unit->name,
                           formatRulesNumber(tables.moveInches));
    }
    return std::nullopt;
}

std::vector<ProposedFireOrder> DrillReferee::defaultFireOrders(const GameState& /*state*/) const {
    return {};  // units fire by themselves (2)
}

std::vector<ProposedCharge> DrillReferee::defaultCharges(const GameState& /*state*/) const {
    return {};  // there are no charges
}

std::optional<RulesAnswer> DrillReferee::answer(GameState& /*state*/, const JsonReader& question,
                                                DiceSource& /*dice*/) const {
    question.error("the drill ruleset answers no situation questions");
    return std::nullopt;
}

std::string DrillReferee::questionStep(const std::string& /*questionKind*/) const {
    return {};
}

void DrillReferee::readSituationState(GameState& /*state*/, const JsonReader& /*situation*/) const {
    // The drill state is only what units have moved this bound: a situation
    // starts with nobody having moved.
}

StepBriefing DrillReferee::stepBriefing(const GameState& state) const {
    StepBriefing briefing;
    const int sides = static_cast<int>(state.setup().scenario->sides.size());
    if (inStep(state, "firing")) {
        briefing.purpose = "Every unit fires at the nearest enemy within range";
        briefing.rule = "2";
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy = "every unit fires by itself";
        for (int side = 0; side < sides; ++side) {
            briefing.sides.push_back(
                {side, false, "units fire by themselves: nobody gives fire orders", "2"});
        }
        return briefing;
    }
    briefing.purpose = "Move each unit up to its allowance for the bound";
    briefing.rule = "1";
    for (int side = 0; side < sides; ++side) {
        briefing.sides.push_back({side, true, {}, "1"});
    }
    for (const Unit& unit : state.units()) {
        if (!whyCannotAct(state, unit.id)) {
            briefing.unitsThatMayAct.push_back(unit.id);
        }
    }
    if (briefing.unitsThatMayAct.empty()) {
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy = "no unit has any move left";
    }
    return briefing;
}

}  // namespace adjutant
