// What the bound's answer-only questions and trial layouts hand out: a charge
// check asked for its answer alone (Explain::AnswerOnly) answers as the full
// check does, without the explanation; a trial layout from the memo is the
// layout worked out afresh; a status found by a unit's position is the map's.
//
// The test environment sets ADJUTANT_VERIFY_STATE_CACHE=1, under which every
// memo hit is also laid out afresh and every status checked against the map.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneLayoutMemo.h"
#include "core/referee/tricorne/TricorneStateCache.h"
#include "tests/core/referee/TricorneChargeTestSupport.h"

namespace adjutant {
namespace {

using testing::addCharger;
using testing::addTargetAt;
using testing::statusOf;

// Every member of a path but its explanation.
void expectSamePathAnswer(const ChargePath& answer, const ChargePath& full) {
    ChargePath withoutWhy = full;
    withoutWhy.explanation = Explanation{};
    EXPECT_EQ(answer, withoutWhy);
}

void expectSameAnswer(const GameState& state, const std::string& charger,
                      const std::vector<std::string>& targets) {
    const TricorneContext context(state);
    const ChargeDeclaration declaration{charger, targets};
    const ChargeDeclarationCheck full = checkChargeDeclaration(context, declaration);
    const ChargeDeclarationCheck answer =
        checkChargeDeclaration(context, declaration, Explain::AnswerOnly);
    EXPECT_EQ(answer.legal, full.legal);
    EXPECT_EQ(answer.reason, full.reason);
    EXPECT_EQ(answer.reach.inches, full.reach.inches);
    EXPECT_EQ(answer.reach.tableInches, full.reach.tableInches);
    EXPECT_EQ(answer.reach.whyNot, full.reach.whyNot);
    EXPECT_EQ(answer.impetusLostBecause, full.impetusLostBecause);
    ASSERT_EQ(answer.paths.size(), full.paths.size());
    for (std::size_t i = 0; i < full.paths.size(); ++i) {
        expectSamePathAnswer(answer.paths[i], full.paths[i]);
    }
    EXPECT_EQ(answer.explanation, Explanation{});
    EXPECT_EQ(answer.reach.explanation, Explanation{});
    EXPECT_FALSE(full.explanation.label.empty());
}

TEST(TricorneAnswerOnly, ALegalChargeAnswersAsTheFullCheck) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    const GameState state = world.start();
    expectSameAnswer(state, "hussars", {"ir"});
    // Asked again: the path now comes from the memo, the answer the same.
    expectSameAnswer(state, "hussars", {"ir"});
    EXPECT_TRUE(testing::checkCharge(state, "hussars", {"ir"}).legal);
}

TEST(TricorneAnswerOnly, RefusalsGiveTheSameReason) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "far", "musketeer", 12, 40);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    world.addUnit("friend", 0, "musketeer", 12, testing::kChargerX, testing::kChargerY - 5, 0);
    GameState state = world.start();
    expectSameAnswer(state, "hussars", {"ir"});  // a friend in the way
    EXPECT_NE(testing::checkCharge(state, "hussars", {"ir"}).reason.find("blocked"),
              std::string::npos);
    state.editUnit("friend")->pose.position.x += 30;
    expectSameAnswer(state, "hussars", {"far"});     // out of reach
    expectSameAnswer(state, "hussars", {"nobody"});  // no such unit
    expectSameAnswer(state, "hussars", {"ir", "ir"});
    statusOf(state, "hussars")->shaken = true;  // 15.5
    expectSameAnswer(state, "hussars", {"ir"});
    EXPECT_FALSE(
        checkChargeDeclaration(TricorneContext(state), {"hussars", {"ir"}}, Explain::AnswerOnly)
            .legal);
}

TEST(TricorneLayoutMemo, ATrialLayoutIsTheFreshLayoutAndIsKept) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    const GameState state = world.start();
    const TricorneContext context(state);
    Unit trial = *context.unit("ir");
    trial.pose.position.x += 3.25;
    trial.pose.facingDegrees = 150;
    const auto first = context.layout(trial);
    const auto fresh = computeLayout(state, trial, Cohesion::Ordered);
    ASSERT_TRUE(first && fresh);
    EXPECT_EQ(*first, *fresh);
    EXPECT_NEAR(first->pose.position.x, testing::kChargerX + 3.25, 1e-12);
    const TricorneLayoutMemo& memo = context.stateCache().trialLayouts();
    const std::size_t kept = memo.size();
    // The same shape again is the kept layout itself.
    const auto again = context.layout(trial);
    EXPECT_EQ(&*again, &*first);
    EXPECT_EQ(memo.size(), kept);
    // Another pose, another cohesion, another strength: each a new layout.
    Unit moved = trial;
    moved.pose.position.y += 1;
    EXPECT_NE(context.layout(moved)->footprint, first->footprint);
    const auto unformed = context.layoutWith(trial, Cohesion::Unformed);
    EXPECT_EQ(*unformed, *computeLayout(state, trial, Cohesion::Unformed));
    EXPECT_NE(unformed->footprint, first->footprint);
    Unit weaker = trial;
    weaker.figures = 4;
    EXPECT_EQ(*context.layout(weaker), *computeLayout(state, weaker, Cohesion::Ordered));
    // -0.0 and 0.0 are told apart: the memo never hands out a layout made from
    // a pose that is not bit for bit the one asked for.
    Unit zero = trial;
    zero.pose.facingDegrees = 0.0;
    Unit negativeZero = trial;
    negativeZero.pose.facingDegrees = -0.0;
    const std::size_t before = memo.size();
    context.layout(zero);
    context.layout(negativeZero);
    EXPECT_EQ(memo.size(), before + 2);
    // A unit of the state is still borrowed from the state's cache.
    EXPECT_EQ(&*context.layout(*context.unit("ir")), context.cachedLayout(*context.unit("ir")));
}

TEST(TricorneStatusByPosition, AUnitOfTheStateAndItsIdFindTheMapsEntry) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    GameState state = world.start();
    const TricorneGameState& tricorne = tricorneState(state);
    {
        const TricorneContext context(state);
        const Unit& unit = *context.unit("ir");
        const std::string copy = unit.id;
        EXPECT_EQ(&context.status(unit), &tricorne.statuses().at("ir"));
        EXPECT_EQ(&context.status(copy), &tricorne.statuses().at("ir"));
    }
    // A change made through the state shows at the next question.
    statusOf(state, "ir")->shaken = true;
    const TricorneContext context(state);
    EXPECT_TRUE(context.status(*context.unit("ir")).shaken);
    // A copy of the unit (at a trial pose) is found by its id.
    Unit trial = *context.unit("ir");
    trial.pose.position.x += 3;
    EXPECT_EQ(&context.status(trial), &tricorne.statuses().at("ir"));
    // An id that is no unit's has the fresh status.
    EXPECT_FALSE(context.status("nobody").shaken);
}

}  // namespace
}  // namespace adjutant
