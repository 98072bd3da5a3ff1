#include "core/editor/MapCalibration.h"

#include <gtest/gtest.h>

#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using test::shippedRuleset;

constexpr double kTolerance = 1e-9;

TEST(MapCalibrationTest, PacesBecomeTableInchesThroughTheRulesetsPacesPerInch) {
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    ASSERT_DOUBLE_EQ(tricorne.pacesPerInch, 33.333);
    std::string error;
    // 600 paces / 33.333 paces per inch = 18.00018 inches at 15 mm.
    const auto inches = groundToTableInches(600, GroundUnit::Paces, tricorne, "15mm", error);
    ASSERT_TRUE(inches.has_value()) << error;
    EXPECT_NEAR(*inches, 600 / 33.333, kTolerance);
    EXPECT_NEAR(*inches, 18.00018, 1e-5);
    // 6 mm figures halve every distance (Tricorne 1.4).
    EXPECT_NEAR(*groundToTableInches(600, GroundUnit::Paces, tricorne, "6mm", error), 9.00009,
                1e-5);
    // Yards in a ruleset written in paces: 480 yards = 600 paces at 0.8 yard a pace.
    EXPECT_NEAR(*groundToTableInches(480, GroundUnit::Yards, tricorne, "15mm", error), 18.00018,
                1e-5);
    EXPECT_EQ(*groundToTableInches(7.5, GroundUnit::TableInches, tricorne, "15mm", error), 7.5);
}

TEST(MapCalibrationTest, YardsGoThroughTheYardsPerInchOfARulesetWrittenInYards) {
    const RulesetDefinition& fireEffect = shippedRuleset("fire-effect-1870");
    ASSERT_EQ(fireEffect.distanceUnit, "yard");
    ASSERT_DOUBLE_EQ(fireEffect.unitsPerInch, 50);
    std::string error;
    // 900 yards at 50 yards to the inch.
    EXPECT_NEAR(*groundToTableInches(900, GroundUnit::Yards, fireEffect, "15mm", error), 18.0,
                kTolerance);
    // 1125 paces = 900 yards.
    EXPECT_NEAR(*groundToTableInches(1125, GroundUnit::Paces, fireEffect, "15mm", error), 18.0,
                kTolerance);
}

TEST(MapCalibrationTest, RefusesWhatCannotBeConverted) {
    std::string error;
    const RulesetDefinition& princes = shippedRuleset("princes");
    EXPECT_FALSE(groundToTableInches(600, GroundUnit::Paces, princes, "15mm", error));
    EXPECT_NE(error.find("table inches"), std::string::npos) << error;
    EXPECT_EQ(*groundToTableInches(12, GroundUnit::TableInches, princes, "15mm", error), 12);
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    error.clear();
    EXPECT_FALSE(groundToTableInches(600, GroundUnit::Paces, tricorne, "54mm", error));
    EXPECT_NE(error.find("54mm"), std::string::npos) << error;
    error.clear();
    EXPECT_FALSE(groundToTableInches(0, GroundUnit::Paces, tricorne, "15mm", error));
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(groundToTableInches(-5, GroundUnit::TableInches, tricorne, "15mm", error));
}

TEST(MapCalibrationTest, AStretchedMapCoversTheTable) {
    Table table;  // 72 x 48
    MapImage map;
    map.file = "map.png";
    // 1000 px over 72 in and 500 px over 48 in.
    const Vec2 pixel = tableToImagePixels(map, table, 1000, 500, {18, 24});
    EXPECT_NEAR(pixel.x, 250, kTolerance);
    EXPECT_NEAR(pixel.y, 250, kTolerance);
    const Vec2 corner = tableToImagePixels(map, table, 1000, 500, {72, 48});
    EXPECT_NEAR(corner.x, 1000, kTolerance);
    EXPECT_NEAR(corner.y, 500, kTolerance);
}

