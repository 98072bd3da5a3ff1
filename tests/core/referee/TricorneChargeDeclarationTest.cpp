// Step 1: who may charge, the charge reach (9.5, 13.1, 13.6, 1.4) and the
// advance to musket range (8.1, A8), with the declaration's record.

#include <gtest/gtest.h>

#include "core/geometry/Distance.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "tests/core/referee/TricorneChargeTestSupport.h"

namespace adjutant {
namespace {

using testing::addCharger;
using testing::addTargetAt;
using testing::checkCharge;
using testing::statusOf;

double reachOf(const std::string& type, const std::string& scale = "15mm",
               Formation formation = Formation::Line) {
    testing::TricorneTestWorld world;
    world.scenario().figureScale = scale;
    addCharger(world, "c", type, 8, formation);
    GameState state = world.start();
    const TricorneContext context(state);
    return chargeReachOf(context, *context.unit("c")).inches;
}

TEST(TricorneChargeReach, LinePacePlusChargeBonusScaledForTheFigures) {
    EXPECT_DOUBLE_EQ(reachOf("musketeer"), 11);  // 8 + 3 (13.1)
    EXPECT_DOUBLE_EQ(reachOf("lightInfantry", "15mm", Formation::SkirmishLine), 14);  // 11 + 3
    EXPECT_DOUBLE_EQ(reachOf("hussar"), 20);                                          // 14 + 6
    EXPECT_DOUBLE_EQ(reachOf("dragoon"), 17);                                         // 12 + 5
    EXPECT_DOUBLE_EQ(reachOf("cuirassier"), 14);                                      // 10 + 4
    // S4: a medium-cavalry charge in 6 mm is (12 + 5) / 2 = 8.5 (1.4, A6).
    EXPECT_DOUBLE_EQ(reachOf("dragoon", "6mm"), 8.5);
}

TEST(TricorneChargeDeclaration, TargetWithinReachAndInFrontIsLegal) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 15);
    GameState state = world.start();
    const ChargeDeclarationCheck check = checkCharge(state, "hussars", {"ir"});
    ASSERT_TRUE(check.legal) << check.reason;
    EXPECT_DOUBLE_EQ(check.reach.inches, 20);
    ASSERT_EQ(check.paths.size(), 1u);
    EXPECT_NEAR(check.paths[0].cost, 15, 1e-6);  // straight ahead, no wheel
    EXPECT_EQ(check.paths[0].aspect, "front");
    EXPECT_TRUE(check.impetusLostBecause.empty());
}

// A unit that has lost all its figures is still a record on the table, but
// neither charges nor is offered a charge (Leuthen once offered one).
TEST(TricorneChargeDeclaration, AUnitWithNoFiguresLeftMayNotCharge) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 15);
    GameState state = world.start();
    state.editUnit("hussars")->figures = 0;
    const ChargeDeclarationCheck check = checkCharge(state, "hussars", {"ir"});
    EXPECT_FALSE(check.legal);
    EXPECT_NE(check.reason.find("has no figures left"), std::string::npos) << check.reason;
    const TricorneContext context(state);
    EXPECT_TRUE(whyCannotAct(context, "hussars", "declareCharges").has_value());
}

TEST(TricorneChargeDeclaration, TargetBeyondTheChargeMoveIsOutOfReach) {
    testing::TricorneTestWorld world;
    addCharger(world, "ir", "musketeer", 12);
    addTargetAt(world, "kaiser", "musketeer", 12, 12);
    GameState state = world.start();
    const ChargeDeclarationCheck check = checkCharge(state, "ir", {"kaiser"});
    EXPECT_FALSE(check.legal);
    EXPECT_NE(check.reason.find("out of reach"), std::string::npos) << check.reason;
    EXPECT_NE(check.reason.find("11 in"), std::string::npos) << check.reason;
}

TEST(TricorneChargeDeclaration, WoodsOnThePathHalveTheSpeedAndCancelImpetus) {
    testing::TricorneTestWorld world;
    addCharger(world, "ir", "musketeer", 12);
    addTargetAt(world, "kaiser", "musketeer", 12, 8);
    TerrainArea wood;
    wood.id = "wood";
    wood.kind = AreaKind::Woods;
    // 4 in of the 8 in run lie in the wood: 8 + 4 = 12 > 11 (13.6).
    wood.outline = {{20, 32}, {52, 32}, {52, 36}, {20, 36}};
    world.scenario().table.areas.push_back(wood);
    GameState state = world.start();
    const ChargeDeclarationCheck far = checkCharge(state, "ir", {"kaiser"});
    EXPECT_FALSE(far.legal);
    EXPECT_NEAR(far.paths[0].cost, 12, 1e-6);

    testing::TricorneTestWorld nearer;
    addCharger(nearer, "ir", "musketeer", 12);
    addTargetAt(nearer, "kaiser", "musketeer", 12, 6);
    wood.outline = {{20, 34}, {52, 34}, {52, 36}, {20, 36}};  // 2 in of wood: 6 + 2 = 8
    nearer.scenario().table.areas.push_back(wood);
    GameState ok = nearer.start();
    const ChargeDeclarationCheck check = checkCharge(ok, "ir", {"kaiser"});
    ASSERT_TRUE(check.legal) << check.reason;
    EXPECT_NEAR(check.paths[0].cost, 8, 1e-6);
    EXPECT_EQ(check.impetusLostBecause, "woods (13.6.2)");  // A18: in-contact column
}

