#include "core/referee/InitiativeRollOff.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "core/referee/PlainText.h"

namespace adjutant {

InitiativeRollOff rollOffForInitiative(const GameState& state, DiceSource& dice, Explanation& why,
                                       const char* rule) {
    const int sides = static_cast<int>(state.setup().scenario->sides.size());
    InitiativeRollOff result;
    for (;;) {
        result.rolls.clear();
        for (int side = 0; side < sides; ++side) {
            result.rolls.push_back(dice.roll("initiative: " + sideName(state, side)));
            why.add(sideName(state, side), result.rolls.back(), rule);
        }
        const auto best = std::max_element(result.rolls.begin(), result.rolls.end());
        if (best == result.rolls.end() ||
            std::count(result.rolls.begin(), result.rolls.end(), *best) == 1) {
            result.first =
                best == result.rolls.end() ? 0 : static_cast<int>(best - result.rolls.begin());
            return result;
        }
        why.add("Tie: roll again", std::nullopt, rule);
    }
}

Resolution resolveBoundInitiative(GameState& state, DiceSource& dice, Explanation why,
                                  const BoundInitiativeRule& how, std::vector<int>& order,
                                  std::vector<int>& rolls) {
    const int sides = static_cast<int>(state.setup().scenario->sides.size());
    rolls.clear();
    int first = 0;
    if (how.rolled && sides >= 2) {
        // Both roll; the higher chooses and takes the first player turn [P];
        // ties roll again.
        InitiativeRollOff rollOff = rollOffForInitiative(state, dice, why, how.rule);
        first = rollOff.first;
        rolls = std::move(rollOff.rolls);
        why.note = sideName(state, first) + how.rolledNote;
    } else {
        why.note = sideName(state, first) + how.fixedNote;
    }
    order = turnOrderFrom(first, sides);
    state.setSideToAct(first);
    return makeResolution(
        state, "initiative", {},
        fmt::format(fmt::runtime(how.summary), state.bound(), sideName(state, first)),
        std::move(why), &dice);
}

std::vector<int> turnOrderFrom(int first, int sides) {
    std::vector<int> order;
    for (int k = 0; k < sides; ++k) {
        order.push_back((first + k) % std::max(sides, 1));
    }
    return order;
}

InitiativeReport initiativeFromTurnOrder(const GameState& state, const std::vector<int>& order,
                                         std::string rule) {
    InitiativeReport report;
    report.kept = true;
    report.rule = std::move(rule);
    // Until the initiative step is resolved the order is last bound's.
    const SequenceStep* step = state.currentStep();
    report.decided = !order.empty() && !(step && step->id == "initiative");
    report.side = order.empty() ? -1 : order.front();
    report.movesFirst = true;
    return report;
}

}  // namespace adjutant
