// Step 2: who tests its response to a charge (9.1, 10.1), the response table
// row by row for every column and split (10.2, A10-A14, A48), and the digest's
// T9 case (17.2).

#include <gtest/gtest.h>

#include <cmath>

#include "core/referee/tricorne/TricorneMovement.h"
#include "tests/core/referee/TricorneChargeTestSupport.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant {
namespace {

using testing::addCharger;
using testing::addTargetAt;
using testing::statusOf;

// All the alternatives of a cell, "|" between them.
std::string cell(const TricorneContext& context, const ChargeResponseSituation& situation, int d) {
    const ChargeResponseRow row = lookUpChargeResponse(context, situation, d);
    std::string text;
    for (const std::string& key : row.keys) {
        text += (text.empty() ? "" : "|") + key;
    }
    return text;
}

ChargeResponseSituation situation(std::string category, std::string chargerArm,
                                  std::string aspect = "front", std::string weight = "",
                                  int gunLb = 0) {
    ChargeResponseSituation s;
    s.category = troopCategoryFromKey(category);
    s.chargerArm = troopCategoryFromKey(chargerArm).value_or(TroopCategory::Infantry);
    s.aspect = std::move(aspect);
    s.cavalryWeight = std::move(weight);
    s.gunWeightLb = gunLb;
    s.canFormSquare = s.category == TroopCategory::Infantry;
    s.shortRange = s.category == TroopCategory::Cavalry ? 0 : 2;
    return s;
}

struct Row {
    int d;
    const char* expected;
};

void expectColumn(const ChargeResponseSituation& s, std::initializer_list<Row> rows) {
    testing::TricorneTestWorld world;
    GameState state = world.start();
    const TricorneContext context(state);
    for (const Row& row : rows) {
        EXPECT_EQ(cell(context, s, row.d), row.expected)
            << troopCategoryKey(s.category) << " charged by " << troopCategoryKey(s.chargerArm)
            << " on the " << s.aspect << " (" << s.cavalryWeight << s.gunWeightLb << "), d "
            << row.d;
    }
}

TEST(TricorneChargeResponseTable, InfantryChargedByCavalry) {
    expectColumn(situation("infantry", "cavalry"), {{-9, "fire@2+counterCharge"},
                                                    {-6, "fire@2+counterCharge"},
                                                    {-5, "fire@2"},
                                                    {-4, "fire@2"},
                                                    {-3, "fire@3|formSquare"},
                                                    {0, "fire@3|formSquare"},
                                                    {1, "fire@5"},
                                                    {2, "fire@5"},
                                                    {3, "shaken+noFire+standAndReceive"},
                                                    {4, "shaken+noFire+standAndReceive"},
                                                    {5, "rout"},
                                                    {6, "rout"},
                                                    {7, "rout"},
                                                    {12, "rout"}});
}

TEST(TricorneChargeResponseTable, InfantryChargedByInfantryObeysOrdersAsA48Allows) {
    expectColumn(situation("infantry", "infantry"),
                 {{-6, "fire@2+counterCharge"},
                  {-4, "counterCharge"},
                  {-1, "standAndReceive|formSquare|fire@2|counterCharge"},
                  {2, "fire@5"},
                  {3, "shaken+noFire+standAndReceive"},
                  {6, "rout"}});
}

TEST(TricorneChargeResponseTable, LightInfantryIncludingTheRowsA13Fills) {
    for (const char* arm : {"cavalry", "infantry"}) {
        expectColumn(situation("lightInfantry", arm), {{-7, "fire@3+retire"},
                                                       {-5, "fire@3+retire"},
                                                       {-2, "fire@6+retire"},
                                                       {1, "fire@8+retire"},
                                                       {4, "retreat"},
                                                       {5, "rout"},
                                                       {8, "rout"}});
    }
}

TEST(TricorneChargeResponseTable, CavalryByWeight) {
    expectColumn(situation("cavalry", "cavalry", "front", "light"), {{-6, "counterCharge"},
                                                                     {-4, "counterCharge"},
                                                                     {0,
                                                                      "standAndReceive|"
                                                                      "counterCharge"},
                                                                     {1, "retire"},
                                                                     {3, "retreat"},
                                                                     {5, "rout"},
                                                                     {7, "rout"}});
    for (const char* weight : {"medium", "heavy"}) {
        expectColumn(situation("cavalry", "infantry", "front", weight),
                     {{2, "dressRanksAndReceive"}, {4, "retire"}, {6, "retreat"}, {9, "rout"}});
    }
}

TEST(TricorneChargeResponseTable, CavalryCounterChargesWithAndWithoutTheChargingFactor) {
    testing::TricorneTestWorld world;
    GameState state = world.start();
    const TricorneContext context(state);
    const auto s = situation("cavalry", "cavalry", "front", "heavy");
    EXPECT_TRUE(*lookUpChargeResponse(context, s, -6).alternatives[0][0].chargingFactor);
    EXPECT_FALSE(*lookUpChargeResponse(context, s, -5).alternatives[0][0].chargingFactor);  // A10
}

TEST(TricorneChargeResponseTable, Artillery) {
    expectColumn(situation("artillery", "cavalry", "front", "", 12),
                 {{-6, "fire@3+stayWithGuns"},
                  {-4, "fire@3+retireToNearestInfantry"},
                  {-3, "fire@6+retireToSafety"},
                  {2, "fire@8"},
                  {3, "fire@10"},
                  {6, "fire@15"},
                  {7, "rout"}});
}

TEST(TricorneChargeResponseTable, FlankOrRearColumnWithItsSplits) {
    expectColumn(situation("infantry", "cavalry", "flank"),
                 {{-6, "fire@2+counterCharge"},  // not stated: the frontal entry (A13)
                  {-4, "turnToFace"},
                  {0, "turnToFace"},  // one stand may turn (A12)
                  {1, "retreat"},
                  {4, "rout"},
                  {5, "rout"},
                  {7, "routOffTable"}});
    expectColumn(situation("infantry", "infantry", "rear"), {{7, "rout"}});
    expectColumn(situation("cavalry", "cavalry", "flank", "light"), {{-5, "turnToFace"}});
    expectColumn(situation("artillery", "cavalry", "flank", "", 8), {{-4, "turnGuns"}});
    expectColumn(situation("artillery", "cavalry", "flank", "", 12),
                 {{-4, "abandonGuns+retireToNearestInfantry"}});  // A10

    testing::TricorneTestWorld world;
    GameState state = world.start();
    const TricorneContext context(state);
    const auto flank = situation("infantry", "cavalry", "flank");
    EXPECT_EQ(lookUpChargeResponse(context, flank, 5).alternatives[0][0].bounds, 2);
    EXPECT_EQ(lookUpChargeResponse(context, flank, 3).alternatives[0][0].bounds, 1);
    EXPECT_EQ(lookUpChargeResponse(context, flank, 0).alternatives[0][0].stands, 1);
}

TEST(TricorneChargeResponseTable, NoSquareOfferedToUnitsThatCannotFormOne) {
    auto s = situation("infantry", "cavalry");
    s.canFormSquare = false;
    expectColumn(s, {{-2, "fire@3"}});
}

TEST(TricorneChargeResponseTable, A11AlternativeLeavesCavalryChargedByCavalryStanding) {
    testing::TricorneTestWorld world;
    world.options()["obeyOrdersRow"] = "onlyChargedByInfantry";
    GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_EQ(cell(context, situation("cavalry", "cavalry", "front", "medium"), -1),
              "standAndReceive");
    EXPECT_EQ(cell(context, situation("cavalry", "infantry", "front", "medium"), -1),
              "standAndReceive|counterCharge");
}

// T9: a Prussian regular musketeer battalion, PMS 5 + 1 - 2 = 4, charged from
// the front by cavalry that started 10 in away.
GameState t9(double declaredFrom = 10, const std::string& type = "musketeer") {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, type, 12, testing::kChargerX, testing::kChargerY - declaredFrom, 180);
    world.addUnit("hussars", 1, "hussar", 8, testing::kChargerX, testing::kChargerY, 0);
    GameState state = world.start();
    statusOf(state, "ir")->casualtiesThisGame = 2;
    testing::declareAndAdvance(state, "hussars", {"ir"});
    return state;
}

