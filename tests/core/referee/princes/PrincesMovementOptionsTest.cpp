// The allowance model's rules beyond the worked examples (facing, woods, obstacles,
// moving then firing, reform, rifles) and every movement option's alternative reading.
#include <gtest/gtest.h>

#include "tests/core/referee/princes/PrincesMovementTestSupport.h"

namespace adjutant {
namespace {

using namespace princes_test;
using Kind = PrincesManoeuvre::Kind;

PrincesManoeuvre turn(double degrees, double open = 0) {
    PrincesManoeuvre manoeuvre = move(open);
    manoeuvre.path.facingChangeDegrees = degrees;
    return manoeuvre;
}

TEST(PrincesMovementOptionsTest, FacingIsChargedOnTheTurnsTotal) {
    const PrincesRules rules = princesRules();
    const PrincesMover line = infantry("C", Formation::Line);
    const PrincesMoveCost small = princesManoeuvreCost(rules, line, {}, turn(45));
    EXPECT_DOUBLE_EQ(small.cost, 0.5);
    EXPECT_DOUBLE_EQ(small.inchesLeft, 3);
    EXPECT_TRUE(small.mayStillFire);
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(rules, line, {}, turn(-46)).cost, 1);
    // A second turn of 30 after 30: the total 60 costs 1, so it adds 0.5.
    const PrincesMoveCost first = princesManoeuvreCost(rules, line, {}, turn(30));
    const PrincesMoveCost second = princesManoeuvreCost(rules, line, first.spendingAfter, turn(30));
    EXPECT_DOUBLE_EQ(second.cost, 0.5);
    EXPECT_DOUBLE_EQ(second.spentAfter, 1);
    EXPECT_DOUBLE_EQ(second.spendingAfter.facingTurnedDegrees, 60);
    // A second small turn that keeps the total within 45 costs nothing more.
    const PrincesMoveCost third = princesManoeuvreCost(rules, line, first.spendingAfter, turn(10));
    EXPECT_DOUBLE_EQ(third.cost, 0);
    const Explanation* facing = findLine(second.explanation, "Facing change 30°");
    ASSERT_NE(facing, nullptr) << second.explanation.render();
    EXPECT_EQ(facing->rule, "4.2, A11");

    // A11 alternative: each change on its own.
    const PrincesRules perChange = princesRules({{"facingCost", "perChange"}});
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(perChange, line, first.spendingAfter, turn(30)).cost,
                     0.5);
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(perChange, line, first.spendingAfter, turn(10)).cost,
                     0.5);
}

TEST(PrincesMovementOptionsTest, WoodsCostDoubleAndDisorderAllButLightTroops) {
    const PrincesRules rules = princesRules();
    const PrincesMoveCost line =
        princesManoeuvreCost(rules, infantry("C", Formation::Line), {}, move(0, 3));
    ASSERT_TRUE(line.legal);
    EXPECT_DOUBLE_EQ(line.cost, 1);
    EXPECT_TRUE(line.disorders);
    EXPECT_TRUE(explains(line.explanation, "In woods 3\"", 1));
    const PrincesMoveCost irregulars = princesManoeuvreCost(
        rules, infantry("C", Formation::SkirmishLine, {"irregular"}), {}, move(2, 3));
    EXPECT_DOUBLE_EQ(irregulars.cost, 2.0 / 8 + 6.0 / 8);
    EXPECT_FALSE(irregulars.disorders);
}

TEST(PrincesMovementOptionsTest, AnObstacleNeedsHalfTheMoveUnspent) {
    const PrincesRules rules = princesRules();
    const PrincesMover line = infantry("C", Formation::Line);
    PrincesTurnSpending spent;
    spent.allowanceSpent = 0.6;
    const PrincesMoveCost late = princesManoeuvreCost(rules, line, spent, move(0, 0, 0, 1));
    EXPECT_FALSE(late.legal);
    EXPECT_NE(late.reason.find("unspent"), std::string::npos) << late.reason;
    spent.allowanceSpent = 0.5;
    EXPECT_TRUE(princesManoeuvreCost(rules, line, spent, move(0, 0, 0, 1)).legal);
    // Two obstacles need the whole move: the first is crossed with 1 left, the second with 0.5.
    EXPECT_TRUE(princesManoeuvreCost(rules, line, {}, move(0, 0, 0, 2)).legal);
}

