// The computer commander playing War of Princes: the shipped tutorial with a
// commander on each side, the British brigade ordered to capture the meeting
// house (its brigade task in the scenario) and the Continentals to hold.

#include <gtest/gtest.h>

#include "core/io/ScenarioReader.h"
#include "tests/core/ai/CommanderTestSupport.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {
namespace {

Scenario princesTutorial() {
    Diagnostics diagnostics;
    auto scenario = readScenarioFile(
        std::string(adjutant::testResourceDir()) + "/scenarios/princes-tutorial.scenario.json",
        builtinRulesets(), diagnostics);
    EXPECT_TRUE(scenario) << diagnostics.toString();
    return scenario ? *scenario : Scenario{};
}

Vec2 centreOf(const std::vector<Vec2>& outline) {
    Vec2 sum;
    for (const Vec2& p : outline) {
        sum = sum + p;
    }
    return outline.empty() ? sum : sum / static_cast<double>(outline.size());
}

// The mean distance of the brigade's units still on the table from the point.
double meanDistanceTo(const GameState& state, const std::string& brigade, Vec2 point) {
    double sum = 0;
    int count = 0;
    for (const Unit& unit : state.units()) {
        if (unit.brigade == brigade && unit.figures > 0) {
            sum += (unit.pose.position - point).length();
            ++count;
        }
    }
    return count ? sum / count : 1e9;
}

TEST_F(CommanderTest, PrincesAttackingBrigadeEndsNearerItsObjectiveAfterSixBounds) {
    const Scenario scenario = princesTutorial();
    ASSERT_EQ(scenario.sides.size(), 2u);
    const Brigade& british = scenario.sides[0].brigades.at(0);
    ASSERT_EQ(british.task, BrigadeTask::Capture);
    ASSERT_EQ(british.objectiveId, "meeting-house");
    ASSERT_EQ(scenario.sides[1].brigades.at(0).task, BrigadeTask::Hold);
    const Vec2 meetingHouse = centreOf(scenario.objectives.at(0).outline);
    auto game = gameOf(scenario, 3);
    const double before = meanDistanceTo(game->state(), british.id, meetingHouse);
    auto commanders = bothSides({Difficulty::Veteran, 1}, {Difficulty::Veteran, 2});
    play(*game, commanders, 6);
    EXPECT_EQ(game->state().bound(), 7);
    const double after = meanDistanceTo(game->state(), british.id, meetingHouse);
    EXPECT_LT(after, before - 3.0) << "from " << before << " to " << after;
}

TEST_F(CommanderTest, PrincesOrdersEachCarryAReason) {
    auto game = gameOf(princesTutorial(), 5);
    auto commanders = bothSides({Difficulty::Veteran, 1}, {Difficulty::Veteran, 2});
    play(*game, commanders, 2);
    int orders = 0;
    for (std::size_t i = 0; i < game->cursor(); ++i) {
        const Command& command = game->command(i);
        if (command.type() == "resolveStep") {
            continue;
        }
        ++orders;
        EXPECT_FALSE(command.note().empty()) << command.toJson().dump();
        EXPECT_EQ(command.note().find("default orders"), std::string::npos) << command.note();
    }
    EXPECT_GT(orders, 0);
}

}  // namespace
}  // namespace adjutant::testing
