// The memo of trial layouts as it grows: every shape asked for again is the
// layout kept for it, after the table of slots has grown many times over.

#include "core/referee/tricorne/TricorneLayoutMemo.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

TEST(TricorneLayoutMemo, KeepsEveryShapeAsItGrows) {
    testing::TricorneTestWorld world;
    world.addUnit("ir18", 0, "musketeer", 12, 30, 40, 0);
    const GameState state = world.start();
    const TricorneContext context(state);
    const TricorneLayoutMemo& memo = context.stateCache().trialLayouts();
    const std::size_t before = memo.size();

    std::vector<Unit> trials;
    std::vector<geometry::UnitLayoutRef> first;
    for (int i = 0; i < 500; ++i) {
        Unit trial = *context.unit("ir18");
        trial.pose.position.x += 0.125 * i;
        trial.pose.facingDegrees = i % 7 * 10.0;
        trials.push_back(trial);
        first.push_back(context.layout(trial));
        ASSERT_TRUE(first.back());
    }
    EXPECT_EQ(memo.size(), before + trials.size());
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const auto again = context.layout(trials[i]);
        ASSERT_TRUE(again);
        EXPECT_EQ(&*again, &*first[i]) << i;
        EXPECT_EQ(*again, *computeLayout(state, trials[i], Cohesion::Ordered)) << i;
    }
    EXPECT_EQ(memo.size(), before + trials.size());
}

}  // namespace
}  // namespace adjutant
