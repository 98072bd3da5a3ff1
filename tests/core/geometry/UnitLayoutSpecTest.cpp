#include "core/rules/UnitLayoutSpec.h"

#include <gtest/gtest.h>

namespace adjutant {
namespace {

// A ruleset cut down to what layouts need: Tricorne 4's 15 mm bases.
RulesetDefinition smallRuleset() {
    RulesetDefinition ruleset;
    ruleset.id = "test";
    FigureScale scale;
    scale.key = "15mm";
    scale.bases["infantry"] = {10, 15};
    scale.bases["artillery"] = {40, 40, 2};  // the printed base holds 2 guns
    ruleset.figureScales.push_back(scale);
    ruleset.layouts.push_back({Formation::Line, 2, 0, 1.0});
    ruleset.layouts.push_back({Formation::ColumnOfRoute, 0, 2, 1.0});
    ruleset.layouts.push_back({Formation::Unlimbered, 1, 0, 1.0});
    UnitType musketeer;
    musketeer.key = "musketeer";
    musketeer.baseKind = "infantry";
    musketeer.figuresPerStand = 4;
    ruleset.unitTypes.push_back(musketeer);
    UnitType gun;
    gun.key = "gun12lb";
    gun.baseKind = "artillery";
    gun.battery = true;
    ruleset.unitTypes.push_back(gun);
    return ruleset;
}

Unit unitOf(const std::string& type, Formation formation, int figures, int guns = 0) {
    Unit unit;
    unit.type = type;
    unit.formation = formation;
    unit.figures = figures;
    unit.guns = guns;
    return unit;
}

TEST(UnitLayoutSpec, ConvertsInfantryBasesToInches) {
    const auto spec =
        layoutSpecFor(unitOf("musketeer", Formation::Line, 12), smallRuleset(), "15mm");
    ASSERT_TRUE(spec.has_value());
    EXPECT_NEAR(spec->figureFrontage, 0.3937007874, 1e-9);  // 10 / 25.4
    EXPECT_NEAR(spec->figureDepth, 0.5905511811, 1e-9);     // 15 / 25.4
    EXPECT_EQ(spec->ranks, 2);
    EXPECT_EQ(spec->figures, 12);
    EXPECT_EQ(spec->figuresPerStand, 4);
    EXPECT_EQ(spec->cohesion, Cohesion::Ordered);
    // Laid out: 6 figures across -> 60 mm = 2.3622".
    const auto layout = geometry::layoutUnit(*spec, Pose{});
    EXPECT_NEAR(layout.frontage, 60 / 25.4, 1e-9);
}

TEST(UnitLayoutSpec, BatteryBaseGrowsWithGunsBeyondTwo) {
    // Tricorne 1.5: 4 guns in 15 mm on 80 x 40 mm = 3.1496" x 1.5748".
    const auto four =
        layoutSpecFor(unitOf("gun12lb", Formation::Unlimbered, 4, 4), smallRuleset(), "15mm");
    ASSERT_TRUE(four.has_value());
    EXPECT_TRUE(four->battery);
    EXPECT_EQ(four->guns, 4);
    EXPECT_NEAR(four->figureFrontage, 80 / 25.4, 1e-9);
    EXPECT_NEAR(four->figureDepth, 40 / 25.4, 1e-9);
    // One gun still stands on the printed 1-2 gun base: 40 mm.
    const auto one =
        layoutSpecFor(unitOf("gun12lb", Formation::Unlimbered, 4, 1), smallRuleset(), "15mm");
    ASSERT_TRUE(one.has_value());
    EXPECT_NEAR(one->figureFrontage, 40 / 25.4, 1e-9);
}

TEST(UnitLayoutSpec, AGunBaseWithNoGunCountNeverWidens) {
    // A ruleset whose gun base holds one model (no "guns"): 4 guns stay 40 mm.
    RulesetDefinition ruleset = smallRuleset();
    ruleset.figureScales[0].bases["artillery"].guns = 0;
    const auto four =
        layoutSpecFor(unitOf("gun12lb", Formation::Unlimbered, 4, 4), ruleset, "15mm");
    ASSERT_TRUE(four.has_value());
    EXPECT_NEAR(four->figureFrontage, 40 / 25.4, 1e-9);
    // Three guns on a 2-gun base: 40 x 3 / 2 = 60 mm.
    const auto three =
        layoutSpecFor(unitOf("gun12lb", Formation::Unlimbered, 4, 3), smallRuleset(), "15mm");
    ASSERT_TRUE(three.has_value());
    EXPECT_NEAR(three->figureFrontage, 60 / 25.4, 1e-9);
}

TEST(UnitLayoutSpec, PassesCohesionThrough) {
    const auto spec = layoutSpecFor(unitOf("musketeer", Formation::ColumnOfRoute, 12),
                                    smallRuleset(), "15mm", Cohesion::Unformed);
    ASSERT_TRUE(spec.has_value());
    EXPECT_EQ(spec->cohesion, Cohesion::Unformed);
    EXPECT_EQ(spec->files, 2);
}

TEST(UnitLayoutSpec, EmptyWhenAnythingIsUnknown) {
    const RulesetDefinition ruleset = smallRuleset();
    EXPECT_FALSE(layoutSpecFor(unitOf("hussar", Formation::Line, 10), ruleset, "15mm").has_value());
    EXPECT_FALSE(
        layoutSpecFor(unitOf("musketeer", Formation::Line, 12), ruleset, "28mm").has_value());
    EXPECT_FALSE(
        layoutSpecFor(unitOf("musketeer", Formation::Square, 12), ruleset, "15mm").has_value());
    RulesetDefinition noBase = ruleset;
    noBase.figureScales[0].bases.erase("infantry");
    EXPECT_FALSE(
        layoutSpecFor(unitOf("musketeer", Formation::Line, 12), noBase, "15mm").has_value());
}

}  // namespace
}  // namespace adjutant
