#include "core/referee/situation/SituationAnswer.h"

#include <fmt/format.h>

#include <exception>

#include "core/dice/DieRollsJson.h"
#include "core/dice/ScriptedDice.h"
#include "core/json/JsonReader.h"
#include "core/referee/ForwardingDice.h"
#include "core/referee/situation/ExpectMatch.h"

namespace adjutant {

std::optional<SituationOutcome> answerSituation(Situation& situation,
                                                const RefereeRegistry& referees,
                                                const std::vector<int>& dice,
                                                Diagnostics& diagnostics) {
    const RulesetReferee* referee = referees.forState(situation.state);
    if (!referee) {
        diagnostics.error(situation.file, "/ruleset", "this ruleset has no referee");
        return std::nullopt;
    }
    const JsonReader root(situation.document, situation.file, diagnostics);
    const JsonReader question = root.child("question");
    ScriptedDice scripted(dice);
    ForwardingDice forwarded(scripted);  // keeps every roll in `scripted`
    const std::size_t errorsBefore = diagnostics.errorCount();
    std::optional<RulesAnswer> answer;
    try {
        answer = referee->answer(situation.state, question, forwarded);
    } catch (const DiceError& e) {
        diagnostics.error(situation.file, "/dice",
                          fmt::format("the question needs more dice than the {} given ({})",
                                      dice.size(), e.what()));
        return std::nullopt;
    } catch (const std::exception& e) {
        // A fault in the rules code must still end in a message, not a crash.
        diagnostics.error(situation.file, "/question",
                          fmt::format("internal error while answering: {}", e.what()));
        return std::nullopt;
    }
    if (!answer && diagnostics.errorCount() == errorsBefore) {
        // Every refusal should say why; one that does not must still not be silent.
        diagnostics.error(situation.file, "/question",
                          "the question cannot be answered as it is asked (see docs/situations.md "
                          "for what each kind of question needs)");
    }
    if (!answer || diagnostics.hasErrors()) {
        return std::nullopt;
    }
    if (!answer->json.contains("rolls")) {
        answer->json["rolls"] = dieRollsJson(scripted.rolls());
    }
    if (!answer->json.contains("explanation") && !answer->explanation.label.empty()) {
        answer->json["explanation"] = answer->explanation.toJson();
    }
    if (scripted.remaining() > 0) {
        diagnostics.warning(
            situation.file, "/dice",
            fmt::format("{} of the {} dice were not thrown", scripted.remaining(), dice.size()));
    }
    SituationOutcome outcome{std::move(*answer), {}};
    if (situation.expect) {
        outcome.mismatches = compareWithExpected(*situation.expect, outcome.answer.json, "/expect");
    }
    return outcome;
}

}  // namespace adjutant
