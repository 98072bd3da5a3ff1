// Who may act in which step (8, 7.2 with A7, 9.3, 13.3, 13.5, 13.7, 14.1).

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

/// A Prussian battalion "ir" (side a) and an Austrian one "kaiser" (side b),
/// with whatever status each test sets before asking.
class TricorneActivation : public ::testing::Test {
  protected:
    TricorneActivation() {
        world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
        world.addUnit("kaiser", 1, "musketeer", 12, 30, 10, 180);
    }
    GameState start() { return world.start(); }
    static std::optional<std::string> ask(const GameState& state, const std::string& id,
                                          const std::string& step) {
        return whyCannotAct(TricorneContext(state), id, step);
    }
    testing::TricorneTestWorld world;
};

TEST_F(TricorneActivation, AnOrdinaryUnitActsInEveryStep) {
    GameState state = start();
    for (const char* step :
         {"declareCharges", "responseTests", "responses", "melee", "breakthroughTests",
          "breakthroughContacts", "movement", "firing", "moraleChecks", "moraleReactions"}) {
        EXPECT_EQ(ask(state, "ir", step), std::nullopt) << step;
    }
}

TEST_F(TricorneActivation, MoraleReactionLastBoundStopsStepEightOnly) {
    GameState state = start();
    tricorneState(state).editStatus("ir")->lastBound.movedInMoraleReaction = true;
    const auto why = ask(state, "ir", "movement");
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("8.8"), std::string::npos) << *why;
    EXPECT_EQ(ask(state, "ir", "firing"), std::nullopt);
}

TEST_F(TricorneActivation, MovingInTheChargePhaseStopsStepEight) {
    GameState state = start();
    tricorneState(state).editStatus("kaiser")->thisBound.movedInChargePhase = true;
    EXPECT_TRUE(ask(state, "kaiser", "movement"));
    // 13.3 / 14.1: infantry may not charge and then fire.
    EXPECT_TRUE(ask(state, "kaiser", "firing"));
}

TEST_F(TricorneActivation, FiringInTheResponsePhaseStopsStepNine) {
    GameState state = start();
    tricorneState(state).editStatus("ir")->thisBound.firedInResponse = true;
    const auto why = ask(state, "ir", "firing");
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("8.9"), std::string::npos);
    EXPECT_EQ(ask(state, "ir", "movement"), std::nullopt);
}

TEST_F(TricorneActivation, NoFireWhileFormingSquareButFromAnOldSquare) {
    world.addUnit("sq", 0, "musketeer", 12, 50, 40, 0, Formation::Square).status = {
        {"squareFormedBound", 1}};
    world.addUnit("old", 0, "musketeer", 12, 10, 40, 0, Formation::Square);
    GameState state = start();  // bound 1
    const auto why = ask(state, "sq", "firing");
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("forming square"), std::string::npos);
    EXPECT_EQ(ask(state, "old", "firing"), std::nullopt) << "square formed before the game";
}

TEST_F(TricorneActivation, ReformingUnitsDoNothingElse) {
    GameState state = start();
    tricorneState(state).editStatus("ir")->reformingBoundsLeft = 1;
    for (const char* step : {"declareCharges", "movement", "firing"}) {
        const auto why = ask(state, "ir", step);
        ASSERT_TRUE(why) << step;
        EXPECT_NE(why->find("13.5"), std::string::npos);
    }
    EXPECT_EQ(ask(state, "ir", "moraleChecks"), std::nullopt);
}

TEST_F(TricorneActivation, RoutingRiddenDownAndOffTableUnitsDoNotAct) {
    GameState state = start();
    tricorneState(state).editStatus("ir")->routBoundsOwed = 1;
    EXPECT_TRUE(ask(state, "ir", "movement"));
    EXPECT_TRUE(ask(state, "ir", "firing"));
    EXPECT_EQ(ask(state, "ir", "moraleReactions"), std::nullopt) << "the rout move itself";
    {
        auto ir = tricorneState(state).editStatus("ir");
        *ir = {};
        ir->riddenDown = true;
    }
    EXPECT_NE(ask(state, "ir", "firing")->find("9.2"), std::string::npos);
    {
        auto ir = tricorneState(state).editStatus("ir");
        *ir = {};
        ir->offTable = true;
    }
    EXPECT_TRUE(ask(state, "ir", "moraleChecks"));
    EXPECT_TRUE(ask(state, "nobody", "movement"));
}

