// Step 8 moves: what a path costs against the pace (13.1), the ground (13.6),
// the figure scale (1.4), advance and fire (13.3), and the units in the way.
// Units face the top edge (facing 0), so moving forward lowers y.

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "core/model/Terrain.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/rules/tricorne/TricorneTables.h"
#include "tests/core/referee/TricorneTestWorld.h"

#include "tests/core/referee/TricorneMovementTestSupport.h"

namespace adjutant {
namespace {

using testing::moveTo;

TEST(TricorneMovement, LineInfantryMovesEightInchesOnOpenGround) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    // 6 in forward of an 8 in pace: legal, costs 6.
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 34}, 0}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 6.0);
    EXPECT_DOUBLE_EQ(c.allowance, 8.0);
    // Exactly 8 in is allowed; 9 in is not.
    EXPECT_TRUE(testing::check(state, moveTo("ir", {{{30, 32}, 0}})).legal);
    c = testing::check(state, moveTo("ir", {{{30, 31}, 0}}));
    EXPECT_FALSE(c.legal);
    EXPECT_EQ(c.reason, "the move costs 9.0 in of 8 in");
}

TEST(TricorneMovement, TheCostOfDifficultGroundIsRulesetData) {
    // A house rule: an inch of woods costs 3. The same 7 in path with 2 in of
    // woods now costs 7 + 2 x (3 - 1) = 11 in; 6 in ending 1 in inside, 8 in.
    static const RulesetDefinition houseRuled = [] {
        RulesetDefinition copy = *testing::builtinRulesets().find("tricorne");
        auto tables = std::make_shared<TricorneTables>(
            dynamic_cast<const TricorneTables&>(*copy.typedTables));
        tables->groundCosts.at("halfSpeedInchCost").value = 3;
        copy.typedTables = tables;
        return copy;
    }();
    testing::TricorneTestWorld world;
    world.useRuleset(&houseRuled);
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Woods, {{20, 33}, {40, 33}, {40, 35}, {20, 35}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 33}, 0}}));
    EXPECT_DOUBLE_EQ(c.cost, 11.0);
    EXPECT_EQ(c.reason, "the move costs 11.0 in of 8 in: 2.0 in of woods cost 3 an inch (13.6)");
    c = testing::check(state, moveTo("ir", {{{30, 34}, 0}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0);
}

TEST(TricorneMovement, WoodsCountDouble) {
    // 7 in path, 2 in of it in woods (y 33 to 35): 7 + 2 = 9 in of 8 in.
    testing::TricorneTestWorld world;
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Woods, {{20, 33}, {40, 33}, {40, 35}, {20, 35}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 33}, 0}}));
    EXPECT_FALSE(c.legal);
    EXPECT_DOUBLE_EQ(c.cost, 9.0);
    EXPECT_EQ(c.reason, "the move costs 9.0 in of 8 in: 2.0 in of woods cost 2 an inch (13.6)");
    EXPECT_NE(c.explanation.render().find("2.0 in in woods: 2 [13.6] (every inch costs 2)"),
              std::string::npos)
        << c.explanation.render();
    c = testing::check(state, moveTo("ir", {{{30, 34}, 0}}));
    // 6 in path ending 1 in inside the woods (y 35 to 34): 6 + 1 = 7 of 8.
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 7.0);
}

struct CrossingRow {
    LinearKind kind;
    const char* name;
};

class TricorneMovementCrossings : public ::testing::TestWithParam<CrossingRow> {};

TEST_P(TricorneMovementCrossings, CrossingHalvesTheWholeMove) {
    // 13.6: walls, hedges, streams and ditches halve speed. A 4 in move over the
    // obstacle costs 4 x 2 = 8 (legal for line infantry); 4.5 in costs 9.
    testing::TricorneTestWorld world;
    world.scenario().table.lines.push_back(testing::line(GetParam().kind, {{10, 38}, {50, 38}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 36}, 0}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.cost, 8.0);
    c = testing::check(state, moveTo("ir", {{{30, 35.5}, 0}}));
    EXPECT_FALSE(c.legal);
    EXPECT_EQ(c.reason, "the move costs 9.0 in of 8 in: the move crosses " +
                            std::string(GetParam().name) +
                            ", so each of its 4.5 in costs 2 (13.6)");
    // Short of the obstacle: no cost.
    EXPECT_DOUBLE_EQ(testing::check(state, moveTo("ir", {{{30, 39}, 0}})).cost, 1.0);
}

INSTANTIATE_TEST_SUITE_P(TricorneMovementObstacles, TricorneMovementCrossings,
                         ::testing::Values(CrossingRow{LinearKind::Wall, "a wall"},
                                           CrossingRow{LinearKind::Hedge, "a hedge"},
                                           CrossingRow{LinearKind::Stream, "a stream"},
                                           CrossingRow{LinearKind::Ditch, "a ditch"}));

