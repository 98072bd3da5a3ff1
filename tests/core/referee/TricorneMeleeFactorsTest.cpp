// The melee factor per figure (12.2, A18, A19) and the tactical factors (12.4,
// A20, A21): one row per line of the tables, and the ground they read.

#include <gtest/gtest.h>

#include "core/referee/tricorne/TricorneMeleeFactors.h"
#include "tests/core/referee/TricorneMeleeTestSupport.h"

namespace adjutant {
namespace {

const AppliedTacticalFactor* find(const std::vector<AppliedTacticalFactor>& list,
                                  const std::string& key) {
    for (const AppliedTacticalFactor& f : list) {
        if (f.key == key) {
            return &f;
        }
    }
    return nullptr;
}

TEST(TricorneMeleeFactors, EachTacticalFactorOnItsOwn) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    struct Row {
        TacticalFactorInputs in;
        std::string key;
        double value;
    };
    // Built step by step: GCC 12 misreads designated initializers with a
    // string member inside a list here.
    auto with = [](const std::string& category, auto set) {
        TacticalFactorInputs in;
        in.category = troopCategoryFromKey(category);
        set(in);
        return in;
    };
    const std::vector<Row> rows{
        {with("infantry", [](auto& in) { in.attackedInFlankOrRear = true; }),
         "attackedInFlankOrRear", -2},
        {with("infantry", [](auto& in) { in.enemyBehindHardCover = true; }),
         "infantryAgainstHardCover", -2},
        {with("infantry",
              [](auto& in) {
                  in.grenadier = true;
                  in.enemyBehindHardCover = true;
              }),
         "grenadiersAgainstHardCover", -1},
        {with("cavalry", [](auto& in) { in.enemyInfantryInSquare = true; }), "cavalryAgainstSquare",
         -2},
        {with("cavalry", [](auto& in) { in.uphill = true; }), "fightingUphill", -1},
        {with("cavalry", [](auto& in) { in.reforming = true; }),
         "reformingShakenUnformedOrRetreated", -1},
        {with("cavalry", [](auto& in) { in.shaken = true; }), "reformingShakenUnformedOrRetreated",
         -1},
        {with("cavalry", [](auto& in) { in.unformed = true; }),
         "reformingShakenUnformedOrRetreated", -1},
        {with("infantry", [](auto& in) { in.retreatedLastBound = true; }),
         "reformingShakenUnformedOrRetreated", -1},
        {with("infantry", [](auto& in) { in.routedLastBound = true; }), "routedLastBound", -2},
    };
    for (const Row& row : rows) {
        const auto list = applicableTacticalFactors(context, row.in);
        ASSERT_EQ(list.size(), 1u) << row.key;
        EXPECT_EQ(list[0].key, row.key);
        EXPECT_DOUBLE_EQ(list[0].value, row.value) << row.key;
    }
    EXPECT_TRUE(applicableTacticalFactors(context, {.category = TroopCategory::Infantry}).empty());
}

TEST(TricorneMeleeFactors, EachLineCountsOnceHoweverManyOfItsConditionsHold) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    const auto list = applicableTacticalFactors(context, {.category = TroopCategory::Infantry,
                                                          .reforming = true,
                                                          .shaken = true,
                                                          .unformed = true,
                                                          .retreatedLastBound = true,
                                                          .routedLastBound = true});
    ASSERT_EQ(list.size(), 2u);
    EXPECT_DOUBLE_EQ(list[0].value + list[1].value, -3);
}

TEST(TricorneMeleeFactors, NotForTheWrongArm) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    // Cavalry takes no hard-cover deduction; infantry none against a square;
    // cavalry that broke through the square none either (A19).
    EXPECT_TRUE(applicableTacticalFactors(
                    context, {.category = TroopCategory::Cavalry, .enemyBehindHardCover = true})
                    .empty());
    EXPECT_TRUE(applicableTacticalFactors(
                    context, {.category = TroopCategory::Infantry, .enemyInfantryInSquare = true})
                    .empty());
    EXPECT_TRUE(applicableTacticalFactors(context, {.category = TroopCategory::Cavalry,
                                                    .enemyInfantryInSquare = true,
                                                    .brokeThroughEnemy = true})
                    .empty());
}

