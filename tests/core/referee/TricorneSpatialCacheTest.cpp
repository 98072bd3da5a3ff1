// The per-context layout cache and footprint index (TricorneContext) must give
// exactly the answers of laying every unit out afresh and scanning them all.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/geometry/Contact.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/rules/UnitLayoutSpec.h"
#include "tests/core/referee/TricorneTestWorld.h"

namespace adjutant {
namespace {

// What TricorneContext::layout did before the cache: a fresh spec and layout.
std::optional<geometry::UnitLayout> freshLayout(const GameState& state, const Unit& unit) {
    const TricorneUnitState& s = tricorneState(state).unit(unit.id);
    const Cohesion cohesion = s.reformingBoundsLeft > 0 ? Cohesion::Reforming
                              : s.unformed              ? Cohesion::Unformed
                                                        : Cohesion::Ordered;
    const auto spec =
        layoutSpecFor(unit, state.ruleset(), state.setup().scenario->figureScale, cohesion);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, unit.pose);
}

// A crowded table: units at random, plus rows where neighbours touch, nearly
// touch or just miss, so contact is decided at the tolerance.
GameState randomBattle(unsigned seed, int count) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> coordinate(5.0, 55.0);
    std::uniform_real_distribution<double> facing(0.0, 360.0);
    const std::vector<std::string> types{"musketeer",  "hussar",     "lightInfantry",
                                         "cuirassier", "battery6lb", "general"};
    const std::vector<Formation> formations{Formation::Line, Formation::ColumnOfRoute,
                                            Formation::SkirmishLine, Formation::Square};
    const std::vector<double> gaps{0.0, 0.01, 0.02, 0.021, 0.5};
    testing::TricorneTestWorld world;
    world.scenario().table.width = 72;
    world.scenario().table.height = 72;
    for (int i = 0; i < count; ++i) {
        const std::string id = "u" + std::to_string(i);
        const int side = static_cast<int>(random() % 2);
        if (i % 3 == 0) {  // a row of 12-figure lines, 3" wide at 15 mm
            const double gap = gaps[random() % gaps.size()];
            world.addUnit(id, side, "musketeer", 12, 5.0 + (i % 12) * (3.0 + gap),
                          60.0 + (i / 36) * 0.2, 0.0);
            continue;
        }
        const std::string& type = types[random() % types.size()];
        const bool artillery = type.rfind("battery", 0) == 0;
        const Formation formation =
            artillery ? Formation::Unlimbered : formations[random() % formations.size()];
        world.addUnit(id, side, type, type == "general" ? 1 : 4 + static_cast<int>(random() % 20),
                      coordinate(random), coordinate(random), facing(random), formation);
    }
    GameState state = world.start();
    for (std::size_t i = 0; i < state.units().size(); i += 5) {
        tricorneState(state).editStatus(state.units()[i].id)->unformed = true;
    }
    for (std::size_t i = 1; i < state.units().size(); i += 7) {
        tricorneState(state).editStatus(state.units()[i].id)->reformingBoundsLeft = 1;
    }
    return state;
}

TEST(TricorneSpatialCache, CachedLayoutEqualsAFreshLayout) {
    const GameState state = randomBattle(7, 120);
    const TricorneContext context(state);
    for (const Unit& unit : state.units()) {
        const auto fresh = freshLayout(state, unit);
        const geometry::UnitLayout* cached = context.cachedLayout(unit);
        ASSERT_EQ(fresh.has_value(), cached != nullptr) << unit.id;
        if (!fresh) {
            continue;
        }
        EXPECT_EQ(cached->footprint, fresh->footprint) << unit.id;
        EXPECT_EQ(cached->stands.size(), fresh->stands.size()) << unit.id;
        for (std::size_t s = 0; s < fresh->stands.size(); ++s) {
            EXPECT_EQ(cached->stands[s].corners, fresh->stands[s].corners) << unit.id;
            EXPECT_EQ(cached->stands[s].figures, fresh->stands[s].figures) << unit.id;
        }
        EXPECT_EQ(cached->formation, fresh->formation);
        EXPECT_EQ(cached->cohesion, fresh->cohesion);
        EXPECT_EQ(cached->frontage, fresh->frontage);
        EXPECT_EQ(cached->depth, fresh->depth);
        EXPECT_EQ(cached->frontRankFigures, fresh->frontRankFigures);
        EXPECT_EQ(cached->frontLeft, fresh->frontLeft);
        EXPECT_EQ(cached->frontRight, fresh->frontRight);
        ASSERT_EQ(cached->faces.size(), fresh->faces.size());
        // layout() copies the cached layout for the state's own units.
        EXPECT_EQ(context.layout(unit)->footprint, fresh->footprint);
    }
}

TEST(TricorneSpatialCache, ACopyAtATrialPoseIsLaidOutAfresh) {
    const GameState state = randomBattle(3, 10);
    const TricorneContext context(state);
    Unit moved = state.units().front();
    moved.pose.position = moved.pose.position + Vec2{4.0, 0.0};
    EXPECT_EQ(context.cachedLayout(moved), nullptr);
    EXPECT_EQ(context.layout(moved)->footprint, freshLayout(state, moved)->footprint);
}

TEST(TricorneSpatialCache, UnitsInContactMatchABruteForceScan) {
    for (const unsigned seed : {1u, 2u}) {
        const GameState state = randomBattle(seed, 300);
        const TricorneContext context(state);
        std::vector<std::optional<geometry::UnitLayout>> fresh;
        for (const Unit& unit : state.units()) {
            fresh.push_back(freshLayout(state, unit));
        }
        int contacts = 0;
        for (std::size_t i = 0; i < state.units().size(); ++i) {
            const Unit& unit = state.units()[i];
            std::vector<std::string> expected;
            const auto& mine = fresh[i];
            if (mine) {
                for (std::size_t j = 0; j < state.units().size(); ++j) {
                    const Unit& other = state.units()[j];
                    if (other.id == unit.id || !takesPartInMorale(context, other)) {
                        continue;
                    }
                    const auto& theirs = fresh[j];
                    if (theirs && geometry::inContact(mine->footprint, theirs->footprint)) {
                        expected.push_back(other.id);
                    }
                }
            }
            std::vector<std::string> actual;
            for (const Unit* other : unitsInContactWith(context, unit)) {
                actual.push_back(other->id);
            }
            EXPECT_EQ(actual, expected) << "seed " << seed << ", unit " << unit.id;
            contacts += static_cast<int>(expected.size());
        }
        EXPECT_GT(contacts, 50) << "the battle should exercise contact, seed " << seed;
    }
}

}  // namespace
}  // namespace adjutant
