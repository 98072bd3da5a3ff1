// Whole bounds of Tricorne and Musket in which a charge is declared with its
// command in step 1 and every step is then resolved with scripted dice:
// cavalry against a square, a charge broken by fire, a breakthrough into a
// second unit, two cavalry regiments charging each other. The numbers in the
// comments are worked by hand from the digest (9-12, 15, 17); 15 mm figures:
// infantry 10 x 15 mm, cavalry 10 x 20 mm, two ranks in line.
//
// A unit tested in step 10 for its casualties is not tested for them again in
// step 11 (thisBound.moraleTested): every die of a script is used exactly once.
#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneBreakthrough.h"
#include "tests/core/referee/TricorneChargeBoundTestSupport.h"

namespace adjutant::testing {
namespace {

constexpr double kMm = 1.0 / 25.4;

// 9.3, 11.2, 12, 17.2 T5b, T7: heavy cavalry charges a Prussian battalion,
// which forms square; the cavalry wins the melee but fails to break through,
// so the square counts as fully formed.
TEST_F(TricorneChargeBoundTest, CavalryChargingInfantryThatFormsSquareFailsToBreakThrough) {
    TricorneTestWorld world;
    world.addUnit("cav", 1, "cuirassier", 8, 30, 24, 180);
    world.addUnit("inf", 0, "musketeer", 16, 30, 30, 0);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: Prussia 3 + 1 = 4, Austria 4: a tie
                       4,     // response: PMS 5 + 1 (Prussian) = 6, d = 4 - 6 = -2: fire at 3
                              // or form square (10.2); against cavalry it forms square
                       6, 5,  // melee: the cavalry's die, then the square's
                       3,     // breakthrough: 3 is not less than 3
                       3});   // morale: PMS 6 - 2 casualties = 4, d = -1: obey orders
    BoundRecord record;
    play(*game, dice, record, "breakthroughTests");

    // Step 3: the square (four faces of 4, each 40 mm long and 15 mm deep, so
    // 55 mm a side) keeps the centre of the line of 16 (80 x 30 mm): that centre
    // is 15 mm behind y = 30, the square's front 27.5 mm before it. The cavalry,
    // 6 in away, charges home to that face (14 in of charge move, 13.1).
    const double squareFront = 30 + 15 * kMm - 27.5 * kMm;
    EXPECT_EQ(unit(*game, "inf").formation, Formation::Square);
    EXPECT_NEAR(unit(*game, "inf").pose.position.y, squareFront, 1e-6);
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, squareFront, 1e-6);
    EXPECT_EQ(unit(*game, "cav").pose.facingDegrees, 180);
    EXPECT_EQ(status(*game, "inf").squareFormedBound, 1);
    EXPECT_TRUE(status(*game, "inf").thisBound.changedFormation);  // 9.3.4: it may not fire

    // Step 4: all 8 cavalry figures face the 55 mm face: 8 x 2.5 (heavy,
    // charging) = 20, cavalry against a square -2 = 18, die 6: 12 = 2 full
    // sixes, the square loses 2. The square's face: 4 figures x 1 (receiving)
    // = 4, die 5: T = -1, no casualty and no second die.
    ASSERT_EQ(record.ofKind("melee", "melee").size(), 1U) << record.text();
    EXPECT_EQ(unit(*game, "inf").figures, 14);
    EXPECT_EQ(unit(*game, "cav").figures, 8);
    EXPECT_FALSE(status(*game, "inf").unformed);  // 12.5: a square does not unform

    // Step 5: heavy 5, square formed this bound -2: factor 3 (T5b); die 3 is
    // not less than 3, so it fails and the square is now fully formed (9.3.3).
    ASSERT_EQ(record.ofKind("breakthroughTests", "breakthrough").size(), 1U) << record.text();
    EXPECT_TRUE(status(*game, "inf").squareFullyFormed);
    EXPECT_FALSE(status(*game, "cav").thisBound.brokeThrough);
    EXPECT_TRUE(status(*game, "cav").brokenThrough.empty());
    {
        // No further attempt can succeed: the square now counts as one formed
        // earlier, -7, so 5 - 7 = -2, and no die is less than that.
        const TricorneContext context(game->state());
        const auto charges = chargesOfThisBound(context);
        ASSERT_NE(findCharge(charges, "cav"), nullptr);
        const BreakthroughInputs again =
            breakthroughInputs(context, *findCharge(charges, "cav"), unit(*game, "inf"), charges);
        EXPECT_EQ(again.square, SquareStatus::FormedEarlier);
    }

    play(*game, dice, record);
    EXPECT_EQ(record.ofKind("breakthroughContacts", "breakthrough").size(), 0U) << record.text();
    ASSERT_EQ(record.ofKind("moraleChecks", "moraleTest").size(), 1U) << record.text();
    EXPECT_EQ(record.ofKind("moraleChecks", "moraleTest")[0]->units.front(), "inf");
    EXPECT_EQ(record.ofKind("moraleReactions", "moraleTest").size(), 0U);  // tested once only
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    // After the bound: both stand where the charge left them; the square holds.
    EXPECT_EQ(unit(*game, "inf").formation, Formation::Square);
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, squareFront, 1e-6);
    EXPECT_TRUE(status(*game, "inf").squareFullyFormed);
    EXPECT_EQ(status(*game, "inf").casualtiesThisGame, 2);
    EXPECT_FALSE(status(*game, "inf").shaken);
}

