// The computer commander in whole games: it forms square against cavalry,
// pursues its brigade's objective, gives every order with its reason, plays
// the same game from the same seeds and judges differently by difficulty.

#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "tests/core/ai/CommanderTestSupport.h"

namespace adjutant::testing {
namespace {

double meanDistanceTo(const GameState& state, const std::string& brigade, Vec2 point) {
    double sum = 0;
    int count = 0;
    for (const Unit& unit : state.units()) {
        if (unit.brigade == brigade) {
            sum += (unit.pose.position - point).length();
            ++count;
        }
    }
    return count ? sum / count : 0.0;
}

std::vector<std::string> commandsOf(const Game& game) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        out.push_back(game.command(i).toJson().dump());
    }
    return out;
}

TEST_F(CommanderTest, InfantryThreatenedByCavalryInReachFormsSquare) {
    TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 30, 0);
    world.addUnit("cav", 1, "cuirassier", 8, 36, 20, 180);
    auto game = gameOf(world.scenario(), 1);
    resolveUntil(*game, "movement");
    ComputerCommander commander(referees, 0, CommanderSettings{});
    ASSERT_EQ(commander.giveOrders(*game), 1);
    const Command& given = game->command(game->cursor() - 1);
    EXPECT_EQ(given.type(), "manoeuvre");
    EXPECT_EQ(game->state().findUnit("ir")->formation, Formation::Square);
    EXPECT_EQ(given.note(), "ir forms square: cav within charge reach");
}

TEST_F(CommanderTest, ARoutingUnitIsNotOrderedForward) {
    TricorneTestWorld world;
    world.addUnit("ir", 0, "musketeer", 12, 36, 40, 0).status = {{"routBoundsOwed", 2}};
    world.addUnit("steady", 0, "musketeer", 12, 50, 40, 0);
    world.addUnit("enemy", 1, "musketeer", 12, 40, 10, 180);
    auto game = gameOf(world.scenario(), 1);
    resolveUntil(*game, "movement");
    const Vec2 before = game->state().findUnit("ir")->pose.position;
    ComputerCommander commander(referees, 0, CommanderSettings{});
    EXPECT_EQ(commander.giveOrders(*game), 1) << "only the steady battalion moves";
    EXPECT_EQ(game->state().findUnit("ir")->pose.position, before);
    EXPECT_EQ(game->command(game->cursor() - 1).note().rfind("steady ", 0), 0u)
        << game->command(game->cursor() - 1).note();
}

TEST_F(CommanderTest, TheAttackingBrigadeEndsNearerItsObjectiveAfterSixBounds) {
    Scenario scenario = tutorialScenario();
    ASSERT_EQ(scenario.sides.size(), 2u);
    const Brigade& prussians = scenario.sides[0].brigades.at(0);
    ASSERT_EQ(prussians.task, BrigadeTask::Capture);
    ASSERT_EQ(prussians.objectiveId, "crest");
    const Vec2 crest = scenario.objectives.at(0).outline.at(0);
    auto game = gameOf(scenario, 9);
    const double before = meanDistanceTo(game->state(), prussians.id, crest);
    auto commanders = bothSides({Difficulty::Veteran, 1}, {Difficulty::Veteran, 2});
    play(*game, commanders, 6);
    EXPECT_EQ(game->state().bound(), 7);
    const double after = meanDistanceTo(game->state(), prussians.id, crest);
    EXPECT_LT(after, before - 3.0) << "from " << before << " to " << after;
}

TEST_F(CommanderTest, EveryOrderCarriesItsReasonAndTheNoteSurvivesASave) {
    auto game = gameOf(tutorialScenario(), 4);
    auto commanders = bothSides({}, {});
    play(*game, commanders, 2);
    std::size_t orders = 0;
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        const Command& command = game->command(i);
        if (command.type() == "resolveStep") {
            EXPECT_TRUE(command.note().empty());
            continue;
        }
        ++orders;
        EXPECT_FALSE(command.note().empty()) << command.toJson().dump();
        EXPECT_EQ(command.toJson().at("note"), command.note());
    }
    ASSERT_GT(orders, 0u);

    Diagnostics diagnostics;
    auto loaded = readSavedGameText(savedGameText(*game), "ai.save.jsonl", builtinRulesets(),
                                    engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    ASSERT_EQ(loaded->game->cursor(), game->cursor());
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        EXPECT_EQ(loaded->game->command(i).note(), game->command(i).note()) << i;
    }
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(CommanderTest, TheSameSeedsPlayTheSameGame) {
    auto first = gameOf(tutorialScenario(), 5);
    auto second = gameOf(tutorialScenario(), 5);
    auto a = bothSides({Difficulty::Steady, 11}, {Difficulty::Novice, 12});
    auto b = bothSides({Difficulty::Steady, 11}, {Difficulty::Novice, 12});
    play(*first, a, 3);
    play(*second, b, 3);
    EXPECT_EQ(commandsOf(*first), commandsOf(*second));
    EXPECT_EQ(stateHash(first->state()), stateHash(second->state()));
}

TEST_F(CommanderTest, DifficultyChangesTheChoicesButNotTheRules) {
    auto veteran = gameOf(tutorialScenario(), 5);
    auto novice = gameOf(tutorialScenario(), 5);
    auto v = bothSides({Difficulty::Veteran, 3}, {Difficulty::Veteran, 3});
    auto n = bothSides({Difficulty::Novice, 3}, {Difficulty::Novice, 3});
    play(*veteran, v, 3);
    play(*novice, n, 3);
    EXPECT_NE(commandsOf(*veteran), commandsOf(*novice));
}

TEST(Difficulty, ParsesAndFormatsTheKeysTheCommandLineTakes) {
    for (Difficulty d : {Difficulty::Novice, Difficulty::Steady, Difficulty::Veteran}) {
        EXPECT_EQ(parseDifficulty(difficultyKey(d)), d);
    }
    EXPECT_EQ(difficultyKey(Difficulty::Steady), "steady");
    EXPECT_EQ(parseDifficulty("expert"), std::nullopt);
    // A veteran judges as the rules value; a novice misjudges and ignores risk.
    EXPECT_EQ(judgementOf(Difficulty::Veteran).noise, 0.0);
    EXPECT_EQ(judgementOf(Difficulty::Veteran).riskWeight, 1.0);
    EXPECT_GT(judgementOf(Difficulty::Novice).noise, judgementOf(Difficulty::Steady).noise);
}

}  // namespace
}  // namespace adjutant::testing
