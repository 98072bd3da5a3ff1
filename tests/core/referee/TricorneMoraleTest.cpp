#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneMorale.h"
#include "core/referee/tricorne/TricorneReaction.h"
#include "tests/core/referee/TricorneMoraleTestSupport.h"

namespace adjutant {
namespace {

using testing::actionCodes;
using testing::findNode;
using testing::testOne;

// S2: PMS -1, die 6: d = 6 - (-1) = +7, one point beyond "6 over": rout 1 + 1 = 2
// bounds, then 2 bounds of reforming.
TEST(TricorneMoraleWorkedExamples, S2RoutOfMoreThanSixOver) {
    testing::TricorneTestWorld world;
    // Austrian regular musketeers 5, 6 casualties -6: PMS -1.
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0, Formation::Line, "austria");
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("ir");
    status->casualtiesThisGame = 6;
    status->thisBound.moraleTriggers.push_back({"fireCasualties", ""});

    const MoraleResult result = testOne(state, "ir", {6});
    EXPECT_EQ(result.pms, -1);
    EXPECT_EQ(result.die, 6);
    EXPECT_EQ(result.d, 7);
    EXPECT_EQ(result.band, "moreThanSixOver");
    EXPECT_EQ(actionCodes(result), "rout");
    EXPECT_EQ(result.routBounds, 2);

    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("ir").routBoundsOwed, 2);
    EXPECT_TRUE(tricorneState(state).unit("ir").thisBound.routed);

    ScriptedDice none({});
    resolveMoraleReactionsStep(state, none);  // first rout bound
    EXPECT_EQ(tricorneState(state).unit("ir").routBoundsOwed, 1);
    EXPECT_EQ(tricorneState(state).unit("ir").reformingBoundsLeft, 0);
    tricorneState(state).editStatus("ir")->endBound();
    resolveMoraleReactionsStep(state, none);  // second rout bound, then reform for 2
    EXPECT_EQ(tricorneState(state).unit("ir").routBoundsOwed, 0);
    EXPECT_EQ(tricorneState(state).unit("ir").reformingBoundsLeft, 2);
    EXPECT_TRUE(tricorneState(state).unit("ir").thisBound.movedInMoraleReaction);
}

// T8: regular musketeers 5, general within 3 in (not in contact) +1, 3 casualties
// this game -3, attacked in the flank -3: PMS = 5 + 1 - 3 - 3 = 0.
GameState t8World() {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 9, 30, 30, 0, Formation::Line, "austria");
    world.addUnit("hus", 1, "hussar", 8, 5, 31, 90);   // charged from the left flank
    testing::addGeneral(world, 0, "g1", 30, 28, 180);  // 2 in in front, facing the unit
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("ir");
    status->casualtiesThisGame = 3;
    status->thisBound.moraleTriggers.push_back({"fireCasualties", "hus"});
    status->thisBound.moraleTriggers.push_back({kAttackedInFlankMarker, "hus"});
    return state;
}

TEST(TricorneMoraleWorkedExamples, T8PresentMoraleStatusIsZeroWithEveryTerm) {
    GameState state = t8World();
    const TricorneContext context(state);
    Explanation why;
    EXPECT_EQ(presentMoraleStatus(context, "ir", &why), 0);
    ASSERT_EQ(why.children.size(), 4u);
    EXPECT_EQ(why.children[0].label, "Unit morale (regular line infantry)");
    EXPECT_EQ(why.children[0].value, 5);
    EXPECT_EQ(why.children[0].rule, "15.3");
    EXPECT_EQ(why.children[1].label, "General within reach");
    EXPECT_EQ(why.children[1].value, 1);
    EXPECT_EQ(why.children[2].label, "Casualties this game");
    EXPECT_EQ(why.children[2].value, -3);
    EXPECT_EQ(why.children[3].label, "Attacked in the flank or rear");
    EXPECT_EQ(why.children[3].value, -3);
    EXPECT_EQ(why.value, 0);
}

TEST(TricorneMoraleWorkedExamples, T8DieOneIsShakenAndHaltsHalfABound) {
    GameState state = t8World();
    const MoraleResult result = testOne(state, "ir", {1});
    EXPECT_EQ(result.d, 1);  // 1 - 0
    EXPECT_EQ(result.band, "oneOver");
    EXPECT_EQ(actionCodes(result), "shaken,mayNotCharge,dressRanks");
    EXPECT_EQ(result.actions[2].bounds, 0.5);
    applyMoraleResult(state, result);
    EXPECT_TRUE(tricorneState(state).unit("ir").shaken);
    EXPECT_EQ(tricorneState(state).unit("ir").haltBoundsLeft, 0.5);
    EXPECT_FALSE(tricorneState(state).unit("ir").pendingReaction.has_value());
}

