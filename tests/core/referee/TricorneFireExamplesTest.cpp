// The digest's worked examples of fire (17.1 S1, 17.2 T1-T4 and T5 part a's
// response fire), each run through the fire procedure with scripted dice.

#include <gtest/gtest.h>

#include "tests/core/referee/TricorneFireTestSupport.h"

namespace adjutant {
namespace {

using testing::addFirer;
using testing::addTargetAhead;
using testing::findChild;
using testing::fireWith;

// S1: 10 musket figures, stationary, direct fire at 3 in, first volley.
FireResult s1(const std::string& reading, std::vector<int> dice, std::size_t* left = nullptr) {
    testing::TricorneTestWorld world;
    world.options()["firstVolleyBonus"] = reading;
    addFirer(world, "ir18", "musketeer", 10);
    addTargetAhead(world, "kaiser", "musketeer", 12, 3.0);
    const GameState state = world.start();
    return fireWith(state, testing::fireAt("ir18", "kaiser"), std::move(dice), left);
}

TEST(TricorneFireExamples, S1ChosenReadingPerFullGroupOfThree) {
    // 3 in is medium range: 10 x 1 = 10; first volley floor(10/3) = +3 -> 13;
    // die 3 -> 10 = one full 6, remainder 4.
    const FireResult two = s1("perThreeFigures", {3, 4});
    ASSERT_TRUE(two.fired) << two.check.reason;
    EXPECT_EQ(two.check.band, "medium");
    EXPECT_DOUBLE_EQ(two.weaponTotal, 10.0);
    EXPECT_DOUBLE_EQ(two.factorTotal, 3.0);
    EXPECT_DOUBLE_EQ(two.roll.total, 10.0);
    EXPECT_EQ(two.roll.fullSixes, 1);
    EXPECT_DOUBLE_EQ(two.roll.remainder, 4.0);
    EXPECT_EQ(two.casualties, 2);                            // die2 4 <= 4
    EXPECT_EQ(s1("perThreeFigures", {3, 5}).casualties, 1);  // die2 5 > 4
}

TEST(TricorneFireExamples, S1AsTheSourceCountsItFlatTwo) {
    // 10 + 2 = 12; die 3 -> 9 = one full 6, remainder 3.
    for (const int die2 : {1, 2, 3}) {
        const FireResult r = s1("flatTwo", {3, die2});
        EXPECT_DOUBLE_EQ(r.totalBeforeDie, 12.0);
        EXPECT_DOUBLE_EQ(r.roll.remainder, 3.0);
        EXPECT_EQ(r.casualties, 2) << "die2 " << die2;
    }
    for (const int die2 : {4, 5, 6}) {
        EXPECT_EQ(s1("flatTwo", {3, die2}).casualties, 1) << "die2 " << die2;
    }
}

TEST(TricorneFireExamples, S1ExplanationShowsBaseFactorsAndDice) {
    const FireResult r = s1("perThreeFigures", {3, 4});
    const Explanation& e = r.resolution.explanation;
    const Explanation* weapon = findChild(e, "Weapon total");
    ASSERT_NE(weapon, nullptr);
    ASSERT_EQ(weapon->children.size(), 1u);
    EXPECT_EQ(weapon->children[0].label, "10 figures x 1 (Musket, medium range)");
    EXPECT_EQ(weapon->children[0].value, 10.0);
    EXPECT_EQ(weapon->children[0].rule, "14.5");
    const Explanation* factors = findChild(e, "Firing factors");
    ASSERT_NE(factors, nullptr);
    ASSERT_EQ(factors->children.size(), 1u);
    EXPECT_EQ(factors->children[0].label, "First volley of the game");
    EXPECT_EQ(factors->children[0].value, 3.0);
    EXPECT_EQ(factors->children[0].rule, "14.6, A37");
    const Explanation* roll = findChild(e, "Casualty calculation");
    ASSERT_NE(roll, nullptr);
    EXPECT_EQ(findChild(*roll, "Die")->value, 3.0);
    EXPECT_EQ(findChild(*roll, "Die")->note, "taken away from the total");
    EXPECT_EQ(findChild(*roll, "Remainder die")->value, 4.0);
    // In words, not symbols: "4 is more than 1: no further casualty".
    EXPECT_EQ(std::string_view(findChild(*roll, "Remainder die")->note).find_first_of("<>="),
              std::string::npos)
        << std::string_view(findChild(*roll, "Remainder die")->note);
    EXPECT_EQ(e.value, 2.0);
    EXPECT_EQ(r.resolution.kind, "fire");
    ASSERT_EQ(r.resolution.rolls.size(), 2u);
    EXPECT_EQ(r.resolution.rolls[0].value, 3);
    EXPECT_EQ(r.resolution.summary, "ir18 fires at kaiser: 2 casualties");
}

TEST(TricorneFireExamples, T1BatteryOfTwelvePoundersAtCavalry) {
    testing::TricorneTestWorld world;
    addFirer(world, "battery", "battery12lb", 1, Formation::Unlimbered).guns = 8;
    addTargetAhead(world, "cuirassiers", "horse", 12, 14.0);
    const GameState state = world.start();
    std::size_t left = 0;
    // 14 in is medium for 10/12 lb (over 9, up to 18): 8 x 1.5 = 12; artillery at
    // cavalry +1 -> 13; die 1 -> 12 = two full 6s, remainder 0: no second die.
    const FireResult r = fireWith(state, testing::fireAt("battery", "cuirassiers"), {1, 6}, &left);
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_DOUBLE_EQ(r.weaponTotal, 12.0);
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 13.0);
    EXPECT_EQ(r.casualties, 2);
    EXPECT_FALSE(r.roll.remainderDie.has_value());
    EXPECT_EQ(left, 1u);
}

FireResult t2(int die2) {
    testing::TricorneTestWorld world;
    addFirer(world, "ir18", "musketeer", 12);
    addTargetAhead(world, "kaiser", "musketeer", 12, 5.0);
    // A wood whose edge runs along the target's front edge; the target stands in it.
    TerrainArea wood;
    wood.id = "w1";
    wood.name = "Leuthen wood";
    wood.kind = AreaKind::Woods;
    const double edge = testing::kFirerY - 5.0;
    wood.outline = {{20, edge - 10}, {52, edge - 10}, {52, edge}, {20, edge}};
    world.scenario().table.areas.push_back(wood);
    GameState state = world.start();
    tricorneState(state).editStatus("ir18")->firstVolleyFired = true;
    return fireWith(state, testing::fireAt("ir18", "kaiser"), {2, die2});
}

TEST(TricorneFireExamples, T2LongRangeAtTargetInWood) {
    // 5 in is long range: 12 x 0.5 = 6; soft cover -1 -> 5; die 2 -> 3: no full 6,
    // remainder 3.
    const FireResult three = t2(3);
    ASSERT_TRUE(three.fired) << three.check.reason;
    EXPECT_EQ(three.check.band, "long");
    EXPECT_EQ(three.check.cover, FireCover::Soft);
    EXPECT_DOUBLE_EQ(three.totalBeforeDie, 5.0);
    EXPECT_EQ(three.roll.fullSixes, 0);
    EXPECT_EQ(three.casualties, 1);  // die2 3 <= 3
    EXPECT_EQ(t2(4).casualties, 0);  // die2 4 > 3
}

TEST(TricorneFireExamples, T3PrussianAdvanceAndFireFirstVolley) {
    testing::TricorneTestWorld world;
    addFirer(world, "ir18", "musketeer", 10);
    addTargetAhead(world, "kaiser", "musketeer", 12, 2.0);
    GameState state = world.start();
    tricorneState(state).editStatus("ir18")->thisBound.advanced = 4.0;  // the Prussian limit
    std::size_t left = 0;
    // Front rank only: 5 figures x 1.5 (short) = 7.5; advancing -1 -> 6.5; first
    // volley floor(5/3) = +1 -> 7.5; die 1 -> 6.5 = one full 6, remainder 0.5,
    // which no die can reach: no second die.
    const FireResult r = fireWith(state, testing::fireAt("ir18", "kaiser"), {1, 1}, &left);
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_EQ(r.check.figuresFiring, 5);
    EXPECT_DOUBLE_EQ(r.weaponTotal, 7.5);
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 7.5);
    EXPECT_DOUBLE_EQ(r.roll.remainder, 0.5);
    EXPECT_EQ(r.casualties, 1);
    EXPECT_EQ(left, 1u);
}

