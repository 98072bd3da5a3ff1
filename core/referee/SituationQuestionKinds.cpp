#include "core/referee/SituationQuestionKinds.h"

#include <fmt/format.h>

#include "core/referee/SituationQuestionReading.h"
#include "core/referee/SituationStepQuestions.h"

namespace adjutant {

namespace {

std::optional<RulesAnswer> answerKind(const SituationQuestionKind& kind, GameState& state,
                                      const JsonReader& question, DiceSource& dice) {
    if (kind.answer) {
        return kind.answer(state, question, dice);
    }
    const Unit* first = requireQuestionUnit(state, question, kind.firstUnit);
    const Unit* second = requireQuestionUnit(state, question, kind.secondUnit);
    if (!first || !second || question.diagnostics().hasErrors()) {
        return std::nullopt;
    }
    return kind.answerAbout(state, question, dice, *first, *second);
}

}  // namespace

std::optional<RulesAnswer> answerSituationQuestion(const SituationQuestions& questions,
                                                   const RulesetReferee& referee, GameState& state,
                                                   const JsonReader& question, DiceSource& dice) {
    const std::string kind = question.requireString("kind");
    for (const SituationQuestionKind& each : questions.kinds) {
        if (kind == each.kind) {
            return answerKind(each, state, question, dice);
        }
    }
    if (kind == "move") {
        return answerMoveQuestion(referee, state, question, "unitId");
    }
    if (kind == "step") {
        return answerStepQuestion(referee, state, dice);
    }
    if (!kind.empty()) {
        std::string answered;
        for (const SituationQuestionKind& each : questions.kinds) {
            answered += fmt::format("{}, ", each.kind);
        }
        question.errorAt("kind", fmt::format("{} answers {}move and step questions, not \"{}\"",
                                             questions.ruleset, answered, kind));
    }
    return std::nullopt;
}

std::string situationQuestionStep(const SituationQuestions& questions, const std::string& kind) {
    for (const SituationQuestionKind& each : questions.kinds) {
        if (kind == each.kind) {
            return std::string(each.step);
        }
    }
    if (kind == "move") {
        return "movement";
    }
    if (kind == "step") {
        return {};
    }
    return std::string(questions.otherStep);
}

}  // namespace adjutant