// 9.4, A9, 17.2 T5 variant: the volley at 2 in takes more than half the
// charger's front rank, so the charge halts half an inch short; no melee.
TEST_F(TricorneChargeBoundTest, AChargeBrokenByFireHaltsHalfAnInchShortAndFightsNoMelee) {
    TricorneTestWorld world;
    world.addUnit("cav", 1, "guardCuirassier", 12, 30, 24, 180);
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0).status = {{"firstVolleyFired", true}};
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4,  // initiative: a tie
                       2,     // response: PMS 6, d = 2 - 6 = -4: charged by cavalry, fire at 2
                       1, 1,  // the volley's die and its remainder die
                       1});   // morale: guard 7 - 4 casualties = 3, d = -2: obey orders
    BoundRecord record;
    play(*game, dice, record, "breakthroughTests");

    // Step 3: 12 figures stationary at 2 in, short range: 12 x 1.5 = 18, musket
    // fire at cavalry +2 = 20 (not its first volley), die 1: T = 19 = 3 full
    // sixes and 1 over; die 1 <= 1: one more, 4 casualties. The front rank was 6
    // (two ranks of 6) and 4 > 6 x 0.5: broken. Fired on at short range it halts
    // charges.brokenChargeHaltShortOfContact = 0.5 in short (nextRangeBracket).
    ASSERT_EQ(record.ofKind("responses", "fire").size(), 1U) << record.text();
    ASSERT_EQ(record.ofKind("responses", "chargeBroken").size(), 1U) << record.text();
    const TricorneUnitState& cav = status(*game, "cav");
    EXPECT_EQ(unit(*game, "cav").figures, 8);
    EXPECT_EQ(cav.thisBound.chargeCasualties, 4);
    EXPECT_EQ(cav.thisBound.chargeFrontRank, 6);
    EXPECT_TRUE(cav.thisBound.chargeBroken);
    EXPECT_DOUBLE_EQ(cav.thisBound.chargeHaltAt, 0.5);
    EXPECT_FALSE(cav.thisBound.chargeContact);
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, 30 - 0.5, 1e-6);  // front 6 - 0.5 = 5.5 on
    EXPECT_TRUE(status(*game, "inf").thisBound.firedInResponse);

    // Steps 4 and 5: nobody touches, so no melee and no breakthrough test.
    EXPECT_TRUE(record.ofKind("melee", "melee").empty()) << record.text();
    EXPECT_TRUE(record.ofKind("breakthroughTests", "breakthrough").empty()) << record.text();
    EXPECT_FALSE(cav.thisBound.inMelee);

    play(*game, dice, record);
    ASSERT_EQ(record.ofKind("moraleChecks", "moraleTest").size(), 1U) << record.text();
    EXPECT_EQ(record.ofKind("moraleChecks", "moraleTest")[0]->units.front(), "cav");
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, 29.5, 1e-6);  // obeys orders: stays
    EXPECT_EQ(unit(*game, "inf").figures, 12);
    EXPECT_EQ(status(*game, "cav").casualtiesThisGame, 4);
    EXPECT_FALSE(status(*game, "cav").shaken);
}

