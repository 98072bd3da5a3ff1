#include <gtest/gtest.h>

#include "tests/ui/GameTestSupport.h"
#include "ui/session/DistanceFormat.h"

namespace adjutant {
namespace {

using ui::DistanceFormat;
using ui::GroundScale;

const RulesetDefinition& ruleset(const std::string& id) {
    const RulesetDefinition* found = testing::gameTestRulesets().find(id);
    EXPECT_NE(found, nullptr) << id;
    return *found;
}

TEST(DistanceFormat, TricorneGivesInchesThenPacesAtTheFigureScale) {
    // 100 paces to 3 in at 15 mm; at 6 mm distances are halved, so an inch is twice the ground.
    const GroundScale full = GroundScale::of(ruleset("tricorne"), "15mm");
    EXPECT_NEAR(full.perTableInch, 33.333, 1e-3);
    EXPECT_FALSE(full.tablesInGround);
    const DistanceFormat format(false, full);
    EXPECT_EQ(format.length(12.0), "12.0 in");
    EXPECT_EQ(format.lengthWithGround(12.0), "12.0 in (400 paces)");
    EXPECT_EQ(format.limit(18.0), "18 in");
    EXPECT_EQ(format.limit(4.5), "4.5 in");
    const DistanceFormat halved(false, GroundScale::of(ruleset("tricorne"), "6mm"));
    EXPECT_EQ(halved.lengthWithGround(12.0), "12.0 in (800 paces)");
}

TEST(DistanceFormat, MetricTableLengthsKeepTheGround) {
    const DistanceFormat format(true, GroundScale::of(ruleset("tricorne"), "15mm"));
    EXPECT_EQ(format.length(10.0), "25.4 cm");
    EXPECT_EQ(format.lengthWithGround(3.0), "7.6 cm (100 paces)");
    EXPECT_EQ(format.limit(10.0), "25.4 cm");
    EXPECT_EQ(format.limit(1.0 / 0.254), "10 cm");
}

TEST(DistanceFormat, FireEffectSpeaksInYardsFirst) {
    // Its tables are in yards, 50 to the table inch by default.
    const GroundScale ground = GroundScale::of(ruleset("fire-effect-1870"), "15mm");
    EXPECT_DOUBLE_EQ(ground.perTableInch, 50.0);
    EXPECT_TRUE(ground.tablesInGround);
    const DistanceFormat format(false, ground);
    EXPECT_EQ(format.length(12.0), "600 yds");
    EXPECT_EQ(format.limit(8.0), "400 yds");
    EXPECT_EQ(format.lengthWithGround(12.0), "600 yds (12.0 in)");
    EXPECT_EQ(format.position({2.0, 4.0}), "x 100 yds (2.0 in), y 200 yds (4.0 in)");
}

TEST(DistanceFormat, WarOfPrincesMeasuresInTableInchesOnly) {
    const GroundScale ground = GroundScale::of(ruleset("princes"), "15mm");
    EXPECT_TRUE(ground.empty());
    const DistanceFormat format(false, ground);
    EXPECT_EQ(format.lengthWithGround(7.5), "7.5 in");
    EXPECT_EQ(format.limit(6.0), "6 in");
}

}  // namespace
}  // namespace adjutant