TEST(TricorneChargeDeclaration, TargetBehindTheChargerIsNotInFront) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    world.addUnit("ir", 1, "musketeer", 12, testing::kChargerX, testing::kChargerY + 6, 0);
    GameState state = world.start();
    const ChargeDeclarationCheck check = checkCharge(state, "hussars", {"ir"});
    EXPECT_FALSE(check.legal);
    EXPECT_NE(check.reason.find("not in front"), std::string::npos) << check.reason;
}

TEST(TricorneChargeDeclaration, IllegalDeclarationsSayWhy) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 10);
    world.addUnit("friend", 0, "musketeer", 12, 10, 40, 0);
    world.addUnit("guns", 0, "battery12lb", 4, 60, 40, 0, Formation::Unlimbered);
    world.addUnit("square", 0, "musketeer", 12, 20, 50, 0, Formation::Square);
    GameState state = world.start();
    auto reason = [&](const std::string& charger, std::vector<std::string> targets) {
        return checkCharge(state, charger, std::move(targets)).reason;
    };
    EXPECT_NE(reason("hussars", {}).find("names the unit"), std::string::npos);
    EXPECT_NE(reason("hussars", {"friend"}).find("own side"), std::string::npos);
    EXPECT_NE(reason("hussars", {"nobody"}).find("no unit"), std::string::npos);
    EXPECT_NE(reason("guns", {"ir"}).find("only infantry and cavalry charge"), std::string::npos);
    EXPECT_NE(reason("square", {"ir"}).find("square"), std::string::npos);

    statusOf(state, "hussars")->shaken = true;
    EXPECT_NE(reason("hussars", {"ir"}).find("may not start a charge (15.5)"), std::string::npos);
    statusOf(state, "hussars")->shaken = false;
    statusOf(state, "hussars")->routBoundsOwed = 1;
    EXPECT_NE(reason("hussars", {"ir"}).find("routing"), std::string::npos);
    statusOf(state, "hussars")->routBoundsOwed = 0;
    statusOf(state, "hussars")->lastBound.movedInMoraleReaction = true;
    EXPECT_NE(reason("hussars", {"ir"}).find("morale reaction"), std::string::npos);
    statusOf(state, "hussars")->lastBound.movedInMoraleReaction = false;
    EXPECT_TRUE(checkCharge(state, "hussars", {"ir"}).legal);
    EXPECT_THROW(declareCharge(state, ChargeDeclaration{"hussars", {"friend"}}),
                 std::invalid_argument);
}

TEST(TricorneChargeDeclaration, AFriendInTheWayBlocksTheCharge) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 12);
    world.addUnit("friend", 0, "musketeer", 12, testing::kChargerX, testing::kChargerY - 5, 0);
    GameState state = world.start();
    const ChargeDeclarationCheck check = checkCharge(state, "hussars", {"ir"});
    EXPECT_FALSE(check.legal);
    EXPECT_NE(check.reason.find("friend (a friend) stands in the way"), std::string::npos)
        << check.reason;
}

TEST(TricorneChargeDeclaration, StepOneAdvancesToMusketRangeAndRecordsTheDeclaration) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 15);
    GameState state = world.start();
    const auto resolutions = testing::declareAndAdvance(state, "hussars", {"ir"});
    ASSERT_EQ(resolutions.size(), 1u);
    EXPECT_EQ(resolutions[0].kind, "charge");
    EXPECT_EQ(resolutions[0].step, "declareCharges");
    const TricorneUnitState& s = tricorneState(state).unit("hussars");
    EXPECT_EQ(s.thisBound.chargeTargets, std::vector<std::string>{"ir"});
    EXPECT_NEAR(s.thisBound.chargeDeclaredDistance, 15, 1e-9);
    EXPECT_NEAR(s.thisBound.chargeMoveUsed, 9, 1e-6);  // 15 - 6 (8.1, A8)
    EXPECT_DOUBLE_EQ(s.thisBound.chargeFromY, testing::kChargerY);
    EXPECT_EQ(s.thisBound.chargeFrontRank, 4);  // 8 figures in two ranks
    EXPECT_TRUE(s.thisBound.movedInChargePhase);
    EXPECT_NEAR(testing::gapBetween(state, "hussars", "ir"), 6, 1e-6);
    EXPECT_EQ(statusOf(state, "ir")->thisBound.chargedBy, std::vector<std::string>{"hussars"});
    // 8.8: no move in step 8 for a charger.
    EXPECT_TRUE(whyCannotAct(TricorneContext(state), "hussars", "movement").has_value());
}