TEST(TricorneMovement, UphillHalvesDownhillDoesNot) {
    // A level-1 hill above y = 37. Up: 5 in crossing the contour costs 10 > 8.
    testing::TricorneTestWorld world;
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Hill, {{10, 20}, {50, 20}, {50, 37}, {10, 37}}));
    world.addUnit("up", 0, "hussar", 8, 30, 40, 0);
    world.addUnit("down", 0, "hussar", 8, 20, 30, 180);
    GameState state = world.start();
    // Hussars, 14 in: up 5 in -> 10; down 9 in (y 30 to 39) -> 9.
    MoveCheck c = testing::check(state, moveTo("up", {{{30, 35}, 0}}));
    EXPECT_DOUBLE_EQ(c.cost, 10.0);
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_NE(c.explanation.render().find("uphill"), std::string::npos);
    c = testing::check(state, moveTo("down", {{{20, 39}, 180}}));
    EXPECT_DOUBLE_EQ(c.cost, 9.0);
}

TEST(TricorneMovement, BuildingsHalveMarshesDoNot) {
    testing::TricorneTestWorld world;
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Town, {{20, 30}, {40, 30}, {40, 37}, {20, 37}}));
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Marsh, {{50, 30}, {60, 30}, {60, 37}, {50, 37}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0, Formation::ColumnOfRoute);
    world.addUnit("m", 0, "musketeer", 12, 55, 40, 0, Formation::ColumnOfRoute);
    GameState state = world.start();
    // Into the town: 4 in x 2 = 8 of the column's 10.
    EXPECT_DOUBLE_EQ(testing::check(state, moveTo("ir", {{{30, 36}, 0}})).cost, 8.0);
    // Into the marsh: 4 in, 13.6 does not name marshes.
    EXPECT_DOUBLE_EQ(testing::check(state, moveTo("m", {{{55, 36}, 0}})).cost, 4.0);
}

TEST(TricorneMovement, HalvingIsNotCompounded) {
    // A hedge at the edge of woods: 4 in crossing both costs 4 x 2 = 8, not more.
    testing::TricorneTestWorld world;
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Woods, {{20, 30}, {40, 30}, {40, 38}, {20, 38}}));
    world.scenario().table.lines.push_back(testing::line(LinearKind::Hedge, {{20, 38}, {40, 38}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    EXPECT_DOUBLE_EQ(testing::check(state, moveTo("ir", {{{30, 36}, 0}})).cost, 8.0);
}

TEST(TricorneMovement, SmallerFiguresMoveHalfAsFarAndTerrainStillDoubles) {
    // 6 mm: infantry line 8 x 0.5 = 4 in; 2 in with 1 in of woods = 3 of 4.
    testing::TricorneTestWorld world;
    world.scenario().figureScale = "6mm";
    world.scenario().table.areas.push_back(
        testing::area(AreaKind::Woods, {{20, 30}, {40, 30}, {40, 39}, {20, 39}}));
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 38}, 0}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_DOUBLE_EQ(c.allowance, 4.0);
    EXPECT_DOUBLE_EQ(c.cost, 3.0);
    EXPECT_NE(c.explanation.render().find("Figure scale x0.5: 4 [1.4]"), std::string::npos)
        << c.explanation.render();
}

TEST(TricorneMovement, SecondOrderUsesWhatIsLeft) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    applyManoeuvre(state, moveTo("ir", {{{30, 35}, 0}}));
    // 8 - 5 = 3 in left.
    EXPECT_DOUBLE_EQ(testing::allowance(state, "ir"), 3.0);
    EXPECT_DOUBLE_EQ(tricorneState(state).unit("ir").thisBound.distanceMoved, 5.0);
    EXPECT_EQ(state.findUnit("ir")->pose.position, (Vec2{30, 35}));
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 31}, 0}}));
    EXPECT_EQ(c.reason, "the move costs 4.0 in of 3 in");
    EXPECT_THROW(applyManoeuvre(state, moveTo("ir", {{{30, 31}, 0}})), std::invalid_argument);
}

TEST(TricorneMovement, AChangeOfFacingOnThePathIsAWheelAtTheOuterEdge) {
    // 12 musketeers in line: 6 files x 10 mm = 60 mm = 2.3622 in frontage.
    // 90 degrees at the outer edge: 2.3622 x pi / 2 = 3.7106; plus 3 in forward.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    const double frontage = 60.0 / 25.4;
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 37}, 90}}));
    EXPECT_TRUE(c.legal) << c.reason;
    EXPECT_NEAR(c.cost, 3.0 + frontage * std::numbers::pi / 2, 1e-9);
}

struct AdvanceRow {
    const char* type;
    const char* nation;
    Formation formation;
    double limit;  // 13.3
};

class TricorneMovementAdvanceAndFire : public ::testing::TestWithParam<AdvanceRow> {};

TEST_P(TricorneMovementAdvanceAndFire, AdvancesUpToTheLimitAndFires) {
    const AdvanceRow& row = GetParam();
    testing::TricorneTestWorld world;
    world.addUnit("u", 0, row.type, 8, 30, 40, 0, row.formation, row.nation);
    GameState state = world.start();
    EXPECT_TRUE(testing::check(state, moveTo("u", {{{30, 40 - row.limit}, 0}}, true)).legal);
    const MoveCheck c = testing::check(state, moveTo("u", {{{30, 39.5 - row.limit}, 0}}, true));
    EXPECT_FALSE(c.legal);
    EXPECT_NE(c.reason.find("13.3"), std::string::npos) << c.reason;
}

