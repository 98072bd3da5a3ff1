// What each referee offers a person at the table, in ruleset-neutral types:
// the manoeuvre a drag makes, the context menu's manoeuvres with their
// verdicts, the orders waiting for their step, the move made and left, the
// badges and the initiative; and the default orders leaving alone a unit the
// player has already ordered. Played on the shipped tutorials.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/geometry/Wheel.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant {
namespace {

class TableOffers : public testing::ShippedScenarioPlay {
  protected:
    std::unique_ptr<Game> gameAt(const std::string& scenario, const std::string& step) {
        auto game = scenarioGame(scenario, 3);
        for (int i = 0; game && i < 40 && game->state().currentStep()->id != step; ++i) {
            EXPECT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
        }
        EXPECT_EQ(game->state().currentStep()->id, step);
        return game;
    }
    const RulesetReferee& referee(const Game& game) const {
        return *referees->forState(game.state());
    }
    /// The first unit of the given arm the referee lets act now.
    const Unit* actingUnit(const Game& game, const std::string& arm) const {
        for (const Unit& unit : game.state().units()) {
            const UnitType* type = game.state().ruleset().findUnitType(unit.type);
            if (type && troopCategoryKey(type->arm) == arm &&
                !referee(game).whyCannotAct(game.state(), unit.id)) {
                return &unit;
            }
        }
        return nullptr;
    }
    static std::vector<std::string> labels(const std::vector<ManoeuvreOffer>& offers) {
        std::vector<std::string> out;
        for (const ManoeuvreOffer& offer : offers) {
            out.push_back(offer.label);
        }
        return out;
    }
    static bool has(const std::vector<std::string>& list, const std::string& item) {
        return std::find(list.begin(), list.end(), item) != list.end();
    }
    GameChange manoeuvre(Game& game, const ManoeuvrePtr& offered) {
        return game.apply(std::make_unique<ManoeuvreCommand>(referees, offered));
    }
};

TEST_F(TableOffers, EveryRefereeTurnsADragIntoItsOwnLegalMoveToThatPose) {
    for (const char* scenario : {"tricorne-tutorial", "princes-tutorial", "fire-effect-tutorial"}) {
        auto game = gameAt(scenario, "movement");
        ASSERT_TRUE(game);
        const Unit* unit = actingUnit(*game, "infantry");
        ASSERT_NE(unit, nullptr) << scenario;
        const std::string id = unit->id;
        ManoeuvreDrag drag;
        drag.unitId = id;
        drag.to = Pose{unit->pose.position + unit->pose.forward() * 1.5, unit->pose.facingDegrees};
        const auto offer = referee(*game).offerDrag(game->state(), drag);
        ASSERT_TRUE(offer.has_value()) << scenario;
        EXPECT_TRUE(offer->verdict.legal) << scenario << ": " << offer->verdict.reason;
        EXPECT_EQ(offer->label.rfind("Move", 0), 0U) << offer->label;
        // The verdict is the referee's own on the form it offers.
        EXPECT_EQ(referee(*game).checkManoeuvre(game->state(), *offer->manoeuvre).legal,
                  offer->verdict.legal);
        const double movedBefore = referee(*game).unitMovement(game->state(), id).movedInches;
        ASSERT_TRUE(manoeuvre(*game, offer->manoeuvre).accepted()) << scenario;
        const Unit& moved = *game->state().findUnit(id);
        EXPECT_NEAR(moved.pose.position.x, drag.to.position.x, 1e-9) << scenario;
        EXPECT_NEAR(moved.pose.position.y, drag.to.position.y, 1e-9) << scenario;
        // One distance: what the command says it moved is what the unit's move grew by.
        const auto& made = dynamic_cast<const ManoeuvreCommand&>(game->command(game->cursor() - 1));
        const UnitMovement after = referee(*game).unitMovement(game->state(), id);
        EXPECT_NEAR(made.distanceInches(), after.movedInches - movedBefore, 1e-9) << scenario;
        EXPECT_NEAR(made.distanceInches(), offer->verdict.distance, 1e-6) << scenario;
        EXPECT_TRUE(after.manoeuvred) << scenario;
        EXPECT_EQ(made.describe(), id + ": " + offer->label);
    }
}

TEST_F(TableOffers, AWheelDragEndsInTheWheeledPoseInEveryRuleset) {
    for (const char* scenario : {"tricorne-tutorial", "princes-tutorial", "fire-effect-tutorial"}) {
        auto game = gameAt(scenario, "movement");
        ASSERT_TRUE(game);
        const Unit* unit = actingUnit(*game, "infantry");
        ASSERT_NE(unit, nullptr);
        const std::string id = unit->id;
        const auto layout = referee(*game).picture(game->state(), id).layout;
        ASSERT_TRUE(layout.has_value());
        ManoeuvreDrag drag;
        drag.kind = ManoeuvreDrag::Kind::Wheel;
        drag.unitId = id;
        drag.angleDegrees = 15;
        drag.to = geometry::wheeledPose(*layout, 15);
        const auto offer = referee(*game).offerDrag(game->state(), drag);
        ASSERT_TRUE(offer.has_value());
        ASSERT_TRUE(offer->verdict.legal) << scenario << ": " << offer->verdict.reason;
        EXPECT_NE(offer->label.find("15° right"), std::string::npos) << offer->label;
        ASSERT_TRUE(manoeuvre(*game, offer->manoeuvre).accepted());
        EXPECT_NEAR(game->state().findUnit(id)->pose.facingDegrees,
                    Pose::normalizeBearing(layout->pose.facingDegrees + 15), 1e-6)
            << scenario;
    }
}

TEST_F(TableOffers, TheContextMenuOffersEachRulesetsManoeuvres) {
    auto tricorne = gameAt("tricorne-tutorial", "movement");
    const Unit* foot = actingUnit(*tricorne, "infantry");
    ASSERT_NE(foot, nullptr);
    const auto t = labels(referee(*tricorne).offerManoeuvres(tricorne->state(), foot->id));
    for (const char* label : {"Turn 90° right", "Turn 90° left", "About turn"}) {
        EXPECT_TRUE(has(t, label)) << label;
    }
    EXPECT_TRUE(has(t, "Form square") || has(t, "Form column of route"));
    const auto modes = referee(*tricorne).moveModes(tricorne->state(), foot->id);
    ASSERT_EQ(modes.size(), 2U);
    EXPECT_EQ(modes[1].label, "Advance and fire");

    auto princes = gameAt("princes-tutorial", "movement");
    const Unit* gun = actingUnit(*princes, "artillery");
    if (gun != nullptr) {
        const auto g = labels(referee(*princes).offerManoeuvres(princes->state(), gun->id));
        EXPECT_TRUE(has(g, "Limber") || has(g, "Unlimber"));
    }
    const Unit* line = actingUnit(*princes, "infantry");
    ASSERT_NE(line, nullptr);
    const auto p = labels(referee(*princes).offerManoeuvres(princes->state(), line->id));
    EXPECT_TRUE(has(p, "About turn"));
    EXPECT_TRUE(std::any_of(p.begin(), p.end(),
                            [](const std::string& l) { return l.rfind("Form ", 0) == 0; }));

    auto fe = gameAt("fire-effect-tutorial", "movement");
    const Unit* horse = actingUnit(*fe, "cavalry");
    ASSERT_NE(horse, nullptr);
    const auto h = labels(referee(*fe).offerManoeuvres(fe->state(), horse->id));
    EXPECT_TRUE(has(h, "Dismount"));
    EXPECT_TRUE(has(h, "Form open order"));
    const Unit* feFoot = actingUnit(*fe, "infantry");
    ASSERT_NE(feFoot, nullptr);
    const auto offers = referee(*fe).offerManoeuvres(fe->state(), feFoot->id);
    const auto lie = std::find_if(offers.begin(), offers.end(),
                                  [](const ManoeuvreOffer& o) { return o.label == "Lie down"; });
    ASSERT_NE(lie, offers.end());
    // The tutorial agrees to the optional rule, so its infantry may lie down.
    EXPECT_TRUE(lie->verdict.legal) << lie->verdict.reason;
    const auto paces = referee(*fe).moveModes(fe->state(), horse->id);
    ASSERT_GE(paces.size(), 3U);
    EXPECT_EQ(paces.front().id, "trot");
}

TEST_F(TableOffers, AFreshFireEffectUnitHasItsWholeMoveLeft) {
    auto game = gameAt("fire-effect-tutorial", "movement");
    const Unit* unit = actingUnit(*game, "infantry");
    ASSERT_NE(unit, nullptr);
    const UnitMovement movement = referee(*game).unitMovement(game->state(), unit->id);
    ASSERT_TRUE(movement.known);
    EXPECT_EQ(movement.movedInches, 0.0);
    EXPECT_GT(movement.allowanceInches, 0.0);
    EXPECT_EQ(movement.leftInches, movement.allowanceInches);
    EXPECT_EQ(referee(*game).overlays(game->state(), unit->id).allowanceInches,
              movement.leftInches);
}

TEST_F(TableOffers, FireOrdersAndChargesWaitAsStandingOrdersAndTheDefaultsLeaveThem) {
    auto game = scenarioGame("tricorne-tutorial", 3);
    const RulesetReferee& judge = referee(*game);
    // Played on with the default orders to the first step in which a unit may
    // fire, found with the referee's own preview.
    std::string firer, target;
    for (int step = 0; step < 80 && firer.empty(); ++step) {
        for (const Unit& a : game->state().units()) {
            for (const Unit& b : game->state().units()) {
                if (firer.empty() && a.side != b.side &&
                    judge.previewFire(game->state(), a.id, b.id, {}).legal) {
                    firer = a.id;
                    target = b.id;
                }
            }
        }
        if (firer.empty()) {
            DefaultPlayReport report;
            DefaultStepOrders(referees).giveOrders(*game, report, {});
            ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
        }
    }
    ASSERT_FALSE(firer.empty()) << "no unit could fire in the bounds played";
    ASSERT_TRUE(
        game->apply(std::make_unique<FireOrderCommand>(referees, firer, target, "")).accepted());
    const auto orders = judge.standingOrders(game->state());
    const auto given = std::find_if(orders.begin(), orders.end(),
                                    [&](const StandingOrder& o) { return o.unitId == firer; });
    ASSERT_NE(given, orders.end());
    EXPECT_EQ(given->kind, StandingOrder::Kind::Fire);
    EXPECT_EQ(given->targetIds, std::vector<std::string>{target});
    EXPECT_TRUE(given->removable);
    const OrdersAlreadyGiven already(*game, judge);
    EXPECT_TRUE(already.fire(firer));
    EXPECT_FALSE(already.charge(firer));
    // The default orders for both sides give the firer no other target.
    DefaultPlayReport report;
    DefaultStepOrders(referees).giveOrders(*game, report, {});
    const auto after = judge.standingOrders(game->state());
    const auto mine = std::find_if(after.begin(), after.end(),
                                   [&](const StandingOrder& o) { return o.unitId == firer; });
    ASSERT_NE(mine, after.end());
    EXPECT_EQ(mine->targetIds, std::vector<std::string>{target});
    // Taken back with the generic order with no target, it is gone.
    ASSERT_TRUE(
        game->apply(std::make_unique<FireOrderCommand>(referees, firer, "", "")).accepted());
    const auto cancelled = judge.standingOrders(game->state());
    EXPECT_TRUE(std::none_of(cancelled.begin(), cancelled.end(),
                             [&](const StandingOrder& o) { return o.unitId == firer; }));
}

TEST_F(TableOffers, AManoeuvreGivenThisStepKeepsTheDefaultManoeuvreAway) {
    auto game = gameAt("tricorne-tutorial", "movement");
    const RulesetReferee& judge = referee(*game);
    const auto proposals = judge.defaultManoeuvres(game->state());
    if (proposals.empty()) {
        GTEST_SKIP() << "the referee proposes no advance here";
    }
    const std::string id = proposals.front().unitId;
    const Unit& unit = *game->state().findUnit(id);
    ManoeuvreDrag drag;
    drag.unitId = id;
    drag.to = Pose{unit.pose.position + unit.pose.forward() * 0.5, unit.pose.facingDegrees};
    const auto offer = judge.offerDrag(game->state(), drag);
    ASSERT_TRUE(offer && offer->verdict.legal);
    ASSERT_TRUE(manoeuvre(*game, offer->manoeuvre).accepted());
    EXPECT_TRUE(OrdersAlreadyGiven(*game, judge).manoeuvre(id));
    const std::size_t before = game->cursor();
    DefaultPlayReport report;
    DefaultStepOrders(referees).giveOrders(*game, report, {});
    for (std::size_t i = before; i < game->cursor(); ++i) {
        const auto* made = dynamic_cast<const ManoeuvreCommand*>(&game->command(i));
        EXPECT_TRUE(made == nullptr || made->unitId() != id) << "moved " << id << " again";
    }
}

TEST_F(TableOffers, EveryRefereeReportsItsInitiativeInTypes) {
    auto tricorne = scenarioGame("tricorne-tutorial", 3);
    InitiativeReport report = referee(*tricorne).initiative(tricorne->state());
    EXPECT_TRUE(report.kept);
    EXPECT_FALSE(report.decided);
    ASSERT_TRUE(tricorne->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
    report = referee(*tricorne).initiative(tricorne->state());
    EXPECT_TRUE(report.decided);
    EXPECT_EQ(report.side >= 0, report.freeBounds > 0);

    for (const char* scenario : {"princes-tutorial", "fire-effect-tutorial"}) {
        auto game = scenarioGame(scenario, 3);
        EXPECT_FALSE(referee(*game).initiative(game->state()).decided);
        ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
        report = referee(*game).initiative(game->state());
        EXPECT_TRUE(report.decided) << scenario;
        EXPECT_TRUE(report.movesFirst);
        EXPECT_EQ(report.side, *game->state().phasingSide()) << scenario;
    }
}

}  // namespace
}  // namespace adjutant
