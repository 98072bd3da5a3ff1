// What Tricorne and Musket's morale checks and response tests will test before
// they are resolved, for the phase tracker (RulesetReferee::stepAgenda).
#include <string>

#include "core/model/DisplayName.h"
#include "core/referee/tricorne/TricorneChargeResponse.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneReferee.h"

namespace adjutant {

namespace {

std::string nameOf(const TricorneContext& context, const std::string& unitId) {
    const Unit* unit = context.unit(unitId);
    return unit ? displayName(*unit) : unitId;
}

// The 15.1 reason in the words of the rule, naming the unit that caused it.
std::string triggerWords(const TricorneContext& context, const MoraleTrigger& trigger) {
    const std::string by = trigger.source.empty() ? "" : nameOf(context, trigger.source);
    if (trigger.cause == "meleeCasualties") {
        return by.empty() ? "casualties in melee" : "casualties in melee with " + by;
    }
    if (trigger.cause == "fireCasualties") {
        return by.empty() ? "casualties from fire" : "casualties from the fire of " + by;
    }
    if (trigger.cause == "routerPassedThrough") {
        return "the routing " + by + " passed through its ranks";
    }
    if (trigger.cause == "neighbourRouted") {
        return "the next unit in its line, " + by + ", routed";
    }
    if (trigger.cause == "returnFromOffTable") {
        return "it followed a routing unit off the table and may return";
    }
    if (trigger.cause == "returnToGuns") {
        return "its crew abandoned the guns and may return to them";
    }
    return trigger.cause;
}

StepAgenda moraleChecksAgenda(const TricorneContext& context) {
    StepAgenda agenda;
    for (const MoraleTest& test : findMoraleTests(context)) {
        std::string reasons;
        for (const MoraleTrigger& trigger : test.triggers) {
            reasons += (reasons.empty() ? "" : "; ") + triggerWords(context, trigger);
        }
        std::string text = "tests morale: " + reasons;
        for (std::size_t i = 0; i < test.covers.size(); ++i) {
            text += (i == 0 ? " (also for " : ", ") + nameOf(context, test.covers[i]);
        }
        if (!test.covers.empty()) {
            text += ")";
        }
        agenda.push_back({test.unitId, std::move(text), "15.1"});
    }
    return agenda;
}

StepAgenda responseTestsAgenda(const TricorneContext& context) {
    StepAgenda agenda;
    for (const ChargeResponder& responder : findChargeResponders(context)) {
        std::string text =
            "tests its response to the charge of " + nameOf(context, responder.chargerId);
        if (!responder.chargedFriend.empty()) {
            text += " on " + nameOf(context, responder.chargedFriend);
        }
        agenda.push_back({responder.unitId, std::move(text), "9.1"});
    }
    return agenda;
}

}  // namespace

StepAgenda TricorneReferee::stepAgenda(const GameState& state) const {
    return presentStepAgenda<TricorneContext>(
        state, [](const TricorneContext& context, const SequenceStep& step) {
            if (step.id == "moraleChecks") {
                return moraleChecksAgenda(context);
            }
            if (step.id == "responseTests") {
                return responseTestsAgenda(context);
            }
            return StepAgenda{};
        });
}

}  // namespace adjutant
