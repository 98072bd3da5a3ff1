// The drill ruleset's referee (tests/rulesets/drill/), on its tutorial: its
// firing worked out by hand with scripted dice, its movement allowance, and
// its tables' reader. The referee contract (contract/) checks the rest.

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/dice/ScriptedDice.h"
#include "core/engine/GameState.h"
#include "core/referee/ManoeuvreCommand.h"
#include "core/referee/RulesetReferee.h"
#include "tests/core/referee/RulesetTestSupport.h"
#include "tests/rulesets/drill/DrillGameState.h"
#include "tests/rulesets/drill/DrillTables.h"
#include "tests/support/TestRulesetFolders.h"

namespace adjutant::testing {
namespace {

class DrillRefereeTest : public TestRulesetPlay {
  protected:
    void SetUp() override {
        game = scenarioGame("drill-tutorial", 1);
        ASSERT_TRUE(game);
        judge = referees->find("drill");
        ASSERT_NE(judge, nullptr);
    }
    /// The tutorial as it starts, at the step `stepId`.
    GameState stateAtStep(const std::string& stepId) const {
        GameState state = game->state();
        const auto& steps = state.ruleset().sequence;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (steps[i].id == stepId) {
                state.setStepIndex(i);
            }
        }
        return state;
    }
    static void placeAt(GameState& state, const std::string& unitId, double x, double y) {
        state.editUnit(unitId)->pose.position = {x, y};
    }
    static nlohmann::json moveTo(const std::string& unitId, double x, double y, double facing) {
        return {{"unit", unitId}, {"to", {{"x", x}, {"y", y}, {"facing", facing}}}};
    }

