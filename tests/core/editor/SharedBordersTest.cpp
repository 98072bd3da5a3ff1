// Two woods traced from a map where they touch share their border without a
// gap or an overlap once the second is fitted to the first (Snapping.h).
#include <gtest/gtest.h>

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include "core/editor/ColourTrace.h"
#include "core/editor/MapCalibration.h"
#include "core/editor/Snapping.h"
#include "tests/core/editor/TracingTestMaps.h"

namespace adjutant {
namespace {

namespace bg = boost::geometry;
using Point = bg::model::d2::point_xy<double>;
using Polygon = bg::model::polygon<Point>;

Polygon polygonOf(const std::vector<Vec2>& outline) {
    Polygon polygon;
    for (const Vec2& p : outline) {
        polygon.outer().emplace_back(p.x, p.y);
    }
    bg::correct(polygon);
    return polygon;
}

// The border between the woods wanders: x = 150 + 12 sin(y / 15) pixels.
double border(double y) {
    return 150 + 12 * std::sin(y / 15);
}

/// 300 x 200 pixels stretched over a 72 x 48 table: 0.24 inch a pixel.
std::vector<Vec2> traced(const RasterImage& map, int x, int y, int vertices) {
    ColourTraceSettings settings;
    settings.tolerance = 30;
    settings.vertices = vertices;
    std::string error;
    const auto trace = traceColourRegion(map, x, y, settings, error);
    EXPECT_TRUE(trace) << error;
    std::vector<Vec2> onTable;
    Table table;
    table.width = 72;
    table.height = 48;
    for (const Vec2& p : trace ? trace->outline : std::vector<Vec2>{}) {
        onTable.push_back(imagePixelsToTable(MapImage{}, table, 300, 200, p));
    }
    return onTable;
}

TEST(SharedBordersTest, TwoWoodsTracedSideBySideShareTheirBorderWithoutGapOrOverlap) {
    RasterImage map = test::blankMap(300, 200);
    test::paint(map, {30, 110, 40},
                [](double x, double y) { return y > 30 && y < 170 && x > 40 && x < border(y); });
    test::paint(map, {120, 190, 80},
                [](double x, double y) { return y > 30 && y < 170 && x >= border(y) && x < 260; });
    const std::vector<Vec2> oak = traced(map, 80, 100, 20);
    const std::vector<Vec2> beech = traced(map, 220, 100, 20);
    ASSERT_GE(oak.size(), 4U);
    ASSERT_GE(beech.size(), 4U);

    // Simplified on its own, each strays from the border a little: they overlap.
    std::vector<Polygon> overlap;
    bg::intersection(polygonOf(oak), polygonOf(beech), overlap);
    double before = 0;
    for (const Polygon& p : overlap) {
        before += bg::area(p);
    }
    EXPECT_GT(before, 0.05);

    const double within = 1.0;  // inches, about four pixels
    const std::vector<Vec2> fitted = fitToNeighbours(beech, {oak}, within);
    ASSERT_GE(fitted.size(), 4U);
    const Polygon a = polygonOf(oak);
    const Polygon b = polygonOf(fitted);
    EXPECT_TRUE(bg::is_valid(b));
    overlap.clear();
    bg::intersection(a, b, overlap);
    double after = 0;
    for (const Polygon& p : overlap) {
        after += bg::area(p);
    }
    EXPECT_LT(after, 1e-6) << "the woods overlap by " << after << " square inches";
    // No gap: just beyond the oak wood, all along its border with the beech
    // wood, is the beech wood.
    std::size_t checked = 0;
    for (double y = 36; y <= 164; y += 2) {
        const double tableY = y * 0.24;
        double edgeX = 0;
        // Where the oak wood's outline crosses this row, its right-hand side.
        for (std::size_t i = 0; i < oak.size(); ++i) {
            const Vec2 p = oak[i], q = oak[(i + 1) % oak.size()];
            if (p.y != q.y && (p.y - tableY) * (q.y - tableY) <= 0) {
                edgeX = std::max(edgeX, p.x + (q.x - p.x) * (tableY - p.y) / (q.y - p.y));
            }
        }
        ASSERT_GT(edgeX, 0.0);
        EXPECT_TRUE(bg::within(Point(edgeX + 0.02, tableY), b))
            << "a gap beside the oak wood at y = " << tableY;
        EXPECT_FALSE(bg::within(Point(edgeX - 0.02, tableY), b))
            << "an overlap with the oak wood at y = " << tableY;
        ++checked;
    }
    EXPECT_GT(checked, 60U);
    // The beech wood keeps its size: the two together cover what was painted.
    const double painted = (260 - 40 - 1) * 139 * 0.24 * 0.24;
    EXPECT_NEAR(bg::area(a) + bg::area(b), painted, painted * 0.02);
}

TEST(SharedBordersTest, AnOutlineFarFromItsNeighboursIsLeftAsItIs) {
    const std::vector<Vec2> square{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    const std::vector<Vec2> far{{10, 10}, {14, 10}, {14, 14}, {10, 14}};
    const std::vector<Vec2> fitted = fitToNeighbours(far, {square}, 1.0);
    EXPECT_DOUBLE_EQ(bg::area(polygonOf(fitted)), 16.0);
    EXPECT_EQ(fitted.size(), 4U);
}

TEST(SharedBordersTest, AVillageInsideAWoodIsNotCutOutOfIt) {
    const std::vector<Vec2> village{{5, 5}, {7, 5}, {7, 7}, {5, 7}};
    const std::vector<Vec2> wood{{0, 0}, {12, 0}, {12, 12}, {0, 12}};
    EXPECT_DOUBLE_EQ(bg::area(polygonOf(fitToNeighbours(wood, {village}, 0.5))), 144.0);
}

TEST(SharedBordersTest, AnOutlineWithinANeighbourLeavesNothing) {
    const std::vector<Vec2> wood{{0, 0}, {12, 0}, {12, 12}, {0, 12}};
    EXPECT_TRUE(fitToNeighbours(wood, {wood}, 0.5).empty());
    const std::vector<Vec2> copse{{3, 3}, {6, 3}, {6, 6}, {3, 6}};
    EXPECT_TRUE(fitToNeighbours(copse, {wood}, 0.5).empty());
}

TEST(SnappingTest, ANewVertexSnapsToAVertexBeforeAnEdgeAndOnlyWithinTheDistance) {
    Scenario scenario;
    scenario.table.areas.push_back(
        {"woods-1", "", AreaKind::Woods, {{10, 10}, {20, 10}, {20, 20}, {10, 20}}, 1});
    scenario.table.lines.push_back({"road-1", "", LinearKind::Road, {{30, 0}, {30, 40}}});

    auto snap = snapPoint(scenario, {20.3, 10.2}, 0.5);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->to, SnapTarget::To::Vertex);
    EXPECT_EQ(snap->point, (Vec2{20, 10}));
    EXPECT_EQ(snap->index, 1U);

    snap = snapPoint(scenario, {15, 19.7}, 0.5);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->to, SnapTarget::To::Edge);
    EXPECT_NEAR(snap->point.x, 15, 1e-12);
    EXPECT_NEAR(snap->point.y, 20, 1e-12);

    snap = snapPoint(scenario, {29.6, 25}, 0.5);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->feature, (FeatureRef{FeatureRef::Kind::Line, 0}));
    EXPECT_NEAR(snap->point.x, 30, 1e-12);

    EXPECT_FALSE(snapPoint(scenario, {15, 15}, 0.5));
    // The feature being edited does not snap to itself.
    EXPECT_FALSE(snapPoint(scenario, {20.3, 10.2}, 0.5, FeatureRef{FeatureRef::Kind::Area, 0}));
}

}  // namespace
}  // namespace adjutant
