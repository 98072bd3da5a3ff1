// The situation-file side of PrincesReferee (docs/situations.md, "War of
// Princes questions"): reading a question, asking the procedures the game uses
// and giving the answer JSON `expect` blocks are compared with.
#include "core/referee/SituationQuestionKinds.h"
#include "core/referee/SituationQuestionReading.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

nlohmann::json rollsOf(const std::vector<int>& rolls) {
    return rolls;
}

std::optional<RulesAnswer> answerFire(GameState& state, const JsonReader& question,
                                      DiceSource& dice) {
    auto firer = requireQuestionUnitId(state, question, "firer");
    auto target = requireQuestionUnitId(state, question, "target");
    const bool closing = question.optionalBool("closingFire", false);
    if (!firer || !target || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    const PrincesContext context(state);
    const Unit& f = *state.findUnit(*firer);
    const Unit& t = *state.findUnit(*target);
    PrincesFireCheck check = checkPrincesFire(context, f, t, closing);
    double distance = check.distance;
    if (question.has("atDistance")) {
        // The distance as the question gives it, the table's geometry aside.
        distance = question.requireNumber("atDistance", 0.0);
        check.band = princesBandAt(context.rules(), context.weapon(f), distance);
        if (!check.allowed && check.inArc && check.sightClear) {
            check.allowed = closing || !check.band.empty();
        }
    }
    RulesAnswer answer;
    if (!check.allowed) {
        answer.json = {{"kind", "fire"},
                       {"allowed", false},
                       {"reason", check.reason},
                       {"hits", 0},
                       {"casualties", 0}};
        answer.explanation = Explanation{"May not fire", std::nullopt, "5.4", check.reason, {}};
        return answer;
    }
    const PrincesFireResult result = resolvePrincesFire(
        context.rules(),
        princesFireInputs(context, f, t, distance, closing, question.optionalString("shot")), dice);
    answer.json = {{"kind", "fire"},
                   {"allowed", result.allowed},
                   {"reason", result.reason},
                   {"distance", distance},
                   {"band", result.band},
                   {"firingFigures", result.firingFigures},
                   {"dice", result.dice},
                   {"threshold", result.threshold},
                   {"rolls", rollsOf(result.rolls)},
                   {"hits", result.hits},
                   {"casualties", result.hits}};
    // 4.3, A6: what the fire leaves the firer with, as the fire step records it.
    const PrincesRifleReload reload = princesRifleReload(context.rules());
    const bool rifles = result.allowed && context.weapon(f) == "rifle";
    answer.json["reload"] = {{"turns", rifles ? reload.turns : 0},
                             {"mayMove", rifles ? reload.mayMove : true},
                             {"mayFireNextTurn", !rifles || reload.turns == 0}};
    answer.explanation = result.explanation;
    if (rifles && reload.turns > 0) {
        answer.explanation.add("Rifles reload", reload.turns, "4.3, A6",
                               reload.mayMove ? "next own turn: no fire, may move"
                                              : "next own turn: no fire and no move");
    }
    return answer;
}

nlohmann::json moraleJson(const PrincesMoraleOutcome& outcome) {
    nlohmann::json modifiers = nlohmann::json::object();
    for (const PrincesAppliedModifier& m : outcome.modifiers) {
        modifiers[m.key] = m.change;
    }
    return {{"base", outcome.base},
            {"modifiers", modifiers},
            {"die", outcome.die},
            {"total", outcome.total},
            {"result", outcome.rallyTest ? outcome.rally : outcome.result},
            {"tableResult", outcome.tableResult}};
}

std::optional<RulesAnswer> answerMorale(GameState& state, const JsonReader& question,
                                        DiceSource& dice) {
    auto unit = requireQuestionUnitId(state, question, "unit");
    std::optional<std::string> enemy;
    if (question.has("enemy")) {
        enemy = requireQuestionUnitId(state, question, "enemy");
    }
    std::vector<std::string> triggers;
    for (const JsonReader& cause : question.optionalArray("causes")) {
        if (auto text = cause.asString()) {
            triggers.push_back(*text);
        }
    }
    if (!unit || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    const PrincesContext context(state);
    PrincesMoraleInputs inputs = context.moraleInputs(*state.findUnit(*unit), triggers,
                                                      enemy ? state.findUnit(*enemy) : nullptr,
                                                      question.optionalBool("moving", false));
    if (question.has("halted")) {
        inputs.halted = question.optionalBool("halted", false);
    }
    const PrincesMoraleOutcome outcome = resolvePrincesMorale(context.rules(), inputs, dice);
    RulesAnswer answer;
    answer.json = moraleJson(outcome);
    answer.json["kind"] = "moraleTest";
    answer.explanation = outcome.explanation;
    return answer;
}

// The melee between the two as recorded (a charge or melee the situation
// declares), else as the contact on the table would record it.
const PrincesMelee* recordedMelee(const GameState& state, const std::string& attacker,
                                  const std::string& defender) {
    for (const PrincesMelee& m : princesState(state).melees()) {
        if (m.attacker == attacker && m.defender == defender) {
            return &m;
        }
    }
    return nullptr;
}

nlohmann::json modifiersJson(const std::vector<PrincesAppliedModifier>& modifiers) {
    nlohmann::json json = nlohmann::json::object();
    for (const PrincesAppliedModifier& m : modifiers) {
        json[m.key] = m.change;
    }
    return json;
}

std::optional<RulesAnswer> answerMelee(GameState& state, const JsonReader& question,
                                       DiceSource& dice, const Unit& a, const Unit& d) {
    const PrincesContext context(state);
    const PrincesMelee* melee = recordedMelee(state, a.id, d.id);
    bool crossed = melee ? melee->attackerCrossedObstacle : context.holdsObstacleAgainst(d, a);
    if (question.has("attackerCrossedObstacle")) {
        crossed = question.optionalBool("attackerCrossedObstacle", false);
    }
    const PrincesMeleeSide first = context.meleeSide(a, crossed);
    const PrincesMeleeSide second = context.meleeSide(d, false);
    const PrincesMeleeRound round = resolvePrincesMeleeRound(context.rules(), first, second, dice);
    RulesAnswer answer;
    auto side = [](const PrincesMeleeSideResult& r, const PrincesMeleeSide& s) {
        return nlohmann::json{
            {"factor", r.factor},         {"modifiers", modifiersJson(r.modifiers)},
            {"killNumber", r.killNumber}, {"dice", r.dice},
            {"rolls", r.rolls},           {"kills", r.kills},
            {"halted", s.halted},         {"charged", s.chargedThisTurn}};
    };
    answer.json = {{"kind", "melee"},
                   {"declared", melee != nullptr},
                   {"attackerCrossedObstacle", crossed},
                   {"attacker", side(round.first, first)},
                   {"defender", side(round.second, second)},
                   {"kills", {{"attacker", round.first.kills}, {"defender", round.second.kills}}}};
    answer.explanation = round.explanation;
    return answer;
}

std::optional<RulesAnswer> answerChargeTest(GameState& state, const JsonReader& /*question*/,
                                            DiceSource& dice, const Unit& charger,
                                            const Unit& target) {
    const PrincesContext context(state);
    const PrincesChargeReach reach = princesChargeReach(context, charger, target);
    RulesAnswer answer;
    answer.json = {{"kind", "chargeTest"},
                   {"distance", reach.distance},
                   {"reach", reach.reach},
                   {"legal", reach.reachable()}};
    answer.explanation = Explanation{"Charge", reach.distance, "8.2.1", {}, {}};
    answer.explanation.add("Distance to the target", reach.distance, "5.4");
    answer.explanation.add("Charge reach along its path", reach.reach, "4.1, 4.2, A2");
    answer.explanation.add(reach.path.cost.explanation);
    if (!reach.reachable()) {
        answer.explanation.note =
            reach.inArc ? "out of reach: " + reach.path.cost.reason : "not in front of the charger";
        return answer;
    }
    const PrincesMoraleInputs inputs =
        context.moraleInputs(charger, {princes_trigger::kInitiateCharge}, &target, true);
    const PrincesMoraleOutcome outcome = resolvePrincesMorale(context.rules(), inputs, dice);
    answer.json["initiation"] = moraleJson(outcome);
    answer.json["charges"] = princes_steps::isPass(outcome);
    answer.explanation.add(outcome.explanation);
    answer.explanation.note =
        princes_steps::isPass(outcome) ? "the charge goes in" : "the charge is cancelled";
    return answer;
}

constexpr SituationQuestionKind kQuestionKinds[] = {
    {"fire", "fire", answerFire},
    {"moraleTest", "moraleAfterFire", answerMorale},
    {"melee", "melee", "attacker", "defender", answerMelee},
    {"chargeTest", "chargeInitiationTests", "charger", "target", answerChargeTest},
};

constexpr SituationQuestions kQuestions{"War of Princes", kQuestionKinds, "moraleAfterFire"};

}  // namespace

std::optional<RulesAnswer> PrincesReferee::answer(GameState& state, const JsonReader& question,
                                                  DiceSource& dice) const {
    return answerSituationQuestion(kQuestions, *this, state, question, dice);
}

std::string PrincesReferee::questionStep(const std::string& questionKind) const {
    return situationQuestionStep(kQuestions, questionKind);
}

}  // namespace adjutant
