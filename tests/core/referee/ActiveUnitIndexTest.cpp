// The spatial index the War of Princes and Fire Effect contexts ask instead of
// walking every unit: on shipped battles, as they stand at the start and after
// a few bounds of play (the same index brought up to date, as the game state
// keeps it), it names the same nearest enemies, in the same order, and the same
// lines of sight clear or blocked as a walk over every unit does, also when some
// units are counted out of the game.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/geometry/Distance.h"
#include "core/geometry/LineOfSight.h"
#include "core/referee/ActiveUnitIndex.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/RulesetContextSupport.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant {
namespace {

struct Laid {
    std::vector<const Unit*> units;
    std::vector<std::vector<Vec2>> footprints;
};

// Every active unit on the table with figures, laid out, in the game's order.
Laid layOutAll(const GameState& state, const ActiveUnitIndex::Active& active) {
    Laid laid;
    for (const Unit& unit : state.units()) {
        if (unit.figures <= 0 || !active(unit)) {
            continue;
        }
        if (auto layout = layoutUnitAt(state, unit, unit.pose, unit.formation)) {
            laid.units.push_back(&unit);
            laid.footprints.push_back(layout->footprint);
        }
    }
    return laid;
}

// Enemies of `unit` by distance from its front centre, ties in the game's order.
std::vector<const Unit*> enemiesByDistance(const Laid& laid, const Unit& unit) {
    std::vector<std::pair<double, const Unit*>> keyed;
    for (std::size_t i = 0; i < laid.units.size(); ++i) {
        if (laid.units[i]->side != unit.side) {
            keyed.emplace_back(geometry::distanceFromPoint(unit.pose.position, laid.footprints[i]),
                               laid.units[i]);
        }
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const Unit*> sorted;
    for (const auto& entry : keyed) {
        sorted.push_back(entry.second);
    }
    return sorted;
}

// Checks every unit's nearest enemies and its sight of each; returns how many
// lines of sight were blocked, so that a test can see that some were.
int expectIndexAnswersAsAWalk(const GameState& state, ActiveUnitIndex& index,
                              const ActiveUnitIndex::Active& active) {
    const Laid laid = layOutAll(state, active);
    index.sync(state);
    const Table& table = state.setup().scenario->table;
    int blocked = 0;
    for (std::size_t u = 0; u < laid.units.size(); ++u) {
        const Unit& unit = *laid.units[u];
        const std::vector<const Unit*> sorted = enemiesByDistance(laid, unit);
        for (const std::size_t count : {std::size_t{1}, std::size_t{8}}) {
            const std::vector<const Unit*> expected(
                sorted.begin(), sorted.begin() + std::min(count, sorted.size()));
            EXPECT_EQ(index.nearestEnemies(state, unit, count, active), expected)
                << unit.id << ", " << count;
        }
        for (std::size_t t = 0; t < laid.units.size(); ++t) {
            const Unit& target = *laid.units[t];
            if (target.side == unit.side) {
                continue;
            }
            std::vector<std::vector<Vec2>> everyScreen;
            for (std::size_t s = 0; s < laid.units.size(); ++s) {
                if (s != u && s != t) {
                    everyScreen.push_back(laid.footprints[s]);
                }
            }
            const auto all = geometry::lineOfSight(unit.pose.position, laid.footprints[t], table,
                                                   everyScreen, geometry::SightRules{});
            const auto near =
                geometry::lineOfSight(unit.pose.position, laid.footprints[t], table,
                                      index.sightScreens(state, unit.pose.position,
                                                         laid.footprints[t], unit, target, active),
                                      geometry::SightRules{});
            EXPECT_EQ(near.clear, all.clear) << unit.id << " to " << target.id;
            EXPECT_EQ(near.blocker.has_value(), all.blocker.has_value());
            if (near.blocker && all.blocker) {
                EXPECT_EQ(near.blocker->kind, all.blocker->kind) << unit.id << " to " << target.id;
            }
            blocked += all.clear ? 0 : 1;
        }
    }
    return blocked;
}

class ActiveUnitIndexTest : public testing::ShippedScenarioPlay,
                            public ::testing::WithParamInterface<const char*> {};

TEST_P(ActiveUnitIndexTest, AnswersAsAWalkOverEveryUnitAtTheStartAndAfterTwoBounds) {
    auto game = scenarioGame(GetParam(), 3);
    ASSERT_NE(game, nullptr);
    const ActiveUnitIndex::Active everyUnit = [](const Unit&) { return true; };
    ActiveUnitIndex index;
    EXPECT_GT(expectIndexAnswersAsAWalk(game->state(), index, everyUnit), 0);
    ASSERT_EQ(playDefaultBounds(*game, referees, 2).error, "");
    expectIndexAnswersAsAWalk(game->state(), index, everyUnit);
}

TEST_P(ActiveUnitIndexTest, LeavesOutTheUnitsCountedOutOfTheGame) {
    auto game = scenarioGame(GetParam(), 3);
    ASSERT_NE(game, nullptr);
    // Every third unit of the game counted out, as a ruleset counts a unit
    // fled off the table: the nearest enemies are then found past them.
    const GameState& state = game->state();
    const ActiveUnitIndex::Active everyThirdOut = [&state](const Unit& unit) {
        return (&unit - state.units().data()) % 3 != 0;
    };
    ActiveUnitIndex index;
    expectIndexAnswersAsAWalk(state, index, everyThirdOut);
}

INSTANTIATE_TEST_SUITE_P(ShippedBattles, ActiveUnitIndexTest,
                         ::testing::Values("cowpens-1781", "st-privat-1870"));

}  // namespace
}  // namespace adjutant
