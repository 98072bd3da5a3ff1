// Step 3: responses carried out, fire on chargers, broken charges and the
// chargers' moves (9.2-9.4, 10.1-10.2, A8, A9, A46; T5 and T9 of 17.2).

#include <gtest/gtest.h>

#include "tests/core/referee/TricorneChargeTestSupport.h"

namespace adjutant {
namespace {

using testing::addCharger;
using testing::addTargetAt;
using testing::findKind;
using testing::statusOf;

// T5: heavy cavalry, 12 figures in two ranks of 6, charges a stationary
// Austrian battalion of 16 figures in line from the front; not its first
// volley. The battalion's PMS is 5: a die of 1 gives d = -4, "fire at 2".
GameState t5(const std::string& haltReading = "") {
    testing::TricorneTestWorld world;
    if (!haltReading.empty()) {
        world.options()["brokenChargeHalt"] = haltReading;
    }
    addCharger(world, "cuirassiers", "cuirassier", 12);
    addTargetAt(world, "ir", "musketeer", 16, 12);
    GameState state = world.start();
    statusOf(state, "ir")->firstVolleyFired = true;
    testing::declareAndAdvance(state, "cuirassiers", {"ir"});
    testing::testResponses(state, {1});
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "fire@2");
    return state;
}

TEST(TricorneChargeResponseApply, T5FireAtTwoThreeCasualtiesTheChargeGoesIn) {
    GameState state = t5();
    // 16 x 1.5 = 24, +2 musket fire at cavalry = 26, die 5: 21 = 3 sixes r 3; die2 4 > 3.
    const auto resolutions = testing::carryOutResponses(state, {5, 4});
    const Resolution* fire = findKind(resolutions, "fire");
    ASSERT_NE(fire, nullptr);
    EXPECT_EQ(fire->step, "responses");
    EXPECT_EQ(fire->explanation.value, 3);
    EXPECT_EQ(state.findUnit("cuirassiers")->figures, 9);
    EXPECT_EQ(statusOf(state, "cuirassiers")->thisBound.chargeCasualties, 3);  // A15
    EXPECT_FALSE(statusOf(state, "cuirassiers")->thisBound.chargeBroken);  // 3 is not more than 3
    EXPECT_EQ(findKind(resolutions, "chargeBroken"), nullptr);
    EXPECT_TRUE(statusOf(state, "cuirassiers")->thisBound.chargeContact);
    EXPECT_NEAR(testing::gapBetween(state, "cuirassiers", "ir"), 0, geometry::kContactTolerance);
    EXPECT_TRUE(statusOf(state, "ir")->thisBound.firedInResponse);  // 8.9: no fire in step 9
    const Resolution* move = findKind(resolutions, "chargeMove");
    ASSERT_NE(move, nullptr);
    EXPECT_NE(move->summary.find("base contact"), std::string::npos);
}

TEST(TricorneChargeResponseApply, T5VariantFourCasualtiesBreakTheChargeHalfAnInchShort) {
    GameState state = t5();
    const auto resolutions = testing::carryOutResponses(state, {5, 2});
    EXPECT_EQ(statusOf(state, "cuirassiers")->thisBound.chargeCasualties, 4);
    EXPECT_TRUE(statusOf(state, "cuirassiers")->thisBound.chargeBroken);
    ASSERT_NE(findKind(resolutions, "chargeBroken"), nullptr);
    // A9 (b): fired on at short range, it halts half an inch short of contact.
    EXPECT_DOUBLE_EQ(statusOf(state, "cuirassiers")->thisBound.chargeHaltAt, 0.5);
    EXPECT_NEAR(testing::gapBetween(state, "cuirassiers", "ir"), 0.5, 1e-6);
    EXPECT_FALSE(statusOf(state, "cuirassiers")->thisBound.chargeContact);
}

TEST(TricorneChargeResponseApply, T5VariantUnderTheExamplesAsPrintedHaltsAtShortRange) {
    GameState state = t5("examplesAsPrinted");
    testing::carryOutResponses(state, {5, 2});
    // A9 (a): fired on at short range, it halts at short range (musket: 2 in).
    EXPECT_DOUBLE_EQ(statusOf(state, "cuirassiers")->thisBound.chargeHaltAt, 2);
    EXPECT_NEAR(testing::gapBetween(state, "cuirassiers", "ir"), 2, 1e-6);
}

TEST(TricorneChargeResponseApply, TooCloseToFireTheInfantryIsShakenAndStands) {
    // T9: the cavalry declared from 4 in; the result is "fire at 5".
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, testing::kChargerX, testing::kChargerY - 4, 180);
    world.addUnit("hussars", 1, "hussar", 8, testing::kChargerX, testing::kChargerY, 0);
    GameState state = world.start();
    statusOf(state, "ir")->casualtiesThisGame = 2;  // PMS 4
    testing::declareAndAdvance(state, "hussars", {"ir"});
    testing::testResponses(state, {5});  // d = +1: fire at 5
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "fire@5");
    const auto resolutions = testing::carryOutResponses(state, {});  // no fire, no die
    EXPECT_EQ(findKind(resolutions, "fire"), nullptr);
    EXPECT_TRUE(statusOf(state, "ir")->shaken);
    EXPECT_FALSE(statusOf(state, "ir")->thisBound.firedInResponse);
    const Resolution* response = findKind(resolutions, "chargeResponse");
    ASSERT_NE(response, nullptr);
    bool tooClose = false;
    for (const Explanation& line : response->explanation.children) {
        tooClose = tooClose || line.label == "Too close to fire";
    }
    EXPECT_TRUE(tooClose);
    EXPECT_TRUE(statusOf(state, "hussars")->thisBound.chargeContact);
}

