#include "core/geometry/FootprintIndex.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
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

// Every query answered by measuring every footprint, as the index must answer.
std::vector<std::size_t> withinByBruteForce(const std::vector<std::vector<Vec2>>& footprints,
                                            const std::vector<Vec2>& probe, double distance) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < footprints.size(); ++i) {
        if (!footprints[i].empty() && distanceWithin(probe, footprints[i], distance)) {
            found.push_back(i);
        }
    }
    return found;
}

TEST(FootprintIndex, UnitsMovedFarBeyondTheBuiltTableAreStillFound) {
    // The index is built over [0,60]x[0,40]; units then march off in every
    // direction, some a thousand inches, and big boxes span many cells. Each
    // answer is still that of measuring every footprint, once each.
    std::vector<std::vector<Vec2>> footprints;
    for (int i = 0; i < 60; ++i) {
        const double x = (i * 7) % 60;
        const double y = (i * 11) % 40;
        footprints.push_back(rect(x, y, x + 4, y + 1));
    }
    FootprintIndex index;
    index.rebuild(footprints);
    const std::vector<Vec2> places{{-1000, 20}, {1000, 20}, {30, -900}, {30, 900}, {-80, -70}};
    for (std::size_t i = 0; i < places.size(); ++i) {
        const Vec2 at = places[i];
        footprints[i * 3] = rect(at.x, at.y, at.x + 4, at.y + 1);
        index.update(i * 3, footprints[i * 3]);
    }
    footprints[1] = rect(-20, -20, 90, 70);  // larger than the whole table
    index.update(1, footprints[1]);
    for (const auto& probe :
         {rect(-1001, 19, -999, 21), rect(999, 19, 1002, 21), rect(28, -905, 33, -899),
          rect(29, 890, 31, 899), rect(-75, -75, -74, -74), rect(10, 10, 12, 12)}) {
        for (const double distance : {0.0, 5.0, 40.0, 2000.0}) {
            EXPECT_EQ(index.withinDistance(probe, distance),
                      withinByBruteForce(footprints, probe, distance))
                << "probe at " << probe.front().x << ", " << probe.front().y << ", within "
                << distance;
        }
    }
    EXPECT_EQ(index.nearest({1003, 20.5}, 1), std::vector<std::size_t>{3});
    EXPECT_EQ(index.nearest({30, 950}, 1), std::vector<std::size_t>{9});
    EXPECT_EQ(index.intersecting(rect(-1000, 20, -999, 20.5)), std::vector<std::size_t>{0});
}

TEST(FootprintIndex, ATableOfExtremeExtentAndAPointAtNoFinitePlace) {
    // Two footprints a hundred million inches apart: the grid takes larger
    // cells rather than billions of them, and still tells near from far.
    std::vector<std::vector<Vec2>> footprints{rect(0, 0, 1, 1), rect(1e8, 1e8, 1e8 + 1, 1e8 + 1),
                                              rect(3, 0, 4, 1)};
    FootprintIndex index;
    index.rebuild(footprints);
    EXPECT_EQ(index.withinDistance(rect(1.5, 0, 2, 1), 1.0), (std::vector<std::size_t>{0, 2}));
    EXPECT_EQ(index.nearest({1e8, 1e8}, 1), std::vector<std::size_t>{1});
    EXPECT_EQ(index.nearest({0, 0}, 3), (std::vector<std::size_t>{0, 2, 1}));
    // A point at infinity: the search widens until the radius is no longer
    // finite and answers with what it found, without looping for ever.
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_LE(index.nearest({inf, 0}, 1).size(), 1u);
}

}  // namespace
}  // namespace adjutant::geometry
