#include "core/referee/OddsSupport.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/referee/PlainText.h"
#include "core/rules/Explanation.h"

namespace adjutant {

nlohmann::json answerMember(const nlohmann::json& answer, const std::string& path) {
    const nlohmann::json* node = &answer;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t dot = path.find('.', start);
        const std::string key =
            path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!node->is_object() || !node->contains(key)) {
            return nullptr;
        }
        node = &(*node)[key];
        if (dot == std::string::npos) {
            break;
        }
        start = dot + 1;
    }
    return *node;
}

std::optional<Odds> answerOdds(const RefereeQuestions& referee, const GameState& state,
                               const nlohmann::json& question, const OddsPlan& plan,
                               std::string& whyNot, const OddsPrelude& prelude) {
    std::string problem;
    const auto procedure = [&](DiceSource& dice) -> nlohmann::json {
        GameState copy = state;
        if (prelude) {
            prelude(copy, dice);
        }
        Diagnostics diagnostics;
        const JsonReader reader(question, "question", diagnostics);
        std::optional<RulesAnswer> answer = referee.answer(copy, reader, dice);
        if (!answer || diagnostics.hasErrors()) {
            if (problem.empty()) {
                problem = diagnostics.hasErrors() ? diagnostics.toString()
                                                  : std::string("the question has no answer");
            }
            return nullptr;
        }
        return answerMember(answer->json, plan.by);
    };
    std::optional<Odds> odds;
    try {
        odds = enumerateOdds(procedure, plan.limits);
    } catch (const std::exception& e) {
        whyNot = e.what();
        return std::nullopt;
    }
    if (!odds) {
        whyNot = problem.empty() ? fmt::format(
                                       "too many dice to count every face of (more than "
                                       "{} runs or {} dice)",
                                       plan.limits.maxRuns, plan.limits.maxDice)
                                 : problem;
    }
    return odds;
}

std::optional<ChargeOdds> refusedChargeOdds(const RulesetReferee& referee, const GameState& state,
                                            const std::string& chargerId,
                                            const std::vector<std::string>& targetIds) {
    ChargeOdds odds;
    if (targetIds.empty()) {
        odds.whyNot = "a charge needs a target";
        return odds;
    }
    if (auto why = referee.refuseCharge(state, chargerId, targetIds)) {
        odds.whyNot = *why;
        return odds;
    }
    return std::nullopt;
}

RulesOdds labelledOdds(std::string title, std::string rule, Odds odds,
                       const std::function<std::string(const nlohmann::json&)>& label) {
    RulesOdds out;
    out.title = std::move(title);
    out.rule = std::move(rule);
    for (const OddsOutcome& outcome : odds) {
        out.labels.push_back(label(outcome.value));
    }
    out.outcomes = std::move(odds);
    return out;
}

Odds marginalOdds(const Odds& odds, const std::string& member) {
    Odds out;
    for (const OddsOutcome& outcome : odds) {
        const nlohmann::json value = outcome.value.is_object() && outcome.value.contains(member)
                                         ? outcome.value[member]
                                         : nlohmann::json(0);
        auto same = std::find_if(out.begin(), out.end(),
                                 [&](const OddsOutcome& o) { return o.value == value; });
        if (same == out.end()) {
            out.push_back({value, outcome.chance});
        } else {
            same->chance = same->chance + outcome.chance;
        }
    }
    std::sort(out.begin(), out.end(),
              [](const OddsOutcome& a, const OddsOutcome& b) { return a.value < b.value; });
    return out;
}

std::string casualtiesInWords(const nlohmann::json& value, const char* one, const char* many) {
    if (!value.is_number()) {
        return value.dump();
    }
    const double number = value.get<double>();
    if (number == 0) {
        return fmt::format("no {}", many);
    }
    return fmt::format("{} {}", formatRulesNumber(number), number == 1 ? one : many);
}

std::string eachUnitInWords(const GameState& state, const nlohmann::json& question,
                            const nlohmann::json& value, const char* one, const char* many) {
    if (!value.is_object()) {
        return casualtiesInWords(value, one, many);
    }
    std::string words;
    for (const auto& [key, count] : value.items()) {
        const nlohmann::json role = question.value(key, nlohmann::json());
        const std::string id = role.is_string() ? role.get<std::string>() : key;
        words += fmt::format("{}{}: {}", words.empty() ? "" : "; ", nameOf(state, id),
                             casualtiesInWords(count, one, many));
    }
    return words;
}

}  // namespace adjutant
