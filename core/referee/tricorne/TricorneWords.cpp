#include "core/referee/tricorne/TricorneWords.h"

#include <fmt/format.h>

#include <array>
#include <cstdlib>

#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneStateCache.h"
#include "core/rules/Explanation.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

std::string bounds(double count) {
    if (count == 0.5) {
        return "half a bound";
    }
    return formatRulesNumber(count) + (count == 1 ? " bound" : " bounds");
}

// The ruleset's words for an action: kept in the state cache once looked up
// there (a bound puts thousands of actions into words, and searching the
// ruleset's words for each was a good part of it); looked up afresh for a
// state that is not a Tricorne game's or has no cache yet.
std::string wordOfAction(const GameState& state, TricorneActionCode code) {
    if (const auto* tricorne = dynamic_cast<const TricorneGameState*>(&state.rulesetState())) {
        if (const TricorneStateCache* cache = tricorne->cacheIfBuilt()) {
            return cache->actionWord(state, code);
        }
    }
    return wordFor(state, "actions", tricorneActionKey(code));
}

}  // namespace

std::string actionInWords(const GameState& state, const TricorneAction& action) {
    std::string text = wordOfAction(state, action.code);
    if (action.code == TricorneActionCode::Fire && action.distance) {
        text += " at " + formatRulesNumber(*action.distance) + " in";
    } else if (action.code == TricorneActionCode::Recoil && action.distance) {
        text += " " + formatRulesNumber(*action.distance) + " in";
    } else if ((action.code == TricorneActionCode::Rout ||
                action.code == TricorneActionCode::FollowUp ||
                action.code == TricorneActionCode::Retire ||
                action.code == TricorneActionCode::Retreat ||
                action.code == TricorneActionCode::DressRanks ||
                action.code == TricorneActionCode::AbandonGuns) &&
               action.bounds) {
        text += " for " + bounds(*action.bounds);
    }
    if (action.stands) {
        text = fmt::format("{} {} may {}", *action.stands, *action.stands == 1 ? "stand" : "stands",
                           wordOfAction(state, action.code));
        // "turns to face" after "may" reads "turn to face".
        if (text.size() > 4 && text.find(" turns ") != std::string::npos) {
            text.replace(text.find(" turns "), 7, " turn ");
        }
    }
    if (action.chargingFactor) {
        text +=
            *action.chargingFactor ? " with the charging factor" : " without the charging factor";
    }
    if (!action.condition.empty()) {
        text += " " + wordFor(state, "conditions", action.condition);
    }
    if (action.escalation != TricorneEscalation::None) {
        text +=
            " (" + wordFor(state, "escalations", tricorneEscalationKey(action.escalation)) + ")";
    }
    return text;
}

std::string actionsInWords(const GameState& state, const std::vector<TricorneAction>& actions) {
    std::string text;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (i > 0) {
            text += i + 1 == actions.size() ? " and " : ", ";
        }
        text += actionInWords(state, actions[i]);
    }
    return text;
}

std::string responseKeyInWords(const GameState& state, const std::string& key) {
    if (key.empty()) {
        return {};
    }
    if (key == "exempt") {
        return "no test: a square already formed";
    }
    std::vector<TricorneAction> actions;
    std::size_t start = 0;
    while (start <= key.size()) {
        const std::size_t plus = key.find('+', start);
        const std::string part =
            key.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
        TricorneAction action;
        const std::size_t at = part.find('@');
        if (const auto code = tricorneActionFromKey(part.substr(0, at))) {
            action.code = *code;
            if (at != std::string::npos) {
                action.distance = std::atof(part.c_str() + at + 1);
            }
            actions.push_back(std::move(action));
        }
        if (plus == std::string::npos) {
            break;
        }
        start = plus + 1;
    }
    return actionsInWords(state, actions);
}

std::string dInWords(int d) {
    static constexpr std::array<const char*, 7> kCounts{"zero", "one",  "two", "three",
                                                        "four", "five", "six"};
    if (d == 0) {
        return "equal";
    }
    const int size = std::abs(d);
    const std::string count =
        size < 7 ? kCounts[static_cast<std::size_t>(size)] : std::to_string(size);
    return count + (d < 0 ? " under" : " over");
}

std::string signedWhole(int value) {
    return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

std::string testArithmetic(int die, int pms, int d) {
    // Put together by hand: a bound reads two tests aloud per unit, and
    // fmt's parsing of the pattern cost more than the joining.
    return "die " + std::to_string(die) + " minus present morale " + spokenNumber(pms) + " gives " +
           spokenNumber(d, true);
}

}  // namespace adjutant
