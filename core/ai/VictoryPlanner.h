#pragma once

#include <vector>

#include "core/ai/CommanderSettings.h"
#include "core/ai/ObjectiveHolding.h"
#include "core/engine/GameState.h"
#include "core/referee/CommanderOptions.h"

namespace adjutant {

/// What a commander that reads the victory conditions makes of the game as it
/// stands: the goals it gives, and whether its side is ahead or behind on the
/// points it would score if the game ended now.
struct VictoryPlan {
    std::vector<UnitGoal> goals;
    double lead = 0;  // own points less the enemy's
    bool ahead = false;
    bool behind = false;
};

/// How a level of the computer commander uses the victory conditions: only
/// the highest reads them, aiming its units with planForVictory, and while
/// its side is behind on points weighs risk `riskWeightWhenBehind` times
/// instead of its usual weight (judgementOf), as an attacker must.
struct VictoryReading {
    bool readsVictory = false;
    double riskWeightWhenBehind = 1;
};
VictoryReading victoryReadingOf(Difficulty difficulty);

/// Aims `side`'s units at the objectives the scenario's victory conditions
/// score, starting from the goals of the brigades' tasks (`taskGoals`, from
/// planGoals):
/// - each objective not yet judged that the enemy would score now is an aim,
///   worth its value; the side's attacking units (every unit when it is
///   behind) are shared among the aims in proportion to their values, each
///   aim taking the units nearest it that can still reach it by the bound it
///   is judged at;
/// - when the side is ahead, a unit standing at an objective its side scores
///   by holding stays there;
/// - every other unit keeps its task's goal.
VictoryPlan planForVictory(const GameState& state, int side, const OutOfActionTest& outOfAction,
                           std::vector<UnitGoal> taskGoals);

}  // namespace adjutant
