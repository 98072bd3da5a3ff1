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

VictoryWatch::Verdict VictoryWatch::verdict(const GameState& state,
                                            const OutOfActionTest& outOfAction) const {
    Verdict verdict;
    // The game is over after its last bound, at the first step of the next.
    const bool lastPlayed = state.bound() > state.setup().scenario->victory.bounds;
    verdict.standing = standing(state, outOfAction, lastPlayed);
    // An army that broke ends the battle at the end of its bound.
    verdict.over =
        lastPlayed || (verdict.standing.decided && state.stepIndex() == 0 && state.bound() > 1);
    return verdict;
}

}  // namespace adjutant