TEST_F(TricorneActivation, InitiativeBoundsStopTheOtherSidesChargesAndMoves) {
    // A7 default: the side without the initiative makes no charges or voluntary
    // moves (steps 1 and 8) but still responds, fights, fires and tests morale.
    GameState state = start();
    tricorneState(state).initiative = {true, 0, 2};
    EXPECT_EQ(ask(state, "ir", "movement"), std::nullopt);
    EXPECT_EQ(ask(state, "ir", "declareCharges"), std::nullopt);
    EXPECT_NE(ask(state, "kaiser", "movement")->find("A7"), std::string::npos);
    EXPECT_TRUE(ask(state, "kaiser", "declareCharges"));
    for (const char* step : {"responseTests", "melee", "firing", "moraleChecks"}) {
        EXPECT_EQ(ask(state, "kaiser", step), std::nullopt) << step;
    }
    tricorneState(state).initiative.boundsOwed = 0;
    EXPECT_EQ(ask(state, "kaiser", "movement"), std::nullopt) << "free bounds over";
}

TEST_F(TricorneActivation, InitiativeReadingNothingStopsEveryStep) {
    world.options()["initiativeFreeBounds"] = "nothing";
    GameState state = start();
    tricorneState(state).initiative = {true, 0, 1};
    for (const char* step : {"responseTests", "melee", "firing", "moraleChecks"}) {
        EXPECT_TRUE(ask(state, "kaiser", step)) << step;
    }
    EXPECT_EQ(ask(state, "ir", "firing"), std::nullopt);
}

TEST_F(TricorneActivation, AdvancingFurtherThanAdvanceAndFireStopsFire) {
    // 13.3: Prussian infantry may advance 4 in and fire; Austrians 3 in.
    GameState state = start();
    tricorneState(state).editStatus("ir")->thisBound.advanced = 4.0;
    tricorneState(state).editStatus("kaiser")->thisBound.advanced = 3.5;
    EXPECT_EQ(ask(state, "ir", "firing"), std::nullopt);
    EXPECT_NE(ask(state, "kaiser", "firing")->find("13.3"), std::string::npos);
}

TEST_F(TricorneActivation, BatteriesFireOnlyUnlimberedAndAfterASmallPivot) {
    world.addUnit("med", 0, "battery12lb", 1, 50, 40, 0, Formation::Unlimbered);
    world.addUnit("lim", 0, "battery12lb", 1, 60, 40, 0, Formation::Limbered);
    GameState state = start();
    EXPECT_TRUE(ask(state, "lim", "firing"));
    // 13.7: medium guns pivot up to 45 and fire at half effect, up to 90 and not fire.
    tricorneState(state).editStatus("med")->thisBound.pivoted = 45;
    EXPECT_EQ(ask(state, "med", "firing"), std::nullopt);
    tricorneState(state).editStatus("med")->thisBound.pivoted = 60;
    EXPECT_NE(ask(state, "med", "firing")->find("13.7"), std::string::npos);
    tricorneState(state).editStatus("med")->thisBound.pivoted = 0;
    tricorneState(state).editStatus("med")->limberingBoundsLeft = 1;
    EXPECT_TRUE(ask(state, "med", "firing"));
    tricorneState(state).editStatus("med")->limberingBoundsLeft = 0;
    tricorneState(state).editStatus("med")->guns = GunsState::AbandonedForBounds;
    EXPECT_TRUE(ask(state, "med", "firing"));
}

TEST_F(TricorneActivation, OnlyInfantryAndCavalryDeclareCharges) {
    world.addUnit("gun", 0, "battery3lb", 1, 50, 40, 0, Formation::Unlimbered);
    world.addUnit("sq", 0, "musketeer", 12, 10, 40, 0, Formation::Square);
    GameState state = start();
    EXPECT_TRUE(ask(state, "gun", "declareCharges"));
    EXPECT_TRUE(ask(state, "sq", "declareCharges"));
    EXPECT_EQ(ask(state, "ir", "declareCharges"), std::nullopt);
}

}  // namespace
}  // namespace adjutant