TEST(TricorneFireExamples, T4BattalionWithBattalionGunsOnRangeBoundary) {
    testing::TricorneTestWorld world;
    addFirer(world, "ir", "musketeer", 14, Formation::Line, "austria").battalionGuns =
        AttachedGuns{2, "gun3lb"};
    addTargetAhead(world, "target", "musketeer", 12, 4.0, Formation::Line, "prussia");
    const GameState state = world.start();
    // Musket at exactly 4 in is medium: 14 x 1 = 14; 3 lb guns short: 2 x 1.5 = 3;
    // 17; first volley counts infantry only: floor(14/3) = +4 -> 21; die 3 -> 18 =
    // three full 6s, remainder 0.
    const FireResult r = fireWith(state, testing::fireAt("ir", "target"), {3});
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_EQ(r.check.band, "medium");
    EXPECT_DOUBLE_EQ(r.weaponTotal, 17.0);
    EXPECT_DOUBLE_EQ(r.factorTotal, 4.0);
    EXPECT_EQ(r.casualties, 3);
    const Explanation* weapon = findChild(r.resolution.explanation, "Weapon total");
    ASSERT_NE(weapon, nullptr);
    ASSERT_EQ(weapon->children.size(), 2u);
    EXPECT_EQ(weapon->children[1].label, "2 guns x 1.5 (3 lb / 4 lb gun, short range)");
}

FireResult t5(int die2) {
    testing::TricorneTestWorld world;
    addFirer(world, "infantry", "musketeer", 16, Formation::Line, "austria");
    // The cavalry stands 6 in away after the step-1 advance; the response is fire at 2 in.
    addTargetAhead(world, "cavalry", "cuirassier", 12, 6.0);
    GameState state = world.start();
    tricorneState(state).editStatus("infantry")->firstVolleyFired = true;
    return fireWith(state, testing::respondAt("infantry", "cavalry", 2.0), {5, die2});
}

TEST(TricorneFireExamples, T5ResponseFireAtTwoInchesAtChargingCavalry) {
    // 2 in is short: 16 x 1.5 = 24; musket fire at cavalry +2 -> 26; die 5 -> 21 =
    // three full 6s, remainder 3; die2 4 > 3: 3 casualties. With die2 2: 4.
    const FireResult r = t5(4);
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_DOUBLE_EQ(r.check.distance, 2.0);
    EXPECT_EQ(r.check.band, "short");
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 26.0);
    EXPECT_EQ(r.casualties, 3);
    EXPECT_EQ(r.resolution.step, "responses");
    EXPECT_EQ(t5(2).casualties, 4);
}

}  // namespace
}  // namespace adjutant
