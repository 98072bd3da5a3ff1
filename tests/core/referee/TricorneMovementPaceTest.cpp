// Paces by troop type and formation (13.1 with A23), artillery limber state and
// timings (13.7, A24), the figure-scale conversion (1.4, A6) and the digest's
// S4 scale rows. Every expected figure is the movement table's, worked by hand.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

struct PaceRow {
    const char* type;
    Formation formation;
    double expected;  // inches for 15/25 mm, from 13.1
    const char* why;
};

class TricorneMovementPaceRows : public ::testing::TestWithParam<PaceRow> {};

TEST_P(TricorneMovementPaceRows, EachTableRowGivesItsPace) {
    const PaceRow& row = GetParam();
    testing::TricorneTestWorld world;
    world.addUnit("u", 0, row.type, 8, 30, 30, 0, row.formation);
    GameState state = world.start();
    const TricorneContext context(state);
    const TricornePace pace = tricornePace(context, *context.unit("u"));
    EXPECT_TRUE(pace.whyNot.empty()) << pace.whyNot;
    EXPECT_DOUBLE_EQ(pace.tableInches, row.expected) << row.why;
    EXPECT_DOUBLE_EQ(pace.inches, row.expected) << "15 mm: multiplier 1";
}

INSTANTIATE_TEST_SUITE_P(
    TricorneMovementTable, TricorneMovementPaceRows,
    ::testing::Values(
        PaceRow{"musketeer", Formation::Line, 8, "infantry line 8 (H1)"},
        PaceRow{"grenadier", Formation::ColumnOfRoute, 10, "infantry column of route 10"},
        PaceRow{"lightInfantry", Formation::SkirmishLine, 11, "light infantry skirmish 11 (H1)"},
        PaceRow{"jaeger", Formation::ColumnOfRoute, 12, "light infantry column of route 12"},
        PaceRow{"pandour", Formation::Line, 11, "A30: light infantry's line pace = skirmish"},
        PaceRow{"hussar", Formation::Line, 14, "light cavalry line 14"},
        PaceRow{"hussar", Formation::ColumnOfRoute, 18, "light cavalry column 18 = 14 + 4"},
        PaceRow{"dragoon", Formation::Line, 12, "medium cavalry line 12"},
        PaceRow{"dragoon", Formation::ColumnOfRoute, 16, "medium cavalry column 16 = 12 + 4"},
        PaceRow{"cuirassier", Formation::Line, 10, "heavy cavalry line 10"},
        PaceRow{"cuirassier", Formation::ColumnOfRoute, 14, "heavy cavalry column 14 = 10 + 4"},
        PaceRow{"battery3lb", Formation::Unlimbered, 6, "light guns unlimbered 6"},
        PaceRow{"battery3lb", Formation::Limbered, 11, "light guns limbered 6 + 5 = 11 (A24)"},
        PaceRow{"howitzerBattery7lb", Formation::Limbered, 11, "7 lb howitzer moves light (A25)"},
        PaceRow{"battery12lb", Formation::Limbered, 4, "medium guns 4, limbered only"},
        PaceRow{"battery24lb", Formation::Limbered, 3, "heavy guns 3, limbered only"},
        PaceRow{"howitzerBattery18lb", Formation::Limbered, 3, "18 lb howitzer moves heavy"},
        PaceRow{"horseBattery6lb", Formation::Limbered, 10, "horse artillery 10"},
        PaceRow{"general", Formation::Line, 18, "general 18 (A30)"}));

TEST(TricorneMovementPace, H2ReadsTheInfantryRowsAsSixAndEight) {
    // A23 H2: infantry line 6, light infantry skirmish 8; column paces unchanged.
    testing::TricorneTestWorld world;
    world.options()["movementTable"] = "H2";
    world.addUnit("ir", 0, "musketeer", 12, 20, 30, 0);
    world.addUnit("col", 0, "musketeer", 12, 40, 30, 0, Formation::ColumnOfRoute);
    world.addUnit("lt", 0, "lightInfantry", 8, 60, 30, 0, Formation::SkirmishLine);
    GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("ir")).inches, 6);
    EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("col")).inches, 10);
    EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("lt")).inches, 8);
}