INSTANTIATE_TEST_SUITE_P(
    TricorneMovementDistances, TricorneMovementAdvanceAndFire,
    ::testing::Values(AdvanceRow{"musketeer", "austria", Formation::Line, 3},
                      AdvanceRow{"grenadier", "france", Formation::Line, 3},
                      AdvanceRow{"musketeer", "prussia", Formation::Line, 4},
                      AdvanceRow{"lightInfantry", "austria", Formation::SkirmishLine, 5},
                      AdvanceRow{"jaeger", "prussia", Formation::SkirmishLine, 5}));

TEST(TricorneMovement, AdvanceAndFireIsForInfantryAndScalesWithTheFigures) {
    testing::TricorneTestWorld world;
    world.scenario().figureScale = "10mm";
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("h", 0, "hussar", 8, 50, 40, 0);
    GameState state = world.start();
    // A6 default: Prussian 4 in x 0.5 = 2 in.
    EXPECT_TRUE(testing::check(state, moveTo("ir", {{{30, 38}, 0}}, true)).legal);
    EXPECT_FALSE(testing::check(state, moveTo("ir", {{{30, 37.5}, 0}}, true)).legal);
    EXPECT_EQ(testing::check(state, moveTo("h", {{{50, 39}, 0}}, true)).reason,
              "only infantry advance and fire (13.3)");
    applyManoeuvre(state, moveTo("ir", {{{30, 38.5}, 0}}, true));
    EXPECT_DOUBLE_EQ(tricorneState(state).unit("ir").thisBound.advanced, 1.5);
}

TEST(TricorneMovement, AdvanceAndFireUnscaledUnderTheNarrowConversion) {
    // A6 movementAndRangesOnly: the 4 in stays 4 in in 10 mm (the pace is 4 in too).
    testing::TricorneTestWorld world;
    world.scenario().figureScale = "10mm";
    world.options()["scaleConversion"] = "movementAndRangesOnly";
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    GameState state = world.start();
    EXPECT_TRUE(testing::check(state, moveTo("ir", {{{30, 37}, 0}}, true)).legal);
}

TEST(TricorneMovement, UnitsMayNotEndOverlappingOrPassThroughOthers) {
    // "ir" 60 mm wide, 2 ranks x 15 mm deep; "friend" stands 4 in ahead.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0);
    world.addUnit("friend", 0, "musketeer", 12, 30, 36, 0);
    world.addUnit("enemy", 1, "musketeer", 12, 50, 36, 0);
    world.addUnit("gen", 0, "general", 1, 30, 38, 0);
    GameState state = world.start();
    // Up to the friend's rear edge (36 + 30 mm = 37.18): touching is allowed.
    EXPECT_TRUE(testing::check(state, moveTo("ir", {{{30, 36 + 30 / 25.4}, 0}})).legal);
    MoveCheck c = testing::check(state, moveTo("ir", {{{30, 36.5}, 0}}));
    EXPECT_EQ(c.reason, "it would end overlapping friend (a friend)");
    c = testing::check(state, moveTo("ir", {{{30, 33}, 0}}));
    EXPECT_EQ(c.reason.rfind("it would pass through friend (a friend)", 0), 0u) << c.reason;
    // Sideways into the enemy's ground.
    c = testing::check(state, moveTo("ir", {{{36, 40}, 0}, {{50, 36.5}, 0}}));
    EXPECT_FALSE(c.legal);
}

TEST(TricorneMovement, MovesMayNotLeaveTheTable) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 3, 0);
    GameState state = world.start();
    EXPECT_NE(testing::check(state, moveTo("ir", {{{30, -0.5}, 0}})).reason.find("leave the table"),
              std::string::npos);
}

TEST(TricorneMovement, GatedUnitsMayNotMove) {
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 40, 0).status = {
        {"movedInMoraleReactionLastBound", true}};
    world.addUnit("gun", 0, "battery6lb", 1, 50, 40, 0, Formation::Limbered).status = {
        {"mayNotAdvance", true}};
    world.addUnit("hold", 0, "battery3lb", 1, 60, 40, 0, Formation::Limbered).status = {
        {"mustHoldPosition", true}};
    GameState state = world.start();
    EXPECT_NE(testing::check(state, moveTo("ir", {{{30, 39}, 0}})).reason.find("8.8"),
              std::string::npos);
    EXPECT_NE(testing::check(state, moveTo("gun", {{{50, 39}, 0}})).reason.find("15.5"),
              std::string::npos);
    EXPECT_TRUE(testing::check(state, moveTo("gun", {{{50, 42}, 0}})).legal) << "back is fine";
    EXPECT_NE(testing::check(state, moveTo("hold", {{{60, 42}, 0}})).reason.find("15.5"),
              std::string::npos);
}

}  // namespace
}  // namespace adjutant
