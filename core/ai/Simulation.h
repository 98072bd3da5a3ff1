#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/ai/GameOutcome.h"
#include "core/engine/GameSetup.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

/// Makes whoever gives one side's orders in one game: the referee's default
/// orders or a computer commander, seeded from the game's seed so that a run
/// can be repeated. Called on the thread that plays the game.
using StepOrdersMaker = std::function<std::unique_ptr<StepOrders>(
    const std::shared_ptr<const RefereeRegistry>& referees, int side, std::uint64_t seed)>;

/// A batch of games played headless to a decision, each with its own seed.
struct SimulationSettings {
    std::shared_ptr<const GameSetup> setup;  // its seed is replaced game by game
    int games = 100;
    int threads = 1;
    int bounds = 0;               // the most a game lasts; 0: the scenario's last bound
    std::uint64_t firstSeed = 1;  // game i has seed firstSeed + i
    std::array<StepOrdersMaker, 2> sides;
    bool keepJournals = false;  // keep every game's commands, to replay them
    /// The rulesets whose referees play the games.
    const RulesetDescriptors* rulesets = &builtinRulesetDescriptors();
    /// When set (by another thread), no further game is started; the games
    /// under way are played out and only the finished ones are returned.
    const std::atomic<bool>* cancel = nullptr;
};

/// The games of a batch from `firstSeed` on, `games` in all, cut into
/// `count` disjoint slices: the first game and the number of games of slice
/// `index` (1 to count), so that the slices together play every seed once.
struct SeedSlice {
    std::uint64_t firstSeed = 1;
    int games = 0;
};
SeedSlice seedSlice(std::uint64_t firstSeed, int games, int index, int count);

/// One game of a batch.
struct SimulatedGame {
    std::uint64_t seed = 0;
    GameOutcome outcome;
    int boundsPlayed = 0;
    std::uint64_t hash = 0;  // the state hash at the end, as `replay` prints it
    std::size_t commands = 0;
    std::string error;                    // why the game could not be played to the end
    std::vector<nlohmann::json> journal;  // its commands, when kept
};

/// Plays the batch, spreading the games over `threads` threads. The results
/// are in seed order and the same whatever the number of threads (after a
/// cancel: the first games in seed order, as many as were finished). `progress`
/// (if given) is called with the number of games finished, from the playing
/// threads, one call at a time.
std::vector<SimulatedGame> simulateGames(const SimulationSettings& settings,
                                         const std::function<void(int)>& progress = {});

/// A proportion with its 95% confidence interval (Wilson score interval,
/// which stays inside [0, 1] and behaves for small batches and rates near 0 or 1).
struct Proportion {
    int count = 0;
    int of = 0;
    double rate = 0, low = 0, high = 0;
};
Proportion proportionOf(int count, int of);

/// What a batch shows.
struct SimulationStats {
    int games = 0;
    int failed = 0;                     // games that could not be played to the end
    std::array<Proportion, 2> wins;     // per side, draws counting as not won
    std::array<int, 2> decisiveWins{};  // wins by the victory conditions' decisive result
    std::array<int, 2> marginalWins{};
    Proportion draws;
    Proportion decided;  // an army broke before the last bound
    std::array<double, 2> meanFiguresLost{};
    std::array<double, 2> meanLossFraction{};
    double meanBoundsToDecision = 0;  // over decided games
};
SimulationStats summariseGames(const std::vector<SimulatedGame>& games);

}  // namespace adjutant
