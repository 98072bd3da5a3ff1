// The situation-file side of TricorneReferee: reading a question, asking the
// rules procedures and turning the outcome into the answer JSON that
// docs/situations.md describes (and that `expect` blocks are compared with).
#include <fmt/format.h>

#include "core/referee/PlainText.h"
#include "core/referee/SituationQuestionReading.h"
#include "core/referee/SituationStepQuestions.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneInitiative.h"
#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneRefereeChargeQuestions.h"

namespace adjutant {

namespace {

std::optional<RulesAnswer> answerFire(GameState& state, const JsonReader& question,
                                      DiceSource& dice) {
    FireRequest request;
    auto firer = requireQuestionUnitId(state, question, "firer");
    auto target = requireQuestionUnitId(state, question, "target");
    if (question.has("atDistance")) {
        request.atDistance = question.requireNumber("atDistance", 0.0);
    }
    request.responseFire = question.optionalBool("responseFire", false);
    if (!firer || !target || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    request.firerId = *firer;
    request.targetId = *target;
    const TricorneContext context(state);
    const FireCheck check = checkFire(context, request);
    nlohmann::json json = {{"kind", "fire"},
                           {"allowed", check.allowed},
                           {"reason", check.reason},
                           {"distance", check.distance},
                           {"band", check.band},
                           {"figuresFiring", check.figuresFiring},
                           {"gunsFiring", check.gunsFiring}};
    if (!check.allowed) {
        RulesAnswer answer;
        json["casualties"] = 0;
        json["summary"] = fmt::format("{} may not fire at {}: {}", nameOf(state, request.firerId),
                                      nameOf(state, request.targetId), check.reason);
        answer.json = std::move(json);
        answer.explanation.label = "May not fire";
        answer.explanation.note = check.reason;
        return answer;
    }
    const FireResult result = resolveFire(context, request, dice);
    json["casualties"] = result.casualties;
    return tricorne_questions::answerFromResolution(result.resolution, std::move(json));
}

std::optional<RulesAnswer> answerMoraleTest(GameState& state, const JsonReader& question,
                                            DiceSource& dice) {
    auto unit = requireQuestionUnitId(state, question, "unit");
    if (!unit) {
        return std::nullopt;
    }
    // Reasons to test given with the question join those in the unit's status.
    {
        auto status = tricorneState(state).editStatus(*unit);
        auto& triggers = status->thisBound.moraleTriggers;
        for (const JsonReader& cause : question.optionalArray("causes")) {
            if (auto text = cause.asString()) {
                triggers.push_back({*text, ""});
            } else {
                cause.error("expected the cause of a morale test, e.g. \"fireCasualties\"");
            }
        }
        if (question.has("attackedInFlankBy")) {
            triggers.push_back(
                {kAttackedInFlankMarker, question.requireString("attackedInFlankBy")});
        }
    }
    const TricorneContext context(state);
    std::optional<MoraleTest> test;
    for (MoraleTest& found : findMoraleTests(context)) {
        if (found.unitId == *unit) {
            test = std::move(found);
        }
    }
    if (!test) {
        question.errorAt("unit", fmt::format("unit \"{}\" has no reason to test morale now (15.1); "
                                             "give it one in its status, e.g. \"moraleTriggers\"",
                                             *unit));
        return std::nullopt;
    }
    const MoraleResult result = testMorale(context, *test, dice);
    nlohmann::json json = {{"kind", "moraleTest"},
                           {"unit", *unit},
                           {"result", primaryReaction(result)},
                           {"pms", result.pms},
                           {"die", result.die},
                           {"d", result.d},
                           {"band", result.band},
                           {"routBounds", result.routBounds}};
    nlohmann::json actions = nlohmann::json::array();
    for (const TricorneAction& action : result.actions) {
        actions.push_back(std::string(tricorneActionKey(action.code)));
    }
    json["actions"] = std::move(actions);
    return tricorne_questions::answerFromResolution(result.resolution, std::move(json));
}

std::optional<RulesAnswer> answerMoraleStatus(const GameState& state, const JsonReader& question) {
    auto unit = requireQuestionUnitId(state, question, "unit");
    if (!unit) {
        return std::nullopt;
    }
    RulesAnswer answer;
    const int status = presentMoraleStatus(TricorneContext(state), *unit, &answer.explanation);
    answer.json = {{"kind", "moraleStatus"},
                   {"unit", *unit},
                   {"status", status},
                   {"explanation", answer.explanation.toJson()}};
    return answer;
}

RulesAnswer answerInitiative(GameState& state, DiceSource& dice) {
    const Resolution resolution = rollInitiative(state, dice);
    const TricorneInitiative& initiative = tricorneState(state).initiative;
    return tricorne_questions::answerFromResolution(
        resolution,
        {{"kind", "initiative"},
         {"side", initiative.side},
         {"boundsOwed", initiative.boundsOwed},
         {"outcome", {{"side", initiative.side}, {"boundsOwed", initiative.boundsOwed}}}});
}

}  // namespace

std::optional<RulesAnswer> TricorneReferee::answer(GameState& state, const JsonReader& question,
                                                   DiceSource& dice) const {
    const std::string kind = question.requireString("kind");
    if (kind == "fire") {
        return answerFire(state, question, dice);
    }
    if (kind == "moraleTest" || kind == "morale") {
        return answerMoraleTest(state, question, dice);
    }
    if (kind == "moraleStatus") {
        return answerMoraleStatus(state, question);
    }
    if (kind == "initiative") {
        return answerInitiative(state, dice);
    }
    if (tricorne_questions::isChargeQuestion(kind)) {
        return tricorne_questions::answerChargeQuestion(kind, state, question, dice);
    }
    if (kind == "move") {
        return answerMoveQuestion(*this, state, question, "unit");
    }
    if (kind == "step") {
        return answerStepQuestion(*this, state, dice);
    }
    if (!kind.empty()) {
        question.errorAt("kind", fmt::format("unknown question \"{}\"; expected fire, moraleTest, "
                                             "moraleStatus, move, initiative, chargeDeclaration, "
                                             "chargeResponse, melee, breakthrough or step",
                                             kind));
    }
    return std::nullopt;
}

std::string TricorneReferee::questionStep(const std::string& questionKind) const {
    if (questionKind == "fire") {
        return "firing";
    }
    if (questionKind == "moraleTest" || questionKind == "morale" ||
        questionKind == "moraleStatus") {
        return "moraleChecks";
    }
    if (questionKind == "move") {
        return "movement";
    }
    if (tricorne_questions::isChargeQuestion(questionKind)) {
        return tricorne_questions::chargeQuestionStep(questionKind);
    }
    return {};  // initiative and whole steps: the first step
}

void TricorneReferee::readSituationState(GameState& state, const JsonReader& situation) const {
    TricorneGameState& tricorne = tricorneState(state);
    // A situation asks about one moment: the initiative has been rolled (a tie,
    // both sides act) unless it says otherwise or asks for the roll itself.
    const bool asksInitiative = situation.child("question").optionalString("kind") == "initiative";
    tricorne.initiative.rolled = !asksInitiative;
    if (const JsonReader initiative = situation.child("initiative"); initiative.present()) {
        tricorne.initiative.rolled = true;
        const int sides = static_cast<int>(state.setup().scenario->sides.size());
        tricorne.initiative.side = initiative.optionalInt("side", -1, -1, sides - 1);
        tricorne.initiative.boundsOwed = initiative.optionalInt("boundsOwed", 0, 0);
    }
    for (const auto& [firer, target] : situation.child("fireOrders").members()) {
        const std::optional<std::string> targetId = target.asString();
        if (!state.findUnit(firer)) {
            target.error(fmt::format("no unit \"{}\" in this situation", firer));
        } else if (!targetId || !state.findUnit(*targetId)) {
            target.error("expected the id of a unit to fire at");
        } else {
            tricorne.orders.fireTargets[firer] = *targetId;
        }
    }
    tricorne_questions::readSituationCharges(state, situation);
}

}  // namespace adjutant
