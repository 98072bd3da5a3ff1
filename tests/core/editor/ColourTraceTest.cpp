// Tracing a region of a map by its colour (ColourTrace.h), on maps drawn here.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/editor/ColourTrace.h"
#include "core/editor/MapCalibration.h"
#include "core/editor/detail/EditChecks.h"
#include "core/json/InputLimits.h"
#include "tests/core/editor/TracingTestMaps.h"

namespace adjutant {
namespace {

using test::Colour;

constexpr Colour kGreen{60, 150, 70};
constexpr Colour kBlue{70, 110, 220};
constexpr double kPi = 3.14159265358979;

double areaOf(const std::vector<Vec2>& outline) {
    return std::abs(editor_detail::doubledArea(outline)) / 2;
}

/// A green ellipse 240 x 160 pixels with a clearing (a hole of 1,963 pixels),
/// a tree symbol (a small hole of 49 pixels) and a speck of green hung on its
/// edge by a line one pixel thick.
RasterImage blobWithHole() {
    RasterImage map = test::blankMap(400, 300);
    test::paint(map, kGreen, [](double x, double y) {
        const double dx = (x - 200) / 120, dy = (y - 150) / 80;
        return dx * dx + dy * dy <= 1;
    });
    test::paint(
        map, {245, 240, 225}, [](double x, double y) { return std::hypot(x - 170, y - 140) <= 25; },
        0);
    test::paint(
        map, {30, 30, 30},
        [](double x, double y) { return x >= 250 && x < 257 && y >= 150 && y < 157; }, 0);
    test::paint(map, kGreen, [](double x, double y) {
        return (y >= 150 && y < 151 && x >= 318 && x < 340) ||
               (x >= 340 && x < 350 && y >= 145 && y < 155);
    });
    return map;
}

TEST(ColourTraceTest, ABlobWithAHoleIsOutlinedWithinTheVertexCountAndItsArea) {
    const RasterImage map = blobWithHole();
    ColourTraceSettings settings;
    settings.tolerance = 40;
    settings.vertices = 24;
    std::string error;
    const auto trace = traceColourRegion(map, 200, 200, settings, error);
    ASSERT_TRUE(trace) << error;
    // The outline covers the clearing too (a terrain area has no holes).
    const double ellipse = kPi * 120 * 80;  // 30,159 pixels
    EXPECT_NEAR(areaOf(trace->outline), ellipse, ellipse * 0.03);
    EXPECT_LE(trace->outline.size(), 24U);
    EXPECT_GE(trace->outline.size(), 12U);
    EXPECT_EQ(trace->largeHoles, 1U);   // the clearing
    EXPECT_GE(trace->holesFilled, 1U);  // the tree symbol
    // The speck on its thread is cut off: nothing reaches past the ellipse.
    for (const Vec2& p : trace->outline) {
        EXPECT_LE(p.x, 322.0);
        EXPECT_GE(p.x, 78.0);
    }
}

TEST(ColourTraceTest, MoreVerticesFollowTheShapeMoreClosely) {
    const RasterImage map = blobWithHole();
    const double ellipse = kPi * 120 * 80;
    std::string error;
    ColourTraceSettings coarse;
    coarse.vertices = 8;
    ColourTraceSettings fine;
    fine.vertices = 60;
    const auto few = traceColourRegion(map, 200, 200, coarse, error);
    const auto many = traceColourRegion(map, 200, 200, fine, error);
    ASSERT_TRUE(few && many) << error;
    EXPECT_LE(few->outline.size(), 8U);
    EXPECT_LE(many->outline.size(), 60U);
    EXPECT_GT(many->outline.size(), few->outline.size());
    EXPECT_LT(std::abs(areaOf(many->outline) - ellipse), std::abs(areaOf(few->outline) - ellipse));
    EXPECT_NEAR(areaOf(many->outline), ellipse, ellipse * 0.01);
}

TEST(ColourTraceTest, AnExactSquareKeepsItsFourCornersAndArea) {
    RasterImage map = test::blankMap(50, 50);
    test::paint(
        map, kGreen, [](double x, double y) { return x > 10 && x < 30 && y > 5 && y < 25; }, 0);
    std::string error;
    const auto trace = traceColourRegion(map, 15, 15, ColourTraceSettings{}, error);
    ASSERT_TRUE(trace) << error;
    EXPECT_EQ(trace->outline.size(), 4U);
    EXPECT_DOUBLE_EQ(areaOf(trace->outline), 400.0);
    EXPECT_EQ(trace->regionPixels, 400U);
}

TEST(ColourTraceTest, ANarrowNotchIsClosedAndAWideBayKept) {
    // A village 60 x 40 pixels: a church's cross, a dark line three pixels
    // wide, runs in from its top edge; a bay ten pixels wide from its bottom.
    RasterImage map = test::blankMap(100, 80);
    test::paint(
        map, {220, 205, 180},
        [](double x, double y) { return x > 20 && x < 80 && y > 20 && y < 60; }, 0);
    test::paint(
        map, {80, 60, 40}, [](double x, double y) { return x > 40 && x < 43 && y > 15 && y < 40; },
        0);
    test::paint(
        map, {245, 240, 225},
        [](double x, double y) { return x > 60 && x < 70 && y > 45 && y < 65; }, 0);
    std::string error;
    const auto trace = traceColourRegion(map, 30, 30, ColourTraceSettings{}, error);
    ASSERT_TRUE(trace) << error;
    // The bay (10 x 15 pixels) stays out; the cross's notch is closed.
    EXPECT_DOUBLE_EQ(areaOf(trace->outline), 60.0 * 40 - 10 * 15);
    EXPECT_EQ(trace->outline.size(), 8U);
}

TEST(ColourTraceTest, ARiverCrossingTheMapIsOutlinedFromEdgeToEdge) {
    RasterImage map = test::blankMap(400, 200);
    const auto centre = [](double x) { return 100 + 30 * std::sin(x / 50); };
    test::paint(map, kBlue, [&](double x, double y) { return std::abs(y - centre(x)) <= 6; });
    const std::size_t river = test::countColour(map, kBlue, 20);
    ColourTraceSettings settings;
    settings.vertices = 40;
    std::string error;
    const auto trace = traceColourRegion(map, 10, int(centre(10.5)), settings, error);
    ASSERT_TRUE(trace) << error;
    // Cleaning the edge may take a pixel or two off a spur.
    EXPECT_NEAR(double(trace->regionPixels), double(river), double(river) * 0.01);
    EXPECT_NEAR(areaOf(trace->outline), double(river), double(river) * 0.06);
    EXPECT_LE(trace->outline.size(), 40U);
    const auto [left, right] = std::minmax_element(trace->outline.begin(), trace->outline.end(),
                                                   [](Vec2 a, Vec2 b) { return a.x < b.x; });
    EXPECT_EQ(left->x, 0.0);
    EXPECT_EQ(right->x, 400.0);
}

TEST(ColourTraceTest, TheOutlineLiesOnTheTableThroughTheMapsCalibration) {
    const RasterImage map = blobWithHole();
    std::string error;
    const auto trace = traceColourRegion(map, 200, 200, ColourTraceSettings{}, error);
    ASSERT_TRUE(trace) << error;
    MapImage placed;
    placed.topLeft = {5, 4};
    placed.inchesPerPixel = 0.1;
    Table table;
    table.width = 72;
    table.height = 48;
    std::vector<Vec2> onTable;
    for (const Vec2& p : trace->outline) {
        onTable.push_back(imagePixelsToTable(placed, table, 400, 300, p));
        // The inverse of where a table point lies on the image.
        const Vec2 back = tableToImagePixels(placed, table, 400, 300, onTable.back());
        EXPECT_NEAR(back.x, p.x, 1e-9);
        EXPECT_NEAR(back.y, p.y, 1e-9);
    }
    EXPECT_NEAR(areaOf(onTable), areaOf(trace->outline) * 0.01, 1e-6);
    EXPECT_NEAR(onTable.front().x, 5 + trace->outline.front().x * 0.1, 1e-9);
}

TEST(ColourTraceTest, BadImagesAndSettingsAreRefusedInASentence) {
    std::string error;
    RasterImage empty;
    EXPECT_FALSE(traceColourRegion(empty, 0, 0, {}, error));
    EXPECT_NE(error.find("no pixels"), std::string::npos) << error;

    // Huge: refused by its size before a byte is looked at.
    RasterImage huge{10'000, 9'000, {}};
    EXPECT_FALSE(traceColourRegion(huge, 0, 0, {}, error));
    EXPECT_NE(error.find("10000 x 9000"), std::string::npos) << error;
    EXPECT_NE(error.find(std::to_string(limits::kMaxTracedImagePixels)), std::string::npos);

    RasterImage short_{20, 20, std::vector<std::uint8_t>(100)};
    EXPECT_FALSE(traceColourRegion(short_, 0, 0, {}, error));
    EXPECT_NE(error.find("holds 100 bytes, not 1600"), std::string::npos) << error;

    const RasterImage map = blobWithHole();
    EXPECT_FALSE(traceColourRegion(map, 400, 10, {}, error));
    EXPECT_NE(error.find("off the 400 x 300 image"), std::string::npos) << error;
    ColourTraceSettings settings;
    settings.tolerance = 300;
    EXPECT_FALSE(traceColourRegion(map, 200, 200, settings, error));
    EXPECT_NE(error.find("0 to 255, not 300"), std::string::npos) << error;
    settings = {};
    settings.vertices = limits::kMaxTracedVertices + 1;
    EXPECT_FALSE(traceColourRegion(map, 200, 200, settings, error));
    EXPECT_NE(error.find("vertex count"), std::string::npos) << error;
    // A dot of four pixels is a speck, not a region.
    RasterImage dot = test::blankMap(20, 20);
    test::paint(
        dot, kGreen, [](double x, double y) { return x > 5 && x < 7 && y > 5 && y < 7; }, 0);
    EXPECT_FALSE(traceColourRegion(dot, 5, 5, {}, error));
    EXPECT_NE(error.find("covers only"), std::string::npos) << error;
}

}  // namespace
}  // namespace adjutant
