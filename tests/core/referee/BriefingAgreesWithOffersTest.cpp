// What the phase panel says of a step (who may act, "no unit has a target it
// may fire at") comes from the referee's step briefing; the orders the
// referee itself offers in that step (its default orders, which the computer
// and the Default orders button give) must never contradict it. Whole games
// of every ruleset's shipped scenarios are played, and at each step every
// unit offered an order is one the briefing says may act.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/engine/Game.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/RefereeRegistry.h"
#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/support/RegisteredRulesets.h"

namespace adjutant::testing {
namespace {

const char* kindName(DefaultOrderKind kind) {
    switch (kind) {
        case DefaultOrderKind::Charge:
            return "charge";
        case DefaultOrderKind::Manoeuvre:
            return "manoeuvre";
        case DefaultOrderKind::Fire:
            return "fire order";
    }
    return "order";
}

// The referee's default orders for both sides, each checked against the
// step's briefing taken before any of them was given.
class OrdersCheckedAgainstTheBriefing : public StepOrders {
  public:
    explicit OrdersCheckedAgainstTheBriefing(std::shared_ptr<const RefereeRegistry> referees)
        : referees_(std::move(referees)) {}

    void giveOrders(Game& game, DefaultPlayReport& report,
                    const std::function<void()>& afterCommand) override {
        const RulesetReferee& referee = *referees_->forState(game.state());
        const StepBriefing briefing = referee.stepBriefing(game.state());
        const std::string where =
            "bound " + std::to_string(game.state().bound()) + ", " + game.state().currentStep()->id;
        ++steps;
        forEachDefaultOrder(
            game, referee, referees_, [](DefaultOrderKind, const std::string&) { return true; },
            [&](DefaultOrder order) {
                ++offers;
                const auto& mayAct = briefing.unitsThatMayAct;
                if (briefing.nobodyCanAct ||
                    std::find(mayAct.begin(), mayAct.end(), order.unitId) == mayAct.end()) {
                    contradictions.push_back(
                        where + ": the referee offers " + order.unitId + " a " +
                        kindName(order.kind) + " while the briefing says " +
                        (briefing.nobodyCanAct ? briefing.nobodyWhy : "it may not act"));
                }
                applyOrder(game, std::move(order.command), report, afterCommand);
            });
    }

    int steps = 0;
    int offers = 0;
    std::vector<std::string> contradictions;

  private:
    std::shared_ptr<const RefereeRegistry> referees_;
};

class BriefingAgreesWithOffers : public ShippedScenarioPlay,
                                 public ::testing::WithParamInterface<std::string> {};

TEST_P(BriefingAgreesWithOffers, EveryUnitOfferedAnOrderIsOneTheBriefingSaysMayAct) {
    auto game = scenarioGame(GetParam(), 11);
    ASSERT_TRUE(game);
    OrdersCheckedAgainstTheBriefing orders(referees);
    const DefaultPlayReport report = playBounds(*game, referees, {&orders}, 8);
    ASSERT_TRUE(report.error.empty()) << report.error;
    EXPECT_GT(orders.offers, 10) << "the game gave too few orders to tell anything";
    std::string listed;
    for (std::size_t i = 0; i < std::min<std::size_t>(orders.contradictions.size(), 10); ++i) {
        listed += "\n" + orders.contradictions[i];
    }
    EXPECT_TRUE(orders.contradictions.empty())
        << orders.contradictions.size() << " of " << orders.offers << " offers in " << orders.steps
        << " steps contradict the briefing:" << listed;
}

INSTANTIATE_TEST_SUITE_P(EveryShippedScenario, BriefingAgreesWithOffers,
                         ::testing::ValuesIn(everyShippedScenario()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return testNameOf(param.param);
                         });

}  // namespace
}  // namespace adjutant::testing
