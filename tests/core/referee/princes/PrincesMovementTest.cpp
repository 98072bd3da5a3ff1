// War of Princes movement (digest 4.1-4.7) against the worked examples W11, W12 and
// W13, computed by hand exactly as the digest does.
#include <gtest/gtest.h>

#include "tests/core/referee/princes/PrincesMovementTestSupport.h"

namespace adjutant {
namespace {

using namespace princes_test;
using Kind = PrincesManoeuvre::Kind;

TEST(PrincesMovementTest, W11aClassCMarchColumnToColumnOfDivisions) {
    const PrincesRules rules = princesRules();
    const PrincesMover mover = infantry("C", Formation::MarchColumn);
    const auto change =
        princesFormationChange(rules, mover, Formation::MarchColumn, Formation::ColumnOfDivisions);
    ASSERT_TRUE(change);
    EXPECT_DOUBLE_EQ(change->cost, 0.5);
    EXPECT_FALSE(change->mayFire);

    const PrincesMoveCost changed =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::ColumnOfDivisions));
    ASSERT_TRUE(changed.legal) << changed.reason;
    EXPECT_DOUBLE_EQ(changed.cost, 0.5);
    EXPECT_DOUBLE_EQ(changed.inchesLeft, 4);  // the remaining half at 8" in CD
    EXPECT_FALSE(changed.mayStillFire);
    EXPECT_TRUE(changed.spendingAfter.formationChangeWithoutF);
    const Explanation* line = findLine(changed.explanation,
                                       "Formation change march column to "
                                       "column of divisions");
    ASSERT_NE(line, nullptr) << changed.explanation.render();
    EXPECT_EQ(line->rule, "4.5");

    // The 4" it buys, and not an inch more.
    EXPECT_TRUE(
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::ColumnOfDivisions, 4)).legal);
    const PrincesMoveCost tooFar =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::ColumnOfDivisions, 4.5));
    EXPECT_FALSE(tooFar.legal);
    EXPECT_DOUBLE_EQ(tooFar.cost, 0.5 + 4.5 / 8);
}

TEST(PrincesMovementTest, W11bClassAMarchColumnToLineMayFire) {
    const PrincesRules rules = princesRules();
    const PrincesMover mover = infantry("A", Formation::MarchColumn);
    const PrincesMoveCost changed =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::Line));
    ASSERT_TRUE(changed.legal) << changed.reason;
    EXPECT_DOUBLE_EQ(changed.cost, 1);
    EXPECT_DOUBLE_EQ(changed.inchesLeft, 0);
    EXPECT_TRUE(changed.mayStillFire);
    EXPECT_DOUBLE_EQ(changed.spendingAfter.spentOnFormationWithF, 1);
    EXPECT_FALSE(princesManoeuvreCost(rules, mover, {}, changeTo(Formation::Line, 0.5)).legal);
}

TEST(PrincesMovementTest, W11cClassBLineToSkirmishThenHalfAndFireOrAllWithout) {
    const PrincesRules rules = princesRules();
    const PrincesMover mover = infantry("B", Formation::Line);
    const PrincesMoveCost free =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::SkirmishLine));
    ASSERT_TRUE(free.legal);
    EXPECT_DOUBLE_EQ(free.cost, 0);
    EXPECT_DOUBLE_EQ(free.inchesLeft, 8);
    EXPECT_TRUE(free.mayStillFire);

    const PrincesMoveCost half =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::SkirmishLine, 4));
    ASSERT_TRUE(half.legal);
    EXPECT_DOUBLE_EQ(half.spentAfter, 0.5);
    EXPECT_TRUE(half.mayStillFire);

    const PrincesMoveCost whole =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::SkirmishLine, 8));
    ASSERT_TRUE(whole.legal);
    EXPECT_DOUBLE_EQ(whole.spentAfter, 1);
    EXPECT_FALSE(whole.mayStillFire);

    // The same in two steps: change now, move later in the turn.
    const PrincesMover skirmishers = infantry("B", Formation::SkirmishLine);
    const PrincesMoveCost thenMove =
        princesManoeuvreCost(rules, skirmishers, free.spendingAfter, move(4));
    EXPECT_TRUE(thenMove.legal);
    EXPECT_TRUE(thenMove.mayStillFire);
}

