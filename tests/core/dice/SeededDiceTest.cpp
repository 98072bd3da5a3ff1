#include "core/dice/SeededDice.h"

#include <gtest/gtest.h>

#include <array>
#include <vector>

namespace adjutant {
namespace {

std::vector<int> firstRolls(std::uint64_t seed, int count) {
    SeededDice dice(seed);
    std::vector<int> values;
    for (int i = 0; i < count; ++i) {
        values.push_back(dice.roll("test"));
    }
    return values;
}

// Saved games store only the seed and the commands; their replays stay valid only
// while the generator gives exactly the same sequence everywhere. If this test
// fails, the generator or its mapping to 1..6 changed: every saved game made with
// the old generator would now replay differently. Do not update the numbers
// without a format version bump and a migration.
TEST(SeededDice, FirstTwentyRollsOfSeed42ArePinned) {
    // Computed independently of this code base, by a separate implementation of
    // SplitMix64 seeding, xoshiro256** and the same rejection mapping.
    const std::vector<int> expected = {1, 3, 1, 2, 6, 2, 6, 4, 1, 2,
                                       5, 5, 6, 6, 2, 3, 1, 5, 2, 5};
    EXPECT_EQ(firstRolls(42, 20), expected);
}

TEST(SeededDice, RawOutputOfSeed42IsPinned) {
    SeededDice dice(42);
    // Guards the xoshiro256** core and the SplitMix64 seeding on their own.
    EXPECT_EQ(dice.nextRaw(), 0x15780B2E0C2EC716ULL);
}

TEST(SeededDice, SameSeedSameSequenceDifferentSeedDifferentSequence) {
    EXPECT_EQ(firstRolls(7, 50), firstRolls(7, 50));
    EXPECT_NE(firstRolls(7, 50), firstRolls(8, 50));
}

TEST(SeededDice, EveryFaceAppearsAboutOneSixthOfTheTime) {
    SeededDice dice(2024);
    std::array<int, 7> counts{};
    const int n = 60000;
    for (int i = 0; i < n; ++i) {
        const int v = dice.roll("distribution");
        ASSERT_GE(v, 1);
        ASSERT_LE(v, 6);
        ++counts[static_cast<std::size_t>(v)];
    }
    // Expected 10000 each; the standard deviation is about 91, so 500 is > 5 sigma.
    for (int face = 1; face <= 6; ++face) {
        EXPECT_NEAR(counts[static_cast<std::size_t>(face)], n / 6, 500) << "face " << face;
    }
}

TEST(SeededDice, RestoredStateContinuesTheSameSequence) {
    SeededDice dice(99);
    for (int i = 0; i < 10; ++i) {
        dice.roll("warm up");
    }
    const SeededDice::State saved = dice.state();
    std::vector<int> continued;
    for (int i = 0; i < 10; ++i) {
        continued.push_back(dice.roll("after"));
    }
    SeededDice other(12345);
    other.restore(saved);
    std::vector<int> resumed;
    for (int i = 0; i < 10; ++i) {
        resumed.push_back(other.roll("after"));
    }
    EXPECT_EQ(continued, resumed);
}

TEST(SeededDice, RecordsEachRollWithItsPurpose) {
    SeededDice dice(42);
    const int a = dice.roll("fire: 1st Bn on IR 12");
    const int b = dice.roll("remainder die");
    const std::vector<DieRoll> rolls = dice.takeRolls();
    ASSERT_EQ(rolls.size(), 2U);
    EXPECT_EQ(rolls[0], (DieRoll{a, "fire: 1st Bn on IR 12"}));
    EXPECT_EQ(rolls[1], (DieRoll{b, "remainder die"}));
    EXPECT_TRUE(dice.takeRolls().empty());
}

}  // namespace
}  // namespace adjutant
