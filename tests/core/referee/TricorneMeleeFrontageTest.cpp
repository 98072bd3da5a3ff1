// Who fights in a melee (12.1, A22): the first two ranks opposite the enemy,
// two figures of overlap at each end, a square's engaged faces only.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneMeleeFrontage.h"
#include "tests/core/referee/TricorneMeleeTestSupport.h"

namespace adjutant {
namespace {

MeleeFrontage frontageOf(const GameState& state, const std::string& unit,
                         const std::string& enemy) {
    const TricorneContext context(state);
    return meleeFrontage(context, *context.unit(unit), *context.unit(enemy));
}

// T6: 8 heavy cavalry (2 x 4) against 12 infantry (2 x 6), frontal and centred.
TEST(TricorneMeleeFrontage, T6CavalryCountsAllEightAndInfantryAllTwelveThroughOverlap) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    world.addUnit("cav", 1, "cuirassier", 8, 30, 30, 180);
    const GameState state = world.start();

    const MeleeFrontage cavalry = frontageOf(state, "cav", "inf");
    EXPECT_EQ(cavalry.figures, 8);
    EXPECT_EQ(cavalry.inContact, 8);
    EXPECT_EQ(cavalry.overlap, 0);
    EXPECT_EQ(cavalry.edge, "front");

    const MeleeFrontage infantry = frontageOf(state, "inf", "cav");
    EXPECT_EQ(infantry.inContact, 8);  // 4 files opposite the cavalry, 2 ranks
    EXPECT_EQ(infantry.overlap, 4);    // one file beyond each end, 2 ranks
    EXPECT_EQ(infantry.figures, 12);
    EXPECT_DOUBLE_EQ(infantry.explanation.value.value_or(0), 12);
}

// A narrow enemy: 4 hussars (2 files) against 16 infantry (8 files). Only two
// files of overlap at each end count: 2 + 2 + 2 files of 2 ranks = 12 of 16.
TEST(TricorneMeleeFrontage, OverlapStopsAtTwoFiguresBeyondEachEnd) {
    testing::TricorneTestWorld world;
    world.addUnit("hus", 0, "hussar", 4, 30, 30, 0);
    world.addUnit("inf", 1, "musketeer", 16, 30, 30, 180);
    const GameState state = world.start();
    const MeleeFrontage infantry = frontageOf(state, "inf", "hus");
    EXPECT_EQ(infantry.inContact, 4);
    EXPECT_EQ(infantry.overlap, 8);
    EXPECT_EQ(infantry.figures, 12);
    EXPECT_EQ(frontageOf(state, "hus", "inf").figures, 4);
}

// Off-centre: the hussars touch the infantry's left end; overlap only on one side.
TEST(TricorneMeleeFrontage, NoOverlapBeyondTheEndOfTheUnit) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 1, "musketeer", 16, 30, 30, 180);
    // Infantry faces down: its left end is at +x. Put the hussars' 2 files over its last 2.
    const double halfFront = 8 * 10 * testing::kMm / 2;
    world.addUnit("hus", 0, "hussar", 4, 30 + halfFront - 10 * testing::kMm, 30, 0);
    const GameState state = world.start();
    const MeleeFrontage infantry = frontageOf(state, "inf", "hus");
    EXPECT_EQ(infantry.inContact, 4);
    EXPECT_EQ(infantry.overlap, 4);  // two files on the inner side only
    EXPECT_EQ(infantry.figures, 8);
}

TEST(TricorneMeleeFrontage, FlatFourReadingAddsFourToTheFiguresInContact) {
    testing::TricorneTestWorld world;
    world.options()["meleeOverlap"] = "flatFour";
    world.addUnit("hus", 0, "hussar", 4, 30, 30, 0);
    world.addUnit("inf", 1, "musketeer", 16, 30, 30, 180);
    const GameState state = world.start();
    EXPECT_EQ(frontageOf(state, "inf", "hus").figures, 8);  // 4 in contact + 4
    EXPECT_EQ(frontageOf(state, "hus", "inf").figures, 4);  // never more than it has
}

// T7: a square of 16 (4 a face) counts only the face the cavalry touches.
TEST(TricorneMeleeFrontage, T7SquareCountsOnlyTheEngagedFace) {
    testing::TricorneTestWorld world;
    world.addUnit("sq", 1, "musketeer", 16, 30, 30, 180, Formation::Square);
    world.addUnit("cav", 0, "dragoon", 8, 30, 30, 0);
    const GameState state = world.start();
    const MeleeFrontage square = frontageOf(state, "sq", "cav");
    EXPECT_EQ(square.figures, 4);
    EXPECT_EQ(square.edge, "square face 1");
    EXPECT_EQ(frontageOf(state, "cav", "sq").figures, 8);
}

// Attacked in the flank: the two outer files of the two ranks face the enemy.
TEST(TricorneMeleeFrontage, FlankContactCountsTheFiguresNearestTheFlank) {
    testing::TricorneTestWorld world;
    world.addUnit("inf", 0, "musketeer", 12, 30, 30, 0);
    // Infantry's right flank is at x = 30 + 6 files / 2; the cavalry faces left (270)
    // with its front edge on that flank, centred on the infantry's depth.
    const double right = 30 + 6 * 10 * testing::kMm / 2;
    const double depth = 2 * 15 * testing::kMm;
    world.addUnit("cav", 1, "cuirassier", 8, right, 30 + depth / 2, 270);
    const GameState state = world.start();
    const MeleeFrontage infantry = frontageOf(state, "inf", "cav");
    EXPECT_EQ(infantry.edge, "right flank");
    EXPECT_EQ(infantry.figures, 4);
    EXPECT_EQ(frontageOf(state, "cav", "inf").figures, 8);
}

}  // namespace
}  // namespace adjutant
