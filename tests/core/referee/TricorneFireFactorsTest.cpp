// Each firing factor of 14.6 switched on alone against a base case, through the
// fire procedure: the expected total before the die is written out for each.

#include <gtest/gtest.h>

#include <functional>

#include "tests/core/referee/TricorneFireTestSupport.h"

namespace adjutant {
namespace {

using testing::addFirer;
using testing::addTargetAhead;
using testing::fireWith;
using testing::kFirerX;
using testing::kFirerY;
using World = testing::TricorneTestWorld;

constexpr double kInch = 25.4;  // mm
// 15 mm infantry: 10 mm wide, 15 mm deep; a 12-figure line is 6 files by 2 ranks.
constexpr double kLineFrontage = 6 * 10 / kInch;
constexpr double kLineDepth = 2 * 15 / kInch;

struct FactorCase {
    const char* name;
    const char* factor;  // the firingFactors row expected, "" for none
    double expectedTotal;
    std::function<void(World&)> setup;            // places firer "f" and target "t"
    std::function<void(GameState&)> status = {};  // then changes their status
};

// The base case: 12 Prussian musketeers in line, stationary, first volley
// already fired, direct fire at Austrian musketeers in line 3 in away in the open:
// medium range, 12 x 1 = 12, no factor.
void baseFirer(World& w) {
    addFirer(w, "f", "musketeer", 12);
}
void baseTarget(World& w) {
    addTargetAhead(w, "t", "musketeer", 12, 3.0);
}
void base(World& w) {
    baseFirer(w);
    baseTarget(w);
}

TerrainArea areaAlongTargetFront(AreaKind kind, double distance) {
    TerrainArea area;
    area.id = "area";
    area.name = "cover";
    area.kind = kind;
    const double edge = kFirerY - distance;
    area.outline = {{20, edge - 8}, {52, edge - 8}, {52, edge}, {20, edge}};
    return area;
}

const std::vector<FactorCase>& cases() {
    static const std::vector<FactorCase> all = {
        {"Base", "", 12.0, base},
        // 1: 12 - 2 = 10.
        {"TargetInSkirmishLine", "targetInSkirmishLine", 10.0,
         [](World& w) {
             baseFirer(w);
             addTargetAhead(w, "t", "lightInfantry", 8, 3.0, Formation::SkirmishLine);
         }},
        // 2: 12 + 2 = 14, from a flank.
        {"TargetEnfiladed", "targetEnfiladedOrInColumnOfRoute", 14.0,
         [](World& w) {
             baseFirer(w);
             // Facing across the firer's front: its lower flank edge lies 3 in ahead.
             w.addUnit("t", 1, "musketeer", 12, kFirerX + kLineDepth / 2,
                       kFirerY - 3.0 - kLineFrontage / 2, 90);
         }},
        // 2: 12 + 2 = 14, in column of route.
        {"TargetInColumnOfRoute", "targetEnfiladedOrInColumnOfRoute", 14.0,
         [](World& w) {
             baseFirer(w);
             addTargetAhead(w, "t", "musketeer", 12, 3.0, Formation::ColumnOfRoute);
         }},
        // 3: 12 + 1 = 13, in square.
        {"TargetInSquare", "targetInSquareOrObliqueFire", 13.0,
         [](World& w) {
             baseFirer(w);
             addTargetAhead(w, "t", "musketeer", 12, 3.0, Formation::Square);
         }},
        // 3: 12 + 1 = 13, oblique: the target turned 30 degrees.
        {"ObliqueFire", "targetInSquareOrObliqueFire", 13.0,
         [](World& w) {
             baseFirer(w);
             w.addUnit("t", 1, "musketeer", 12, kFirerX, kFirerY - 3.5, 150);
         }},
        // 4: 12 - 2 = 10, in a town.
        {"TargetInHardCoverTown", "targetInHardCover", 10.0,
         [](World& w) {
             base(w);
             w.scenario().table.areas.push_back(areaAlongTargetFront(AreaKind::Town, 3.0));
         }},
        // 4: 12 - 2 = 10, behind a wall along its front.
        {"TargetBehindWall", "targetInHardCover", 10.0,
         [](World& w) {
             base(w);
             LinearFeature wall;
             wall.id = "wall";
             wall.kind = LinearKind::Wall;
             const double y = kFirerY - 3.0 + 0.01;
             wall.points = {{30, y}, {42, y}};
             w.scenario().table.lines.push_back(wall);
         }},
        // 5: 12 - 1 = 11, in a wood.
        {"TargetInSoftCover", "targetInSoftCover", 11.0,
         [](World& w) {
             base(w);
             w.scenario().table.areas.push_back(areaAlongTargetFront(AreaKind::Woods, 3.0));
         }},
        // 6: 12 + 2 = 14.
        {"MusketFireAtCavalry", "musketFireAtCavalry", 14.0,
         [](World& w) {
             baseFirer(w);
             addTargetAhead(w, "t", "hussar", 12, 3.0);
         }},
        // 7: a battery of two 6 lb guns, short range (up to 9): 2 x 2 = 4; + 1 = 5.
        {"ArtilleryFireAtCavalry", "artilleryFireAtCavalry", 5.0,
         [](World& w) {
             addFirer(w, "f", "battery6lb", 1, Formation::Unlimbered).guns = 2;
             addTargetAhead(w, "t", "hussar", 12, 3.0);
         }},
        {"ArtilleryBase", "", 4.0,
         [](World& w) {
             addFirer(w, "f", "battery6lb", 1, Formation::Unlimbered).guns = 2;
             baseTarget(w);
         }},
        // 8: advancing, so the front rank only: 6 x 1 = 6; - 1 = 5.
        {"InfantryAdvancingAndFiring", "infantryAdvancingAndFiring", 5.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->thisBound.advanced = 2.0; }},
        // 9: 12 - 1 = 11 for each of the four states.
        {"FirerShaken", "firerShakenUnformedRetiredOrRetreated", 11.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->shaken = true; }},
        {"FirerUnformed", "firerShakenUnformedRetiredOrRetreated", 11.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->unformed = true; }},
        {"FirerRetiredThisBound", "firerShakenUnformedRetiredOrRetreated", 11.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->thisBound.retired = true; }},
        {"FirerRetreatedLastBound", "firerShakenUnformedRetiredOrRetreated", 11.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->lastBound.retreated = true; }},
        // 10: first volley, floor(12 / 3) = +4 -> 16.
        {"FirstVolley", "firstVolley", 16.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->firstVolleyFired = false; }},
        // 11: 12 - 1 = 11.
        {"RussianInfantryFiring", "russianInfantryFiring", 11.0,
         [](World& w) {
             addFirer(w, "f", "musketeer", 12, Formation::Line, "russia");
             baseTarget(w);
         }},
        // 12: 12 - 2 = 10.
        {"FirerRoutedLastBound", "firerRoutedLastBound", 10.0, base,
         [](GameState& s) { tricorneState(s).editStatus("f")->lastBound.routed = true; }},
        // 13: 12 + 1 = 13.
        {"TargetRussianInfantry", "targetRussianInfantry", 13.0,
         [](World& w) {
             baseFirer(w);
             addTargetAhead(w, "t", "musketeer", 12, 3.0, Formation::Line, "russia");
         }},
    };
    return all;
}