TEST(PrincesMovementTest, W11dClassDMarchColumnToLineIsAChainOverTwoTurns) {
    const PrincesRules rules = princesRules();
    const PrincesMover mover = infantry("D", Formation::MarchColumn);
    EXPECT_FALSE(princesFormationChange(rules, mover, Formation::MarchColumn, Formation::Line));

    const auto chain =
        princesCheapestFormationChain(rules, mover, Formation::MarchColumn, Formation::Line);
    ASSERT_EQ(chain.size(), 2u);
    EXPECT_EQ(chain[0].from, Formation::MarchColumn);
    EXPECT_EQ(chain[0].to, Formation::SkirmishLine);
    EXPECT_DOUBLE_EQ(chain[0].cost, 1);
    EXPECT_EQ(chain[1].from, Formation::SkirmishLine);
    EXPECT_EQ(chain[1].to, Formation::Line);
    EXPECT_DOUBLE_EQ(chain[1].cost, 0.5);
    EXPECT_EQ(princesTurnsForChain(rules, chain), 2);

    // The other legal chain costs more: MC -> CD (full) then CD -> Ln (full).
    const auto toColumn =
        princesFormationChange(rules, mover, Formation::MarchColumn, Formation::ColumnOfDivisions);
    const auto toLine =
        princesFormationChange(rules, mover, Formation::ColumnOfDivisions, Formation::Line);
    ASSERT_TRUE(toColumn && toLine);
    EXPECT_DOUBLE_EQ(toColumn->cost + toLine->cost, 2);
    EXPECT_EQ(princesTurnsForChain(rules, {*toColumn, *toLine}), 2);

    const PrincesMoveCost direct =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::Line));
    EXPECT_FALSE(direct.legal);
    EXPECT_NE(direct.reason.find("skirmish line -> line"), std::string::npos) << direct.reason;

    // Turn 1: MC -> SkLn, the whole move. Turn 2: SkLn -> Ln, 3" left in line.
    const PrincesMoveCost turn1 =
        princesManoeuvreCost(rules, mover, {}, changeTo(Formation::SkirmishLine));
    ASSERT_TRUE(turn1.legal);
    EXPECT_DOUBLE_EQ(turn1.inchesLeft, 0);
    const PrincesMoveCost turn2 = princesManoeuvreCost(
        rules, infantry("D", Formation::SkirmishLine), {}, changeTo(Formation::Line));
    ASSERT_TRUE(turn2.legal);
    EXPECT_DOUBLE_EQ(turn2.cost, 0.5);
    EXPECT_DOUBLE_EQ(turn2.inchesLeft, 3);
}

TEST(PrincesMovementTest, W12aHedgeCrossingDisordersLineButNotLightInfantry) {
    const PrincesRules rules = princesRules();
    const PrincesMoveCost line =
        princesManoeuvreCost(rules, infantry("B", Formation::Line), {}, move(3, 0, 0, 1));
    ASSERT_TRUE(line.legal) << line.reason;
    EXPECT_DOUBLE_EQ(line.cost, 1.0);  // 0.25 + 0.5 + 0.25
    EXPECT_TRUE(line.disorders);
    EXPECT_FALSE(line.mayStillFire);
    EXPECT_TRUE(explains(line.explanation, "Distance 3\"", 0.5));
    const Explanation* crossing = findLine(line.explanation, "Crossing a hedge");
    ASSERT_NE(crossing, nullptr);
    EXPECT_DOUBLE_EQ(*crossing->value, 0.5);
    EXPECT_EQ(crossing->rule, "4.6, A9");

    const PrincesMoveCost light = princesManoeuvreCost(
        rules, infantry("B", Formation::Line, {"lightInfantry"}), {}, move(3, 0, 0, 1));
    ASSERT_TRUE(light.legal);
    EXPECT_DOUBLE_EQ(light.cost, 1.0);
    EXPECT_FALSE(light.disorders);

    // Named obstacles: a stream costs the same and also disorders.
    PrincesManoeuvre stream = move(1.5);
    stream.path.obstacleKinds = {"stream"};
    const PrincesMoveCost wet =
        princesManoeuvreCost(rules, infantry("B", Formation::Line), {}, stream);
    EXPECT_DOUBLE_EQ(wet.cost, 0.75);
    EXPECT_TRUE(wet.disorders);
    EXPECT_NE(findLine(wet.explanation, "Crossing a stream"), nullptr);
}

TEST(PrincesMovementTest, W12bColumnUpTwoContoursCoversSixInches) {
    const PrincesRules rules = princesRules();
    const PrincesMover column = infantry("C", Formation::MarchColumn);
    const PrincesMoveCost six = princesManoeuvreCost(rules, column, {}, move(6, 0, 2));
    ASSERT_TRUE(six.legal) << six.reason;
    EXPECT_DOUBLE_EQ(six.cost, 1.0);
    EXPECT_FALSE(six.disorders);
    const Explanation* contours = findLine(six.explanation, "2 contour lines crossed");
    ASSERT_NE(contours, nullptr) << six.explanation.render();
    EXPECT_DOUBLE_EQ(*contours->value, 0.25);
    EXPECT_EQ(contours->rule, "4.6, A8");
    EXPECT_FALSE(princesManoeuvreCost(rules, column, {}, move(6.5, 0, 2)).legal);
}