// 10.1.5, A8, A13: light infantry (PMS 5 + 1) roll 4 against hussars declared
// 4 in away: d = -2, "fire at 6 and retire". Too close to fire: shaken and no
// fire; under stillRetires they still retire, under standsAndReceives they
// stand to receive the charge as 10.1.5 says of infantry.
TEST(TricorneChargeResponseApply, LightInfantryTooCloseToFireRetireOrStandByTheReading) {
    for (const std::string reading : {"stillRetires", "standsAndReceives"}) {
        testing::TricorneTestWorld world;
        world.options()["tooCloseLightInfantry"] = reading;
        world.addUnit("lights", 0, "lightInfantry", 8, testing::kChargerX, testing::kChargerY - 4,
                      180, Formation::SkirmishLine);
        world.addUnit("hussars", 1, "hussar", 8, testing::kChargerX, testing::kChargerY, 0);
        GameState state = world.start();
        testing::declareAndAdvance(state, "hussars", {"lights"});
        testing::testResponses(state, {4});
        const TricorneContext context(state);
        const auto plans = planChargeResponses(context);
        ASSERT_EQ(plans.size(), 1u);
        EXPECT_TRUE(plans[0].tooClose) << reading;
        EXPECT_FALSE(plans[0].has(TricorneActionCode::Fire)) << reading;
        EXPECT_TRUE(plans[0].has(TricorneActionCode::Shaken)) << reading;
        EXPECT_EQ(plans[0].has(TricorneActionCode::Retire), reading == "stillRetires") << reading;
        EXPECT_EQ(plans[0].has(TricorneActionCode::StandAndReceive), reading == "standsAndReceives")
            << reading;
    }
}

TEST(TricorneChargeResponseApply, A8AfterAdvanceReadingMakesLongResponsesTooClose) {
    for (const std::string reading : {"atDeclaration", "afterAdvance"}) {
        testing::TricorneTestWorld world;
        world.options()["responseDistanceMeasure"] = reading;
        world.addUnit("ir", 0, "musketeer", 12, testing::kChargerX, testing::kChargerY - 10, 180);
        world.addUnit("hussars", 1, "hussar", 8, testing::kChargerX, testing::kChargerY, 0);
        GameState state = world.start();
        statusOf(state, "ir")->casualtiesThisGame = 2;  // PMS 4
        testing::declareAndAdvance(state, "hussars", {"ir"});
        testing::testResponses(state, {5});  // fire at 5; the charger now stands at 6
        const TricorneContext context(state);
        const auto plans = planChargeResponses(context);
        ASSERT_EQ(plans.size(), 1u);
        EXPECT_FALSE(plans[0].tooClose) << reading;  // 10 and 6 are both at least 5
        EXPECT_NEAR(plans[0].measured, reading == "afterAdvance" ? 6 : 10, 1e-6);
    }
}

