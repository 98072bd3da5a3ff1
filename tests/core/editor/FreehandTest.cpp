// A pencil stroke simplified on release (OutlineSimplify.h).
#include <gtest/gtest.h>

#include <cmath>

#include "core/editor/OutlineSimplify.h"
#include "core/editor/detail/EditChecks.h"

namespace adjutant {
namespace {

constexpr double kPi = 3.14159265358979;

double distanceToPolyline(Vec2 p, const std::vector<Vec2>& line) {
    double best = 1e300;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const Vec2 ab = line[i + 1] - line[i];
        const double t = std::clamp((p - line[i]).dot(ab) / ab.dot(ab), 0.0, 1.0);
        best = std::min(best, (p - (line[i] + ab * t)).length());
    }
    return best;
}

// A hand's wobble: up to 0.05 inch either way, the same on every run.
double wobble(int i) {
    return 0.05 * std::sin(i * 12.9898);
}

TEST(FreehandTest, AStrokeAlongARiverBecomesALineOfFewPointsThatFollowsIt) {
    // A river crossing a 72-inch table: y = 24 + 6 sin(x / 8).
    const auto river = [](double x) { return 24 + 6 * std::sin(x / 8); };
    std::vector<Vec2> stroke;
    for (int i = 0; i <= 720; ++i) {
        const double x = i * 0.1;
        stroke.push_back({x, river(x) + wobble(i)});
    }
    std::string error;
    const auto line = simplifyStroke(stroke, false, 0.15, error);
    ASSERT_TRUE(line) << error;
    EXPECT_LE(line->size(), 40U);
    EXPECT_GE(line->size(), 8U);
    EXPECT_EQ(line->front(), stroke.front());
    EXPECT_EQ(line->back(), stroke.back());
    for (int i = 0; i <= 720; i += 5) {
        const double x = i * 0.1;
        EXPECT_LE(distanceToPolyline({x, river(x)}, *line), 0.15 + 0.05 + 1e-9) << "at x = " << x;
    }
}

TEST(FreehandTest, AStrokeAroundAWoodBecomesAnAreaOfItsSize) {
    std::vector<Vec2> stroke;
    for (int i = 0; i < 300; ++i) {
        const double a = 2 * kPi * i / 300;
        const double r = 5 + wobble(i);
        stroke.push_back({30 + r * std::cos(a), 20 + r * std::sin(a)});
    }
    std::string error;
    const auto area = simplifyStroke(stroke, true, 0.1, error);
    ASSERT_TRUE(area) << error;
    EXPECT_LE(area->size(), 30U);
    EXPECT_GE(area->size(), 10U);
    const double drawn = std::abs(editor_detail::doubledArea(*area)) / 2;
    EXPECT_NEAR(drawn, kPi * 25, kPi * 25 * 0.04);
}

TEST(FreehandTest, AStrokeTooShortIsRefusedInASentence) {
    std::string error;
    EXPECT_FALSE(simplifyStroke({{1, 1}, {1, 1}}, false, 0.1, error));
    EXPECT_NE(error.find("too short to be a line"), std::string::npos) << error;
    EXPECT_FALSE(simplifyStroke({{1, 1}, {2, 1}, {3, 1}}, true, 0.1, error));
    EXPECT_NE(error.find("encloses too little"), std::string::npos) << error;
}

}  // namespace
}  // namespace adjutant
