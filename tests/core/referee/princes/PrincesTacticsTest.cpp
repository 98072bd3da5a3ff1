// War of Princes' options for the computer commander: the best expected
// target by the fire preview (5.1, 5.2), canister when it does more than ball
// (5.3, A17), nothing forward for a routing or disordered unit (7.2, 4.7), a
// disordered unit reformed, and charges only when the odds favour them.

#include <gtest/gtest.h>

#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "tests/core/referee/CommanderOptionTestSupport.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

using testing::best;
using testing::manoeuvreKind;
using testing::optionsFor;

const PrincesReferee& referee() {
    static const PrincesReferee instance;
    return instance;
}

// Moves the game to a step of the first player turn (side 0 phasing).
void goToStep(GameState& state, const std::string& id, std::vector<int> rolls = {}) {
    ScriptedDice dice(std::move(rolls));
    resolveUntil(state, id, dice);
    ASSERT_EQ(state.currentStep()->id, id);
    ASSERT_EQ(state.phasingSide(), std::optional<int>(0));
}

TEST(PrincesTactics, InfantryFiresAtTheBestExpectedOfTwoTargets) {
    PrincesTestWorld world;
    // Class C line infantry, 12 figures in line: 4 dice (5.2).
    world.addUnit("br", 0, "lineInfantry", 12, 36, 30, 0);
    // A column of divisions 5 inches off: medium range, "col" hits on 4 or
    // less: 4 x 4/6 = 2.67 expected. A line 8 inches off, to the right:
    // long range, "line" hits on 2 or less: 4 x 2/6 = 1.33.
    world.addUnit("column", 1, "lineInfantry", 12, 33, 25, 180, Formation::ColumnOfDivisions);
    world.addUnit("line", 1, "lineInfantry", 12, 40, 22, 180);
    GameState state = world.start();
    goToStep(state, "fire");
    const FirePreview column = referee().previewFire(state, "br", "column", "");
    const FirePreview line = referee().previewFire(state, "br", "line", "");
    ASSERT_TRUE(column.canFire) << column.reason;
    ASSERT_TRUE(line.canFire) << line.reason;
    EXPECT_EQ(column.band, "medium");
    EXPECT_EQ(line.band, "long");
    EXPECT_NEAR(column.expectedCasualties, 4 * 4 / 6.0, 1e-9);
    EXPECT_NEAR(line.expectedCasualties, 4 * 2 / 6.0, 1e-9);

    const auto options = optionsFor(referee().commanderOptions(state, 0, {}), "br");
    ASSERT_EQ(options.size(), 2u);
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(chosen->kind, CommanderOption::Kind::Fire);
    ASSERT_EQ(chosen->targetIds, std::vector<std::string>{"column"});
    EXPECT_GE(chosen->value, 4 * 4 / 6.0);
    EXPECT_NE(chosen->reason.find("br fires at column: 2.7 casualties expected at medium range"),
              std::string::npos)
        << chosen->reason;
    // The other side is not phasing: it is offered nothing.
    EXPECT_TRUE(referee().commanderOptions(state, 1, {}).empty());
}

TEST(PrincesTactics, GunsFireCanisterWhenItIsTheBetterChoice) {
    PrincesTestWorld world;
    world.addUnit("gun", 0, "footGun", 4, 36, 30, 0, Formation::Unlimbered);
    // A line 5 inches off, within canister range (12", 5.3): canister throws
    // one die per crew figure hitting "line" at short range on 4 or less,
    // 4 x 4/6 = 2.67; ball one die hitting on 3 or less at short range, 0.5.
    world.addUnit("line", 1, "lineInfantry", 12, 36, 25, 180);
    GameState state = world.start();
    goToStep(state, "fire");
    const auto options = optionsFor(referee().commanderOptions(state, 0, {}), "gun");
    ASSERT_EQ(options.size(), 2u);
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(chosen->fireMode, "canister");
    EXPECT_NEAR(referee().previewFire(state, "gun", "line", "canister").expectedCasualties,
                4 * 4 / 6.0, 1e-9);
    EXPECT_NEAR(referee().previewFire(state, "gun", "line", "ball").expectedCasualties, 3 / 6.0,
                1e-9);
    for (const CommanderOption& o : options) {
        if (o.fireMode == "ball") {
            EXPECT_LT(o.value, chosen->value);
        }
    }
}

