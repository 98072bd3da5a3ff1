// Exact odds: every face of every die a procedure throws, fractions kept in
// lowest terms, dice thrown for one purpose counted as a set, and sequences
// thrown again after a tie left out.

#include <gtest/gtest.h>

#include "core/dice/ExactOdds.h"

namespace adjutant {
namespace {

TEST(Chance, KeepsFractionsInLowestTerms) {
    EXPECT_EQ(Chance::of(6, 36), Chance::of(1, 6));
    EXPECT_EQ((Chance::of(1, 6) + Chance::of(1, 3)).text(), "1/2");
    EXPECT_EQ((Chance::of(1, 6) * Chance::of(1, 6)).text(), "1/36");
    EXPECT_EQ((Chance::certain() - Chance::of(1, 3)).text(), "2/3");
    EXPECT_EQ((Chance::of(1, 36) / Chance::of(5, 6)).text(), "1/30");
    EXPECT_EQ(Chance::certain().text(), "1");
    EXPECT_EQ(Chance{}.text(), "0");
}

TEST(ExactOdds, CountsEveryFaceOfEveryDie) {
    const auto sum = [](DiceSource& dice) {
        return nlohmann::json(dice.roll("a") + dice.roll("b"));
    };
    const std::optional<Odds> odds = enumerateOdds(sum);
    ASSERT_TRUE(odds);
    ASSERT_EQ(odds->size(), 11u);
    EXPECT_EQ(odds->front().value, 2);
    EXPECT_EQ(odds->front().chance.text(), "1/36");
    EXPECT_EQ((*odds)[5].value, 7);
    EXPECT_EQ((*odds)[5].chance.text(), "1/6");
    Chance total;
    for (const OddsOutcome& outcome : *odds) {
        total = total + outcome.chance;
    }
    EXPECT_EQ(total, Chance::certain());
}

TEST(ExactOdds, FollowsADieThrownOnlySometimes) {
    // A remainder die: thrown only on a 1, and then a 2 or less adds one.
    const auto procedure = [](DiceSource& dice) {
        const int die = dice.roll("die");
        return nlohmann::json(die == 1 && dice.roll("remainder") <= 2 ? 2 : 1);
    };
    const std::optional<Odds> odds = enumerateOdds(procedure);
    ASSERT_TRUE(odds);
    EXPECT_EQ(chanceOf(*odds, [](const nlohmann::json& v) { return v == 2; }).text(), "1/18");
}

TEST(ExactOdds, DiceForOnePurposeAsASetGiveTheSameOdds) {
    const auto hits = [](DiceSource& dice) {
        int count = 0;
        for (int i = 0; i < 4; ++i) {
            count += dice.roll("volley") <= 4 ? 1 : 0;
        }
        return nlohmann::json(count);
    };
    OddsLimits asSet;
    asSet.sameDiceAsSet = true;
    const std::optional<Odds> each = enumerateOdds(hits);
    const std::optional<Odds> set = enumerateOdds(hits, asSet);
    ASSERT_TRUE(each && set);
    EXPECT_EQ(*each, *set);
    EXPECT_EQ((*set)[3].chance.text(), "32/81");  // 3 hits: 4 x (2/3)^3 x 1/3
}

TEST(ExactOdds, LeavesOutWhatIsThrownAgainAndScalesTheRest) {
    // Two dice, the higher wins, a tie is thrown again.
    const auto duel = [](DiceSource& dice) {
        for (;;) {
            const int a = dice.roll("a");
            const int b = dice.roll("b");
            if (a != b) {
                return nlohmann::json(a > b ? "a" : "b");
            }
        }
    };
    OddsLimits oneRound;
    oneRound.maxDice = 2;
    oneRound.dropDeeper = true;
    const std::optional<Odds> odds = enumerateOdds(duel, oneRound);
    ASSERT_TRUE(odds);
    ASSERT_EQ(odds->size(), 2u);
    EXPECT_EQ(odds->front().chance.text(), "1/2");
    OddsLimits strict;
    strict.maxDice = 2;
    EXPECT_FALSE(enumerateOdds(duel, strict));
}

TEST(ExactOdds, GivesUpBeyondItsRuns) {
    const auto many = [](DiceSource& dice) {
        int sum = 0;
        for (int i = 0; i < 10; ++i) {
            sum += dice.roll("die");
        }
        return nlohmann::json(sum);
    };
    OddsLimits limits;
    limits.maxRuns = 1000;
    EXPECT_FALSE(enumerateOdds(many, limits));
}

TEST(ExactOdds, AddsIndependentResults) {
    const Odds coin{{0, Chance::of(1, 2)}, {1, Chance::of(1, 2)}};
    const Odds two = sumOfIndependent(coin, coin);
    ASSERT_EQ(two.size(), 3u);
    EXPECT_EQ(two[1].value, 1);
    EXPECT_EQ(two[1].chance.text(), "1/2");
    const nlohmann::json json = oddsJson(two);
    EXPECT_EQ(json[0]["of"], "1/4");
    EXPECT_DOUBLE_EQ(json[0]["chance"].get<double>(), 0.25);
}

}  // namespace
}  // namespace adjutant