TEST(TricorneMovementPace, SquaresAndUnlimberedHeavierGunsCannotMove) {
    testing::TricorneTestWorld world;
    world.addUnit("sq", 0, "musketeer", 12, 20, 30, 0, Formation::Square);
    world.addUnit("med", 0, "battery12lb", 1, 40, 30, 0, Formation::Unlimbered);
    world.addUnit("hvy", 0, "battery24lb", 1, 50, 30, 0, Formation::Unlimbered);
    world.addUnit("horse", 0, "horseBattery3lb", 1, 60, 30, 0, Formation::Unlimbered);
    GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_NE(tricornePace(context, *context.unit("sq")).whyNot.find("A30"), std::string::npos);
    for (const char* id : {"med", "hvy", "horse"}) {
        EXPECT_NE(tricornePace(context, *context.unit(id)).whyNot.find("only when limbered"),
                  std::string::npos)
            << id;
    }
}

TEST(TricorneMovementPace, FigureScaleConvertsEveryPace) {
    // 1.4: 6 mm and 10 mm halve (dragoon line 12 -> 6); 2 mm reads inches as cm
    // (0.3937 in per cm: musketeer line 8 cm = 3.1496 in).
    for (const auto& [scale, id, type, expected] :
         {std::tuple{"6mm", "d", "dragoon", 6.0}, std::tuple{"10mm", "d", "dragoon", 6.0},
          std::tuple{"25mm", "d", "dragoon", 12.0}, std::tuple{"2mm", "m", "musketeer", 3.1496}}) {
        testing::TricorneTestWorld world;
        world.scenario().figureScale = scale;
        world.addUnit(id, 0, type, 8, 30, 30, 0);
        GameState state = world.start();
        const TricorneContext context(state);
        EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit(id)).inches, expected) << scale;
    }
}

TEST(TricorneMovementPace, S4ScaleRowsOnPaces) {
    // S4: 3 in = 100 paces (33.333 paces an inch).
    testing::TricorneTestWorld world;
    world.scenario().figureScale = "6mm";
    world.addUnit("drag", 0, "dragoon", 8, 30, 30, 0);
    GameState state = world.start();
    EXPECT_NEAR(3 * state.ruleset().pacesPerInch, 100.0, 0.01);  // 3 x 33.333
    // S4: medium-cavalry charge move in 6 mm = (12 + 5) / 2 = 8.5 in.
    const TricorneContext context(state);
    const TricornePace charge = chargePace(context, *context.unit("drag"));
    EXPECT_DOUBLE_EQ(charge.tableInches, 17.0);
    EXPECT_DOUBLE_EQ(charge.inches, 8.5);
}

TEST(TricorneMovementPace, ChargePacesFromTheDerivedTable) {
    // 13.1 derived paces: infantry 8 + 3 = 11, light infantry 11 + 3 = 14,
    // light cavalry 14 + 6 = 20, heavy cavalry 10 + 4 = 14.
    testing::TricorneTestWorld world;
    world.addUnit("i", 0, "musketeer", 12, 10, 30, 0);
    world.addUnit("l", 0, "lightInfantry", 8, 20, 30, 0, Formation::SkirmishLine);
    world.addUnit("h", 0, "hussar", 8, 30, 30, 0);
    world.addUnit("c", 0, "cuirassier", 8, 40, 30, 0);
    world.addUnit("g", 0, "battery6lb", 1, 60, 30, 0, Formation::Unlimbered);
    GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_DOUBLE_EQ(chargePace(context, *context.unit("i")).inches, 11);
    EXPECT_DOUBLE_EQ(chargePace(context, *context.unit("l")).inches, 14);
    EXPECT_DOUBLE_EQ(chargePace(context, *context.unit("h")).inches, 20);
    EXPECT_DOUBLE_EQ(chargePace(context, *context.unit("c")).inches, 14);
    EXPECT_FALSE(chargePace(context, *context.unit("g")).whyNot.empty());
}

