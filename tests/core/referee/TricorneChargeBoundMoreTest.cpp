// More whole bounds with a charge declared in step 1 (see
// TricorneChargeBoundTest.cpp): a charge on skirmishers, a battery overrun
// whose crew shelters with infantry, infantry ridden down.
#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneChargeBoundTestSupport.h"

namespace adjutant::testing {
namespace {

constexpr double kMm = 1.0 / 25.4;

// 10.2, 11.3, 12.6: hussars charge a skirmish line, which fires at 6 in and
// retires; the hussars still reach it, it falls back instead of fighting and
// the hussars break through automatically, with no die.
TEST_F(TricorneChargeBoundTest, SkirmishersFallBackAndCavalryBreaksThroughAutomatically) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 8, 180);
    world.addUnit("skir", 0, "lightInfantry", 8, 30, 14, 0, Formation::SkirmishLine).status = {
        {"firstVolleyFired", true}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"skir"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       4,     // response: PMS 5 (A42) + 1 (Prussian) = 6, d = -2: fire at 6, retire
                       6});   // the volley: 8 x 0.5 (long range) + 2 (at cavalry) = 6, die 6: T = 0
    BoundRecord record;
    play(*game, dice, record, "responses");
    // The volley kills nobody (T <= 0: no second die). The line retires a
    // bound at skirmish pace, 11 in, towards its baseline: front 14 -> 25. The
    // hussars (charge move 14 + 6 = 20 in) had 6 in to go and now 6 + 11 = 17:
    // they reach it.
    ASSERT_EQ(record.ofKind("responses", "fire").size(), 1U) << record.text();
    EXPECT_EQ(unit(*game, "hus").figures, 8);
    EXPECT_TRUE(status(*game, "skir").thisBound.retired);
    EXPECT_NEAR(unit(*game, "skir").pose.position.y, 25, 1e-6);
    EXPECT_TRUE(status(*game, "hus").thisBound.chargeContact);
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 25, 1e-6);
    EXPECT_DOUBLE_EQ(status(*game, "hus").thisBound.chargeMoveUsed, 17);

    play(*game, dice, record, "breakthroughTests");
    // Step 4: no melee; the line falls back again, half a bound as it is
    // attacked (6.1.2): 5.5 in, front 25 -> 30.5. Step 5: through automatically.
    EXPECT_TRUE(record.ofKind("melee", "melee").empty()) << record.text();
    ASSERT_EQ(record.ofKind("melee", "meleeAvoided").size(), 1U) << record.text();
    EXPECT_NEAR(unit(*game, "skir").pose.position.y, 30.5, 1e-6);
    ASSERT_EQ(record.ofKind("breakthroughTests", "breakthrough").size(), 1U) << record.text();
    EXPECT_TRUE(record.ofKind("breakthroughTests", "breakthrough")[0]->rolls.empty());
    EXPECT_EQ(status(*game, "hus").brokenThrough, std::vector<std::string>{"skir"});
    // The line fell back out of contact (12.6), so there is nothing to carry
    // through: the hussars go on with the 3 in of charge move left (20 - 17),
    // short of the line 5.5 in away.
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 25 + 3, 1e-6);

    play(*game, dice, record);
    EXPECT_TRUE(record.ofKind("moraleChecks", "moraleTest").empty()) << record.text();
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(unit(*game, "skir").figures, 8);
    EXPECT_EQ(unit(*game, "skir").formation, Formation::SkirmishLine);
    EXPECT_FALSE(status(*game, "skir").thisBound.inMelee);
}