    std::unique_ptr<Game> game;
    const RulesetReferee* judge = nullptr;
};

// The lines start 14 inches apart (blue at y 25, red at y 11). Blue's centre
// battalion is brought to (24, 18): 7 inches from red's centre at (24, 11),
// within the range of 8; every other pair is 13.9 inches apart or more. So in
// scenario order blue's centre fires at red's centre, then red's centre at
// blue's centre (its nearest enemy, 7 inches off). Dice 5 and 4: the first is
// a hit (hits on 5 or more), the second not. Red's centre loses one figure of
// 12, blue's centre none.
TEST_F(DrillRefereeTest, FiringByHandWithScriptedDice) {
    GameState state = stateAtStep("firing");
    placeAt(state, "blue-centre", 24, 18);
    ScriptedDice dice({5, 4});
    const std::vector<Resolution> done = judge->resolveStep(state, dice);
    EXPECT_EQ(dice.remaining(), 0U);
    ASSERT_EQ(done.size(), 2U);
    EXPECT_EQ(done[0].units, (std::vector<std::string>{"blue-centre", "red-centre"}));
    EXPECT_EQ(done[0].summary,
              "Blue centre battalion fires at Red centre battalion (7 inches): a hit, one "
              "figure lost");
    ASSERT_EQ(done[0].rolls.size(), 1U);
    EXPECT_EQ(done[0].rolls[0].value, 5);
    EXPECT_EQ(done[0].rolls[0].purpose, "fire: Blue centre battalion at Red centre battalion");
    EXPECT_EQ(done[0].explanation.rule, "2");
    EXPECT_TRUE(explains(done[0].explanation, "Die", 5));
    EXPECT_TRUE(explains(done[0].explanation, "Figures lost", 1));
    EXPECT_EQ(done[1].units, (std::vector<std::string>{"red-centre", "blue-centre"}));
    EXPECT_EQ(done[1].summary,
              "Red centre battalion fires at Blue centre battalion (7 inches): no hit");
    EXPECT_TRUE(explains(done[1].explanation, "Figures lost", 0));
    EXPECT_EQ(state.findUnit("red-centre")->figures, 11);
    EXPECT_EQ(state.findUnit("blue-centre")->figures, 12);
    for (const Unit& unit : state.units()) {
        if (unit.id != "red-centre") {
            EXPECT_EQ(unit.figures, 12) << unit.id;
        }
    }
}

// Fire is simultaneous (2): red's centre, down to its last figure, loses it to
// blue's 6 and still fires back, hitting with its own 6.
TEST_F(DrillRefereeTest, AUnitLosingItsLastFigureStillFiresInThatStep) {
    GameState state = stateAtStep("firing");
    placeAt(state, "blue-centre", 24, 18);
    state.editUnit("red-centre")->figures = 1;
    ScriptedDice dice({6, 6});
    const std::vector<Resolution> done = judge->resolveStep(state, dice);
    ASSERT_EQ(done.size(), 2U);
    EXPECT_EQ(state.findUnit("red-centre")->figures, 0);
    EXPECT_EQ(state.findUnit("blue-centre")->figures, 11);
}

TEST_F(DrillRefereeTest, NobodyInRangeFiresNobodyAndThrowsNoDie) {
    GameState state = stateAtStep("firing");
    ScriptedDice dice(std::vector<int>{});
    const std::vector<Resolution> done = judge->resolveStep(state, dice);
    ASSERT_EQ(done.size(), 1U);
    EXPECT_EQ(done[0].summary, "Firing: nothing happened");
    EXPECT_EQ(done[0].explanation.note, "no unit had an enemy within range");
}

// The allowance is 6 inches a bound (1): 4 inches, then 3 more is refused
// with what is left, then 2 more is taken; the end of the bound gives it back.
TEST_F(DrillRefereeTest, TheMovementAllowanceRefusesAnOverlongMove) {
    ASSERT_EQ(game->state().currentStep()->id, "movement");
    const auto apply = [&](const nlohmann::json& move) {
        return game->apply(std::make_unique<ManoeuvreCommand>(referees, move));
    };
    EXPECT_TRUE(apply(moveTo("blue-left", 12, 21, 0)).accepted());
    EXPECT_EQ(game->state().findUnit("blue-left")->pose.position, (Vec2{12, 21}));

    const ManoeuvreVerdict tooFar =
        judge->checkManoeuvre(game->state(), moveTo("blue-left", 12, 18, 0));
    EXPECT_FALSE(tooFar.legal);
    EXPECT_DOUBLE_EQ(tooFar.cost, 3);
    EXPECT_DOUBLE_EQ(tooFar.allowance, 2);
    EXPECT_EQ(tooFar.reason,
              "Blue left battalion may move only 2 more inches this bound (1); this move is 3 "
              "inches");
    const GameChange refused = apply(moveTo("blue-left", 12, 18, 0));
    EXPECT_FALSE(refused.accepted());
    EXPECT_EQ(game->state().findUnit("blue-left")->pose.position, (Vec2{12, 21}));

    // Turning costs nothing: 2 inches with a quarter turn is the rest of the move.
    EXPECT_TRUE(apply(moveTo("blue-left", 12, 19, 90)).accepted());
    EXPECT_DOUBLE_EQ(drillState(game->state()).moved("blue-left"), 6);
    EXPECT_TRUE(judge->whyCannotAct(game->state(), "blue-left"));

    // A single move longer than the whole allowance is refused too.
    EXPECT_FALSE(judge->checkManoeuvre(game->state(), moveTo("blue-right", 36, 18, 0)).legal);

    GameState next = game->state();
    judge->endBound(next);
    EXPECT_DOUBLE_EQ(drillState(next).moved("blue-left"), 0);
    EXPECT_FALSE(judge->whyCannotAct(next, "blue-left"));
}

TEST_F(DrillRefereeTest, FireOrdersAndChargesAreRefusedInWords) {
    const GameState state = stateAtStep("movement");
    const auto fire = judge->refuseFireOrder(state, "blue-left", "red-right", "");
    ASSERT_TRUE(fire);
    EXPECT_NE(fire->find("fires by itself"), std::string::npos) << *fire;
    const auto charge = judge->refuseCharge(state, "blue-left", {"red-right"});
    ASSERT_TRUE(charge);
    EXPECT_NE(charge->find("no charges"), std::string::npos) << *charge;
    EXPECT_FALSE(judge->refuseCharge(state, "blue-left", {}));
}

TEST_F(DrillRefereeTest, TheDefaultAdvanceStopsInsideRange) {
    const GameState state = stateAtStep("movement");
    const auto proposed = judge->defaultManoeuvres(state);
    ASSERT_EQ(proposed.size(), state.units().size());
    for (const ProposedManoeuvre& move : proposed) {
        // 14 inches apart: closing to half an inch inside the range of 8 would
        // take 6.5 inches, more than the 6 allowed, so each advances its whole 6.
        const ManoeuvreVerdict verdict = judge->checkManoeuvre(state, *move.manoeuvre);
        EXPECT_TRUE(verdict.legal) << move.unitId << ": " << verdict.reason;
        EXPECT_NEAR(verdict.cost, 6, 1e-9) << move.unitId;
    }
}

// The state is what units have moved this bound, written only for those that
// moved, and read back the same.
TEST_F(DrillRefereeTest, TheStateReadsBackWhatItWrote) {
    GameState state = game->state();
    EXPECT_EQ(state.rulesetState().toJson(),
              (nlohmann::json{{"movedInches", nlohmann::json::object()}}));
    drillState(state).addMove("red-left", 2.5);
    const nlohmann::json written = state.rulesetState().toJson();
    EXPECT_EQ(written, (nlohmann::json{{"movedInches", {{"red-left", 2.5}}}}));
    Diagnostics diagnostics;
    const auto read =
        DrillGameState::fromJson(JsonReader(written, "state", diagnostics), game->setup());
    ASSERT_TRUE(read) << diagnostics.toString();
    EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    EXPECT_TRUE(read->sameAs(state.rulesetState()));
    EXPECT_TRUE(state.rulesetState().clone()->sameAs(*read));

    Diagnostics wrong;
    DrillGameState::fromJson(
        JsonReader(nlohmann::json{{"movedInches", {{"red-left", "far"}}}}, "state", wrong),
        game->setup());
    EXPECT_NE(wrong.toString().find("/movedInches/red-left"), std::string::npos)
        << wrong.toString();
}

TEST(DrillTablesTest, AMissingOrWrongNumberIsReportedAtItsPath) {
    RulesetDefinition definition;
    Diagnostics diagnostics;
    const nlohmann::json tables = {{"moveInches", 6}, {"rangeInches", "far"}, {"hitsOn", 7}};
    parseDrillTables(JsonReader(tables, "drill.json", diagnostics), definition);
    const std::string problems = diagnostics.toString();
    EXPECT_NE(problems.find("/rangeInches"), std::string::npos) << problems;
    EXPECT_NE(problems.find("/hitsOn"), std::string::npos) << problems;
    EXPECT_EQ(problems.find("/moveInches"), std::string::npos) << problems;

    Diagnostics missing;
    parseDrillTables(JsonReader(nlohmann::json::object(), "drill.json", missing), definition);
    EXPECT_NE(missing.toString().find("/hitsOn"), std::string::npos) << missing.toString();
}

TEST(DrillTablesTest, TheFileUnderTestsLoadsWithItsThreeNumbers) {
    const RulesetDefinition* drill = testRulesets().find("drill");
    ASSERT_NE(drill, nullptr);
    const DrillTables& tables = drillTables(*drill);
    EXPECT_EQ(tables.moveInches, 6);
    EXPECT_EQ(tables.rangeInches, 8);
    EXPECT_EQ(tables.hitsOn, 5);
}

}  // namespace
}  // namespace adjutant::testing
