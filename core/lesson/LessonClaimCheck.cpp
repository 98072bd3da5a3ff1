#include "core/lesson/LessonClaimCheck.h"

#include <fmt/format.h>

#include <cmath>
#include <exception>

#include "core/dice/ScriptedDice.h"
#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "core/referee/situation/ExpectMatch.h"

namespace adjutant {

namespace {

// "attacker/killNumber" or "attacker.killNumber" as a JSON pointer.
nlohmann::json::json_pointer pointerOf(std::string_view member) {
    std::string pointer = "/";
    for (const char c : member) {
        if (c == '.' || c == '/') {
            pointer += '/';
        } else if (c == '~') {
            pointer += "~0";
        } else {
            pointer += c;
        }
    }
    return nlohmann::json::json_pointer(pointer);
}

// A number as the lessons write it: "3", "2.5", "1,200", "−1" (with the
// minus sign the texts use, not a hyphen).
std::string numberInWords(double value) {
    const double rounded = std::round(value * 100) / 100;
    const long long whole = std::llround(std::trunc(std::fabs(rounded)));
    std::string text = fmt::format("{}", whole);
    for (int at = static_cast<int>(text.size()) - 3; at > 0; at -= 3) {
        text.insert(static_cast<std::size_t>(at), ",");
    }
    const long long hundredths = std::llround(std::fabs(rounded) * 100) % 100;
    if (hundredths != 0) {
        text += hundredths % 10 == 0 ? fmt::format(".{}", hundredths / 10)
                                     : fmt::format(".{:02}", hundredths);
    }
    return rounded < 0 ? "\u2212" + text : text;
}

std::optional<std::string> valueInWords(const nlohmann::json& value) {
    if (value.is_number()) {
        return numberInWords(value.get<double>());
    }
    if (value.is_string()) {
        return value.get<std::string>();
    }
    return std::nullopt;
}

}  // namespace

std::string claimPlaceholderProblem(std::string_view says) {
    std::size_t at = 0;
    while ((at = says.find_first_of("{}", at)) != std::string_view::npos) {
        if (says[at] == '}') {
            return fmt::format("a '}}' at character {} closes no '{{'", at + 1);
        }
        const std::size_t close = says.find_first_of("{}", at + 1);
        if (close == std::string_view::npos || says[close] == '{') {
            return fmt::format("the '{{' at character {} is not closed", at + 1);
        }
        if (close == at + 1) {
            return fmt::format("the '{{}}' at character {} names no member of the answer", at + 1);
        }
        at = close + 1;
    }
    return {};
}

std::optional<std::string> fillClaimWords(std::string_view says, const nlohmann::json& answer,
                                          std::string& problem) {
    std::string filled;
    std::size_t at = 0;
    while (at < says.size()) {
        const std::size_t open = says.find('{', at);
        if (open == std::string_view::npos) {
            filled.append(says.substr(at));
            break;
        }
        const std::size_t close = says.find('}', open);
        if (close == std::string_view::npos) {
            problem = claimPlaceholderProblem(says);
            return std::nullopt;
        }
        filled.append(says.substr(at, open - at));
        const std::string_view member = says.substr(open + 1, close - open - 1);
        std::optional<std::string> words;
        try {
            const nlohmann::json::json_pointer pointer = pointerOf(member);
            if (answer.contains(pointer)) {
                words = valueInWords(answer.at(pointer));
            }
        } catch (const nlohmann::json::exception&) {
            words.reset();  // a malformed path is reported below like an absent one
        }
        if (!words) {
            problem =
                fmt::format("the answer has no number or word \"{}\" to fill the claim \"{}\" with",
                            member, says);
            return std::nullopt;
        }
        filled += *words;
        at = close + 1;
    }
    return filled;
}

std::vector<std::string> checkClaim(const LessonClaim& claim, const std::string& stepText,
                                    const GameState& state, const RefereeRegistry& referees) {
    std::vector<std::string> problems;
    const RulesetReferee* referee = referees.forState(state);
    if (!referee) {
        problems.emplace_back("the lesson's ruleset has no referee to ask");
        return problems;
    }
    GameState asked = state;  // a question may change the state it is asked of
    Diagnostics diagnostics;
    const JsonReader question(claim.question, "the claim's question", diagnostics);
    ScriptedDice dice(claim.dice);
    std::optional<RulesAnswer> answer;
    try {
        answer = referee->answer(asked, question, dice);
    } catch (const DiceError&) {
        problems.push_back(
            fmt::format("the question behind \"{}\" needs more than the {} dice given", claim.says,
                        claim.dice.size()));
        return problems;
    } catch (const std::exception& e) {
        problems.push_back(fmt::format(
            "the referee could not answer the question behind \"{}\": {}", claim.says, e.what()));
        return problems;
    }
    if (!answer || diagnostics.hasErrors()) {
        problems.push_back(fmt::format(
            "the referee cannot answer the question behind \"{}\": {}", claim.says,
            diagnostics.hasErrors() ? diagnostics.toString() : std::string("it was refused")));
        return problems;
    }
    if (claim.expect) {
        for (const std::string& difference :
             compareWithExpected(*claim.expect, answer->json, "/expect")) {
            problems.push_back(
                fmt::format("the referee disagrees with \"{}\": {}", claim.says, difference));
        }
    }
    std::string problem;
    if (const std::optional<std::string> words =
            fillClaimWords(claim.says, answer->json, problem)) {
        if (stepText.find(*words) == std::string::npos) {
            problems.push_back(fmt::format(
                "the text does not say what the referee answers: expected \"{}\" in it", *words));
        }
    } else {
        problems.push_back(problem);
    }
    return problems;
}

}  // namespace adjutant