TEST(TricorneChargeResponseApply, FormingSquareRecordsTheBoundAndForbidsFire) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 10);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"ir"});
    testing::testResponses(state, {3});  // PMS 5, d -2: fire at 3 or form square (default)
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "formSquare");
    testing::carryOutResponses(state, {});
    EXPECT_EQ(state.findUnit("ir")->formation, Formation::Square);
    EXPECT_EQ(statusOf(state, "ir")->squareFormedBound, state.bound());
    EXPECT_TRUE(statusOf(state, "ir")->thisBound.changedFormation);
    EXPECT_TRUE(
        statusOf(state, "hussars")->thisBound.chargeContact);  // may still be broken through
}

TEST(TricorneChargeResponseApply, CounterChargeIsRecordedForTheMelee) {
    testing::TricorneTestWorld world;
    addCharger(world, "dragoons", "dragoon", 8);
    addTargetAt(world, "hussars", "hussar", 8, 12);
    GameState state = world.start();
    testing::declareAndAdvance(state, "dragoons", {"hussars"});
    testing::testResponses(state, {1});  // cavalry PMS 4, d -3: obey orders
    EXPECT_FALSE(chooseChargeResponse(state, "hussars", "counterCharge").has_value());
    testing::carryOutResponses(state, {});
    EXPECT_TRUE(statusOf(state, "hussars")->thisBound.counterCharging);
    EXPECT_FALSE(statusOf(state, "hussars")->thisBound.counterChargeChargingFactor);
}

TEST(TricorneChargeResponseApply, ARoutOutOfTheChargersReachEscapes) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 10);
    GameState state = world.start();
    statusOf(state, "ir")->casualtiesThisGame = 4;  // PMS 1
    testing::declareAndAdvance(state, "hussars", {"ir"});
    testing::testResponses(state, {6});  // d +5: rout one bound
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "rout");
    const auto resolutions = testing::carryOutResponses(state, {});
    const Resolution* rout = findKind(resolutions, "reaction");
    ASSERT_NE(rout, nullptr);
    EXPECT_EQ(rout->step, "responses");
    EXPECT_TRUE(statusOf(state, "ir")->thisBound.routed);
    EXPECT_TRUE(statusOf(state, "ir")->thisBound.chargeResponseMoved);
    EXPECT_EQ(statusOf(state, "ir")->routBoundsOwed, 0);
    EXPECT_EQ(statusOf(state, "ir")->reformingBoundsLeft, 2);
    // 6 + 13 in of rout = 19 in, beyond the hussars' 16 in left: they move 16 and stop.
    EXPECT_FALSE(statusOf(state, "hussars")->thisBound.chargeContact);
    EXPECT_NEAR(statusOf(state, "hussars")->thisBound.chargeMoveUsed, 20, 1e-6);
    EXPECT_NEAR(state.findUnit("hussars")->pose.position.y, testing::kChargerY - 20, 1e-6);
    EXPECT_GT(testing::gapBetween(state, "hussars", "ir"), 2);  // the router's stands lie
                                                                // unformed (6.3.5)
    EXPECT_FALSE(statusOf(state, "ir")->riddenDown);
}

TEST(TricorneChargeResponseApply, InfantryRoutingFromCavalryThatReachesItIsRiddenDown) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 4);  // stays at 4: 20 in of charge left
    GameState state = world.start();
    statusOf(state, "ir")->casualtiesThisGame = 4;  // PMS 1
    testing::declareAndAdvance(state, "hussars", {"ir"});
    testing::testResponses(state, {6});  // d +5: rout
    testing::carryOutResponses(state, {});
    EXPECT_TRUE(statusOf(state, "hussars")->thisBound.chargeContact);  // 4 + 13 = 17 <= 20
    EXPECT_TRUE(statusOf(state, "ir")->riddenDown);                    // 9.2
}

