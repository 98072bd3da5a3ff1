#include "core/referee/situation/SituationOdds.h"

#include <string>

#include "core/json/JsonMember.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

std::optional<nlohmann::json> situationOdds(const Situation& situation,
                                            const RefereeRegistry& referees,
                                            Diagnostics& diagnostics) {
    const RulesetReferee* referee = referees.forState(situation.state);
    if (!referee) {
        diagnostics.error(situation.file, "/ruleset", "this ruleset has no referee");
        return std::nullopt;
    }
    const nlohmann::json question =
        memberOr(situation.document, "question", nlohmann::json::object());
    const std::string kind = memberOr(question, "kind", "");
    const std::optional<OddsPlan> plan = referee->oddsPlan(kind);
    std::string whyNot;
    const std::optional<Odds> odds = referee->questionOdds(situation.state, question, whyNot);
    if (!odds || !plan) {
        diagnostics.error(situation.file, "/question",
                          "no odds: " + (whyNot.empty() ? std::string("none given") : whyNot));
        return std::nullopt;
    }
    nlohmann::json outcomes = oddsJson(*odds);
    for (nlohmann::json& outcome : outcomes) {
        outcome["words"] = plan->words ? plan->words(situation.state, question, outcome["value"])
                                       : outcome["value"].dump();
    }
    return nlohmann::json{{"by", plan->by}, {"outcomes", std::move(outcomes)}};
}

}  // namespace adjutant
