// The computer's orders worked out in a copy of the game (what the window asks
// before applying them one at a time): the game itself is left as it was, and
// the orders applied to it reach the state the commander reaches playing the
// game directly, also after the game was taken back a step.
#include <gtest/gtest.h>

#include "core/ai/ComputerCommander.h"
#include "core/ai/ComputerOrders.h"
#include "core/engine/StateHash.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/support/RegisteredRulesets.h"

namespace adjutant {
namespace {

class ComputerOrdersTest : public testing::ShippedScenarioPlay,
                           public ::testing::WithParamInterface<std::string> {
  protected:
    // The state hash after the commander of `side` plays `game` itself.
    std::uint64_t playedDirectly(const Game& game, int side) {
        Game direct(std::make_shared<GameSetup>(game.setup()), engines.rulesetStates);
        for (std::size_t i = 0; i < game.cursor(); ++i) {
            EXPECT_TRUE(direct.apply(game.command(i).clone()).accepted());
        }
        ComputerCommander(referees, side, CommanderSettings{}).giveOrders(direct);
        return stateHash(direct.state());
    }
};

TEST_P(ComputerOrdersTest, OrdersFromTheCopyReachWhatTheCommanderReachesDirectly) {
    auto game = scenarioGame(GetParam(), 5);
    ASSERT_NE(game, nullptr);
    ComputerOrders computer(referees, engines.rulesetStates);
    std::size_t given = 0;
    // The first steps of the game, each side's orders, then the step resolved.
    for (int step = 0; step < 12 && !HasFailure(); ++step) {
        for (int side = 0; side < 2; ++side) {
            const std::uint64_t before = stateHash(game->state());
            const std::size_t cursor = game->cursor();
            const std::uint64_t expected = playedDirectly(*game, side);
            std::vector<std::unique_ptr<Command>> orders =
                computer.orders(*game, side, CommanderSettings{});
            EXPECT_EQ(stateHash(game->state()), before);  // the game is untouched
            EXPECT_EQ(game->cursor(), cursor);
            given += orders.size();
            for (std::unique_ptr<Command>& order : orders) {
                ASSERT_TRUE(game->apply(std::move(order)).accepted());
            }
            EXPECT_EQ(stateHash(game->state()), expected) << "step " << step << ", side " << side;
        }
        ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
    }
    EXPECT_GT(given, 0U);
    // Taken back a step, the copy follows the game there.
    ASSERT_TRUE(game->undo().accepted());
    const std::uint64_t expected = playedDirectly(*game, 1);
    for (std::unique_ptr<Command>& order : computer.orders(*game, 1, CommanderSettings{})) {
        ASSERT_TRUE(game->apply(std::move(order)).accepted());
    }
    EXPECT_EQ(stateHash(game->state()), expected);
}

INSTANTIATE_TEST_SUITE_P(Tutorials, ComputerOrdersTest,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

}  // namespace
}  // namespace adjutant
