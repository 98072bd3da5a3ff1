// A batch of games played headless: each game has its own seed, the results
// do not depend on the number of threads, every game replays from its
// commands to its hash, and the statistics count what the games did.
#include "core/ai/Simulation.h"

#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/referee/BuiltinEngines.h"
#include "tests/core/ai/SimulationTestSupport.h"

namespace adjutant::testing {
namespace {

SimulationSettings tutorialBatch(int games, int threads) {
    return defaultOrdersBatch("tricorne-tutorial", games, threads, 4, 11);
}

TEST(SimulationTest, EachGameHasItsOwnSeedAndThreadsDoNotChangeTheResults) {
    SimulationSettings settings = tutorialBatch(4, 1);
    const std::vector<SimulatedGame> alone = simulateGames(settings);
    settings.threads = 2;
    int lastProgress = 0;
    const std::vector<SimulatedGame> shared =
        simulateGames(settings, [&](int done) { lastProgress = std::max(lastProgress, done); });
    EXPECT_EQ(lastProgress, 4);
    ASSERT_EQ(alone.size(), 4U);
    ASSERT_EQ(shared.size(), 4U);
    for (std::size_t i = 0; i < alone.size(); ++i) {
        EXPECT_EQ(alone[i].seed, 11 + i);
        EXPECT_EQ(alone[i].error, "");
        EXPECT_EQ(alone[i].hash, shared[i].hash) << "game " << i;
        EXPECT_EQ(alone[i].outcome.winner, shared[i].outcome.winner);
    }
    EXPECT_NE(alone[0].hash, alone[1].hash) << "different seeds, different games";
}

TEST(SimulationTest, EverySimulatedGameReplaysToItsHash) {
    SimulationSettings settings = tutorialBatch(2, 2);
    settings.keepJournals = true;
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    for (const SimulatedGame& played : simulateGames(settings)) {
        ASSERT_EQ(played.journal.size(), played.commands);
        auto setup = std::make_shared<GameSetup>(*settings.setup);
        setup->seed = played.seed;
        Game replay(setup, engines.rulesetStates);
        for (const nlohmann::json& json : played.journal) {
            Diagnostics diagnostics;
            std::unique_ptr<Command> command =
                engines.commands.fromJson(JsonReader(json, "journal", diagnostics));
            ASSERT_NE(command, nullptr) << diagnostics.toString();
            ASSERT_NE(replay.apply(std::move(command)).kind, GameChange::Kind::Refused);
        }
        EXPECT_EQ(stateHash(replay.state()), played.hash) << "seed " << played.seed;
    }
}

TEST(SimulationTest, TheStatisticsCountWinsDrawsAndLosses) {
    std::vector<SimulatedGame> games(4);
    games[0].outcome.winner = 0;
    games[0].outcome.decided = true;
    games[0].boundsPlayed = 5;
    games[1].outcome.winner = 0;
    games[1].outcome.decided = true;
    games[1].boundsPlayed = 7;
    games[2].outcome.winner = 1;
    games[3].outcome.winner = -1;
    for (SimulatedGame& game : games) {
        game.outcome.armies[0] = {60, 45, false};
        game.outcome.armies[1] = {40, 30, false};
    }
    const SimulationStats stats = summariseGames(games);
    EXPECT_EQ(stats.wins[0].count, 2);
    EXPECT_EQ(stats.wins[1].count, 1);
    EXPECT_EQ(stats.draws.count, 1);
    EXPECT_EQ(stats.decided.count, 2);
    EXPECT_DOUBLE_EQ(stats.meanBoundsToDecision, 6.0);
    EXPECT_DOUBLE_EQ(stats.meanFiguresLost[0], 15.0);
    EXPECT_DOUBLE_EQ(stats.meanLossFraction[1], 0.25);
}

TEST(SimulationTest, TheWinRateIntervalIsWilsons) {
    // 120 of 200: 60%; Wilson 95% gives 53.1% to 66.5% (by hand from the formula).
    const Proportion p = proportionOf(120, 200);
    EXPECT_DOUBLE_EQ(p.rate, 0.6);
    EXPECT_NEAR(p.low, 0.5308, 5e-4);
    EXPECT_NEAR(p.high, 0.6654, 5e-4);
    // No wins in 10 games still leaves room above zero.
    const Proportion none = proportionOf(0, 10);
    EXPECT_EQ(none.low, 0.0);
    EXPECT_NEAR(none.high, 0.2775, 5e-4);
}

}  // namespace
}  // namespace adjutant::testing
