// A batch can be cancelled from another thread (the desktop program's Cancel):
// no game is started after the cancel, every game started is played out, and
// the games returned are the first ones in seed order.
#include <gtest/gtest.h>

#include <atomic>

#include "core/ai/Simulation.h"
#include "tests/core/ai/SimulationTestSupport.h"

namespace adjutant::testing {
namespace {

SimulationSettings shortBatch(int games, int threads, const std::atomic<bool>* cancel) {
    SimulationSettings settings = defaultOrdersBatch("tricorne-tutorial", games, threads, 1, 5);
    settings.cancel = cancel;
    return settings;
}

TEST(SimulationCancelTest, CancelledBeforeTheStartNoGameIsPlayed) {
    const std::atomic<bool> cancel{true};
    EXPECT_TRUE(simulateGames(shortBatch(5, 2, &cancel)).empty());
}

TEST(SimulationCancelTest, CancelledAfterTwoGamesOnOneThreadTheFirstTwoAreReturned) {
    std::atomic<bool> cancel{false};
    const std::vector<SimulatedGame> games =
        simulateGames(shortBatch(6, 1, &cancel), [&](int done) {
            if (done == 2) {
                cancel = true;
            }
        });
    ASSERT_EQ(games.size(), 2U);
    EXPECT_EQ(games[0].seed, 5U);
    EXPECT_EQ(games[1].seed, 6U);
    EXPECT_EQ(games[1].error, "");
    EXPECT_EQ(summariseGames(games).games, 2);
}

TEST(SimulationCancelTest, CancelledOnManyThreadsTheGamesReturnedHaveNoGap) {
    std::atomic<bool> cancel{false};
    const std::vector<SimulatedGame> games =
        simulateGames(shortBatch(12, 3, &cancel), [&](int done) {
            if (done == 3) {
                cancel = true;
            }
        });
    ASSERT_GE(games.size(), 3U);
    ASSERT_LT(games.size(), 12U);
    for (std::size_t i = 0; i < games.size(); ++i) {
        EXPECT_EQ(games[i].seed, 5 + i);
        EXPECT_EQ(games[i].error, "") << "game " << i << " was not played out";
        EXPECT_NE(games[i].hash, 0U);
    }
}

}  // namespace
}  // namespace adjutant::testing
