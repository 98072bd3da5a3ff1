// Player turns through the engine: the sequence of play runs once for each side,
// the initiative step only in the first player turn, the bound ends after the
// second; the turn order comes from the scenario or the initiative roll; the
// tutorial plays headless and its save replays to the same hash.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/DefaultPlay.h"
#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

PrincesTestWorld twoLines() {
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 10, 180);
    return world;
}

TEST(PrincesPlayerTurnTest, EachSideHasAPlayerTurnAndTheBoundEndsAfterBoth) {
    GameState state = twoLines().start();
    const auto& sequence = state.ruleset().sequence;
    ASSERT_EQ(sequence.size(), 13U);
    EXPECT_TRUE(state.alternatesPlayerTurns());
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);
    EXPECT_EQ(state.playerTurn(), 0);

    ScriptedDice dice({});
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        EXPECT_EQ(state.currentStep()->id, sequence[i].id);
        resolveAndAdvance(state, dice);
    }
    // The second player turn: the other side, initiative (once a bound) passed over.
    EXPECT_EQ(state.bound(), 1);
    EXPECT_EQ(state.playerTurn(), 1);
    EXPECT_EQ(state.phasingSide().value_or(-1), 1);
    EXPECT_EQ(state.currentStep()->id, "rallyAndReload");
    for (std::size_t i = 1; i < sequence.size(); ++i) {
        resolveAndAdvance(state, dice);
    }
    EXPECT_EQ(state.bound(), 2);
    EXPECT_EQ(state.playerTurn(), 0);
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);
    EXPECT_EQ(state.currentStep()->id, "initiative");
}

TEST(PrincesPlayerTurnTest, ThePlayerTurnIsPartOfTheStateHash) {
    GameState state = twoLines().start();
    GameState other = state;
    other.setPlayerTurn(1);
    EXPECT_NE(stateHash(state), stateHash(other));
    EXPECT_EQ(state.toJson().at("playerTurn"), 0);
}

TEST(PrincesPlayerTurnTest, TheInitiativeRollDecidesWhoGoesFirst) {
    PrincesTestWorld world = twoLines();
    world.options()["initiative"] = "rollEachBound";
    GameState state = world.start();
    ScriptedDice dice({3, 3, 2, 5});  // a tie, then the Continentals roll higher
    const std::vector<Resolution> done = resolveAndAdvance(state, dice);
    ASSERT_EQ(done.size(), 1U);
    EXPECT_EQ(done[0].kind, "initiative");
    EXPECT_EQ(done[0].rolls.size(), 4U);
    EXPECT_EQ(state.phasingSide().value_or(-1), 1);
    EXPECT_EQ(princesState(state).turnOrder, (std::vector<int>{1, 0}));
    // The rest of the first player turn, then the British have the second.
    resolveUntil(state, "rallyAndReload", dice);  // already there: nothing resolved
    for (std::size_t i = 1; i < state.ruleset().sequence.size(); ++i) {
        resolveAndAdvance(state, dice);
    }
    EXPECT_EQ(state.playerTurn(), 1);
    EXPECT_EQ(state.phasingSide().value_or(-1), 0);
}

TEST(PrincesPlayerTurnTest, TheOtherSideMayNotActInThePhasingSidesTurn) {
    GameState state = twoLines().start();
    const PrincesReferee referee;
    EXPECT_FALSE(referee.whyCannotAct(state, "br-1"));
    ASSERT_TRUE(referee.whyCannotAct(state, "co-1"));
    EXPECT_NE(referee.whyCannotAct(state, "co-1")->find("player turn of British"),
              std::string::npos);
}

class PrincesPlayTest : public testing::ShippedScenarioPlay {};

TEST_F(PrincesPlayTest, TheTutorialPlaysTwelveBoundsAndReplaysToTheSameHash) {
    auto game = scenarioGame("princes-tutorial", 1);
    ASSERT_TRUE(game);
    const DefaultPlayReport report = playDefaultBounds(*game, referees, 12);
    ASSERT_TRUE(report.error.empty()) << report.error;
    EXPECT_EQ(report.boundsPlayed, 12);
    EXPECT_EQ(game->state().bound(), 13);
    EXPECT_EQ(game->state().playerTurn(), 0);

    std::size_t manoeuvres = 0;
    std::size_t fireOrders = 0;
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        manoeuvres += game->command(i).type() == "manoeuvre" ? 1 : 0;
        fireOrders += game->command(i).type() == "fireOrder" ? 1 : 0;
    }
    EXPECT_GT(manoeuvres, 0U);
    EXPECT_GT(fireOrders, 0U);

    Diagnostics diagnostics;
    auto loaded = readSavedGameText(savedGameText(*game), "play.save.jsonl", rulesets(), engines,
                                    diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

}  // namespace
}  // namespace adjutant::princes_test

namespace adjutant {
namespace {

TEST(PrincesUnitStateTest, EverythingSpentThisTurnSurvivesASave) {
    // A horse gun that moved 4 in and shifted by prolonge, saved mid-turn:
    // read back, it may not move half and fire again (4.4).
    PrincesUnitState unit;
    unit.spending.allowanceSpent = 0.5;
    unit.spending.inchesMoved = 4.0;
    unit.spending.prolonged = true;
    unit.spending.artilleryMoves = 1;
    unit.spending.facingTurnedDegrees = 30;
    unit.disordered = true;
    const PrincesUnitState read = PrincesUnitState::fromJson(unit.toJson());
    EXPECT_DOUBLE_EQ(read.spending.allowanceSpent, 0.5);
    EXPECT_DOUBLE_EQ(read.spending.inchesMoved, 4.0);
    EXPECT_TRUE(read.spending.prolonged);
    EXPECT_EQ(read.spending.artilleryMoves, 1);
    EXPECT_DOUBLE_EQ(read.spending.facingTurnedDegrees, 30);
    EXPECT_TRUE(read.disordered);
    EXPECT_EQ(read.toJson(), unit.toJson());
}

}  // namespace
}  // namespace adjutant
