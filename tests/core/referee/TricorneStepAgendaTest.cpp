// The phase tracker's "what this step will do": the morale tests and response
// tests the referee will make, read before the step is resolved.
#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

using testing::goToStep;

TEST(TricorneStepAgenda, MoraleChecksListEveryUnitThatTestsWithItsReasons) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 0, "musketeer", 12, 10, 30, 0).name = "IR 18";
    world.addUnit("b", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("x", 1, "musketeer", 12, 10, 10, 180).name = "IR Kaiser";
    GameState state = world.start();
    auto& t = tricorneState(state);
    t.editStatus("a")->thisBound.moraleTriggers.push_back({"fireCasualties", "x"});
    t.editStatus("a")->thisBound.moraleTriggers.push_back({"meleeCasualties", "x"});
    goToStep(state, "moraleChecks");

    const StepAgenda agenda = TricorneReferee().stepAgenda(state);
    ASSERT_EQ(agenda.size(), 1u);  // b has no reason to test
    EXPECT_EQ(agenda[0].unitId, "a");
    EXPECT_EQ(agenda[0].rule, "15.1");
    EXPECT_EQ(agenda[0].text,
              "tests morale: casualties from the fire of IR Kaiser; casualties in melee with "
              "IR Kaiser");

    // In another step the same triggers are not this step's business.
    goToStep(state, "movement");
    EXPECT_TRUE(TricorneReferee().stepAgenda(state).empty());
}

TEST(TricorneStepAgenda, NothingToTestGivesAnEmptyAgenda) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 0, "musketeer", 12, 10, 30, 0);
    GameState state = world.start();
    goToStep(state, "moraleChecks");
    EXPECT_TRUE(TricorneReferee().stepAgenda(state).empty());
    goToStep(state, "responseTests");
    EXPECT_TRUE(TricorneReferee().stepAgenda(state).empty());
}

}  // namespace
}  // namespace adjutant