TEST(TricorneChargeDeclaration, AChargerAlreadyWithinMusketRangeStaysWhereItIs) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 4);
    GameState state = world.start();
    testing::declareAndAdvance(state, "hussars", {"ir"});
    EXPECT_DOUBLE_EQ(statusOf(state, "hussars")->thisBound.chargeMoveUsed, 0);
    EXPECT_NEAR(testing::gapBetween(state, "hussars", "ir"), 4, 1e-9);
}

TEST(TricorneChargeDeclaration, InfantryChargersNeverFire) {
    testing::TricorneTestWorld world;
    addCharger(world, "ir", "musketeer", 12);
    addTargetAt(world, "kaiser", "musketeer", 12, 9);
    GameState state = world.start();
    testing::declareAndAdvance(state, "ir", {"kaiser"});
    const TricorneContext context(state);
    const auto why = whyCannotAct(context, "ir", "firing");
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->find("charge"), std::string::npos) << *why;
    FireRequest request;
    request.firerId = "ir";
    request.targetId = "kaiser";
    EXPECT_FALSE(checkFire(context, request).allowed);  // 9.5
}

TEST(TricorneChargeDeclaration, AFlankChargeMarksTheTargetAttackedInTheFlank) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    // The target faces right (bearing 90), so the hussars below stand on its flank.
    world.addUnit("ir", 1, "musketeer", 12, testing::kChargerX, testing::kChargerY - 8, 90);
    GameState state = world.start();
    const ChargeDeclarationCheck check = checkCharge(state, "hussars", {"ir"});
    ASSERT_TRUE(check.legal) << check.reason;
    EXPECT_EQ(check.paths[0].aspect, "flank");
    testing::declareAndAdvance(state, "hussars", {"ir"});
    const auto& triggers = tricorneState(state).unit("ir").thisBound.moraleTriggers;
    ASSERT_EQ(triggers.size(), 1u);
    EXPECT_EQ(triggers[0].cause, kAttackedInFlankMarker);
    EXPECT_EQ(triggers[0].source, "hussars");
}

TEST(TricorneChargeDeclaration, AnUnformedChargerLacksImpetusUnlessTheOtherReading) {
    testing::TricorneTestWorld world;
    addCharger(world, "hussars", "hussar", 8);
    addTargetAt(world, "ir", "musketeer", 12, 10);
    GameState state = world.start();
    statusOf(state, "hussars")->unformed = true;
    testing::declareAndAdvance(state, "hussars", {"ir"});
    EXPECT_TRUE(statusOf(state, "hussars")->thisBound.chargeImpetusLost);
    EXPECT_EQ(statusOf(state, "hussars")->thisBound.chargeImpetusLostBecause, "unformed (A18)");

    testing::TricorneTestWorld other;
    other.options()["unformedChargerColumn"] = "charging";
    addCharger(other, "hussars", "hussar", 8);
    addTargetAt(other, "ir", "musketeer", 12, 10);
    GameState keeps = other.start();
    statusOf(keeps, "hussars")->unformed = true;
    testing::declareAndAdvance(keeps, "hussars", {"ir"});
    EXPECT_FALSE(statusOf(keeps, "hussars")->thisBound.chargeImpetusLost);
}

TEST(TricorneChargeDeclaration, TheChargeFieldsSurviveJsonAndClearAtTheEndOfTheBound) {
    TricorneUnitState s;
    s.thisBound.chargeTargets = {"a", "b"};
    s.thisBound.chargedBy = {"c"};
    s.thisBound.chargeResponseAlternatives = {"fire@3", "formSquare"};
    s.thisBound.chargeHaltAt = 0.5;
    s.thisBound.counterCharging = true;
    EXPECT_EQ(TricorneUnitState::fromJson(s.toJson()), s);
    s.endBound();
    EXPECT_TRUE(s.thisBound.chargeTargets.empty());
    EXPECT_TRUE(s.thisBound.chargedBy.empty());
    EXPECT_FALSE(s.thisBound.counterCharging);
}

}  // namespace
}  // namespace adjutant
