// The slices of a simulation run: seeds cut into disjoint slices, results
// written as JSON and read back, and slices merged into the whole run, or
// refused when they are not the slices of one run.
#include "core/ai/SimulationRun.h"

#include <gtest/gtest.h>

namespace adjutant {
namespace {

SimulationRun runOf(int games, int index, int count) {
    SimulationRun run;
    run.scenario = "x.scenario.json";
    run.sideIds = {"a", "b"};
    run.sideNames = {"Side A", "Side B"};
    run.orders = {"computer", "default"};
    run.difficulties = {"steady", ""};
    run.games = games;
    run.bounds = 5;
    run.shardIndex = index;
    run.shardCount = count;
    run.seconds = 1.5;
    const SeedSlice slice = seedSlice(run.firstSeed, games, index, count);
    for (int i = 0; i < slice.games; ++i) {
        SimulatedGame game;
        game.seed = slice.firstSeed + static_cast<std::uint64_t>(i);
        game.outcome.winner = static_cast<int>(game.seed % 3) - 1;
        game.outcome.result = game.outcome.winner < 0 ? GameResult::Draw : GameResult::Marginal;
        game.outcome.armies[0] = {100, 80, 0.5, false};
        game.outcome.armies[1] = {120, 70, 0.45, false};
        game.outcome.points = {8.3, 4};
        game.boundsPlayed = 5;
        game.outcome.bound = 6;
        game.hash = 0x1234abcdULL + game.seed;
        game.commands = 40;
        game.outcome.summary = "line " + std::to_string(game.seed);
        run.results.push_back(game);
    }
    return run;
}

TEST(SimulationRunTest, SlicesCoverEverySeedOnce) {
    int total = 0;
    std::uint64_t next = 1;
    for (int k = 1; k <= 4; ++k) {
        const SeedSlice slice = seedSlice(1, 10, k, 4);
        EXPECT_EQ(slice.firstSeed, next);
        next += static_cast<std::uint64_t>(slice.games);
        total += slice.games;
    }
    EXPECT_EQ(total, 10);
    EXPECT_EQ(seedSlice(1, 3, 5, 5).games, 1);
    EXPECT_EQ(seedSlice(1, 3, 1, 5).games, 0);
}

TEST(SimulationRunTest, ReadsBackWhatItWrote) {
    const SimulationRun run = runOf(6, 2, 3);
    Diagnostics diagnostics;
    const auto read = readSimulationRun(simulationRunToJson(run), "s.json", diagnostics);
    ASSERT_TRUE(read) << diagnostics.toString();
    EXPECT_EQ(simulationRunToJson(*read), simulationRunToJson(run));
}

TEST(SimulationRunTest, MergedSlicesAreTheWholeRun) {
    const SimulationRun whole = runOf(10, 1, 1);
    std::vector<SimulationRun> slices;
    for (int k = 4; k >= 1; --k) {
        slices.push_back(runOf(10, k, 4));
    }
    Diagnostics diagnostics;
    const auto merged = mergeSimulationRuns(slices, {"4", "3", "2", "1"}, diagnostics);
    ASSERT_TRUE(merged) << diagnostics.toString();
    nlohmann::json a = simulationRunToJson(*merged);
    nlohmann::json b = simulationRunToJson(whole);
    EXPECT_DOUBLE_EQ(a["seconds"].get<double>(), 6.0);  // the slices' times summed
    a.erase("seconds");
    b.erase("seconds");
    a.erase("threads");
    b.erase("threads");
    EXPECT_EQ(a, b);
}

TEST(SimulationRunTest, RefusesSlicesThatDoNotMakeOneRun) {
    Diagnostics twice;
    EXPECT_FALSE(mergeSimulationRuns({runOf(10, 1, 2), runOf(10, 1, 2)}, {"x", "y"}, twice));
    EXPECT_NE(twice.toString().find("slice 1 of 2 is given twice"), std::string::npos);
    EXPECT_NE(twice.toString().find("slice 2 of 2 is missing (the files given: x, y)"),
              std::string::npos);

    Diagnostics other;
    SimulationRun stranger = runOf(10, 2, 2);
    stranger.bounds = 7;
    EXPECT_FALSE(mergeSimulationRuns({runOf(10, 1, 2), stranger}, {"x", "y"}, other));
    EXPECT_NE(other.toString().find("y: /: error: not a slice of the same run as x"),
              std::string::npos)
        << other.toString();
}

TEST(SimulationRunTest, ABrokenFileIsReportedWithItsPlace) {
    nlohmann::json document = simulationRunToJson(runOf(4, 1, 1));
    document["gameList"][2]["result"] = "rout";
    Diagnostics diagnostics;
    EXPECT_FALSE(readSimulationRun(document, "s.json", diagnostics));
    EXPECT_NE(diagnostics.toString().find("s.json: /gameList/2/result: error: unknown result"),
              std::string::npos)
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
