// Halves through the engine: the sequence of play runs once for each side, the
// initiative step only in the first half, the move (the bound) ends after the
// second; the other side only fires back; the state round-trips through JSON.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/json/Diagnostics.h"
#include "core/json/JsonReader.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

FireEffectTestWorld twoLines() {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 24, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, 10, 180);
    return world;
}

TEST(FireEffectRefereeHalfTest, EachSideHasAHalfAndTheMoveEndsAfterBoth) {
    GameState state = twoLines().start();
    const auto& sequence = state.ruleset().sequence;
    ASSERT_EQ(sequence.size(), 8U);
    EXPECT_TRUE(state.alternatesPlayerTurns());
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);

    ScriptedDice dice({});
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        EXPECT_EQ(state.currentStep()->id, sequence[i].id);
        const std::vector<Resolution> done = resolveStep(state, dice);
        EXPECT_FALSE(done.empty());
    }
    // The second half: the other side, initiative (once a move) passed over.
    EXPECT_EQ(state.bound(), 1);
    EXPECT_EQ(state.playerTurn(), 1);
    EXPECT_EQ(state.phasingSide().value_or(-1), 1);
    EXPECT_EQ(state.currentStep()->id, "brokenTroops");
    for (std::size_t i = 1; i < sequence.size(); ++i) {
        resolveStep(state, dice);
    }
    EXPECT_EQ(state.bound(), 2);  // the move counter
    EXPECT_EQ(state.playerTurn(), 0);
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);
    EXPECT_EQ(state.currentStep()->id, "initiative");
}

TEST(FireEffectRefereeHalfTest, TheInitiativeRollDecidesWhoHasTheFirstHalf) {
    FireEffectTestWorld world = twoLines();
    world.options()["initiative"] = "rollEachMove";
    GameState state = world.start();
    ScriptedDice dice({4, 4, 1, 6});  // a tie, then the French roll higher
    const std::vector<Resolution> done = resolveStep(state, dice);
    ASSERT_EQ(done.size(), 1U);
    EXPECT_EQ(done[0].kind, "initiative");
    EXPECT_EQ(done[0].rolls.size(), 4U);
    EXPECT_EQ(state.phasingSide().value_or(-1), 1);
    EXPECT_EQ(fireEffectState(state).halfOrder, (std::vector<int>{1, 0}));
    resolveUntil(state, "endOfHalf", dice);
    resolveStep(state, dice);
    EXPECT_EQ(state.playerTurn(), 1);
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);
}

TEST(FireEffectRefereeHalfTest, OnlyThePhasingSideMovesButBothSidesFire) {
    GameState state = twoLines().start();
    ScriptedDice dice({});
    resolveUntil(state, "movement", dice);
    ASSERT_TRUE(referee().whyCannotAct(state, "fr"));
    EXPECT_NE(referee().whyCannotAct(state, "fr")->find("half of Prussians"), std::string::npos);
    EXPECT_FALSE(referee().whyCannotAct(state, "pr"));
    resolveUntil(state, "fire", dice);
    EXPECT_FALSE(referee().whyCannotAct(state, "fr"));
}

TEST(FireEffectRefereeHalfTest, TheStateRoundTripsThroughItsJson) {
    FireEffectTestWorld world = twoLines();
    const nlohmann::json group = {
        {"figures", 3}, {"position", {36, 45}}, {"state", "checked"}, {"halfBroken", 1}};
    world.scenario().units[0].status = {{"prone", true},
                                        {"paceHistory", {{"extendedGallop", {1, 3}}}},
                                        {"brokenGroups", nlohmann::json::array({group})}};
    GameState state = world.start();
    const FireEffectGameState& fe = fireEffectState(state);
    ASSERT_EQ(fe.unit("pr").brokenGroups.size(), 1U);
    EXPECT_EQ(fe.unit("pr").brokenGroups[0].state, FireEffectBrokenState::Checked);
    EXPECT_TRUE(fe.unit("pr").prone);
    Diagnostics diagnostics;
    const nlohmann::json json = fe.toJson();
    auto copy =
        FireEffectGameState::fromJson(JsonReader(json, "state", diagnostics), state.setup());
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->toJson(), json);
}

}  // namespace
}  // namespace adjutant::fireeffect_test