class TricorneFireFactor : public ::testing::TestWithParam<FactorCase> {};

TEST_P(TricorneFireFactor, AloneAgainstTheBaseCase) {
    const FactorCase& c = GetParam();
    World world;
    c.setup(world);
    GameState state = world.start();
    // The base firer has fired its first volley; the first-volley case undoes this.
    tricorneState(state).editStatus("f")->firstVolleyFired = true;
    if (c.status) {
        c.status(state);
    }
    const FireResult r = fireWith(state, testing::fireAt("f", "t"), {6, 6});
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_EQ(r.check.band, r.check.gunsFiring > 0 ? "short" : "medium");
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, c.expectedTotal);
    ASSERT_EQ(r.factors.size(), std::string(c.factor).empty() ? 0u : 1u);
    if (!r.factors.empty()) {
        EXPECT_EQ(r.factors[0].key, c.factor);
    }
}

INSTANTIATE_TEST_SUITE_P(Line, TricorneFireFactor, ::testing::ValuesIn(cases()),
                         [](const auto& p) { return std::string(p.param.name); });

// A38: a battalion with two 3 lb guns firing together at cavalry 3 in away:
// 12 x 1 + 2 x 1.5 = 15; musket at cavalry +2, artillery at cavalry +1.
double combinedAtCavalry(const std::string& reading) {
    World world;
    world.options()["combinedFireAtCavalry"] = reading;
    addFirer(world, "f", "musketeer", 12).battalionGuns = AttachedGuns{2, "gun3lb"};
    addTargetAhead(world, "t", "hussar", 12, 3.0);
    GameState state = world.start();
    tricorneState(state).editStatus("f")->firstVolleyFired = true;
    return fireWith(state, testing::fireAt("f", "t"), {6, 6}).totalBeforeDie;
}