TEST(TricorneChargeResponse, T9ResponsesByDie) {
    const std::vector<std::pair<int, std::string>> cases{
        {1, "formSquare"}, {4, "formSquare"}, {5, "fire@5"}, {6, "fire@5"}};
    for (const auto& [die, expected] : cases) {
        GameState state = t9();
        const auto resolutions = testing::testResponses(state, {die});
        ASSERT_EQ(resolutions.size(), 1u);
        EXPECT_EQ(resolutions[0].kind, "chargeResponse");
        EXPECT_EQ(resolutions[0].step, "responseTests");
        const TricorneUnitState& s = tricorneState(state).unit("ir");
        EXPECT_EQ(s.thisBound.chargeResponseD, die - 4) << die;
        EXPECT_EQ(s.thisBound.chargeResponse, expected) << die;
        EXPECT_EQ(s.thisBound.chargeResponseTo, "hussars");
        const Explanation* pms = nullptr;
        for (const Explanation& child : resolutions[0].explanation.children) {
            if (child.label == "Present morale status") {
                pms = &child;
            }
        }
        ASSERT_NE(pms, nullptr);
        EXPECT_EQ(pms->value, 4);
        EXPECT_EQ(resolutions[0].rolls.size(), 1u);
    }
}

TEST(TricorneChargeResponse, T9TheChoiceBetweenFireAndSquare) {
    GameState state = t9();
    testing::testResponses(state, {1}, {{"ir", "fire@3"}});
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "fire@3");
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponseAlternatives,
              (std::vector<std::string>{"fire@3", "formSquare"}));
    EXPECT_FALSE(chooseChargeResponse(state, "ir", "formSquare").has_value());
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "formSquare");
    const auto refused = chooseChargeResponse(state, "ir", "rout");
    ASSERT_TRUE(refused.has_value());
    EXPECT_NE(refused->find("not offered"), std::string::npos);
}

