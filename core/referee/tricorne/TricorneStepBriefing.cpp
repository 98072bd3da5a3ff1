// TricorneReferee::stepBriefing: what each step of the bound is for, who may
// act in it and why a side cannot (free bounds, 7.2), and whether anyone has
// a decision to make at all, for the phase tracker to say in one sentence.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"
#include "core/referee/TurnBriefing.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneReferee.h"

namespace adjutant {

namespace {

struct StepPurpose {
    const char* id;
    const char* purpose;
};

// In the project's words; the reference (8.1-8.11) says the same at length.
constexpr StepPurpose kPurposes[] = {
    {"declareCharges",
     "Name every charge of this bound and its target; the chargers close to musket range."},
    {"responseTests", "Every charged unit throws against its morale to see how it answers."},
    {"responses", "The charged units carry out their answers and the charges move in."},
    {"melee", "Every unit in contact fights; both sides count casualties at once."},
    {"breakthroughTests", "Charging cavalry that fought tests whether it rides right through."},
    {"breakthroughContacts", "Units struck after a breakthrough answer the charge and fight."},
    {"movement", "Every unit free to move may march, wheel, turn or change formation."},
    {"firing", "Units that have not fired this bound fire at the targets they were given."},
    {"moraleChecks", "Units with a reason to test their morale throw against it."},
    {"moraleReactions",
     "Units carry out their morale results: retire, retreat, rout or follow up."},
};

std::string boundsInWords(int bounds) {
    static constexpr const char* kWords[] = {"no", "one", "two", "three", "four", "five", "six"};
    const std::string count = bounds >= 0 && bounds < 7 ? kWords[bounds] : std::to_string(bounds);
    return count + (bounds == 1 ? " free bound" : " free bounds");
}

// The units that may give the order the step is for: a charge, a move, a fire.
std::vector<std::string> unitsThatMayAct(const TricorneReferee& referee, const GameState& state,
                                         const std::string& stepId, int onlySide) {
    const TricorneContext context(state);
    const double reach = kFurthestOrderReach * context.distanceMultiplier();
    std::vector<std::string> units;
    for (const Unit& unit : state.units()) {
        if ((onlySide >= 0 && unit.side != onlySide) || referee.outOfAction(state, unit.id)) {
            continue;
        }
        const bool held = whyCannotAct(context, unit.id, stepId).has_value();
        if (stepId == "movement") {
            // A unit held in place (after a morale reaction, say) may still be
            // given its fire order in this step, as the referee's own orders do.
            if (!held || hasEnemyToOrderAgainst(referee, state, unit, false, reach)) {
                units.push_back(unit.id);
            }
            continue;
        }
        if (held) {
            continue;
        }
        if (hasEnemyToOrderAgainst(referee, state, unit, stepId == "declareCharges", reach)) {
            units.push_back(unit.id);
        }
    }
    return units;
}

}  // namespace

StepBriefing TricorneReferee::stepBriefing(const GameState& state) const {
    StepBriefing briefing = RulesetReferee::stepBriefing(state);
    const SequenceStep* step = state.currentStep();
    if (!step) {
        return briefing;
    }
    for (const StepPurpose& purpose : kPurposes) {
        if (step->id == purpose.id) {
            briefing.purpose = purpose.purpose;
        }
    }
    if (!isVoluntaryStep(step->id)) {
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy = "No orders are given in this step: the referee resolves it.";
        for (SideBriefing& side : briefing.sides) {
            side.mayAct = false;
            side.why = "no orders in this step";
            side.rule = step->rule;
        }
        return briefing;
    }
    const TricorneContext context(state);
    const TricorneInitiative& initiative = context.tricorne().initiative;
    const bool freeBound =
        initiative.boundsOwed > 0 && initiative.side >= 0 &&
        (step->id != "firing" || context.option("initiativeFreeBounds") == "nothing");
    for (SideBriefing& side : briefing.sides) {
        if (freeBound && side.side != initiative.side) {
            side.mayAct = false;
            side.why =
                fmt::format("{} owes {}: only {} {}", sideName(state, side.side),
                            boundsInWords(initiative.boundsOwed), sideName(state, initiative.side),
                            step->id == "declareCharges" ? "charges" : "moves");
            side.rule = "7.2";
        }
    }
    // Owed free bounds leave only the side with the initiative to act.
    briefing.unitsThatMayAct =
        unitsThatMayAct(*this, state, step->id, freeBound ? initiative.side : -1);
    const char* none = step->id == "declareCharges" ? "no unit can reach an enemy it may charge"
                       : step->id == "firing"       ? "no unit has a target it may fire at"
                                                    : "no unit is free to move";
    for (SideBriefing& side : briefing.sides) {
        const bool any = std::any_of(
            briefing.unitsThatMayAct.begin(), briefing.unitsThatMayAct.end(),
            [&](const std::string& id) { return state.findUnit(id)->side == side.side; });
        if (side.mayAct && !any) {
            side.mayAct = false;
            side.why = none;
            side.rule = step->rule;
        }
    }
    if (briefing.unitsThatMayAct.empty()) {
        briefing.nobodyCanAct = true;
        briefing.nobodyWhy =
            std::string(1, static_cast<char>(std::toupper(none[0]))) + (none + 1) + ".";
    }
    return briefing;
}

}  // namespace adjutant
