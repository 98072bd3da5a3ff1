// The digest's morale and hand-to-hand worked examples (F10 (b) and (c), F12,
// the last case of F15) through the engine: the volley that causes the loss is
// fired on the table, the morale step resolved with the example's die; charges
// declared through ChargeOrderCommand, moved into contact and fought with
// scripted melee dice.
#include <gtest/gtest.h>

#include "tests/core/referee/fireeffect/FireEffectEngineExampleSupport.h"

namespace adjutant::fireeffect_test {
namespace {

/// Ten line infantry 250 yds from a unit of twelve of `targetType`; mass fire die 2
/// costs the target 2 figures (10 x 2 / 10), then its morale die is `moraleDie`.
struct MoraleCase {
    GameState state;
    std::vector<Resolution> morale;
};

MoraleCase lossOfTwo(const std::string& targetType, const std::string& grade, int moraleDie) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 10, 36, 40, 0);
    Unit& target = world.addUnit("fr", 1, targetType, 12, 36, 35, 180);
    target.moraleClass = grade;
    world.addUnit("near", 1, "lineInfantryBreech", 12, 36, 31, 180);  // a friend within 200 yds
    MoraleCase out{world.start(), {}};
    fireOnce(out.state, "pr", "fr", "mass", {2});
    EXPECT_EQ(figuresOf(out.state, "fr"), 10);
    ScriptedDice dice({moraleDie});
    out.morale = resolveStep(out.state, dice);
    EXPECT_EQ(dice.remaining(), 0U);
    return out;
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F10bARegularUnitFailsAndFourBreakNothingSpills) {
    MoraleCase c = lossOfTwo("lineInfantryBreech", "", 3);
    const Resolution* test = findResolution(c.morale, "moraleTest", "fr");
    ASSERT_NE(test, nullptr);
    EXPECT_TRUE(explains(test->explanation, "Die", 3));
    EXPECT_TRUE(explains(test->explanation, "Lost over 1/3", 2));
    EXPECT_EQ(figuresOf(c.state, "fr"), 6);  // 4 break, 6 stay in the line
    const auto& groups = fireEffectState(c.state).unit("fr").brokenGroups;
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].figures, 4);
    EXPECT_EQ(figuresOf(c.state, "near"), 12);  // 2 is not more than a third of 12
    EXPECT_TRUE(fireEffectState(c.state).unit("near").brokenGroups.empty());
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F10cGrenadiersPassOnAThree) {
    MoraleCase c = lossOfTwo("grenadiers", "", 3);
    ASSERT_NE(findResolution(c.morale, "moraleTest", "fr"), nullptr);
    EXPECT_EQ(figuresOf(c.state, "fr"), 10);
    EXPECT_TRUE(fireEffectState(c.state).unit("fr").brokenGroups.empty());
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F10cBetterMilitiaFailOnAThree) {
    MoraleCase c = lossOfTwo("militia", "militiaGood", 3);
    ASSERT_NE(findResolution(c.morale, "moraleTest", "fr"), nullptr);
    EXPECT_EQ(figuresOf(c.state, "fr"), 6);
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F10cPoorerMilitiaFailOnAFive) {
    MoraleCase c = lossOfTwo("militia", "militiaPoor", 5);
    ASSERT_NE(findResolution(c.morale, "moraleTest", "fr"), nullptr);
    EXPECT_EQ(figuresOf(c.state, "fr"), 6);
    // The same five holds the better militia.
    MoraleCase better = lossOfTwo("militia", "militiaGood", 5);
    EXPECT_EQ(figuresOf(better.state, "fr"), 10);
}

/// Cuirassiers 150 yds below halted light horse; the light horse face the
/// cuirassiers, or (flank) face across the table.
GameState cuirassiersAndLightHorse(bool flank) {
    FireEffectTestWorld world;
    world.addUnit("cuirassiers", 0, "cuirassiers", 8, 36, 40, 0);
    if (flank) {
        world.addUnit("lightHorse", 1, "lightHorse", 6, 36, 36, 90);
    } else {
        world.addUnit("lightHorse", 1, "lightHorse", 6, 36, 37, 180);
    }
    return world.start();
}

