// The shipped Fire Effect battle played headless with the default orders: the
// moves go by in halves, fire is exchanged, and the save replays to the same hash.
#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/ShippedScenarioGame.h"
#include "tests/core/referee/fireeffect/FireEffectRefereeTestSupport.h"

namespace adjutant::fireeffect_test {
namespace {

class FireEffectPlayTest : public testing::ShippedScenarioPlay {};

TEST_F(FireEffectPlayTest, StPrivatPlaysTwoMovesAndReplaysToTheSameHash) {
    auto game = scenarioGame("st-privat-1870", 1);
    ASSERT_TRUE(game);
    const DefaultPlayReport report = playDefaultBounds(*game, referees, 2);
    ASSERT_TRUE(report.error.empty()) << report.error;
    EXPECT_EQ(report.boundsPlayed, 2);
    EXPECT_EQ(game->state().bound(), 3);
    EXPECT_EQ(game->state().playerTurn(), 0);

    std::size_t manoeuvres = 0;
    std::size_t volleys = 0;
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        const Command& command = game->command(i);
        manoeuvres += command.type() == "manoeuvre" ? 1 : 0;
        if (const auto* step = dynamic_cast<const ResolveStepCommand*>(&command)) {
            for (const Resolution& r : step->resolutions()) {
                volleys += r.kind == "fire" ? 1 : 0;
            }
        }
    }
    EXPECT_GT(manoeuvres, 0U);
    EXPECT_GT(volleys, 0U);  // the guns reach across the valley from the first move

    Diagnostics diagnostics;
    auto loaded = readSavedGameText(savedGameText(*game), "play.save.jsonl", rulesets(), engines,
                                    diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(FireEffectPlayTest, TheTutorialPlaysAMove) {
    auto game = scenarioGame("fire-effect-tutorial", 2);
    ASSERT_TRUE(game);
    const DefaultPlayReport report = playDefaultBounds(*game, referees, 1);
    ASSERT_TRUE(report.error.empty()) << report.error;
    EXPECT_EQ(report.boundsPlayed, 1);
}

}  // namespace
}  // namespace adjutant::fireeffect_test