// 10.1.5, 10.2, A8, A46, 12.6: hussars declared 7 in from a battery; its
// response is to fire at 8 in, but they are already closer, so the crew does
// not fire, is shaken and takes refuge with the battalion 5 in behind it.
TEST_F(TricorneChargeBoundTest, ABatteryOverrunHasItsCrewShelterWithInfantryWithinSixInches) {
    TricorneTestWorld world;
    world.addUnit("guns", 0, "battery12lb", 4, 40, 40, 0, Formation::Unlimbered);
    world.addUnit("hus", 1, "hussar", 8, 40, 33, 180);
    // Behind the 40 mm deep gun base, 5 in from it.
    world.addUnit("ir", 0, "musketeer", 12, 40, 40 + 40 * kMm + 5, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"guns"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       6});   // response: PMS 4 + 1 (Prussian) = 5, d = +1: fire at 8 in
    BoundRecord record;
    play(*game, dice, record, "responses");
    // Step 1: the hussars advance 1 in to 6 in. Step 3: measured when declared
    // (A8, atDeclaration) they were 7 in away, closer than 8: no fire, shaken,
    // the crew abandons the guns; the nearest friendly infantry is 5 in away,
    // within charges.artilleryRefugeNear (6 in): it shelters with it.
    EXPECT_TRUE(record.ofKind("responses", "fire").empty()) << record.text();
    ASSERT_EQ(record.ofKind("responses", "gunsAbandoned").size(), 1U) << record.text();
    EXPECT_TRUE(status(*game, "guns").shaken);
    EXPECT_EQ(status(*game, "guns").guns, GunsState::AbandonedUntilSafe);
    EXPECT_EQ(status(*game, "guns").shelteringWith, "ir");
    EXPECT_TRUE(status(*game, "hus").thisBound.chargeContact);  // 6 in of its 20
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 40, 1e-6);

    play(*game, dice, record);
    // Step 4: the crew falls back to the same infantry instead of fighting
    // (12.6) and may not fire until next bound; no melee, no breakthrough test.
    EXPECT_TRUE(record.ofKind("melee", "melee").empty()) << record.text();
    EXPECT_EQ(record.ofKind("melee", "meleeAvoided").size(), 1U) << record.text();
    EXPECT_TRUE(record.ofKind("breakthroughTests", "breakthrough").empty()) << record.text();
    EXPECT_TRUE(record.ofKind("moraleChecks", "moraleTest").empty()) << record.text();
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(status(*game, "guns").guns, GunsState::AbandonedUntilSafe);
    EXPECT_EQ(status(*game, "guns").shelteringWith, "ir");
    EXPECT_TRUE(status(*game, "guns").shaken);
    EXPECT_NEAR(unit(*game, "guns").pose.position.y, 40, 1e-6);  // the guns stay
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, 40, 1e-6);
    EXPECT_EQ(unit(*game, "ir").figures, 12);
}

// 9.2: worn militia get a rout response to hussars 3 in away; they rout 13 in
// but the hussars still reach them in the charge phase: ridden down.
TEST_F(TricorneChargeBoundTest, InfantryThatRoutsFromCavalryThatReachesItIsRiddenDown) {
    TricorneTestWorld world;
    world.addUnit("hus", 1, "hussar", 8, 30, 27, 180);
    world.addUnit("inf", 0, "militiaMusketeer", 12, 30, 30, 0).status = {{"casualtiesThisGame", 3}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "hus", {"inf"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       6});   // response: PMS 3 + 1 (Prussian) - 3 = 1, d = +5: rout
    BoundRecord record;
    play(*game, dice, record, "responses");
    // The rout: column of route 10 + charge bonus 3 = 13 in (A28), away from the
    // hussars, which is towards its own baseline: the centre of its footprint
    // (15 mm behind y = 30) goes 13 in down the table. Its rout over, it is
    // laid out reforming (6.3.6, 2 bounds): its three stands of 20 x 30 mm
    // staggered, the middle one a stand's depth back, 60 mm deep in all. The
    // hussars (20 in of charge move) follow 15.4 in into contact with its edge.
    // (Ridden down, it then never reforms: it is laid out unformed from now on.)
    const double centre = 30 + 15 * kMm + 13;
    const double halfDepth = 30 * kMm;
    {
        const TricorneContext context(game->state());
        const auto layout = context.layoutWith(unit(*game, "inf"), Cohesion::Reforming);
        ASSERT_TRUE(layout);
        EXPECT_NEAR(layout->centre().y, centre, 1e-6);
    }
    EXPECT_TRUE(status(*game, "inf").thisBound.routed);
    EXPECT_TRUE(status(*game, "inf").unformed);
    EXPECT_TRUE(status(*game, "hus").thisBound.chargeContact);
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, centre - halfDepth, 1e-6);
    EXPECT_TRUE(status(*game, "inf").riddenDown);
    EXPECT_EQ(status(*game, "inf").routBoundsOwed, 0);  // the one bound owed was made
    // The rout response set 2 bounds of reforming; ridden down, it routs for
    // the rest of the game (9.2) and never reforms.
    EXPECT_EQ(status(*game, "inf").reformingBoundsLeft, 0);

    play(*game, dice, record);
    // It plays no further part: no melee, no breakthrough test, no morale test,
    // and no second rout move in step 11.
    EXPECT_TRUE(record.ofKind("melee", "melee").empty()) << record.text();
    EXPECT_TRUE(record.ofKind("breakthroughTests", "breakthrough").empty()) << record.text();
    EXPECT_TRUE(record.ofKind("moraleReactions", "reaction").empty()) << record.text();
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_TRUE(status(*game, "inf").riddenDown);
    EXPECT_TRUE(status(*game, "inf").lastBound.routed);
    EXPECT_EQ(unit(*game, "inf").figures, 12);
    EXPECT_NEAR(unit(*game, "hus").pose.position.y, centre - halfDepth, 1e-6);
}

}  // namespace
}  // namespace adjutant::testing