struct LimberRow {
    const char* type;
    const char* option;  // lightGunLimber reading
    double bounds;
    double inches;
    const char* why;
};

class TricorneMovementLimberRows : public ::testing::TestWithParam<LimberRow> {};

TEST_P(TricorneMovementLimberRows, LimberColumn) {
    const LimberRow& row = GetParam();
    testing::TricorneTestWorld world;
    world.options()["lightGunLimber"] = row.option;
    world.addUnit("g", 0, row.type, 1, 30, 30, 0, Formation::Unlimbered);
    GameState state = world.start();
    const TricorneContext context(state);
    const TricorneLimberTiming t = limberTiming(context, *context.unit("g"));
    EXPECT_TRUE(t.possible);
    EXPECT_DOUBLE_EQ(t.bounds, row.bounds) << row.why;
    EXPECT_DOUBLE_EQ(t.inches, row.inches) << row.why;
}

INSTANTIATE_TEST_SUITE_P(
    TricorneMovementLimberColumn, TricorneMovementLimberRows,
    ::testing::Values(
        LimberRow{"battery3lb", "limberedBonus", 0, 0, "A24: light guns limber at no cost"},
        LimberRow{"battery6lb", "limberedBonus", 1, 0, "medium: one bound"},
        LimberRow{"battery24lb", "limberedBonus", 2, 0, "heavy: two bounds"},
        LimberRow{"horseBattery3lb", "limberedBonus", 0.5, 0, "horse: half a bound"},
        LimberRow{"battery3lb", "limberingCostsFive", 0, 5, "A24 alt: +5 = 5 in of the move"},
        LimberRow{"battery3lb", "lightAndHorseSwapped", 0.5, 0,
                  "A24 alt: light takes half a bound"},
        LimberRow{"horseBattery3lb", "lightAndHorseSwapped", 0, 0, "A24 alt: horse limbers free"}));

TEST(TricorneMovementPace, LightGunLimberReadingsChangeTheLimberedPace) {
    // limberedBonus: 6 + 5 = 11; limberingCostsFive: 6; swapped: light 6, horse 10 + 5 = 15.
    for (const auto& [option, light, horse] :
         {std::tuple{"limberedBonus", 11.0, 10.0}, std::tuple{"limberingCostsFive", 6.0, 10.0},
          std::tuple{"lightAndHorseSwapped", 6.0, 15.0}}) {
        testing::TricorneTestWorld world;
        world.options()["lightGunLimber"] = option;
        world.addUnit("l", 0, "battery3lb", 1, 20, 30, 0, Formation::Limbered);
        world.addUnit("h", 0, "horseBattery3lb", 1, 40, 30, 0, Formation::Limbered);
        GameState state = world.start();
        const TricorneContext context(state);
        EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("l")).inches, light) << option;
        EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("h")).inches, horse) << option;
    }
}

TEST(TricorneMovementPace, BattalionGunsHaveNoLimbersAndKeepTheirBattalionsPace) {
    // 2.1: the gun moves at its battalion's pace: column of route 10.
    testing::TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 30, 30, 0, Formation::ColumnOfRoute);
    world.addUnit("gun", 0, "battalionGun3lb", 1, 34, 30, 0, Formation::Unlimbered).status = {
        {"battalion", "ir"}};
    world.addUnit("lone", 0, "battalionGun3lb", 1, 50, 30, 0, Formation::Unlimbered);
    GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("gun")).inches, 10);
    EXPECT_DOUBLE_EQ(tricornePace(context, *context.unit("lone")).inches, 6) << "light class";
    EXPECT_FALSE(limberTiming(context, *context.unit("gun")).possible);
}

}  // namespace
}  // namespace adjutant