TEST(TricorneMeleeFactors, A21GrenadiersTakeNothingUnderTheNoneReading) {
    testing::TricorneTestWorld world;
    world.options()["grenadierHardCover"] = "none";
    const GameState state = world.start();
    const TricorneContext context(state);
    const auto list = applicableTacticalFactors(
        context,
        {.category = TroopCategory::Infantry, .grenadier = true, .enemyBehindHardCover = true});
    ASSERT_EQ(list.size(), 1u);
    EXPECT_DOUBLE_EQ(list[0].value, 0);
}

TEST(TricorneMeleeFactors, MeleeColumnForEachCase) {
    testing::TricorneTestWorld world;
    const GameState state = world.start();
    const TricorneContext context(state);
    struct Row {
        MeleeColumnInputs in;
        bool charging;
        std::string why;
    };
    const std::vector<Row> rows{
        {{.charged = true}, true, "charging"},
        {{}, false, "receiving the charge"},
        {{.charged = true, .continuing = true}, false, "continuing melee"},
        {{.charged = true, .counterCharge = true}, true, "counter-charge keeping the factor"},
        {{.charged = true, .counterCharge = true, .keepsChargingFactor = false},
         false,
         "counter-charge without it (A10)"},
        {{.charged = true, .impetusLost = true}, false, "impetus lost to an obstacle"},
        {{.charged = true, .unformedWhenCharged = true}, false, "unformed charger (A18)"},
        {{.breakingThrough = true}, true, "breaking through (A19)"},
        {{.brokenThroughBy = true}, true, "broken through, both charge (A19)"},
    };
    for (const Row& row : rows) {
        EXPECT_EQ(meleeColumn(context, row.in).charging, row.charging) << row.why;
    }
}

TEST(TricorneMeleeFactors, ColumnReadingsA18AndA19) {
    testing::TricorneTestWorld world;
    world.options()["unformedChargerColumn"] = "charging";
    world.options()["breakthroughMeleeColumn"] = "cavalryOnly";
    const GameState state = world.start();
    const TricorneContext context(state);
    EXPECT_TRUE(meleeColumn(context, {.charged = true, .unformedWhenCharged = true}).charging);
    EXPECT_FALSE(meleeColumn(context, {.brokenThroughBy = true}).charging);
    EXPECT_TRUE(meleeColumn(context, {.breakingThrough = true}).charging);
}

TEST(TricorneMeleeFactors, TheGroundTheyRead) {
    testing::TricorneTestWorld world;
    // The infantry (side 0) stands on a hill and in a town; the grenadiers below.
    TerrainArea hill;
    hill.id = "hill";
    hill.kind = AreaKind::Hill;
    hill.level = 1;
    hill.outline = {{20, 20}, {40, 20}, {40, 29.9}, {20, 29.9}};
    world.scenario().table.areas.push_back(hill);
    testing::addTown(world, 30, 28.5, 1);
    world.addUnit("gren", 0, "grenadier", 8, 30, 30, 0);
    world.addUnit("inf", 1, "musketeer", 12, 30, 30, 180);
    const GameState state = world.start();
    const TricorneContext context(state);
    const TacticalFactorInputs in =
        tacticalInputs(context, *context.unit("gren"), *context.unit("inf"), {});
    EXPECT_TRUE(in.grenadier);
    EXPECT_TRUE(in.uphill);
    EXPECT_TRUE(in.enemyBehindHardCover);
    EXPECT_FALSE(in.attackedInFlankOrRear);
    const auto list = applicableTacticalFactors(context, in);
    ASSERT_NE(find(list, "grenadiersAgainstHardCover"), nullptr);
    EXPECT_EQ(find(list, "infantryAgainstHardCover"), nullptr);
    ASSERT_NE(find(list, "fightingUphill"), nullptr);
    // Seen from above: no uphill, no cover to attack.
    const TacticalFactorInputs down =
        tacticalInputs(context, *context.unit("inf"), *context.unit("gren"), {});
    EXPECT_FALSE(down.uphill);
    EXPECT_FALSE(down.enemyBehindHardCover);
}

}  // namespace
}  // namespace adjutant
