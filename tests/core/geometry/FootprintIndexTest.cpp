#include "core/geometry/FootprintIndex.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <utility>

#include "core/geometry/Distance.h"
#include "tests/core/geometry/TestShapes.h"

namespace adjutant::geometry {
namespace {

using test::rect;

// 0: [0,1]x[0,1]   1: [10,11]x[0,1]   2: [3,4]x[0,1]
std::vector<std::vector<Vec2>> threeBoxes() {
    return {rect(0, 0, 1, 1), rect(10, 0, 11, 1), rect(3, 0, 4, 1)};
}

TEST(FootprintIndex, NearestInOrder) {
    FootprintIndex index;
    index.rebuild(threeBoxes());
    // From (2.4, 0.5): box 2 is 0.6 away, box 0 1.4, box 1 7.6.
    EXPECT_EQ(index.nearest({2.4, 0.5}, 2), (std::vector<std::size_t>{2, 0}));
    EXPECT_EQ(index.nearest({2.4, 0.5}, 5).size(), 3u);
}

TEST(FootprintIndex, NearestUsesTheExactShapeNotItsBox) {
    // A diamond (5,2),(8,5),(5,8),(2,5): its box corner (2,2) is 2.83 from the
    // origin but its edge x + y = 7 is 7 / sqrt(2) = 4.95 away; [4,5]x[-0.5,0.5] is 4.0.
    FootprintIndex index;
    index.rebuild({{{5, 2}, {8, 5}, {5, 8}, {2, 5}}, rect(4, -0.5, 5, 0.5)});
    EXPECT_EQ(index.nearest({0, 0}, 1), std::vector<std::size_t>{1});
}

TEST(FootprintIndex, WithinDistanceIsInclusive) {
    FootprintIndex index;
    index.rebuild(threeBoxes());
    // [5,6]x[0,1]: box 0 is 5 - 1 = 4.0 away, box 1 10 - 6 = 4.0, box 2 5 - 4 = 1.
    EXPECT_EQ(index.withinDistance(rect(5, 0, 6, 1), 4.0), (std::vector<std::size_t>{0, 1, 2}));
    EXPECT_EQ(index.withinDistance(rect(5, 0, 6, 1), 3.99), std::vector<std::size_t>{2});
}

TEST(FootprintIndex, IntersectingIncludesTouching) {
    FootprintIndex index;
    index.rebuild(threeBoxes());
    // [1,3]x[0.4,0.6] touches box 0 at x = 1 and box 2 at x = 3.
    EXPECT_EQ(index.intersecting(rect(1, 0.4, 3, 0.6)), (std::vector<std::size_t>{0, 2}));
    EXPECT_TRUE(index.intersecting(rect(5, 0, 6, 1)).empty());
}

TEST(FootprintIndex, ThousandUnitsAgreeWithBruteForceAndFollowRebuilds) {
    // 40 x 25 boxes of 1" on a 2" grid; the nearest to (21.6, 13.7) is the box at
    // (22..23, 14..15)? No: boxes start at even coordinates, so (20..21, 12..13) is
    // 0.6 / 0.7 away and (22..23, 14..15) 0.4 / 0.3 away: sqrt(0.16 + 0.09) = 0.5.
    std::vector<std::vector<Vec2>> boxes;
    for (int row = 0; row < 25; ++row) {
        for (int col = 0; col < 40; ++col) {
            boxes.push_back(rect(2.0 * col, 2.0 * row, 2.0 * col + 1, 2.0 * row + 1));
        }
    }
    FootprintIndex index;
    index.rebuild(boxes);
    ASSERT_EQ(index.size(), 1000u);
    const std::size_t expected = 7 * 40 + 11;  // row 14 / 2 = 7, column 22 / 2 = 11
    EXPECT_EQ(index.nearest({21.6, 13.7}, 1), std::vector<std::size_t>{expected});

    // Within 3" of that point's neighbourhood box, checked against every footprint.
    const auto probe = rect(21, 13, 22, 14);
    std::vector<std::size_t> bruteForce;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (distanceBetween(probe, boxes[i]) <= 3.0 + 1e-9) {
            bruteForce.push_back(i);
        }
    }
    EXPECT_EQ(index.withinDistance(probe, 3.0), bruteForce);
    EXPECT_FALSE(bruteForce.empty());

    // Move the expected box far away and rebuild: it is no longer the nearest.
    boxes[expected] = rect(500, 500, 501, 501);
    index.rebuild(boxes);
    EXPECT_NE(index.nearest({21.6, 13.7}, 1), std::vector<std::size_t>{expected});
}

TEST(FootprintIndex, UpdateMovesOneFootprintAndKeepsTheOthers) {
    FootprintIndex index;
    index.rebuild(threeBoxes());
    // Box 2 moves from [3,4] to [20,21]: it leaves the neighbourhood of the origin...
    index.update(2, rect(20, 0, 21, 1));
    EXPECT_EQ(index.withinDistance(rect(1.5, 0, 2, 1), 1.0), std::vector<std::size_t>{0});
    EXPECT_EQ(index.nearest({19, 0.5}, 1), std::vector<std::size_t>{2});
    // ...an emptied footprint is never found, and can come back.
    index.update(0, {});
    EXPECT_TRUE(index.withinDistance(rect(1.5, 0, 2, 1), 1.0).empty());
    index.update(0, rect(0, 0, 1, 1));
    EXPECT_EQ(index.withinDistance(rect(1.5, 0, 2, 1), 1.0), std::vector<std::size_t>{0});
    EXPECT_EQ(index.intersecting(rect(10.5, 0.5, 20.5, 0.6)), (std::vector<std::size_t>{1, 2}));
    EXPECT_THROW(index.update(3, rect(0, 0, 1, 1)), std::out_of_range);
}

TEST(FootprintIndex, NearestAgreesWithBruteForceTiesAndUpdatesIncluded) {
    // Boxes of mixed sizes on a coarse grid (so that many distances tie) and
    // some moved after the build: each answer is the `count` smallest
    // (exact distance, index), as sorting every footprint gives.
    std::mt19937_64 random(5150);
    std::uniform_int_distribution<int> cell(0, 30);
    std::uniform_int_distribution<int> side(1, 6);
    const auto box = [&] {
        const double x = cell(random);
        const double y = cell(random);
        return rect(x, y, x + side(random) * 0.5, y + side(random) * 0.5);
    };
    std::vector<std::vector<Vec2>> footprints;
    for (int i = 0; i < 300; ++i) {
        footprints.push_back(box());
    }
    FootprintIndex index;
    index.rebuild(footprints);
    for (std::size_t i = 0; i < footprints.size(); i += 7) {
        footprints[i] = box();
        index.update(i, footprints[i]);
    }
    for (int query = 0; query < 400; ++query) {
        const Vec2 point{cell(random) * 1.25 - 5, cell(random) * 1.25 - 5};
        const std::size_t count = static_cast<std::size_t>(query % 6);
        std::vector<std::pair<double, std::size_t>> all;
        for (std::size_t i = 0; i < footprints.size(); ++i) {
            all.emplace_back(distanceFromPoint(point, footprints[i]), i);
        }
        std::sort(all.begin(), all.end());
        std::vector<std::size_t> expected;
        for (std::size_t i = 0; i < count; ++i) {
            expected.push_back(all[i].second);
        }
        ASSERT_EQ(index.nearest(point, count), expected) << "query " << query;
    }
    // Far outside every footprint, and asking for more than there are.
    EXPECT_EQ(index.nearest({500, -400}, 1000).size(), footprints.size());
}

}  // namespace
}  // namespace adjutant::geometry