TEST(PrincesMovementTest, W12cRoadThroughWoodsCostsNothingExtra) {
    const PrincesRules rules = princesRules();
    const PrincesMover column = infantry("C", Formation::MarchColumn);
    PrincesManoeuvre road = move(2, 6, 1, 1);
    road.path.entirelyOnRoad = true;
    const PrincesMoveCost onRoad = princesManoeuvreCost(rules, column, {}, road);
    ASSERT_TRUE(onRoad.legal) << onRoad.reason;
    EXPECT_DOUBLE_EQ(onRoad.cost, 1.0);  // 8" at 8", woods, contour and stream ignored
    EXPECT_FALSE(onRoad.disorders);
    EXPECT_TRUE(explains(onRoad.explanation, "Along a road 8\"", 1.0));

    // Off the road the same ground is dearer and disorders.
    road.path.entirelyOnRoad = false;
    const PrincesMoveCost offRoad = princesManoeuvreCost(rules, column, {}, road);
    EXPECT_FALSE(offRoad.legal);
    EXPECT_DOUBLE_EQ(offRoad.cost, 2.0 / 8 + 12.0 / 8 + 1.0 / 8 + 0.5);
    EXPECT_TRUE(offRoad.disorders);
}

TEST(PrincesMovementTest, W13HorseGunMovesHalfUnlimbersAndFires) {
    const PrincesRules rules = princesRules();
    const PrincesMover horse = gun("horseArtillery", Formation::Limbered);
    const PrincesMoveCost moved = princesManoeuvreCost(rules, horse, {}, move(4));
    ASSERT_TRUE(moved.legal) << moved.reason;
    EXPECT_DOUBLE_EQ(moved.cost, 0.5);
    EXPECT_FALSE(moved.mayStillFire);  // still limbered
    EXPECT_EQ(moved.spendingAfter.artilleryMoves, 1);

    const PrincesMoveCost unlimbered =
        princesManoeuvreCost(rules, horse, moved.spendingAfter, of(Kind::Unlimber));
    ASSERT_TRUE(unlimbered.legal) << unlimbered.reason;
    EXPECT_TRUE(unlimbered.mayStillFire);
    PrincesMover deployed = horse;
    deployed.formation = Formation::Unlimbered;
    EXPECT_TRUE(princesMayFireAfterMoving(rules, deployed, unlimbered.spendingAfter));
    // After firing the horse gun has nothing left.
    PrincesTurnSpending fired = unlimbered.spendingAfter;
    fired.artilleryFires = 1;
    EXPECT_FALSE(princesMayFireAfterMoving(rules, deployed, fired));
    EXPECT_FALSE(princesManoeuvreCost(rules, deployed, fired, of(Kind::Limber)).legal);

    // More than half a move, then unlimbering: no fire this turn.
    const PrincesMoveCost far = princesManoeuvreCost(rules, horse, {}, move(5));
    const PrincesMoveCost late =
        princesManoeuvreCost(rules, horse, far.spendingAfter, of(Kind::Unlimber));
    ASSERT_TRUE(late.legal);
    EXPECT_FALSE(late.mayStillFire);
}

TEST(PrincesMovementTest, W13FootGunMovesOrUnlimbersButNotBoth) {
    const PrincesRules rules = princesRules();
    const PrincesMover foot = gun("footArtillery", Formation::Limbered);
    const PrincesMoveCost moved = princesManoeuvreCost(rules, foot, {}, move(8));
    ASSERT_TRUE(moved.legal) << moved.reason;
    EXPECT_DOUBLE_EQ(moved.cost, 1);
    const PrincesMoveCost then =
        princesManoeuvreCost(rules, foot, moved.spendingAfter, of(Kind::Unlimber));
    EXPECT_FALSE(then.legal);
    EXPECT_NE(then.reason.find("1 action"), std::string::npos) << then.reason;

    const PrincesMoveCost unlimbered = princesManoeuvreCost(rules, foot, {}, of(Kind::Unlimber));
    ASSERT_TRUE(unlimbered.legal);
    EXPECT_FALSE(unlimbered.mayStillFire);  // the action was the unlimbering
    EXPECT_FALSE(princesManoeuvreCost(rules, foot, {}, move(8.5)).legal);

    // An unlimbered foot gun that does nothing else fires.
    EXPECT_TRUE(princesMayFireAfterMoving(rules, gun("footArtillery", Formation::Unlimbered), {}));
    // A gun marked by its traits counts as horse artillery too.
    PrincesMover galloper = gun("artillery", Formation::Limbered);
    galloper.traits = {"horseArtillery"};
    const PrincesMoveCost gallop = princesManoeuvreCost(rules, galloper, {}, move(4));
    EXPECT_TRUE(princesManoeuvreCost(rules, galloper, gallop.spendingAfter, of(Kind::Unlimber))
                    .mayStillFire);
}

}  // namespace
}  // namespace adjutant