TEST(PrincesMovementOptionsTest, MovingThenFiringCountsAllButFChanges) {
    const PrincesRules rules = princesRules();
    PrincesTurnSpending spent;
    const PrincesMover line = infantry("C", Formation::Line);
    spent.allowanceSpent = 0.5;
    EXPECT_TRUE(princesMayFireAfterMoving(rules, line, spent));
    spent.allowanceSpent = 0.51;
    EXPECT_FALSE(princesMayFireAfterMoving(rules, line, spent));
    spent.spentOnFormationWithF = 0.5;  // a class C Ln -> SkLn, marked F
    EXPECT_TRUE(princesMayFireAfterMoving(rules, line, spent));
    spent.formationChangeWithoutF = true;
    EXPECT_FALSE(princesMayFireAfterMoving(rules, line, spent));

    // A5 alternative: half the column rate moved, whatever else was spent.
    const PrincesRules columnRate = princesRules({{"moveAndFire", "halfColumnRate"}});
    const PrincesMoveCost fourInLine = princesManoeuvreCost(columnRate, line, {}, move(4));
    EXPECT_DOUBLE_EQ(fourInLine.spentAfter, 4.0 / 6);
    EXPECT_TRUE(fourInLine.mayStillFire);
    EXPECT_FALSE(princesManoeuvreCost(rules, line, {}, move(4)).mayStillFire);
    EXPECT_FALSE(princesManoeuvreCost(columnRate, line, {}, move(4.5)).mayStillFire);
}

TEST(PrincesMovementOptionsTest, RiflesReloadingAndCavalryFire) {
    PrincesMover rifles = infantry("B", Formation::SkirmishLine, {"lightInfantry"});
    rifles.reloadingRifles = true;
    const PrincesRules rules = princesRules();
    const PrincesMoveCost stay = princesManoeuvreCost(rules, rifles, {}, move(2));
    EXPECT_FALSE(stay.legal);
    EXPECT_NE(stay.reason.find("A6"), std::string::npos);
    EXPECT_FALSE(princesMayFireAfterMoving(rules, rifles, {}));
    const PrincesRules mayMove = princesRules({{"rifleReloadAllowsMovement", "yes"}});
    const PrincesMoveCost moved = princesManoeuvreCost(mayMove, rifles, {}, move(2));
    EXPECT_TRUE(moved.legal);
    EXPECT_FALSE(moved.mayStillFire);

    const PrincesMover dragoons = cavalry("B", Formation::Line);
    EXPECT_FALSE(princesMayFireAfterMoving(rules, dragoons, {}));
    const PrincesRules asMuskets = princesRules({{"cavalryMayFire", "asMuskets"}});
    EXPECT_TRUE(princesMayFireAfterMoving(asMuskets, dragoons, {}));
    EXPECT_TRUE(princesManoeuvreCost(asMuskets, dragoons, {}, move(4.5)).mayStillFire);
}

TEST(PrincesMovementOptionsTest, ReformTakesTheWholeTurn) {
    const PrincesRules rules = princesRules();
    const PrincesMover line = infantry("C", Formation::Line);
    const PrincesMoveCost reform = princesManoeuvreCost(rules, line, {}, of(Kind::Reform));
    ASSERT_TRUE(reform.legal) << reform.reason;
    EXPECT_DOUBLE_EQ(reform.cost, 1);
    EXPECT_TRUE(reform.spendingAfter.reformed);
    EXPECT_FALSE(reform.mayStillFire);
    const Explanation* why = findLine(reform.explanation, "Reforming takes the whole allowance");
    ASSERT_NE(why, nullptr) << reform.explanation.render();
    EXPECT_EQ(why->rule, "4.7, A26");
    EXPECT_DOUBLE_EQ(*why->value, 1);
    EXPECT_FALSE(princesManoeuvreCost(rules, line, reform.spendingAfter, move(0, 0, 0, 0)).legal);
    EXPECT_FALSE(princesMayFireAfterMoving(rules, line, reform.spendingAfter));
    const PrincesMoveCost moved = princesManoeuvreCost(rules, line, {}, move(1));
    EXPECT_FALSE(princesManoeuvreCost(rules, line, moved.spendingAfter, of(Kind::Reform)).legal);
    EXPECT_FALSE(princesManoeuvreCost(princesRules({{"disorderRecovery", "never"}}), line, {},
                                      of(Kind::Reform))
                     .legal);
}

TEST(PrincesMovementOptionsTest, ChargeBonusReadings) {
    const PrincesMover line = infantry("C", Formation::Line);
    const PrincesMover column = infantry("C", Formation::ColumnOfDivisions);
    const PrincesMover horse = cavalry("B", Formation::Line);
    const PrincesRules columnOnly = princesRules({{"chargeBonus", "addToColumnRate"}});
    EXPECT_DOUBLE_EQ(princesRate(columnOnly, line, Formation::Line, true), 6);
    EXPECT_DOUBLE_EQ(princesRate(columnOnly, column, Formation::ColumnOfDivisions, true), 10);
    EXPECT_DOUBLE_EQ(princesRate(columnOnly, horse, Formation::Line, true), 9);
    const PrincesRules whole = princesRules({{"chargeBonus", "wholeDistance"}});
    EXPECT_DOUBLE_EQ(princesRate(whole, line, Formation::Line, true), 2);
    EXPECT_DOUBLE_EQ(princesRate(whole, horse, Formation::Line, true), 3);
    EXPECT_FALSE(princesManoeuvreCost(whole, line, {}, of(Kind::Charge, 2.5)).legal);
}

