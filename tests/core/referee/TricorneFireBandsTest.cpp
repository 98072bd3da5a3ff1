// Every row of the weapon table (14.5) at each band limit (inclusive, A33), just
// beyond it, and beyond long range, where there is no fire.

#include <gtest/gtest.h>

#include <optional>

#include "tests/core/referee/TricorneFireTestSupport.h"

namespace adjutant {
namespace {

using testing::addFirer;
using testing::addTargetAhead;
using testing::fireWith;
using World = testing::TricorneTestWorld;

constexpr double kJustBeyond = 0.01;  // inches

struct BandCase {
    const char* weapon;  // the row under test
    double distance;
    std::optional<double> weaponTotal;  // nullopt: beyond long range, no fire
};

// The firers: 12 musketeers in line; 8 jaegers in skirmish line; one 2 lb
// battalion gun; batteries of 2 guns; 2 attached 30 lb guns (no unit type
// carries them), which fire alone beyond musket range (14.3.2).
void addFirerFor(World& world, const std::string& weapon) {
    if (weapon == "musket") {
        addFirer(world, "f", "musketeer", 12);
    } else if (weapon == "rifle") {
        addFirer(world, "f", "jaeger", 8, Formation::SkirmishLine);
    } else if (weapon == "gun2lb") {
        addFirer(world, "f", "battalionGun2lb", 1, Formation::Unlimbered);
    } else if (weapon == "gun30lb") {
        addFirer(world, "f", "musketeer", 12).battalionGuns = AttachedGuns{2, "gun30lb"};
    } else {
        const std::string type = weapon == "gun3lb"    ? "battery3lb"
                                 : weapon == "gun6lb"  ? "battery6lb"
                                 : weapon == "gun12lb" ? "battery12lb"
                                                       : "battery24lb";
        addFirer(world, "f", type, 1, Formation::Unlimbered).guns = 2;
    }
}

class TricorneFireBand : public ::testing::TestWithParam<BandCase> {};

TEST_P(TricorneFireBand, FactorAtDistance) {
    const BandCase& c = GetParam();
    World world;
    addFirerFor(world, c.weapon);
    addTargetAhead(world, "t", "musketeer", 12, c.distance);
    GameState state = world.start();
    tricorneState(state).editStatus("f")->firstVolleyFired = true;
    const FireResult r = fireWith(state, testing::fireAt("f", "t"), {6, 6});
    EXPECT_NEAR(r.check.measuredDistance, c.distance, 1e-9);
    if (!c.weaponTotal) {
        EXPECT_FALSE(r.fired);
        EXPECT_NE(r.check.reason.find("target beyond long range"), std::string::npos)
            << r.check.reason;
        return;
    }
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_DOUBLE_EQ(r.weaponTotal, *c.weaponTotal);
}

// Totals = count x factor, factors from 14.5.
const BandCase kCases[] = {
    // Musket x 12: 2 - 1.5, 4 - 1, 6 - 0.5.
    {"musket", 2, 18},
    {"musket", 2 + kJustBeyond, 12},
    {"musket", 4, 12},
    {"musket", 4 + kJustBeyond, 6},
    {"musket", 6, 6},
    {"musket", 6 + kJustBeyond, std::nullopt},
    // Rifle x 8: 3 - 1.5, 6 - 1, 9 - 0.5.
    {"rifle", 3, 12},
    {"rifle", 3 + kJustBeyond, 8},
    {"rifle", 6, 8},
    {"rifle", 6 + kJustBeyond, 4},
    {"rifle", 9, 4},
    {"rifle", 9 + kJustBeyond, std::nullopt},
    // 1/2 lb x 1: 6 - 1.5, 12 - 1, 21 - 0.5.
    {"gun2lb", 6, 1.5},
    {"gun2lb", 6 + kJustBeyond, 1},
    {"gun2lb", 12, 1},
    {"gun2lb", 12 + kJustBeyond, 0.5},
    {"gun2lb", 21, 0.5},
    {"gun2lb", 21 + kJustBeyond, std::nullopt},
    // 3/4 lb x 2: 9 - 1.5, 15 - 1, 24 - 0.5.
    {"gun3lb", 9, 3},
    {"gun3lb", 9 + kJustBeyond, 2},
    {"gun3lb", 15, 2},
    {"gun3lb", 15 + kJustBeyond, 1},
    {"gun3lb", 24, 1},
    {"gun3lb", 24 + kJustBeyond, std::nullopt},
    // 6/7/8 lb x 2: 9 - 2, 18 - 1, 30 - 0.5.
    {"gun6lb", 9, 4},
    {"gun6lb", 9 + kJustBeyond, 2},
    {"gun6lb", 18, 2},
    {"gun6lb", 18 + kJustBeyond, 1},
    {"gun6lb", 30, 1},
    {"gun6lb", 30 + kJustBeyond, std::nullopt},
    // 10/12 lb x 2: 9 - 2.5, 18 - 1.5, 30 - 1.
    {"gun12lb", 9, 5},
    {"gun12lb", 9 + kJustBeyond, 3},
    {"gun12lb", 18, 3},
    {"gun12lb", 18 + kJustBeyond, 2},
    {"gun12lb", 30, 2},
    {"gun12lb", 30 + kJustBeyond, std::nullopt},
    // 18/24 lb x 2: 9 - 3, 18 - 1.5, 33 - 1.
    {"gun24lb", 9, 6},
    {"gun24lb", 9 + kJustBeyond, 3},
    {"gun24lb", 18, 3},
    {"gun24lb", 18 + kJustBeyond, 2},
    {"gun24lb", 33, 2},
    {"gun24lb", 33 + kJustBeyond, std::nullopt},
    // 30 lb x 2: 9 - 3.5, 18 - 1.5, 36 - 1.
    {"gun30lb", 9, 7},
    {"gun30lb", 9 + kJustBeyond, 3},
    {"gun30lb", 18, 3},
    {"gun30lb", 18 + kJustBeyond, 2},
    {"gun30lb", 36, 2},
    {"gun30lb", 36 + kJustBeyond, std::nullopt},
};

INSTANTIATE_TEST_SUITE_P(Rows, TricorneFireBand, ::testing::ValuesIn(kCases), [](const auto& p) {
    std::string name = std::string(p.param.weapon) + "_" + std::to_string(p.index);
    return name;
});

TEST(TricorneFireBands, SmallerFigureScalesHalveTheRanges) {
    // 1.4 (S4): musket long range is 3 in for 6 mm figures.
    for (const double distance : {3.0, 3.0 + kJustBeyond}) {
        World world;
        world.scenario().figureScale = "6mm";
        addFirer(world, "f", "musketeer", 12);
        addTargetAhead(world, "t", "musketeer", 12, distance);
        const GameState state = world.start();
        const FireResult r = fireWith(state, testing::fireAt("f", "t"), {6, 6});
        if (distance == 3.0) {
            ASSERT_TRUE(r.fired) << r.check.reason;
            EXPECT_EQ(r.check.band, "long");
        } else {
            EXPECT_FALSE(r.fired);
            EXPECT_EQ(r.check.reason,
                      "target beyond long range: 3.01 in, Musket long range 3 in (14.5)");
        }
    }
}

}  // namespace
}  // namespace adjutant