std::vector<Resolution> chargeAndFight(GameState& state, std::vector<int> meleeDice) {
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    chargeThroughGame(state, "cuirassiers", "lightHorse");
    resolveUntil(state, "handToHand", none);
    EXPECT_EQ(fireEffectState(state).contacts.size(), 1U);
    ScriptedDice dice(std::move(meleeDice));
    std::vector<Resolution> done = resolveStep(state, dice);
    EXPECT_EQ(dice.remaining(), 0U);
    return done;
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F12CuirassiersBeatLightHorse) {
    GameState state = cuirassiersAndLightHorse(false);
    const Pose before = state.findUnit("lightHorse")->pose;
    const std::vector<Resolution> done = chargeAndFight(state, {2, 6});
    const Resolution* melee = findResolution(done, "melee", "cuirassiers");
    ASSERT_NE(melee, nullptr);
    EXPECT_TRUE(explains(melee->explanation, "Shock: cuirassiers", 2));  // 8 / 4 groups
    EXPECT_TRUE(explains(melee->explanation, "cuirassiers", 32));        // 8 x 2 x 2
    EXPECT_TRUE(explains(melee->explanation, "lightHorse", 24));         // 4 x 1 x 6
    EXPECT_EQ(figuresOf(state, "lightHorse"), 2);   // 6 - 2 shock - 2 (half of 4)
    EXPECT_EQ(figuresOf(state, "cuirassiers"), 7);  // half of 2
    // The beaten light horse flee a full move (their gallop), away from the victors.
    EXPECT_LT(state.findUnit("lightHorse")->pose.position.y, before.position.y);
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F12LightHorseTakenInFlankAreHalved) {
    GameState state = cuirassiersAndLightHorse(true);
    const std::vector<Resolution> done = chargeAndFight(state, {2, 6});
    const Resolution* melee = findResolution(done, "melee", "cuirassiers");
    ASSERT_NE(melee, nullptr);
    EXPECT_TRUE(explains(melee->explanation, "lightHorse", 12));  // 4 x 1 x 6 x 1/2
    EXPECT_EQ(figuresOf(state, "lightHorse"), 2);
    EXPECT_EQ(figuresOf(state, "cuirassiers"), 7);
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F15ChargersFrom90YardsWhoFireAreFiredAtNormally) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 12, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 10, 36, 38.2, 180);  // 90 yds
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    chargeThroughGame(state, "pr", "fr");
    resolveUntil(state, "fire", none);
    EXPECT_TRUE(fireEffectState(state).unit("pr").charge.willFire);
    orderFireThroughGame(state, "fr", "pr", "mass");
    ScriptedDice dice({4});
    const std::vector<Resolution> fire = resolveStep(state, dice);
    const Resolution* volley = findResolution(fire, "fire", "fr");
    ASSERT_NE(volley, nullptr);
    EXPECT_TRUE(explains(volley->explanation, "close range, in the open", 1));
    EXPECT_EQ(figuresOf(state, "pr"), 8);  // 10 x 4 / 10
}

TEST(FireEffectMoraleMeleeExamplesEngineTest, F15MuzzleLoadersDoNotFireAtChargersInTheEnemysHalf) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, "lineInfantryBreech", 12, 36, 40, 0);
    world.addUnit("fr", 1, "lineInfantryMuzzle", 10, 36, 38.2, 180);
    GameState state = world.start();
    ScriptedDice none({});
    resolveUntil(state, "declareCharges", none);
    chargeThroughGame(state, "pr", "fr");
    resolveUntil(state, "fire", none);
    const std::optional<std::string> refusal = fireOrderRefusal(state, "fr", "pr");
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("own side's half"), std::string::npos) << *refusal;
}

}  // namespace
}  // namespace adjutant::fireeffect_test