TEST(TricorneChargeResponse, T9ASteadyGuardUnitFiresAtTwoAndMayCounterCharge) {
    GameState state = t9(10, "guardInfantry");
    statusOf(state, "ir")->casualtiesThisGame = 0;
    statusOf(state, "ir")->attachedGeneral = "fritz";  // +2 in base contact: PMS 7 + 1 + 2
    // Prussian guard: 7, +1 national, +2 general = 10; the digest's 9 has no
    // national bonus, so a die of 4 here gives its d = -6.
    testing::testResponses(state, {4});
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponseD, -6);
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "fire@2+counterCharge");
}

// A49, option responseAgainst: a battalion charged by two regiments tests once,
// against the first charger declared, or under nearestCharger against the one
// that stood nearest when the charges were declared (4 in against 10 in).
TEST(TricorneChargeResponse, OneTestAgainstTheFirstOrTheNearestCharger) {
    for (const std::string reading : {"firstCharger", "nearestCharger"}) {
        testing::TricorneTestWorld world;
        world.options()["responseAgainst"] = reading;
        world.addUnit("ir", 0, "musketeer", 12, 36, 30, 180);
        world.addUnit("far", 1, "hussar", 8, 36, 40, 0);
        world.addUnit("near", 1, "hussar", 8, 33, 34, 0);
        GameState state = world.start();
        declareCharge(state, ChargeDeclaration{"far", {"ir"}});
        declareCharge(state, ChargeDeclaration{"near", {"ir"}});
        resolveChargeDeclarationsStep(state);
        const auto responders = findChargeResponders(TricorneContext(state));
        ASSERT_EQ(responders.size(), 1u) << reading;
        EXPECT_EQ(responders[0].chargers, (std::vector<std::string>{"far", "near"})) << reading;
        EXPECT_EQ(responders[0].chargerId, reading == "firstCharger" ? "far" : "near");
    }
}