TEST(MapCalibrationTest, CalibratingAStretchedMapToSixHundredPacesInTricorne) {
    const RulesetDefinition& tricorne = shippedRuleset("tricorne");
    Table table;
    MapImage map;
    map.file = "map.png";
    std::string error;
    const double inches = *groundToTableInches(600, GroundUnit::Paces, tricorne, "15mm", error);
    // The points 36 in apart lie at image pixels (250, 250) and (750, 250): 500 px.
    const auto calibrated = calibrateMap(map, table, 1000, 500, {18, 24}, {54, 24}, inches, error);
    ASSERT_TRUE(calibrated.has_value()) << error;
    const double inchesPerPixel = 18.00018000180002 / 500;  // 0.0360003600036
    EXPECT_NEAR(calibrated->inchesPerPixel, inchesPerPixel, kTolerance);
    // The pixel under the first point stays there: top left = (18, 24) - 250 px * scale.
    EXPECT_NEAR(calibrated->topLeft.x, 18 - 250 * inchesPerPixel, kTolerance);  // 8.99991
    EXPECT_NEAR(calibrated->topLeft.y, 24 - 250 * inchesPerPixel, kTolerance);  // 14.99991
    const Vec2 anchor = tableToImagePixels(*calibrated, table, 1000, 500, {18, 24});
    EXPECT_NEAR(anchor.x, 250, 1e-6);
    EXPECT_NEAR(anchor.y, 250, 1e-6);
    // The pixel that was under the second point now lies 18.00018 in from the first.
    const Vec2 second{calibrated->topLeft.x + 750 * calibrated->inchesPerPixel,
                      calibrated->topLeft.y + 250 * calibrated->inchesPerPixel};
    EXPECT_NEAR(second.x - 18, 18.00018, 1e-5);
    EXPECT_EQ(calibrated->file, "map.png");
}

TEST(MapCalibrationTest, CalibratingInYardsForFireEffect) {
    const RulesetDefinition& fireEffect = shippedRuleset("fire-effect-1870");
    Table table;
    MapImage map;
    map.file = "map.png";
    std::string error;
    const double inches = *groundToTableInches(900, GroundUnit::Yards, fireEffect, "15mm", error);
    const auto calibrated = calibrateMap(map, table, 1000, 500, {18, 24}, {54, 24}, inches, error);
    ASSERT_TRUE(calibrated.has_value()) << error;
    EXPECT_NEAR(calibrated->inchesPerPixel, 0.036, kTolerance);  // 18 in over 500 px
    EXPECT_NEAR(calibrated->topLeft.x, 9, kTolerance);           // 18 - 250 x 0.036
    EXPECT_NEAR(calibrated->topLeft.y, 15, kTolerance);          // 24 - 250 x 0.036
}

TEST(MapCalibrationTest, RecalibratingAScaledMapKeepsTheFirstPoint) {
    Table table;
    MapImage map;
    map.file = "map.png";
    map.topLeft = {2, 3};
    map.inchesPerPixel = 0.05;
    std::string error;
    // (12, 13) is pixel (200, 200) and (12, 23) pixel (200, 400): 200 px for 5 in.
    const auto calibrated = calibrateMap(map, table, 1000, 500, {12, 13}, {12, 23}, 5, error);
    ASSERT_TRUE(calibrated.has_value()) << error;
    EXPECT_NEAR(calibrated->inchesPerPixel, 0.025, kTolerance);
    EXPECT_NEAR(calibrated->topLeft.x, 7, kTolerance);
    EXPECT_NEAR(calibrated->topLeft.y, 8, kTolerance);
}

TEST(MapCalibrationTest, RefusesTheSamePointTwiceOrNoDistance) {
    Table table;
    MapImage map;
    map.file = "map.png";
    std::string error;
    EXPECT_FALSE(calibrateMap(map, table, 1000, 500, {10, 10}, {10, 10}, 5, error));
    EXPECT_FALSE(error.empty());
    error.clear();
    EXPECT_FALSE(calibrateMap(map, table, 1000, 500, {10, 10}, {20, 10}, 0, error));
    EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace adjutant