TEST(PrincesMovementOptionsTest, HorseArtilleryReadings) {
    const PrincesMover horse = gun("horseArtillery", Formation::Limbered);
    const PrincesRules rules = princesRules();
    const PrincesMoveCost once = princesManoeuvreCost(rules, horse, {}, move(8));
    ASSERT_TRUE(once.legal);
    EXPECT_FALSE(princesManoeuvreCost(rules, horse, once.spendingAfter, move(8)).legal);

    // A7 (c): two moves, 16" in all.
    const PrincesRules twoMoves = princesRules({{"horseArtilleryActions", "twoMoves"}});
    const PrincesMoveCost first = princesManoeuvreCost(twoMoves, horse, {}, move(8));
    EXPECT_DOUBLE_EQ(first.inchesLeft, 8);
    EXPECT_TRUE(princesManoeuvreCost(twoMoves, horse, first.spendingAfter, move(8)).legal);

    // A7 (b): each action is half a turn, so a move covers 4" and no fire follows it.
    const PrincesRules half = princesRules({{"horseArtilleryActions", "halfActions"}});
    const PrincesMoveCost four = princesManoeuvreCost(half, horse, {}, move(4));
    ASSERT_TRUE(four.legal);
    EXPECT_FALSE(princesManoeuvreCost(half, horse, {}, move(4.5)).legal);
    const PrincesMoveCost deployed =
        princesManoeuvreCost(half, horse, four.spendingAfter, of(Kind::Unlimber));
    ASSERT_TRUE(deployed.legal);
    EXPECT_FALSE(deployed.mayStillFire);
    // Foot guns are the same under every reading: one action, the whole move.
    EXPECT_TRUE(
        princesManoeuvreCost(half, gun("footArtillery", Formation::Limbered), {}, move(8)).legal);
}

TEST(PrincesMovementOptionsTest, TerrainReadings) {
    const PrincesMover column = infantry("C", Formation::MarchColumn);
    PrincesManoeuvre hill = move(5, 0, 3);
    hill.path.contoursCrossedUphill = 1;
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(princesRules(), column, {}, hill).cost, 1);
    EXPECT_DOUBLE_EQ(
        princesManoeuvreCost(princesRules({{"contourPenaltyUphillOnly", "yes"}}), column, {}, hill)
            .cost,
        6.0 / 8);

    // A9 (b): touching a hedge halves the rate of the whole move instead of costing 0.5.
    const PrincesMover line = infantry("C", Formation::Line);
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(princesRules(), line, {}, move(2, 0, 0, 1)).cost,
                     2.0 / 6 + 0.5);
    const PrincesMoveCost halfRate = princesManoeuvreCost(
        princesRules({{"obstaclePenalty", "halfMoveWhole"}}), line, {}, move(2, 0, 0, 1));
    EXPECT_DOUBLE_EQ(halfRate.cost, 4.0 / 6);
    EXPECT_TRUE(halfRate.disorders);

    // A10 (b): only a column profits from a road.
    PrincesManoeuvre road = move(0, 3);
    road.path.entirelyOnRoad = true;
    const PrincesRules columnRoads = princesRules({{"roadRequiresColumn", "yes"}});
    const PrincesMoveCost lineOnRoad = princesManoeuvreCost(columnRoads, line, {}, road);
    EXPECT_DOUBLE_EQ(lineOnRoad.cost, 1);
    EXPECT_TRUE(lineOnRoad.disorders);
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(princesRules(), line, {}, road).cost, 0.5);
    EXPECT_DOUBLE_EQ(princesManoeuvreCost(columnRoads, column, {}, road).cost, 3.0 / 8);
}

TEST(PrincesMovementOptionsTest, FormationReadings) {
    const PrincesRules asListed = princesRules({{"formationChangeDirection", "asListed"}});
    const PrincesMover mover = infantry("C", Formation::ColumnOfDivisions);
    EXPECT_TRUE(princesFormationChange(asListed, mover, Formation::MarchColumn,
                                       Formation::ColumnOfDivisions));
    EXPECT_FALSE(princesFormationChange(asListed, mover, Formation::ColumnOfDivisions,
                                        Formation::MarchColumn));
    // Back to march column: no listed change leads into it but by way of a square.
    const auto back = princesCheapestFormationChain(asListed, mover, Formation::ColumnOfDivisions,
                                                    Formation::MarchColumn);
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[0].to, Formation::Square);
    EXPECT_TRUE(
        princesCheapestFormationChain(
            princesRules({{"formationChangeDirection", "asListed"}, {"squaresAllowed", "no"}}),
            mover, Formation::ColumnOfDivisions, Formation::MarchColumn)
            .empty());

    const PrincesRules noSquares = princesRules({{"squaresAllowed", "no"}});
    const PrincesMoveCost square = princesManoeuvreCost(noSquares, infantry("B", Formation::Line),
                                                        {}, changeTo(Formation::Square));
    EXPECT_FALSE(square.legal);
    EXPECT_NE(square.reason.find("A28"), std::string::npos);
}

}  // namespace
}  // namespace adjutant
