#include "core/ai/GameOutcome.h"

#include <fmt/format.h>

#include <cmath>

namespace adjutant {

double ArmyStanding::lossFraction() const {
    return startFigures > 0 ? static_cast<double>(figuresLost()) / startFigures : 0.0;
}

namespace {

std::string sideName(const GameState& state, int side) {
    const auto& sides = state.setup().scenario->sides;
    const std::size_t i = static_cast<std::size_t>(side);
    if (i < sides.size()) {
        return sides[i].name.empty() ? sides[i].id : sides[i].name;
    }
    return fmt::format("side {}", side + 1);
}

int percent(double fraction) {
    return static_cast<int>(std::lround(fraction * 100));
}

}  // namespace

GameOutcome judgeGame(const GameState& state, const OutOfActionTest& outOfAction, bool final) {
    GameOutcome outcome;
    outcome.bound = state.bound();
    // The start is the scenario's order of battle: a unit that has left the
    // table is no longer among the state's units but still counts.
    for (const Unit& unit : state.setup().scenario->units) {
        if (unit.side >= 0 && unit.side < 2) {
            outcome.armies[static_cast<std::size_t>(unit.side)].startFigures +=
                unit.startFigures > 0 ? unit.startFigures : unit.figures;
        }
    }
    for (const Unit& unit : state.units()) {
        if (unit.side >= 0 && unit.side < 2 && unit.figures > 0 &&
            !(outOfAction && outOfAction(state, unit))) {
            outcome.armies[static_cast<std::size_t>(unit.side)].figuresInAction += unit.figures;
        }
    }
    const double breakAt = state.ruleset().armyBreaksAtLoss;
    for (ArmyStanding& army : outcome.armies) {
        army.broken = army.startFigures > 0 && army.lossFraction() >= breakAt - 1e-9;
    }
    const ArmyStanding& a = outcome.armies[0];
    const ArmyStanding& b = outcome.armies[1];
    if (a.broken || b.broken) {
        outcome.decided = true;
        // Both broken in the same bound: the one that lost the smaller share holds the field.
        if (a.broken && b.broken && a.lossFraction() == b.lossFraction()) {
            outcome.winner = -1;
            outcome.summary = "both armies broken: a draw";
            return outcome;
        }
        const int loser = !b.broken || (a.broken && a.lossFraction() > b.lossFraction()) ? 0 : 1;
        outcome.winner = 1 - loser;
        outcome.summary =
            fmt::format("{} wins: {} broken ({}% lost)", sideName(state, outcome.winner),
                        sideName(state, loser),
                        percent(outcome.armies[static_cast<std::size_t>(loser)].lossFraction()));
        return outcome;
    }
    if (!final) {
        return outcome;
    }
    const double difference = a.lossFraction() - b.lossFraction();
    if (std::abs(difference) <= GameOutcome::kPointsMargin) {
        outcome.summary = fmt::format("a draw: {}% and {}% lost", percent(a.lossFraction()),
                                      percent(b.lossFraction()));
        return outcome;
    }
    outcome.winner = difference > 0 ? 1 : 0;
    outcome.summary = fmt::format(
        "{} wins on points: {}% lost against {}%", sideName(state, outcome.winner),
        percent(outcome.armies[static_cast<std::size_t>(outcome.winner)].lossFraction()),
        percent(outcome.armies[static_cast<std::size_t>(1 - outcome.winner)].lossFraction()));
    return outcome;
}

}  // namespace adjutant
