#include <gtest/gtest.h>

#include "core/engine/SequencePosition.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {
namespace {

RulesetDefinition threeSteps(PlayerTurns turns) {
    RulesetDefinition ruleset;
    ruleset.playerTurns = turns;
    SequenceStep initiative;
    initiative.id = "initiative";
    initiative.oncePerBound = true;
    SequenceStep move;
    move.id = "move";
    SequenceStep fire;
    fire.id = "fire";
    ruleset.sequence = {initiative, move, fire};
    return ruleset;
}

TEST(SequencePosition, SimultaneousStepsWrapToTheNextBound) {
    const RulesetDefinition ruleset = threeSteps(PlayerTurns::Simultaneous);
    EXPECT_EQ(nextSequencePosition(ruleset, 2, {1, 0, 0}), (SequencePosition{1, 1, 0}));
    EXPECT_EQ(nextSequencePosition(ruleset, 2, {1, 2, 0}), (SequencePosition{2, 0, 0}));
}

TEST(SequencePosition, AlternateTurnsRunTheSequenceForEachSideWithoutTheOnceABoundSteps) {
    const RulesetDefinition ruleset = threeSteps(PlayerTurns::Alternate);
    SequencePosition at{4, 0, 0};
    const std::vector<SequencePosition> expected{
        {4, 1, 0}, {4, 2, 0}, {4, 1, 1}, {4, 2, 1}, {5, 0, 0}};
    for (const SequencePosition& next : expected) {
        at = nextSequencePosition(ruleset, 2, at);
        EXPECT_EQ(at, next) << "bound " << next.bound << " step " << next.stepIndex << " turn "
                            << next.playerTurn;
    }
    // With three sides there is a third player turn before the bound ends.
    EXPECT_EQ(nextSequencePosition(ruleset, 3, {4, 2, 1}), (SequencePosition{4, 1, 2}));
    EXPECT_EQ(nextSequencePosition(ruleset, 3, {4, 2, 2}), (SequencePosition{5, 0, 0}));
}

}  // namespace
}  // namespace adjutant