TEST(PrincesTactics, ARoutingUnitIsNotOrderedForward) {
    PrincesTestWorld world;
    // Militia (class D, base 3), disordered (-1): its rally test with a 1 makes
    // 3, and it keeps routing (7.3).
    world.addUnit("router", 0, "militia", 12, 20, 40, 0).status = {{"routing", true},
                                                                   {"disordered", true}};
    world.addUnit("steady", 0, "lineInfantry", 12, 50, 40, 0);
    world.addUnit("enemy", 1, "lineInfantry", 12, 36, 10, 180);
    GameState state = world.start();
    goToStep(state, "movement", {1});
    ASSERT_TRUE(princesState(state).unit("router").routing);
    const std::vector<UnitGoal> goals{{"router", {20, 12}, true, "attacks"},
                                      {"steady", {50, 12}, true, "attacks"}};
    const auto all = referee().commanderOptions(state, 0, goals);
    EXPECT_TRUE(optionsFor(all, "router").empty());
    const auto steady = optionsFor(all, "steady");
    ASSERT_FALSE(steady.empty());
    EXPECT_EQ(best(steady)->kind, CommanderOption::Kind::Manoeuvre);
    EXPECT_EQ(best(steady)->reason.rfind("steady ", 0), 0u) << best(steady)->reason;
}

TEST(PrincesTactics, ADisorderedUnitReformsAndIsNotSentForward) {
    PrincesTestWorld world;
    world.addUnit("shaken", 0, "lineInfantry", 12, 36, 40, 0).status = {{"disordered", true}};
    world.addUnit("enemy", 1, "lineInfantry", 12, 36, 10, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    const std::vector<UnitGoal> goals{{"shaken", {36, 12}, true, "attacks"}};
    const auto options = optionsFor(referee().commanderOptions(state, 0, goals), "shaken");
    ASSERT_EQ(options.size(), 1u);
    EXPECT_EQ(manoeuvreKind(options.front()), "reform");
    EXPECT_GT(options.front().value, 0);
    EXPECT_EQ(options.front().reason, "shaken reforms: it is disordered");
    EXPECT_TRUE(referee().checkManoeuvre(state, *options.front().manoeuvre).legal);
}

TEST(PrincesTactics, InfantryInRangeKeepsItsVolleyRatherThanWalkOutOfIt) {
    PrincesTestWorld world;
    world.addUnit("br", 0, "lineInfantry", 12, 36, 30, 0);
    world.addUnit("enemy", 1, "lineInfantry", 12, 36, 25, 180);
    GameState state = world.start();
    goToStep(state, "movement");
    // Told to hold 14 inches back. A full move (6", all its allowance) leaves it
    // unable to fire (4.3) and costs the volley it could give at medium range
    // (2.7 expected); half a move keeps it.
    const std::vector<UnitGoal> goals{{"br", {36, 44}, false, "holds the creek"}};
    const auto options = optionsFor(referee().commanderOptions(state, 0, goals), "br");
    int givesUp = 0;
    for (const CommanderOption& o : options) {
        if (o.reason.find("gives up a volley") != std::string::npos) {
            ++givesUp;
            EXPECT_LT(o.value, 0) << o.reason;
        }
    }
    EXPECT_GT(givesUp, 0);
    const CommanderOption* chosen = best(options);
    ASSERT_NE(chosen, nullptr);
    EXPECT_EQ(chosen->reason, "br moves: holds the creek");
    EXPECT_NEAR(chosen->value, 3 * 0.1, 1e-9);
}

TEST(PrincesTactics, ChargesOnlyWhenTheOddsFavourThem) {
    PrincesTestWorld world;
    // Light dragoons (class B, 6 figures) 6 inches from disordered militia
    // (class D) in the open. The militia's stand test is 3 - 1 (disordered) +
    // the die (7.1, 7.4): it routs on a 1 (3, halted), retires on a 2 (4,
    // halted), halts on a 3 and stands on 4 to 6; in melee the dragoons kill on
    // 4 + 1 (B) + 1 (charging the halted) + 2 (disordered enemy) = 8, clamped to 6.
    world.addUnit("dragoons", 0, "lightDragoons", 6, 20, 30, 0);
    world.addUnit("militia", 1, "militia", 12, 20, 24, 180).status = {{"disordered", true}};
    // The same dragoons 6 inches from guards in line (class A): they always
    // stand (6 + die), give closing fire at short range on 4 + 1 = 5 or less
    // with 4 dice, 3.3 hits on a unit of 6 (8.2.4): a poor bet.
    world.addUnit("dragoons-2", 0, "lightDragoons", 6, 56, 30, 0);
    world.addUnit("guards", 1, "guards", 12, 56, 24, 180);
    GameState state = world.start();
    goToStep(state, "declareCharges");
    const auto all = referee().commanderOptions(state, 0, {});
    const auto good = optionsFor(all, "dragoons");
    ASSERT_EQ(good.size(), 1u);
    EXPECT_EQ(good.front().kind, CommanderOption::Kind::Charge);
    EXPECT_GT(good.front().value, 0) << good.front().reason;
    EXPECT_FALSE(referee().refuseCharge(state, "dragoons", good.front().targetIds));
    const auto poor = optionsFor(all, "dragoons-2");
    ASSERT_EQ(poor.size(), 1u);
    EXPECT_LT(poor.front().value, 0) << poor.front().reason;
    EXPECT_LT(poor.front().value, good.front().value);
}

}  // namespace
}  // namespace adjutant::princes_test
