#include "core/ai/GameOutcome.h"

#include <fmt/format.h>

#include <cmath>

#include "core/model/DisplayName.h"
#include "core/referee/PlainText.h"

namespace adjutant {

double ArmyStanding::lossFraction() const {
    return startFigures > 0 ? static_cast<double>(figuresLost()) / startFigures : 0.0;
}

std::string_view gameResultWord(GameResult result) {
    return keyIn(kGameResultWords, result, "draw");
}

namespace {

constexpr double kEpsilon = 1e-9;

int percent(double fraction) {
    return static_cast<int>(std::lround(fraction * 100));
}

std::string pointsText(double points) {
    return std::abs(points - std::round(points)) < 0.05 ? fmt::format("{:.0f}", points)
                                                        : fmt::format("{:.1f}", points);
}

// "5.7 points to 3.2": to a tenth, or to a hundredth where a lead is too
// small to show in tenths ("0.62 points to 0.58", not "0.6 points to 0.6").
std::string scoreText(double a, double b) {
    std::string first = pointsText(a);
    std::string second = pointsText(b);
    if (first == second && std::abs(a - b) > kEpsilon) {
        first = fmt::format("{:.2f}", a);
        second = fmt::format("{:.2f}", b);
    }
    return fmt::format("{} points to {}", first, second);
}

const Objective* findObjective(const Scenario& scenario, const std::string& id) {
    for (const Objective& objective : scenario.objectives) {
        if (objective.id == id) {
            return &objective;
        }
    }
    return nullptr;
}

/// The side that scores an objective held by `heldBy`: with a side that must
/// hold it, that side if it does and the other if not.
int scorerOf(const ObjectiveStanding& objective, int heldBy) {
    if (objective.holder < 0) {
        return heldBy;
    }
    return heldBy == objective.holder ? objective.holder : 1 - objective.holder;
}

void countArmies(const GameState& state, const OutOfActionTest& outOfAction, GameOutcome& outcome) {
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
    const VictoryConditions& victory = state.setup().scenario->victory;
    for (std::size_t side = 0; side < 2; ++side) {
        ArmyStanding& army = outcome.armies[side];
        army.breakPoint = victory.breakPoint[side].value_or(state.ruleset().armyBreaksAtLoss);
        army.broken = army.startFigures > 0 && army.lossFraction() >= army.breakPoint - kEpsilon;
    }
}

void standObjectives(const GameState& state, const OutOfActionTest& outOfAction, bool final,
                     const ObjectiveRecord* record, GameOutcome& outcome) {
    const Scenario& scenario = *state.setup().scenario;
    const VictoryConditions& victory = scenario.victory;
    for (const VictoryObjective& entry : victory.objectives) {
        const Objective* objective = findObjective(scenario, entry.objectiveId);
        if (objective == nullptr) {
            continue;
        }
        ObjectiveStanding standing;
        standing.objectiveId = entry.objectiveId;
        standing.name = displayName(*objective);
        standing.value = entry.value;
        standing.holder = entry.holder;
        standing.byBound = entry.byBound;
        standing.heldNow = objectiveHolder(state, *objective, victory.holdDistance, outOfAction);
        const auto recorded =
            record ? record->find(entry.objectiveId) : ObjectiveRecord::const_iterator{};
        if (record && recorded != record->end()) {
            standing.judged = true;
            standing.scoredBy = scorerOf(standing, recorded->second);
        } else if (final) {
            standing.judged = true;
            standing.scoredBy = scorerOf(standing, standing.heldNow);
        }
        // Until judged, it counts for whoever would score it now.
        const int scorer =
            standing.judged ? standing.scoredBy : scorerOf(standing, standing.heldNow);
        if (scorer == 0 || scorer == 1) {
            outcome.points[static_cast<std::size_t>(scorer)] += entry.value;
        }
        outcome.objectives.push_back(std::move(standing));
    }
    for (std::size_t side = 0; side < 2; ++side) {
        const double rate = victory.lossPercentPerPointOf(static_cast<int>(side));
        if (rate > 0) {
            outcome.points[side] += outcome.armies[1 - side].lossFraction() * 100 / rate;
        }
    }
}

void judgeBreak(const GameState& state, GameOutcome& outcome) {
    const ArmyStanding& a = outcome.armies[0];
    const ArmyStanding& b = outcome.armies[1];
    outcome.decided = true;
    outcome.result = GameResult::Decisive;
    // Both broken in the same bound: the one further past its break point loses.
    const double overA = a.lossFraction() / a.breakPoint;
    const double overB = b.lossFraction() / b.breakPoint;
    if (a.broken && b.broken && std::abs(overA - overB) < kEpsilon) {
        outcome.result = GameResult::Draw;
        outcome.summary = "both armies broken: a draw";
        return;
    }
    const int loser = !b.broken || (a.broken && overA > overB) ? 0 : 1;
    outcome.winner = 1 - loser;
    outcome.summary = fmt::format(
        "{} wins: {} broken ({}% lost)", sideName(state, outcome.winner), sideName(state, loser),
        percent(outcome.armies[static_cast<std::size_t>(loser)].lossFraction()));
}

/// Today's words for a scenario without victory conditions of its own.
void judgeOnLosses(const GameState& state, GameOutcome& outcome) {
    const ArmyStanding& a = outcome.armies[0];
    const ArmyStanding& b = outcome.armies[1];
    if (outcome.winner < 0) {
        outcome.summary = fmt::format("a draw: {}% and {}% lost", percent(a.lossFraction()),
                                      percent(b.lossFraction()));
        return;
    }
    outcome.summary = fmt::format(
        "{} wins on points: {}% lost against {}%", sideName(state, outcome.winner),
        percent(outcome.armies[static_cast<std::size_t>(outcome.winner)].lossFraction()),
        percent(outcome.armies[static_cast<std::size_t>(1 - outcome.winner)].lossFraction()));
}

void judgeOnPoints(const GameState& state, GameOutcome& outcome) {
    const VictoryConditions& victory = state.setup().scenario->victory;
    const double lead = outcome.points[0] - outcome.points[1];
    if (std::abs(lead) > victory.drawMargin + kEpsilon) {
        outcome.winner = lead > 0 ? 0 : 1;
        outcome.result =
            victory.decisiveMargin > 0 && std::abs(lead) >= victory.decisiveMargin - kEpsilon
                ? GameResult::Decisive
                : GameResult::Marginal;
    }
    if (!victory.given) {
        judgeOnLosses(state, outcome);
        return;
    }
    const std::string score = fmt::format(
        "{}; {}% and {}% lost", scoreText(outcome.points[0], outcome.points[1]),
        percent(outcome.armies[0].lossFraction()), percent(outcome.armies[1].lossFraction()));
    if (outcome.winner < 0) {
        outcome.summary = "a draw: " + score;
        return;
    }
    outcome.summary = fmt::format(
        "{} wins {}: {}", sideName(state, outcome.winner),
        outcome.result == GameResult::Decisive ? "decisively" : "by a narrow margin", score);
}

/// An army of no figures cannot break, hold or lose anything: a game with
/// one is not a battle, and holding the objectives against nobody wins nothing.
bool judgeNoBattle(const GameState& state, GameOutcome& outcome) {
    const bool emptyA = outcome.armies[0].startFigures <= 0;
    const bool emptyB = outcome.armies[1].startFigures <= 0;
    if (!emptyA && !emptyB) {
        return false;
    }
    outcome.undecidable = true;
    outcome.winner = -1;
    outcome.result = GameResult::Draw;
    outcome.summary = emptyA && emptyB
                          ? std::string("the battle cannot be decided: neither side has any units")
                          : fmt::format("the battle cannot be decided: {} has no units",
                                        sideName(state, emptyA ? 0 : 1));
    return true;
}

}  // namespace

GameOutcome judgeGame(const GameState& state, const OutOfActionTest& outOfAction, bool final,
                      const ObjectiveRecord* record) {
    GameOutcome outcome;
    outcome.bound = state.bound();
    outcome.lastBound = state.setup().scenario->victory.bounds;
    outcome.final = final;
    countArmies(state, outOfAction, outcome);
    standObjectives(state, outOfAction, final, record, outcome);
    if (judgeNoBattle(state, outcome)) {
        return outcome;
    }
    if (outcome.armies[0].broken || outcome.armies[1].broken) {
        judgeBreak(state, outcome);
        return outcome;
    }
    if (final) {
        judgeOnPoints(state, outcome);
    }
    return outcome;
}

void recordObjectives(const GameState& state, const OutOfActionTest& outOfAction, int endedBound,
                      ObjectiveRecord& record) {
    const Scenario& scenario = *state.setup().scenario;
    for (const VictoryObjective& entry : scenario.victory.objectives) {
        // byBound 0 is the end of the game, judged then and never recorded.
        if (entry.byBound < 1 || entry.byBound != endedBound ||
            record.contains(entry.objectiveId)) {
            continue;
        }
        if (const Objective* objective = findObjective(scenario, entry.objectiveId)) {
            record[entry.objectiveId] =
                objectiveHolder(state, *objective, scenario.victory.holdDistance, outOfAction);
        }
    }
}

}  // namespace adjutant
