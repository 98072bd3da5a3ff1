// The digest's small-arms worked examples F2 to F6 (section 10) through the
// engine: units placed on a table at the stated yards (1" = 50 yds; the firer's
// front edge at y 40 facing the top, the target's front edge `yards / 50` above
// it), brush drawn as woods, orders given through FireOrderCommand with the
// example's fire mode, the fire step resolved with scripted dice.
#include <gtest/gtest.h>

#include "tests/core/referee/fireeffect/FireEffectEngineExampleSupport.h"

namespace adjutant::fireeffect_test {
namespace {

constexpr double kFirerFront = 40;

/// The y of a target's front edge `yards` from the firer's front.
double targetFrontAt(double yards) {
    return kFirerFront - yards / 50.0;
}

FireEffectTestWorld duel(const std::string& firerType, int figures, double yards,
                         Formation targetFormation = Formation::Line) {
    FireEffectTestWorld world;
    world.addUnit("pr", 0, firerType, figures, 36, kFirerFront, 0);
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, targetFrontAt(yards), 180,
                  targetFormation);
    return world;
}

TEST(FireEffectSmallArmsExamplesEngineTest, F2MassFireAtLongRangeIsHalved) {
    GameState state = duel("lineInfantryBreech", 20, 450).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {5});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_TRUE(explains(volley->explanation, "Range (yds)", 450));
    EXPECT_TRUE(explains(volley->explanation, "long range, in the open", 0.5));
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 5));  // 20 x 5 / 10 x 1/2
    EXPECT_EQ(figuresOf(state, "fr"), 19);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F3CloseRangeAtTroopsInBrushIsHalvedAndRoundedDown) {
    FireEffectTestWorld world = duel("lineInfantryBreech", 15, 250);
    brushAt(world, targetFrontAt(250));
    GameState state = world.start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {3});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_TRUE(explains(volley->explanation, "close range, in cover", 0.5));
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 2.25));  // 4.5 x 1/2
    EXPECT_EQ(figuresOf(state, "fr"), 22);                           // 2.25 rounds to 2
}

TEST(FireEffectSmallArmsExamplesEngineTest, F3LongRangeAgainstCoverHasNoEffectAndRollsNothing) {
    FireEffectTestWorld world = duel("lineInfantryBreech", 15, 450);
    brushAt(world, targetFrontAt(450));
    GameState state = world.start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_TRUE(volley->rolls.empty());
    EXPECT_TRUE(explains(volley->explanation, "long range, in cover", 0));
    EXPECT_EQ(figuresOf(state, "fr"), 24);
    // Nothing lost: nobody tests morale.
    ScriptedDice none({});
    const std::vector<Resolution> morale = resolveStep(state, none);
    EXPECT_EQ(findResolution(morale, "moraleTest", "fr"), nullptr);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F4MilitiaIndividualFireCountsFoursAndSixes) {
    GameState state = duel("militia", 6, 150).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "individual", {4, 6, 5, 1, 4, 2});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_EQ(volley->rolls.size(), 6U);
    EXPECT_TRUE(explains(volley->explanation, "close range, in the open", 1));
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 3));
    EXPECT_EQ(figuresOf(state, "fr"), 21);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F4TheSameDiceAgainstCoverGiveOne) {
    FireEffectTestWorld world = duel("militia", 6, 150);
    brushAt(world, targetFrontAt(150));
    GameState state = world.start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "individual", {4, 6, 5, 1, 4, 2});
    ASSERT_NE(fired.volleyOf("pr"), nullptr);
    EXPECT_TRUE(explains(fired.volleyOf("pr")->explanation, "Casualties", 1.5));
    EXPECT_EQ(figuresOf(state, "fr"), 23);  // 1.5 -> 1, the half going down
}

TEST(FireEffectSmallArmsExamplesEngineTest, F4TheSameDiceAt250YardsAreMilitiaLongRange) {
    GameState state = duel("militia", 6, 250).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "individual", {4, 6, 5, 1, 4, 2});
    ASSERT_NE(fired.volleyOf("pr"), nullptr);
    EXPECT_TRUE(explains(fired.volleyOf("pr")->explanation, "long range, in the open", 0.5));
    EXPECT_EQ(figuresOf(state, "fr"), 23);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F5JagersUnder300YardsCountFourFiveAndSix) {
    GameState state = duel("jagers", 5, 250).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "individual", {3, 4, 5, 6, 2});
    ASSERT_NE(fired.volleyOf("pr"), nullptr);
    EXPECT_TRUE(explains(fired.volleyOf("pr")->explanation, "Casualties", 3));
    EXPECT_EQ(figuresOf(state, "fr"), 21);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F5JagersAt350YardsUseTheOrdinaryFaces) {
    GameState state = duel("jagers", 5, 350).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "individual", {3, 4, 5, 6, 2});
    ASSERT_NE(fired.volleyOf("pr"), nullptr);
    EXPECT_TRUE(explains(fired.volleyOf("pr")->explanation, "close range, in the open", 1));
    EXPECT_EQ(figuresOf(state, "fr"), 22);  // the 4 and the 6
    // Group fire is not offered at 300 yds or more (3.5).
    GameState again = duel("jagers", 5, 350).start();
    ScriptedDice none({});
    resolveUntil(again, "fire", none);
    EXPECT_TRUE(fireOrderRefusal(again, "pr", "fr", "group"));
}

TEST(FireEffectSmallArmsExamplesEngineTest, F5TwelveJagersInGroupFireAt250Yards) {
    GameState state = duel("jagers", 12, 250).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "group", {3, 5});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_EQ(fired.diceLeft, 0U);
    EXPECT_EQ(volley->rolls.size(), 2U);                      // a group of 8 and a group of 4
    EXPECT_TRUE(explains(volley->explanation, "Dice", 5.5));  // 8 x 3 / 8 + 4 x 5 / 8
    EXPECT_EQ(figuresOf(state, "fr"), 19);                    // 5.5 -> 5
}

FireEffectTestWorld carbines(double yards) {
    FireEffectTestWorld world;
    Unit& horse = world.addUnit("pr", 0, "lightHorse", 10, 36, kFirerFront, 0);
    horse.status = {{"dismounted", true}};
    world.addUnit("fr", 1, "lineInfantryBreech", 24, 36, targetFrontAt(yards), 180);
    return world;
}

TEST(FireEffectSmallArmsExamplesEngineTest, F6DismountedCarbinesAt350YardsAreAtLongRange) {
    GameState state = carbines(350).start();
    const FireStepOutcome fired = fireOnce(state, "pr", "fr", "mass", {4});
    const Resolution* volley = fired.volleyOf("pr");
    ASSERT_NE(volley, nullptr);
    EXPECT_TRUE(explains(volley->explanation, "long range, in the open", 0.5));
    EXPECT_TRUE(explains(volley->explanation, "Casualties", 2));  // 10 x 4 / 10 x 1/2
    EXPECT_EQ(figuresOf(state, "fr"), 22);
}

TEST(FireEffectSmallArmsExamplesEngineTest, F6CarbinesMayNotFireBeyond400Yards) {
    GameState state = carbines(450).start();
    ScriptedDice none({});
    resolveUntil(state, "fire", none);
    const std::optional<std::string> refusal = fireOrderRefusal(state, "pr", "fr");
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("450 yds"), std::string::npos) << *refusal;
    EXPECT_NE(refusal->find("beyond its range"), std::string::npos) << *refusal;
}

}  // namespace
}  // namespace adjutant::fireeffect_test
