// Headless play with the default orders: a 12-bound game on the tutorial
// scenario, saved and replayed, reaches the same state hash.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant::testing {
namespace {

class PlayTest : public ShippedScenarioPlay {
  protected:
    std::unique_ptr<Game> tutorialGame(std::uint64_t seed) {
        return scenarioGame("tricorne-tutorial", seed);
    }
};

TEST_F(PlayTest, TwelveBoundsOnTheTutorialReplayToTheSameHash) {
    auto game = tutorialGame(7);
    ASSERT_TRUE(game);
    const DefaultPlayReport report = playDefaultBounds(*game, referees, 12);
    ASSERT_TRUE(report.error.empty()) << report.error;
    EXPECT_EQ(report.boundsPlayed, 12);
    EXPECT_EQ(game->state().bound(), 13);
    EXPECT_EQ(game->state().stepIndex(), 0U);

    // Something happened: some unit moved and some die was thrown after initiative.
    std::size_t manoeuvres = 0;
    std::size_t dice = 0;
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        manoeuvres += game->command(i).type() == "manoeuvre" ? 1 : 0;
        dice += game->command(i).rolls().size();
    }
    EXPECT_GT(manoeuvres, 0U);
    EXPECT_GT(dice, 2U);

    Diagnostics diagnostics;
    auto loaded = readSavedGameText(savedGameText(*game), "play.save.jsonl", builtinRulesets(),
                                    engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(loaded->game->cursor(), game->cursor());
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(PlayTest, TheSameSeedPlaysTheSameGame) {
    auto first = tutorialGame(3);
    auto second = tutorialGame(3);
    ASSERT_TRUE(first && second);
    playDefaultBounds(*first, referees, 3);
    playDefaultBounds(*second, referees, 3);
    EXPECT_EQ(stateHash(first->state()), stateHash(second->state()));
}

TEST_F(PlayTest, UndoingAStepAndRedoingItGivesBackTheSameRolls) {
    auto game = tutorialGame(11);
    ASSERT_TRUE(game);
    playDefaultBounds(*game, referees, 2);
    const std::uint64_t before = stateHash(game->state());
    ASSERT_TRUE(game->undo().accepted());
    ASSERT_TRUE(game->redo().accepted());
    EXPECT_EQ(stateHash(game->state()), before);
}

}  // namespace
}  // namespace adjutant::testing
