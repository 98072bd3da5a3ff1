// Tricorne and Musket's options for the computer commander: square against
// cavalry within charge reach (9.3, 9.5), the best expected target by the fire
// preview (14), nothing forward for routing or shaken units (6.3, 15.5),
// charges valued by the response table with every face weighted (10.2).

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFirePreview.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::goToStep;
using testing::tricorneReferee;

using testing::best;
using testing::manoeuvreKind;
using testing::optionsFor;

TEST(TricorneTactics, InfantryWithCavalryInChargeReachFormsSquare) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 30, 0);
    // Cuirassiers: heavy cavalry, line pace 10 + charge bonus 4 = 14 inches
    // (13.1); 10 inches off and facing the battalion.
    world.addUnit("cav", 1, "cuirassier", 8, 36, 20, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir");
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(chosen->kind, CommanderOption::Kind::Manoeuvre);
    EXPECT_EQ(manoeuvreKind(*chosen), "changeFormation");
    EXPECT_EQ(testing::manoeuvreForm(*chosen).value("formation", std::string()), "square");
    EXPECT_NE(chosen->reason.find("forms square"), std::string::npos) << chosen->reason;
    EXPECT_NE(chosen->reason.find("cav"), std::string::npos) << chosen->reason;
    // The referee's own check accepts it.
    EXPECT_TRUE(tricorneReferee().checkManoeuvre(state, *chosen->manoeuvre).legal);
}

TEST(TricorneTactics, CavalryBeyondChargeReachDoesNotMakeASquare) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 40, 0);
    world.addUnit("cav", 1, "cuirassier", 8, 36, 20, 180);  // 20 inches: beyond 14
    GameState state = world.start();
    goToStep(state, "movement");
    for (const CommanderOption& o :
         optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir")) {
        EXPECT_NE(testing::manoeuvreForm(o).value("formation", std::string()), "square")
            << o.reason;
    }
}

TEST(TricorneTactics, AUnitFiresAtTheTargetWithTheBestExpectedEffect) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 30, 0);
    // The nearer target is a remnant of two figures; the further one a full battalion.
    world.addUnit("near", 1, "musketeer", 2, 34, 27.5, 180);
    world.addUnit("far", 1, "musketeer", 12, 38.5, 26.5, 180);
    GameState state = world.start();
    goToStep(state, "firing");
    const TricorneContext context(state);
    const double nearExpected = previewTricorneFire(context, "ir", "near").expectedCasualties;
    const double farExpected = previewTricorneFire(context, "ir", "far").expectedCasualties;
    ASSERT_GT(nearExpected, 0.0);
    ASSERT_GT(farExpected, nearExpected) << "the test needs the further target to be the better";

    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir");
    ASSERT_EQ(options.size(), 2u);
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(chosen->kind, CommanderOption::Kind::Fire);
    ASSERT_EQ(chosen->targetIds, std::vector<std::string>{"far"});
    EXPECT_DOUBLE_EQ(chosen->value, farExpected);
    EXPECT_FALSE(tricorneReferee().refuseFireOrder(state, "ir", "far", ""));
}

TEST(TricorneTactics, ARoutingUnitIsGivenNoOrder) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 40, 0);
    world.addUnit("enemy", 1, "musketeer", 12, 36, 10, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    ASSERT_FALSE(optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir").empty())
        << "a steady unit advances";
    tricorneState(state).editStatus("ir")->routBoundsOwed = 2;
    EXPECT_TRUE(optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir").empty());
    EXPECT_TRUE(tricorneReferee().outOfAction(state, "ir"));
    EXPECT_FALSE(tricorneReferee().outOfAction(state, "enemy"));
}

TEST(TricorneTactics, AShakenUnitIsNotSentForward) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 40, 0);
    world.addUnit("enemy", 1, "musketeer", 12, 36, 10, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    tricorneState(state).editStatus("ir")->shaken = true;
    for (const CommanderOption& o :
         optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "ir")) {
        EXPECT_NE(manoeuvreKind(o), "move") << o.reason;
    }
}

// The best move for a battalion in line at (36, 40) facing the top edge, an
// enemy battalion straight ahead at `enemyY`, the goal at (36, 4).
CommanderOption advanceWithEnemyAt(double enemyY) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 40, 0);
    world.addUnit("enemy", 1, "musketeer", 12, 36, enemyY, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    const UnitGoal goal{"ir", {36, 4}, true, "attacks the hill"};
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 0, {goal}), "ir");
    const CommanderOption* chosen = best(options);
    return chosen ? *chosen : CommanderOption{};
}

TEST(TricorneTactics, AnAdvanceMakesForTheGoalAndStopsAtMediumRange) {
    // 22 inches apart (within the 24 at which infantry would march in column).
    const CommanderOption full = advanceWithEnemyAt(18);
    ASSERT_EQ(manoeuvreKind(full), "move") << full.reason;
    // Line pace 8 inches (13.1), straight at the goal: 8 inches nearer, worth 0.8.
    EXPECT_NEAR(testing::manoeuvreForm(full).at("path").back().at("position").at(1).get<double>(),
                32.0, 1e-9);
    EXPECT_NEAR(full.value, 8 * 0.1, 1e-9);
    EXPECT_NE(full.reason.find("attacks the hill"), std::string::npos) << full.reason;

    // 10 inches apart: it stops 0.1 inside the musket's medium range of 4 (14.5).
    const CommanderOption shortOfIt = advanceWithEnemyAt(30);
    ASSERT_EQ(manoeuvreKind(shortOfIt), "move") << shortOfIt.reason;
    EXPECT_NEAR(
        testing::manoeuvreForm(shortOfIt).at("path").back().at("position").at(1).get<double>(),
        40 - (10 - 4 - 0.1), 1e-9);
}

TEST(TricorneTactics, ChargesAreOfferedOnlyInStepOneAndValuedByTheResponseTable) {
    testing::TricorneTestWorld world;
    world.addUnit("cav", 0, "cuirassier", 8, 36, 30, 0);
    world.addUnit("gunners", 1, "battery6lb", 2, 36, 22, 180, Formation::Unlimbered);
    GameState state = world.start();
    goToStep(state, "movement");
    for (const CommanderOption& o : tricorneReferee().commanderOptions(state, 0, {})) {
        EXPECT_NE(o.kind, CommanderOption::Kind::Charge);
    }
    goToStep(state, "declareCharges");
    const auto options = optionsFor(tricorneReferee().commanderOptions(state, 0, {}), "cav");
    ASSERT_EQ(options.size(), 1u);
    EXPECT_EQ(options[0].kind, CommanderOption::Kind::Charge);
    EXPECT_EQ(options[0].targetIds, std::vector<std::string>{"gunners"});
    EXPECT_FALSE(tricorneReferee().refuseCharge(state, "cav", {"gunners"}));
    EXPECT_NE(options[0].reason.find("of 6 faces"), std::string::npos) << options[0].reason;
}

}  // namespace
}  // namespace adjutant