// 8.6-8.7, 9.5, 11, A15, A19: cuirassiers break through a militia battalion
// into a second one behind it, which tests its response; the second melee is
// fought on the charging column for both, and the second breakthrough fails.
TEST_F(TricorneChargeBoundTest, ABreakthroughCarriesIntoASecondUnitThatRespondsAndFights) {
    TricorneTestWorld world;
    world.addUnit("cav", 0, "cuirassier", 8, 30, 40, 0);
    world.addUnit("inf", 1, "militiaMusketeer", 12, 30, 34, 180);
    world.addUnit("second", 1, "militiaMusketeer", 12, 30, 29, 180);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "cav", {"inf"}).accepted());
    ScriptedDice dice({3, 4,       // initiative: a tie
                       6,          // inf's response: PMS 3, d = +3: shaken, stands, no fire
                       2, 6, 6,    // melee: the cavalry's die; inf's die and remainder die
                       2,          // breakthrough: 2 < 5
                       6,          // second's response: PMS 3, d = +3: shaken, stands
                       2, 6, 6,    // second melee: the cavalry's die; second's die and remainder
                       6,          // second breakthrough: 6 is not less than 4
                       4, 1, 1});  // morale: cav, inf, second
    BoundRecord record;
    play(*game, dice, record, "breakthroughTests");

    // Melee 1 (17.2 T6): 8 x 2.5 = 20, die 2: 18, inf loses 3. Inf: the 4 files
    // opposite the 40 mm of cavalry and the file beyond each end, 2 ranks: 12
    // figures x 1 = 12, shaken -1 = 11, die 6: 5, remainder die 6 > 5: none.
    EXPECT_EQ(unit(*game, "inf").figures, 9);
    EXPECT_EQ(unit(*game, "cav").figures, 8);
    EXPECT_TRUE(status(*game, "inf").shaken);
    // Breakthrough: heavy 5, nothing lost: 5; die 2 < 5. 14 in of charge move,
    // 6 used: 8 left; it passes through inf and meets second 5 in on, whose front
    // (y = 29) it now touches.
    EXPECT_TRUE(status(*game, "cav").thisBound.brokeThrough);
    EXPECT_EQ(status(*game, "cav").brokenThrough, std::vector<std::string>{"inf"});
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, 29, 1e-6);
    EXPECT_EQ(tricorneState(game->state()).orders.breakthroughContacts.size(), 1U);

    play(*game, dice, record, "breakthroughContacts");
    // Steps 6-7: second tests (d = 6 - 3 = +3), and its response is carried out.
    ASSERT_EQ(record.ofKind("breakthroughContacts", "chargeResponse").size(), 2U) << record.text();
    EXPECT_TRUE(status(*game, "second").shaken);
    EXPECT_EQ(status(*game, "second").thisBound.chargeResponse, "shaken+noFire+standAndReceive");
    // Melee 2 (A19, breakthroughMeleeColumn bothCharging): cavalry 8 x 2.5 = 20
    // (not unformed for it, A50), die 2: 18, second loses 3. Second: 12 figures
    // x 1.5 = 18, shaken -1 = 17, die 6: 11 = 1 full six and 5 over; die 6 > 5:
    // the cavalry loses 1.
    ASSERT_EQ(record.ofKind("breakthroughContacts", "melee").size(), 1U) << record.text();
    EXPECT_EQ(unit(*game, "second").figures, 9);
    EXPECT_EQ(unit(*game, "cav").figures, 7);
    // Breakthrough 2: 5 - 1 (lost this charge, A15 fireAndMelee) = 4; die 6 fails.
    ASSERT_EQ(record.ofKind("breakthroughContacts", "breakthrough").size(), 1U);
    EXPECT_EQ(status(*game, "cav").brokenThrough, std::vector<std::string>{"inf"});
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, 29, 1e-6);

    play(*game, dice, record, "moraleChecks");
    // Cav: 4 + 1 (Prussian) - 1 = 4, die 4: d = 0, obey orders. Inf: 3 - 3 - 1
    // (shaken) = -1, die 1: d = +2, in melee: recoil 3 in. Second the same.
    ASSERT_EQ(record.ofKind("moraleChecks", "moraleTest").size(), 3U) << record.text();
    EXPECT_EQ(status(*game, "inf").pendingReaction, TricorneActionCode::Recoil);
    EXPECT_EQ(status(*game, "second").pendingReaction, TricorneActionCode::Recoil);
    EXPECT_TRUE(status(*game, "cav").thisBound.followUpTargets.empty());

    play(*game, dice, record);
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    // Inf recoils 3 in away from the cavalry now behind it (down the table),
    // second 3 in towards its baseline, each once. The 3 in is measured at the
    // footprint's centre; an unformed unit's pose (its front edge) lies elsewhere
    // in its footprint, so only the direction is checked on the pose.
    EXPECT_GT(unit(*game, "inf").pose.position.y, 34);
    EXPECT_LT(unit(*game, "second").pose.position.y, 29);
    EXPECT_EQ(record.ofKind("moraleReactions", "reaction").size(), 2U) << record.text();
    EXPECT_NEAR(unit(*game, "cav").pose.position.y, 29, 1e-6);
    EXPECT_EQ(status(*game, "cav").casualtiesThisGame, 1);
    EXPECT_EQ(status(*game, "inf").casualtiesThisGame, 3);
    EXPECT_EQ(status(*game, "second").casualtiesThisGame, 3);
}