TEST(TricorneMoraleWorkedExamples, T8DieFourRetiresEightInchesAtLinePace) {
    GameState state = t8World();
    const MoraleResult result = testOne(state, "ir", {4});
    EXPECT_EQ(result.d, 4);
    EXPECT_EQ(actionCodes(result), "retire");
    EXPECT_EQ(result.actions[0].escalation, TricorneEscalation::RetreatIfFollowedUpWithCasualties);
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("ir").pendingReaction, TricorneActionCode::Retire);
    const auto centre = [&state] {
        const TricorneContext context(state);
        return context.layout(*context.unit("ir"))->centre();
    };
    const Vec2 before = centre();
    ScriptedDice none({});
    const auto moves = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].explanation.value, 8);  // infantry line pace 8 in (13.1)
    // 8 in straight towards the bottom edge, then it turns to face the hussars.
    EXPECT_NEAR(centre().x, before.x, 1e-9);
    EXPECT_NEAR(centre().y, before.y + 8, 1e-9);
}

TEST(TricorneMoraleWorkedExamples, T8DieSixRoutsThirteenInchesThenReformsTwoBounds) {
    GameState state = t8World();
    const MoraleResult result = testOne(state, "ir", {6});
    EXPECT_EQ(result.d, 6);
    EXPECT_EQ(result.band, "sixOver");
    EXPECT_EQ(actionCodes(result), "rout");
    EXPECT_EQ(result.routBounds, 1);
    applyMoraleResult(state, result);
    ScriptedDice none({});
    const auto moves = resolveMoraleReactionsStep(state, none);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].explanation.value, 13);  // column of route 10 + charge bonus 3 (A28)
    EXPECT_EQ(tricorneState(state).unit("ir").reformingBoundsLeft, 2);
}

TEST(TricorneMorale, ExplanationCarriesTheDieDAndTheRow) {
    GameState state = t8World();
    const MoraleResult result = testOne(state, "ir", {6});
    const Explanation& why = result.resolution.explanation;
    EXPECT_EQ(result.resolution.kind, "moraleTest");
    ASSERT_EQ(result.resolution.rolls.size(), 1u);
    EXPECT_EQ(result.resolution.rolls[0].value, 6);
    ASSERT_NE(findNode(why, "Die"), nullptr);
    EXPECT_EQ(findNode(why, "Die")->value, 6);
    ASSERT_NE(findNode(why, "The die less the present morale"), nullptr);
    EXPECT_EQ(findNode(why, "The die less the present morale")->value, 6);
    ASSERT_NE(findNode(why, "Present morale status"), nullptr);
    ASSERT_NE(findNode(why, "Result: six over"), nullptr);
    EXPECT_EQ(findNode(why, "Result: six over")->rule, "A28");
    // The action under the result, in words, with its bounds of rout.
    const Explanation& outcome = *findNode(why, "Result: six over");
    ASSERT_FALSE(outcome.children.empty());
    EXPECT_EQ(outcome.children.front().label.str().rfind("routs", 0), 0u)
        << outcome.children.front().label;
    EXPECT_EQ(outcome.children.front().value, 1);
    EXPECT_EQ(outcome.children.front().note, "bounds of rout");
}

TEST(TricorneMorale, FindsEveryTriggerAndNoTestWithoutOne) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 0, "musketeer", 12, 10, 30, 0);
    world.addUnit("b", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("c", 0, "lightInfantry", 8, 50, 30, 0, Formation::SkirmishLine);
    world.addUnit("d", 0, "musketeer", 12, 60, 40, 0);
    GameState state = world.start();
    auto& t = tricorneState(state);
    t.editStatus("a")->thisBound.moraleTriggers.push_back({"meleeCasualties", "x"});
    t.editStatus("b")->thisBound.casualties = 1;  // fire casualties recorded without a trigger
    t.editStatus("c")->thisBound.moraleTriggers.push_back(
        {"routerPassedThrough", "a"});  // light infantry
    t.editStatus("d")->thisBound.moraleTriggers.push_back(
        {kAttackedInFlankMarker, "x"});  // not a reason
    const auto tests = findMoraleTests(TricorneContext(state));
    ASSERT_EQ(tests.size(), 2u);
    EXPECT_EQ(tests[0].unitId, "a");
    EXPECT_EQ(tests[0].triggers[0].cause, "meleeCasualties");
    EXPECT_EQ(tests[1].unitId, "b");
    EXPECT_EQ(tests[1].triggers[0].cause, "fireCasualties");
}

