// A game applies each command to a copy of its state, and the copy carries on
// with the Tricorne cache (layouts, spatial index, memos) of the state it
// replaces rather than laying the whole army out again.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/engine/Game.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneStateCache.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant {
namespace {

class TricorneCacheThroughTheGame : public testing::ShippedScenarioPlay {
  protected:
    std::unique_ptr<Game> tutorialGame() { return scenarioGame("tricorne-tutorial", 7); }

    static const TricorneStateCache* cacheOf(const Game& game) {
        return &tricorneState(game.state()).cache(game.state());
    }
};

TEST_F(TricorneCacheThroughTheGame, AnAppliedCommandKeepsTheCacheOfTheStateItReplaces) {
    auto game = tutorialGame();
    ASSERT_TRUE(game);
    const TricorneStateCache* before = cacheOf(*game);
    ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
    // Laid out afresh, the new state's cache would have been made while the
    // old one still lived, so at another address.
    EXPECT_EQ(cacheOf(*game), before);
}

TEST_F(TricorneCacheThroughTheGame, ARefusedOrderLeavesTheCacheWithTheState) {
    auto game = tutorialGame();
    ASSERT_TRUE(game);
    const TricorneStateCache* before = cacheOf(*game);
    const GameChange change =
        game->apply(std::make_unique<FireOrderCommand>(referees, "no-such-unit", ""));
    ASSERT_FALSE(change.accepted());
    EXPECT_EQ(cacheOf(*game), before);
}

TEST_F(TricorneCacheThroughTheGame, TheKeptCacheFollowsEveryUnitTheCommandsMove) {
    auto game = tutorialGame();
    ASSERT_TRUE(game);
    int compared = 0;
    int moved = 0;
    const GameState start = game->state();
    const auto check = [&] {
        const GameState& state = game->state();
        const TricorneContext context(state);
        for (const Unit& unit : state.units()) {
            const geometry::UnitLayout* cached = context.cachedLayout(unit);
            if (!cached) {
                continue;
            }
            ASSERT_EQ(cached->pose, unit.pose) << unit.id;
            ASSERT_EQ(cached->formation, unit.formation) << unit.id;
            ++compared;
        }
    };
    playDefaultBounds(*game, referees, 3, check);
    for (std::size_t i = 0; i < start.units().size(); ++i) {
        moved += start.units()[i].pose == game->state().units()[i].pose ? 0 : 1;
    }
    EXPECT_GT(moved, 0);  // the orders moved units, so the cache had to follow them
    EXPECT_GT(compared, 0);
}

}  // namespace
}  // namespace adjutant
