// stateHash writes its canonical bytes straight from the state; the form it
// stands for is canonicalJsonHash over GameState::toJson(). The two must agree
// on every state a game passes through, in every ruleset, or saved games would
// stop replaying to their hashes.
#include <gtest/gtest.h>

#include "core/ai/Simulation.h"
#include "core/engine/StateHash.h"
#include "core/referee/BuiltinEngines.h"
#include "tests/core/ai/SimulationTestSupport.h"

namespace adjutant::testing {
namespace {

// Replays a 2-bound game of the default orders and compares the two hashes
// after every command; returns how many states were compared.
int compareHashesAlongAGame(const std::string& scenario) {
    SimulationSettings settings = defaultOrdersBatch(scenario, 1, 1, 2, 3);
    settings.keepJournals = true;
    const std::vector<SimulatedGame> played = simulateGames(settings);
    EXPECT_EQ(played.size(), 1U);
    if (played.empty()) {
        return 0;
    }
    const auto referees = makeBuiltinReferees();
    const EngineRegistry engines = makeBuiltinEngineRegistry(referees);
    auto setup = std::make_shared<GameSetup>(*settings.setup);
    setup->seed = played[0].seed;
    Game replay(setup, engines.rulesetStates);
    int compared = 1;
    EXPECT_EQ(stateHash(replay.state()), canonicalJsonHash(replay.state().toJson()));
    for (const nlohmann::json& json : played[0].journal) {
        Diagnostics diagnostics;
        std::unique_ptr<Command> command =
            engines.commands.fromJson(JsonReader(json, "journal", diagnostics));
        EXPECT_NE(command, nullptr) << diagnostics.toString();
        if (!command) {
            break;
        }
        replay.apply(std::move(command));
        EXPECT_EQ(stateHash(replay.state()), canonicalJsonHash(replay.state().toJson()))
            << scenario << " after command " << compared;
        ++compared;
    }
    EXPECT_EQ(stateHash(replay.state()), played[0].hash);
    return compared;
}

TEST(StateHashOfPlayedGamesTest, TheDirectHashIsTheHashOfTheStatesJsonInEveryRuleset) {
    // The Tricorne tutorial has battalion guns; War of Princes records the
    // player turn; Fire Effect neither.
    for (const std::string scenario :
         {"tricorne-tutorial", "princes-tutorial", "fire-effect-tutorial"}) {
        EXPECT_GT(compareHashesAlongAGame(scenario), 20) << scenario;
    }
}

}  // namespace
}  // namespace adjutant::testing
