// Melees come from contact on the table (6.3, 8.6): a unit moved into contact by
// a manoeuvre fights; two attackers touching one defender fight one melee, the
// defender rolling against the first that touched it or against each (option
// severalAgainstOne). Through the engine with scripted dice.
#include <gtest/gtest.h>

#include "core/engine/Game.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/core/referee/princes/PrincesRefereeTestSupport.h"

namespace adjutant::princes_test {
namespace {

const PrincesReferee kReferee;

class PrincesContactMeleeTest : public ::testing::Test {
  protected:
    std::unique_ptr<Game> startGame(PrincesTestWorld& world) {
        const GameState initial = world.start();
        return std::make_unique<Game>(initial.sharedSetup(), engines.rulesetStates);
    }
    std::vector<Resolution> resolveUntil(Game& game, const std::string& stepId,
                                         ScriptedDice& dice) {
        std::vector<Resolution> all;
        for (int guard = 0; guard < 40 && game.state().currentStep()->id != stepId; ++guard) {
            const GameChange change =
                game.apply(std::make_unique<ResolveStepCommand>(referees), &dice);
            EXPECT_TRUE(change.accepted()) << change.reason;
            const auto& command =
                dynamic_cast<const ResolveStepCommand&>(game.command(game.cursor() - 1));
            all.insert(all.end(), command.resolutions().begin(), command.resolutions().end());
        }
        return all;
    }

    std::shared_ptr<const RefereeRegistry> referees = makeBuiltinReferees();
    EngineRegistry engines = makeBuiltinEngineRegistry(referees);
};

TEST_F(PrincesContactMeleeTest, AUnitMovedIntoContactByAManoeuvreFights) {
    // Class B line moves 4" (4/6 of a move) to touch a class C line's front.
    // No charge: kill numbers 3 + 1 (B) = 4 and 3 (6.1, 6.2).
    PrincesTestWorld world;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 30, 40, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 36, 180);
    auto game = startGame(world);
    ScriptedDice dice({1, 4, 5, 6,  // br-1, kills on 4 or less: 2 kills
                       1, 2, 6, 6,  // co-1, kills on 3 or less: 2 kills
                       6, 6});      // both pass after the melee
    resolveUntil(*game, "movement", dice);
    const nlohmann::json advance = {
        {"unitId", "br-1"},
        {"kind", "move"},
        {"path", nlohmann::json::array({{{"position", {30, 36}}, {"facing", 0}}})}};
    const GameChange moved = game->apply(std::make_unique<ManoeuvreCommand>(referees, advance));
    ASSERT_TRUE(moved.accepted()) << moved.reason;
    resolveUntil(*game, "fire", dice);
    // In contact after the movement step: in melee, so neither fires (5.4).
    ASSERT_EQ(princesState(game->state()).melees().size(), 1U);
    EXPECT_EQ(princesState(game->state()).melees()[0].attacker, "br-1");
    EXPECT_TRUE(kReferee.refuseFireOrder(game->state(), "br-1", "co-1", ""));

    const std::vector<Resolution> done = resolveUntil(*game, "endOfTurn", dice);
    const Resolution* melee = findResolution(done, "melee", "br-1");
    ASSERT_NE(melee, nullptr);
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 4)) << melee->explanation.render();
    EXPECT_TRUE(explains(melee->explanation, "Kill number", 3)) << melee->explanation.render();
    EXPECT_EQ(game->state().findUnit("br-1")->figures, 10);
    EXPECT_EQ(game->state().findUnit("co-1")->figures, 10);
    EXPECT_EQ(dice.remaining(), 0U);
}

// Two British lines touch the front of one Continental line: br-1 (class B,
// kill number 4) and br-2 (class C, 3); co-1 (class C, 3) rolls against br-1,
// the first that touched it, or, under fightsEach, against each.
GameState twoAgainstOne(const std::string& reading, ScriptedDice& dice,
                        std::vector<Resolution>& done) {
    PrincesTestWorld world;
    world.options()["severalAgainstOne"] = reading;
    world.addUnit("br-1", 0, "veteranInfantry", 12, 29.4, 33, 0);
    world.addUnit("br-2", 0, "lineInfantry", 12, 31.8, 33, 0);
    world.addUnit("co-1", 1, "lineInfantry", 12, 30, 33, 180);
    GameState state = world.start();
    done = resolveUntil(state, "endOfTurn", dice);
    return state;
}

TEST_F(PrincesContactMeleeTest, TwoAttackersAgainstOneDefenderFightOneMelee) {
    ScriptedDice dice({1, 2, 5, 6,  // br-1 on 4: 2 kills
                       1, 4, 5, 6,  // br-2 on 3: 1 kill
                       3, 6, 6, 6,  // co-1 on 3 against br-1: 1 kill
                       6, 6, 6});   // after the melee: all pass (co-1 at 9/12: 4 - 1 + 6)
    std::vector<Resolution> done;
    const GameState state = twoAgainstOne("primaryOpponent", dice, done);
    int melees = 0;
    for (const Resolution& r : done) {
        melees += r.kind == "melee" ? 1 : 0;
    }
    EXPECT_EQ(melees, 1);
    const Resolution* melee = findResolution(done, "melee", "br-1");
    ASSERT_NE(melee, nullptr);
    EXPECT_EQ(melee->units, (std::vector<std::string>{"br-1", "co-1", "br-2"}));
    EXPECT_EQ(melee->rolls.size(), 12U);
    EXPECT_EQ(state.findUnit("co-1")->figures, 9);
    EXPECT_EQ(state.findUnit("br-1")->figures, 11);
    EXPECT_EQ(state.findUnit("br-2")->figures, 12);
    EXPECT_EQ(princesState(state).melees().size(), 2U);  // both go on (A25)
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST_F(PrincesContactMeleeTest, UnderFightsEachTheDefenderRollsAgainstEveryAttacker) {
    ScriptedDice dice({1, 2, 5, 6,  // br-1 on 4: 2 kills
                       1, 4, 5, 6,  // br-2 on 3: 1 kill
                       3, 6, 6, 6,  // co-1 against br-1: 1 kill
                       1, 1, 6, 6,  // co-1 against br-2: 2 kills
                       6, 6, 6});
    std::vector<Resolution> done;
    const GameState state = twoAgainstOne("fightsEach", dice, done);
    EXPECT_EQ(state.findUnit("co-1")->figures, 9);
    EXPECT_EQ(state.findUnit("br-1")->figures, 11);
    EXPECT_EQ(state.findUnit("br-2")->figures, 10);
    EXPECT_EQ(dice.remaining(), 0U);
}

}  // namespace
}  // namespace adjutant::princes_test