// 10.2, 13.4: guard infantry charged in the flank (7 + 2 for the general with
// it - 3 in the flank = PMS 6) roll 1: d = -5, turn to face. Turning takes half
// a bound: 4 in of its 8 in line pace are left for step 8.
TEST(TricorneChargeResponse, TurningToFaceAFlankChargeUsesHalfABound) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    world.addUnit("ir", 1, "guardInfantry", 12, testing::kChargerX, testing::kChargerY - 8, 90);
    // The general's base against the battalion's rear edge (1.18 in behind its front).
    testing::addGeneral(world, 1, "gen", testing::kChargerX - 30.0 / 25.4, testing::kChargerY - 8,
                        90);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"ir"});
    testing::testResponses(state, {1});
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponseD, -5);
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "turnToFace");
    testing::carryOutResponses(state, {});
    EXPECT_TRUE(statusOf(state, "ir")->thisBound.turned);
    EXPECT_GT(std::abs(state.findUnit("ir")->pose.facingDegrees - 90), 45);
    const TricorneContext context(state);
    EXPECT_NEAR(movementAllowance(context, *context.unit("ir")), 4, 1e-9);
}

TEST(TricorneChargeResponse, AFriendInBaseContactWithTheChargedUnitTestsToo) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 10);
    // 12 figures in line are 60 mm (2.36 in) wide: a neighbour touching its flank.
    world.addUnit("neighbour", 1, "musketeer", 12, testing::kChargerX - 60 / 25.4,
                  testing::kChargerY - 10, 180);
    world.addUnit("far", 1, "musketeer", 12, testing::kChargerX + 10, testing::kChargerY - 10, 180);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"ir"});
    const auto resolutions = testing::testResponses(state, {3, 3});
    ASSERT_EQ(resolutions.size(), 2u);
    EXPECT_EQ(resolutions[0].units[0], "ir");
    EXPECT_EQ(resolutions[1].units[0], "neighbour");
    EXPECT_NE(resolutions[1].explanation.children[0].label.view().find("In base contact with ir"),
              std::string::npos);
    EXPECT_TRUE(statusOf(state, "neighbour")->thisBound.chargeResponseTested);
    EXPECT_FALSE(statusOf(state, "far")->thisBound.chargeResponseTested);
}

TEST(TricorneChargeResponse, ASquareOfAnEarlierBoundIsExemptAgainstCavalryOnly) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "square", "musketeer", 12, 10, "", Formation::Square);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"square"});
    const auto resolutions = testing::testResponses(state, {});  // no die is thrown
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_NE(resolutions[0].summary.find("no response test (9.1.3)"), std::string::npos);
    EXPECT_EQ(statusOf(state, "square")->thisBound.chargeResponse, "exempt");

    testing::TricorneTestWorld foot;
    addCharger(foot, "ir", "musketeer", 12);
    addTargetAt(foot, "square", "musketeer", 12, 8, "", Formation::Square);
    GameState byInfantry = foot.start();
    testing::declareAndAdvance(byInfantry, "ir", {"square"});
    EXPECT_EQ(testing::testResponses(byInfantry, {3}).size(), 1u);
    EXPECT_NE(statusOf(byInfantry, "square")->thisBound.chargeResponse, "exempt");
}

TEST(TricorneChargeResponse, AFlankChargeReadsTheFlankColumnAndCostsMorale) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    world.addUnit("ir", 1, "musketeer", 12, testing::kChargerX, testing::kChargerY - 8, 90);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"ir"});
    // PMS 5 - 3 (attacked in the flank, 15.4) = 2; die 1: d = -1: one stand may turn.
    const auto resolutions = testing::testResponses(state, {1});
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponseD, -1);
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargeResponse, "turnToFace");
    EXPECT_NE(resolutions[0].summary.find("1 stand may turn to face"), std::string::npos)
        << resolutions[0].summary;
}

}  // namespace
}  // namespace adjutant
