#include "core/referee/InitiativeRollOff.h"

#include <algorithm>

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