TEST(TricorneFireFactors, CombinedFireAtCavalryTakesBothLinesOrInfantryOnly) {
    EXPECT_DOUBLE_EQ(combinedAtCavalry("both"), 18.0);          // 15 + 2 + 1
    EXPECT_DOUBLE_EQ(combinedAtCavalry("infantryOnly"), 17.0);  // 15 + 2
}

// A37's four readings of the first-volley bonus, for a stationary line of 10
// (5 + 5) and of 12 (6 + 6), firing at 3 in (medium, x 1).
double firstVolley(const std::string& reading, int figures) {
    World world;
    world.options()["firstVolleyBonus"] = reading;
    addFirer(world, "f", "musketeer", figures);
    baseTarget(world);
    const GameState state = world.start();
    return fireWith(state, testing::fireAt("f", "t"), {6, 6}).factorTotal;
}

TEST(TricorneFireFactors, FirstVolleyUnderEachReading) {
    EXPECT_DOUBLE_EQ(firstVolley("perThreeFigures", 10), 3.0);     // floor(10/3)
    EXPECT_DOUBLE_EQ(firstVolley("perGroupBegun", 10), 4.0);       // ceil(10/3)
    EXPECT_DOUBLE_EQ(firstVolley("perThreeInEachRank", 10), 2.0);  // floor(5/3) + floor(5/3)
    EXPECT_DOUBLE_EQ(firstVolley("flatTwo", 10), 2.0);
    EXPECT_DOUBLE_EQ(firstVolley("perThreeFigures", 12), 4.0);  // 12/3
    EXPECT_DOUBLE_EQ(firstVolley("perGroupBegun", 12), 4.0);
    EXPECT_DOUBLE_EQ(firstVolley("perThreeInEachRank", 12), 4.0);  // 6/3 + 6/3
    EXPECT_DOUBLE_EQ(firstVolley("flatTwo", 12), 2.0);
}

TEST(TricorneFireFactors, CoverAndPoorStateStackOnlyAsA38Says) {
    // Shaken and unformed together are one line (-1); a wood and a wall: the
    // better cover, hard (-2). 12 - 1 - 2 = 9.
    World world;
    base(world);
    world.scenario().table.areas.push_back(areaAlongTargetFront(AreaKind::Woods, 3.0));
    LinearFeature wall;
    wall.kind = LinearKind::Wall;
    wall.points = {{30, kFirerY - 3.0 + 0.01}, {42, kFirerY - 3.0 + 0.01}};
    world.scenario().table.lines.push_back(wall);
    GameState state = world.start();
    tricorneState(state).editStatus("f")->firstVolleyFired = true;
    tricorneState(state).editStatus("f")->shaken = true;
    tricorneState(state).editStatus("f")->unformed = true;
    const FireResult r = fireWith(state, testing::fireAt("f", "t"), {6, 6});
    ASSERT_TRUE(r.fired) << r.check.reason;
    EXPECT_DOUBLE_EQ(r.totalBeforeDie, 9.0);
}

}  // namespace
}  // namespace adjutant