// 11.4, 17.2 T5b: dragoons and hussars charge each other; only the dragoons
// break through, so the hussars are arrested where they met.
TEST_F(TricorneChargeBoundTest, InAMutualCavalryChargeTheOneThatFailsIsArrested) {
    TricorneTestWorld world;
    world.addUnit("a", 0, "dragoon", 8, 30, 40, 0);
    world.addUnit("b", 1, "hussar", 8, 30, 30, 180);
    auto game = startGame(world);
    ASSERT_TRUE(charge(*game, "a", {"b"}).accepted());
    ASSERT_TRUE(charge(*game, "b", {"a"}).accepted());
    ScriptedDice dice({3, 4,    // initiative: a tie, so charges go in declaration order (A49)
                       2,       // b's response: PMS 4, d = -2: obey orders, it stands
                       3,       // a's response: PMS 4 + 1 = 5, d = -2: obey orders, it stands
                       4, 6,    // melee: a's die, b's die
                       1, 1,    // breakthrough: a, then b
                       4, 2});  // morale: a, b
    BoundRecord record;
    play(*game, dice, record, "responses");
    // Step 1: a is 10 in away and advances 4 in to 6 in (8.1); b is then within
    // 6 in and stays. Step 3: a charges home the last 6 in (10 of its 17 used).
    EXPECT_NEAR(unit(*game, "a").pose.position.y, 30, 1e-6);
    EXPECT_NEAR(unit(*game, "b").pose.position.y, 30, 1e-6);
    EXPECT_DOUBLE_EQ(status(*game, "a").thisBound.chargeMoveUsed, 10);

    play(*game, dice, record, "breakthroughTests");
    // Melee, both on the charging column: a 8 x 2 = 16, die 4: 12, b loses 2;
    // b 8 x 1.5 = 12, die 6: 6, a loses 1.
    EXPECT_EQ(unit(*game, "a").figures, 7);
    EXPECT_EQ(unit(*game, "b").figures, 6);
    // Breakthrough (T5b): a medium 4, cavalry v cavalry -2, both charging +1,
    // 1 lost -1 = 2: die 1 < 2, through. b light 3 - 2 + 1 - 2 lost = 0: die 1
    // fails, and as the other broke through it is arrested (11.4).
    ASSERT_EQ(record.ofKind("breakthroughTests", "breakthrough").size(), 2U) << record.text();
    EXPECT_TRUE(status(*game, "a").thisBound.brokeThrough);
    EXPECT_FALSE(status(*game, "b").thisBound.brokeThrough);
    EXPECT_TRUE(status(*game, "b").thisBound.chargeArrested);
    EXPECT_TRUE(status(*game, "b").thisBound.movedInChargePhase);  // stationary for the bound
    EXPECT_EQ(status(*game, "b").reformingBoundsLeft, 1);
    // a goes on with its 7 in left: through b (3.15 in to clear) and 7 in on.
    EXPECT_NEAR(unit(*game, "a").pose.position.y, 30 - 7, 1e-6);
    EXPECT_NEAR(unit(*game, "b").pose.position.y, 30, 1e-6);  // stopped where they met

    play(*game, dice, record);
    // Morale: a 5 - 1 = 4, die 4: d = 0; b 4 - 2 = 2, die 2: d = 0: obey orders.
    EXPECT_EQ(record.ofKind("moraleChecks", "moraleTest").size(), 2U) << record.text();
    EXPECT_EQ(game->state().bound(), 2);
    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_NEAR(unit(*game, "a").pose.position.y, 23, 1e-6);
    EXPECT_NEAR(unit(*game, "b").pose.position.y, 30, 1e-6);
    EXPECT_EQ(status(*game, "b").reformingBoundsLeft, 1);  // a bound of melee does not count
    EXPECT_EQ(status(*game, "a").brokenThrough, std::vector<std::string>{"b"});
}

}  // namespace
}  // namespace adjutant::testing
