#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/editor/ScenarioEdits.h"

namespace adjutant::edits {

namespace {

std::string victoryProblem(const Scenario& scenario, const VictoryConditions& victory) {
    if (victory.bounds < 1 || victory.bounds > 1000) {
        return fmt::format("a game lasts 1 to 1000 bounds, not {}", victory.bounds);
    }
    for (int side = 0; side < 2; ++side) {
        if (victory.breakPoint[side] &&
            (*victory.breakPoint[side] < 0.01 || *victory.breakPoint[side] > 1.0)) {
            return fmt::format("an army breaks after losing 1% to 100% of its figures, not {:.0f}%",
                               *victory.breakPoint[side] * 100);
        }
    }
    for (const double rate : {victory.lossPercentPerPoint, victory.lossPercentPerPointOf(0),
                              victory.lossPercentPerPointOf(1)}) {
        if (rate < 0 || rate > 100) {
            return fmt::format("a point for losses is 0% to 100% of the enemy army, not {:g}%",
                               rate);
        }
    }
    if (victory.drawMargin < 0 || victory.decisiveMargin < 0 || victory.holdDistance < 0) {
        return "points, margins and distances cannot be negative";
    }
    if (victory.decisiveMargin > 0 && victory.decisiveMargin <= victory.drawMargin) {
        return fmt::format("a decisive win needs a lead larger than the draw margin ({})",
                           victory.drawMargin);
    }
    std::set<std::string> seen;
    for (const VictoryObjective& objective : victory.objectives) {
        const bool known =
            std::any_of(scenario.objectives.begin(), scenario.objectives.end(),
                        [&](const Objective& o) { return o.id == objective.objectiveId; });
        if (!known) {
            return fmt::format("the scenario has no objective \"{}\"", objective.objectiveId);
        }
        if (!seen.insert(objective.objectiveId).second) {
            return fmt::format("objective \"{}\" is scored twice", objective.objectiveId);
        }
        if (objective.value < 0) {
            return "an objective cannot be worth less than nothing";
        }
        if (objective.holder < -1 || objective.holder >= static_cast<int>(scenario.sides.size())) {
            return "the side that must hold an objective is not one of the scenario's";
        }
        if (objective.byBound < 0 || objective.byBound > victory.bounds) {
            return fmt::format("objective \"{}\" is judged at bound {}, after the last ({})",
                               objective.objectiveId, objective.byBound, victory.bounds);
        }
    }
    return {};
}

}  // namespace

ScenarioEdit setVictory(VictoryConditions victory) {
    return {"Edit victory conditions",
            [victory = std::move(victory)](Scenario& scenario) -> std::string {
                if (std::string problem = victoryProblem(scenario, victory); !problem.empty()) {
                    return problem;
                }
                scenario.victory = victory;
                scenario.victory.given = true;
                return {};
            }};
}

}  // namespace adjutant::edits
