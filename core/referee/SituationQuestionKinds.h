#pragma once

// The kinds of situation question a ruleset answers (docs/situations.md), each
// with the step of the sequence of play it is asked in and the function that
// answers it. A referee keeps one table of its own kinds; its `answer` and its
// `questionStep` both read it, so a kind cannot be answered and yet go without
// its step, or be named in the message for an unknown kind and yet not be
// answered. `move` and `step`, which every ruleset answers alike
// (SituationStepQuestions.h), are added by the functions here.

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// One kind of question a ruleset answers: the `kind` a situation asks it by,
/// the step it is asked in, and its answer. Most questions are about two
/// units, the firer and its target, the attacker and the defender: such a
/// kind names the keys it reads them under, and is answered only when the
/// question names both and has no other error.
struct SituationQuestionKind {
    using Answer = std::optional<RulesAnswer> (*)(GameState& state, const JsonReader& question,
                                                  DiceSource& dice);
    using AnswerAbout = std::optional<RulesAnswer> (*)(GameState& state, const JsonReader& question,
                                                       DiceSource& dice, const Unit& first,
                                                       const Unit& second);

    constexpr SituationQuestionKind(std::string_view kindKey, std::string_view stepId,
                                    Answer answerIt)
        : kind(kindKey), step(stepId), answer(answerIt) {}
    constexpr SituationQuestionKind(std::string_view kindKey, std::string_view stepId,
                                    std::string_view firstKey, std::string_view secondKey,
                                    AnswerAbout answerIt)
        : kind(kindKey),
          step(stepId),
          firstUnit(firstKey),
          secondUnit(secondKey),
          answerAbout(answerIt) {}

    std::string_view kind;
    std::string_view step;
    Answer answer = nullptr;
    std::string_view firstUnit;
    std::string_view secondUnit;
    AnswerAbout answerAbout = nullptr;
};

/// The questions of one ruleset: the name its message for an unknown kind
/// gives it, its own kinds in the order that message lists them, and the step
/// a kind it does not know is asked in.
struct SituationQuestions {
    std::string_view ruleset;
    std::span<const SituationQuestionKind> kinds;
    std::string_view otherStep;
};

/// Answers the question by its `kind`: one of the ruleset's own, `move` (the
/// unit named under `unitId`) or `step`. Any other kind is an error at `kind`
/// that lists those the ruleset answers.
std::optional<RulesAnswer> answerSituationQuestion(const SituationQuestions& questions,
                                                   const RulesetReferee& referee, GameState& state,
                                                   const JsonReader& question, DiceSource& dice);

/// The step a question of `kind` is asked in: its own kind's, "movement" for
/// `move`, none for `step` (the file's own step, else the first), and
/// `otherStep` for a kind the ruleset does not answer.
std::string situationQuestionStep(const SituationQuestions& questions, const std::string& kind);

}  // namespace adjutant
