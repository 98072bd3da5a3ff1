#include "core/ai/VictoryWatch.h"

namespace adjutant {

void VictoryWatch::follow(const GameState& state, const OutOfActionTest& outOfAction) {
    const int bound = state.bound();
    if (bound < bound_) {
        // Undone to an earlier bound: what was judged since is not judged yet.
        for (const VictoryObjective& objective : state.setup().scenario->victory.objectives) {
            if (objective.byBound >= bound) {
                record_.erase(objective.objectiveId);
            }
        }
    }
    for (int ended = bound_; ended < bound; ++ended) {
        recordObjectives(state, outOfAction, ended, record_);
    }
    bound_ = bound;
}

GameOutcome VictoryWatch::standing(const GameState& state, const OutOfActionTest& outOfAction,
                                   bool final) const {
    return judgeGame(state, outOfAction, final, &record_);
}

}  // namespace adjutant