TEST(TricorneChargeResponseApply, ARetreatTheChargerCanStillReachBecomesARout) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "jaegers", "lightInfantry", 8, 4, "", Formation::SkirmishLine);
    GameState state = world.start();
    statusOf(state, "jaegers")->casualtiesThisGame = 3;  // PMS 2
    testing::declareAndAdvance(state, "hussars", {"jaegers"});
    testing::testResponses(state, {5});  // d +3: light infantry retreat
    EXPECT_EQ(statusOf(state, "jaegers")->thisBound.chargeResponse, "retreat");
    const auto resolutions = testing::carryOutResponses(state, {});
    const Resolution* move = findKind(resolutions, "reaction");
    ASSERT_NE(move, nullptr);
    EXPECT_NE(move->summary.find("6.2.3"), std::string::npos) << move->summary;
    EXPECT_TRUE(statusOf(state, "jaegers")->thisBound.routed);
    EXPECT_FALSE(statusOf(state, "jaegers")->thisBound.retreated);
}

GameState batteryCharged(double infantryAt) {
    testing::TricorneTestWorld world;
    world.addUnit("guns", 0, "battery12lb", 4, 40, 40, 0, Formation::Unlimbered);
    world.addUnit("hussars", 1, "hussar", 8, 40, 36, 180);
    if (infantryAt > 0) {
        // Behind the battery, whose gun base is 40 mm deep: `infantryAt` from it.
        world.addUnit("ir", 0, "musketeer", 12, 40, 40 + 40 / 25.4 + infantryAt, 0);
    }
    return world.start();
}

TEST(TricorneChargeResponseApply, ArtilleryCrewsTakeRefugeByTheDistanceOfTheNearestInfantry) {
    struct Case {
        double at;
        GunsState guns;
        bool shelters;
    };
    for (const Case& c : {Case{5, GunsState::AbandonedUntilSafe, true},
                          Case{9, GunsState::AbandonedUntilMorale, false},
                          Case{14, GunsState::Lost, false}, Case{0, GunsState::Lost, false}}) {
        GameState state = batteryCharged(c.at);
        const Resolution r = abandonGunsForRefuge(state, "guns", "test");
        EXPECT_EQ(r.kind, "gunsAbandoned");
        EXPECT_EQ(statusOf(state, "guns")->guns, c.guns) << c.at;
        EXPECT_EQ(statusOf(state, "guns")->shelteringWith, c.shelters ? "ir" : "") << c.at;
    }
}

TEST(TricorneChargeResponseApply, ArtilleryTooCloseToFireAbandonsItsGuns) {
    GameState state = batteryCharged(5);
    testing::declareAndAdvance(state, "hussars", {"guns"});
    // Artillery PMS 4; die 6: d +2: fire at 8, but the hussars were 4 in away.
    testing::testResponses(state, {6});
    EXPECT_EQ(statusOf(state, "guns")->thisBound.chargeResponse, "fire@8");
    const auto resolutions = testing::carryOutResponses(state, {});
    EXPECT_EQ(findKind(resolutions, "fire"), nullptr);
    ASSERT_NE(findKind(resolutions, "gunsAbandoned"), nullptr);
    EXPECT_TRUE(statusOf(state, "guns")->shaken);
    EXPECT_EQ(statusOf(state, "guns")->guns, GunsState::AbandonedUntilSafe);
    EXPECT_EQ(statusOf(state, "guns")->shelteringWith, "ir");
}

TEST(TricorneChargeResponseApply, AFriendlyChargerBehindABrokenChargeClosesUpAndHalts) {
    testing::TricorneTestWorld world;
    addCharger(world, "first", "cuirassier", 12);
    world.addUnit("second", 0, "cuirassier", 12, testing::kChargerX, testing::kChargerY + 3, 0);
    addTargetAt(world, "ir", "musketeer", 16, 10);
    GameState state = world.start();
    statusOf(state, "ir")->firstVolleyFired = true;
    declareCharge(state, ChargeDeclaration{"first", {"ir"}});
    declareCharge(state, ChargeDeclaration{"second", {"ir"}});
    resolveChargeDeclarationsStep(state);
    testing::testResponses(state, {1});         // fire at 2
    testing::carryOutResponses(state, {5, 2});  // 4 casualties: the first charge is broken
    EXPECT_TRUE(statusOf(state, "first")->thisBound.chargeBroken);
    EXPECT_EQ(statusOf(state, "second")->thisBound.chargeHaltedBehind, "first");
    EXPECT_FALSE(statusOf(state, "second")->thisBound.chargeContact);
    EXPECT_NEAR(testing::gapBetween(state, "second", "first"), 0, geometry::kContactTolerance);
}

}  // namespace
}  // namespace adjutant