TEST(TricorneMorale, BattalionGunsShareTheBattalionTestAndAreLostWhenItRouts) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0, Formation::Line, "austria");
    GameState probe = world.start();
    const auto layout = TricorneContext(probe).layout(*probe.findUnit("ir"));
    ASSERT_TRUE(layout);
    // The gun stands at the battalion's right flank, touching it.
    Unit& gun =
        world.addUnit("gun", 0, "battalionGun3lb", 1, 0, 30, 0, Formation::Unlimbered, "austria");
    gun.pose.position.x = layout->frontRight.x;
    GameState state = world.start();
    const auto gunLayout = TricorneContext(state).layout(*state.findUnit("gun"));
    ASSERT_TRUE(gunLayout);
    state.editUnit("gun")->pose.position.x += gunLayout->frontage / 2;
    tricorneState(state).editStatus("gun")->thisBound.moraleTriggers.push_back(
        {"fireCasualties", ""});
    const auto tests = findMoraleTests(TricorneContext(state));
    ASSERT_EQ(tests.size(), 1u);
    EXPECT_EQ(tests[0].unitId, "ir");
    ASSERT_EQ(tests[0].covers.size(), 1u);
    EXPECT_EQ(tests[0].covers[0], "gun");
    ScriptedDice dice({6});  // PMS 5, d = +1... so script a rout instead:
    tricorneState(state).editStatus("ir")->casualtiesThisGame = 1;  // PMS 4, die 6: d = +2
    MoraleResult result = testMorale(TricorneContext(state), tests[0], dice);
    EXPECT_EQ(result.d, 2);
    result.actions = {};
    TricorneAction rout;
    rout.code = TricorneActionCode::Rout;
    rout.bounds = 1;
    result.actions.push_back(rout);
    result.routBounds = 1;
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("gun").guns, GunsState::Lost);  // 2.1.7
    EXPECT_TRUE(tricorneState(state).unit("gun").thisBound.moraleTriggers.empty());
}

TEST(TricorneMorale, RoutBoundsAreAddedToThoseStillOwed) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 20, 0, Formation::Line, "austria");
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("ir");
    status->routBoundsOwed = 1;
    status->casualtiesThisGame = 7;  // PMS 5 - 7 = -2; die 6: d = +8, 1 + 2 bounds
    status->thisBound.moraleTriggers.push_back({"fireCasualties", ""});
    const MoraleResult result = testOne(state, "ir", {6});
    EXPECT_EQ(result.d, 8);
    EXPECT_EQ(result.routBounds, 3);
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("ir").routBoundsOwed, 4);  // 1 + 3 (6.3)
}

TEST(TricorneMorale, ReturnFromOffTableNeedsObeyOrdersOrBetter) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 47, 0, Formation::Line, "austria");
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("ir");
    status->offTable = true;
    status->thisBound.moraleTriggers.push_back({"returnFromOffTable", ""});
    // PMS 5: die 5 gives d = 0, obey orders: it comes back on unformed (13.5).
    MoraleResult back = testOne(state, "ir", {5});
    EXPECT_EQ(actionCodes(back), "returnToTable");
    // die 6 gives d = +1: it may not return.
    EXPECT_EQ(actionCodes(testOne(state, "ir", {6})), "mayNotReturn");
    applyMoraleResult(state, back);
    EXPECT_FALSE(tricorneState(state).unit("ir").offTable);
    EXPECT_TRUE(tricorneState(state).unit("ir").unformed);
}

TEST(TricorneMorale, AbandonedCrewReturnsToItsGunsOnObeyOrders) {
    testing::TricorneTestWorld world;
    world.addUnit("bat", 0, "battery6lb", 1, 30, 30, 0, Formation::Unlimbered, "austria");
    GameState state = world.start();
    auto status = tricorneState(state).editStatus("bat");
    status->guns = GunsState::AbandonedUntilMorale;
    status->thisBound.moraleTriggers.push_back({"returnToGuns", ""});
    // Artillery 4; die 3: d = -1, obey orders (A46).
    const MoraleResult result = testOne(state, "bat", {3});
    EXPECT_EQ(actionCodes(result), "returnToGuns");
    applyMoraleResult(state, result);
    EXPECT_EQ(tricorneState(state).unit("bat").guns, GunsState::Manned);
    EXPECT_TRUE(tricorneState(state).unit("bat").thisBound.mayNotFire);
}

TEST(TricorneMorale, StepTenTestsEveryUnitAndAppliesTheResults) {
    testing::TricorneTestWorld world;
    world.addUnit("a", 0, "musketeer", 12, 10, 30, 0, Formation::Line, "austria");
    world.addUnit("b", 0, "musketeer", 12, 40, 30, 0, Formation::Line, "austria");
    GameState state = world.start();
    tricorneState(state).editStatus("a")->thisBound.moraleTriggers.push_back(
        {"fireCasualties", ""});
    tricorneState(state).editStatus("b")->thisBound.moraleTriggers.push_back(
        {"fireCasualties", ""});
    ScriptedDice dice({1, 6});  // a: 1 - 5 = -4 obey orders; b: 6 - 5 = +1 shaken
    const auto resolutions = resolveMoraleChecksStep(state, dice);
    ASSERT_EQ(resolutions.size(), 2u);
    EXPECT_EQ(resolutions[0].units[0], "a");
    EXPECT_EQ(resolutions[0].step, "moraleChecks");
    EXPECT_FALSE(tricorneState(state).unit("a").shaken);
    EXPECT_TRUE(tricorneState(state).unit("b").shaken);
    EXPECT_TRUE(tricorneState(state).unit("a").thisBound.moraleTriggers.empty());
}

}  // namespace
}  // namespace adjutant
