// The movement area drawn under a unit being moved agrees with the referee in
// every ruleset: a point the area holds is a move the referee accepts, a point
// just beyond its edge one it refuses, and a wood or a hill the ruleset
// counts cuts the area short of the allowance. Played on the shipped
// tutorials with a wood and a hill set ahead of an infantry unit.
#include <gtest/gtest.h>

#include <cmath>

#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant {
namespace {

std::vector<Vec2> squareAround(Vec2 centre, double side) {
    const double h = side / 2;
    return {{centre.x - h, centre.y - h},
            {centre.x + h, centre.y - h},
            {centre.x + h, centre.y + h},
            {centre.x - h, centre.y + h}};
}

class MovementArea : public testing::ShippedScenarioPlay {
  public:
    /// The game advanced to its first movement step.
    std::unique_ptr<Game> atMovement(std::shared_ptr<GameSetup> setup) {
        auto game = std::make_unique<Game>(std::move(setup), engines.rulesetStates);
        for (int i = 0; i < 40 && game->state().currentStep()->id != "movement"; ++i) {
            EXPECT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
        }
        EXPECT_EQ(game->state().currentStep()->id, "movement");
        return game;
    }
    const RulesetReferee& referee(const Game& game) const {
        return *referees->forState(game.state());
    }
    /// The first infantry unit the referee lets move now.
    const Unit* movingInfantry(const Game& game) const {
        for (const Unit& unit : game.state().units()) {
            const UnitType* type = game.state().ruleset().findUnitType(unit.type);
            if (type && type->arm == TroopCategory::Infantry &&
                !referee(game).whyCannotAct(game.state(), unit.id)) {
                return &unit;
            }
        }
        return nullptr;
    }
    /// The tutorial with a wood 45 degrees right of `unit`'s front and a hill
    /// 45 degrees left of it, each 3" across with its centre 4" away.
    std::unique_ptr<Game> withWoodAndHill(const std::string& scenario, const Unit& unit) {
        auto setup = testing::shippedScenarioSetup(scenario, 3);
        Scenario changed = *setup->scenario;
        const Vec2 at = unit.pose.position;
        TerrainArea wood;
        wood.id = "test-wood";
        wood.name = "Test wood";
        wood.kind = AreaKind::Woods;
        wood.outline = squareAround(at + Pose::directionOf(unit.pose.facingDegrees + 45) * 4, 3);
        TerrainArea hill;
        hill.id = "test-hill";
        hill.name = "Test hill";
        hill.kind = AreaKind::Hill;
        hill.outline = squareAround(at + Pose::directionOf(unit.pose.facingDegrees - 45) * 4, 3);
        changed.table.areas.push_back(wood);
        changed.table.areas.push_back(hill);
        setup->scenario = std::make_shared<const Scenario>(std::move(changed));
        return atMovement(setup);
    }
    bool accepted(const Game& game, const Unit& unit, Vec2 to) const {
        ManoeuvreDrag drag;
        drag.unitId = unit.id;
        drag.to = Pose{to, unit.pose.facingDegrees};
        const auto offer = referee(game).offerDrag(game.state(), drag);
        return offer && offer->verdict.legal;
    }
    /// The area as the table gets it: from the overlays, else movementArea().
    std::vector<Vec2> area(const Game& game, const Unit& unit) const {
        const UnitOverlays overlays = referee(game).overlays(game.state(), unit.id);
        EXPECT_EQ(overlays.allowanceWhyNot, "");
        EXPECT_GT(overlays.allowanceInches, 0);
        if (!overlays.allowance.empty()) {
            return overlays.allowance;
        }
        return referee(game).movementArea(game.state(), unit.id, overlays.allowanceInches, {});
    }
};

// The point of the area's outline nearest to the bearing (the outline has a
// point per ray, every 5 degrees from straight ahead).
Vec2 edgeToward(const std::vector<Vec2>& area, double offsetDegrees) {
    const std::size_t rays = area.size();
    const auto index = static_cast<std::size_t>(
                           std::lround(Pose::normalizeBearing(offsetDegrees) / (360.0 / rays))) %
                       rays;
    return area[index];
}

void expectAreaAgreesWithReferee(MovementArea& test, const char* scenario, bool countsGround) {
    SCOPED_TRACE(scenario);
    auto plain = test.atMovement(testing::shippedScenarioSetup(scenario, 3));
    const Unit* first = test.movingInfantry(*plain);
    ASSERT_NE(first, nullptr);
    auto game = test.withWoodAndHill(scenario, *first);
    const Unit* unit = game->state().findUnit(first->id);
    ASSERT_NE(unit, nullptr);
    ASSERT_EQ(unit->pose, first->pose);
    const std::vector<Vec2> area = test.area(*game, *unit);
    ASSERT_GE(area.size(), 36U);
    const double allowance = test.referee(*game).overlays(game->state(), unit->id).allowanceInches;
    const Vec2 from = unit->pose.position;
    for (const double offset : {0.0, 45.0, -45.0, 90.0, 180.0}) {
        SCOPED_TRACE(offset);
        const Vec2 edge = edgeToward(area, offset);
        const double reach = (edge - from).length();
        ASSERT_GT(reach, 0.5);
        const Vec2 direction = (edge - from) * (1.0 / reach);
        EXPECT_TRUE(test.accepted(*game, *unit, from + direction * (reach * 0.9)));
        if (reach + 0.4 < allowance) {
            EXPECT_FALSE(test.accepted(*game, *unit, from + direction * (reach + 0.4)));
        }
    }
    const double ahead = (edgeToward(area, 0) - from).length();
    const double intoWood = (edgeToward(area, 45) - from).length();
    const double upHill = (edgeToward(area, -45) - from).length();
    if (countsGround) {
        // The ground the ruleset counts cuts the area short of the open ground's.
        EXPECT_LT(intoWood, ahead - 0.5);
        EXPECT_LT(upHill, ahead - 0.25);
        EXPECT_LT(intoWood, allowance - 0.5);
    }
}

TEST_F(MovementArea, TricorneAreaIsCutByTheWoodAndTheHillAndAgreesWithTheReferee) {
    expectAreaAgreesWithReferee(*this, "tricorne-tutorial", true);
}

TEST_F(MovementArea, PrincesAreaIsCutByTheWoodAndTheHillAndAgreesWithTheReferee) {
    expectAreaAgreesWithReferee(*this, "princes-tutorial", true);
}

// Fire Effect leaves terrain other than roads to the scenario (B30): its area
// is still the referee's own, to the move, the table edge and other units.
TEST_F(MovementArea, FireEffectAreaAgreesWithTheReferee) {
    expectAreaAgreesWithReferee(*this, "fire-effect-tutorial", false);
}

}  // namespace
}  // namespace adjutant
