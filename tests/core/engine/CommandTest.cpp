#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/engine/EngineRegistry.h"
#include "core/engine/Game.h"
#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/engine/commands/ChangeFormationCommand.h"
#include "core/engine/commands/EditUnitCommand.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "core/engine/commands/RollDiceCommand.h"
#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

class CommandTest : public ::testing::Test {
  protected:
    RulesetDefinition ruleset = testing::makeTestRuleset();
    EngineRegistry engines = makeCoreEngineRegistry();
    GameState state = GameState::initial(testing::makeTestSetup(ruleset), engines.rulesetStates);

    std::unique_ptr<Command> read(const nlohmann::json& json, Diagnostics& diagnostics) const {
        return engines.commands.fromJson(JsonReader(json, "test.json", diagnostics));
    }
    std::unique_ptr<Command> roundTrip(const Command& command) const {
        Diagnostics diagnostics;
        auto copy = read(command.toJson(), diagnostics);
        EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
        return copy;
    }
};

TEST_F(CommandTest, FormationMustBeOneTheUnitTypeAllows) {
    EXPECT_EQ(ChangeFormationCommand("ir12", Formation::Square).refusal(state), std::nullopt);
    const auto notAllowed = ChangeFormationCommand("drag1", Formation::Square).refusal(state);
    ASSERT_TRUE(notAllowed);
    EXPECT_EQ(*notAllowed, "a dragoon regiment may not form square");
    EXPECT_TRUE(ChangeFormationCommand("ir12", Formation::Line).refusal(state));  // already
    EXPECT_TRUE(ChangeFormationCommand("ghost", Formation::Line).refusal(state));
}

TEST_F(CommandTest, MoveMustStayOnTheTable) {
    EXPECT_EQ(MoveUnitCommand("ir12", Pose{{48, 36}, 0}).refusal(state), std::nullopt);
    EXPECT_TRUE(MoveUnitCommand("ir12", Pose{{48.1, 10}, 0}).refusal(state));
    EXPECT_TRUE(MoveUnitCommand("ir12", Pose{{10, -0.5}, 0}).refusal(state));
    EXPECT_TRUE(MoveUnitCommand("ir12", Pose{{std::nan(""), 1}, 0}).refusal(state));
}

TEST_F(CommandTest, MoveNormalisesTheFacing) {
    MoveUnitCommand command("ir12", Pose{{10, 10}, -90});
    EXPECT_DOUBLE_EQ(command.pose().facingDegrees, 270);
}

TEST_F(CommandTest, EditChecksFigures) {
    using Changes = EditUnitCommand::Changes;
    EXPECT_EQ(EditUnitCommand("ir12", Changes{30, {}, {}}).refusal(state), std::nullopt);
    EXPECT_TRUE(EditUnitCommand("ir12", Changes{-1, {}, {}}).refusal(state));
    EXPECT_TRUE(EditUnitCommand("ir12", Changes{40, {}, {}}).refusal(state));  // cap 36
    EXPECT_TRUE(EditUnitCommand("ir12", Changes{}).refusal(state));
    EXPECT_TRUE(EditUnitCommand("ir12", Changes{{}, {}, ""}).refusal(state));

    EditUnitCommand rename("ir4", Changes{{}, 30, "IR 4 Deutschmeister"});
    ScriptedDice noDice({});
    rename.perform(state, noDice);
    EXPECT_EQ(state.findUnit("ir4")->name, "IR 4 Deutschmeister");
    EXPECT_EQ(state.findUnit("ir4")->startFigures, 30);
    EXPECT_EQ(state.findUnit("ir4")->figures, 24);
}

TEST_F(CommandTest, AdvanceWalksTheSequenceThenStartsANewBound) {
    ScriptedDice noDice({});
    for (int i = 0; i < 2; ++i) {
        AdvanceStepCommand().perform(state, noDice);
    }
    EXPECT_EQ(state.currentStep()->id, "fire");
    EXPECT_EQ(state.bound(), 1);
    EXPECT_EQ(state.sideToAct(), 0);
    AdvanceStepCommand last;
    last.perform(state, noDice);
    EXPECT_EQ(state.currentStep()->id, "charges");
    EXPECT_EQ(state.bound(), 2);
    EXPECT_EQ(state.sideToAct(), 1);
    EXPECT_EQ(last.toJson().at("from"), "fire");
    // Replayed at another step, the same command is refused rather than drifting.
    const auto refusal = last.refusal(state);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->find("\"fire\""), std::string::npos);
}

TEST_F(CommandTest, AdvanceNeedsASequence) {
    RulesetDefinition bare = ruleset;
    bare.sequence.clear();
    const GameState bareState =
        GameState::initial(testing::makeTestSetup(bare), engines.rulesetStates);
    EXPECT_TRUE(AdvanceStepCommand().refusal(bareState));
}

TEST_F(CommandTest, RollDiceNeedsAPurposeAndACount) {
    EXPECT_TRUE(RollDiceCommand("", 1).refusal(state));
    EXPECT_TRUE(RollDiceCommand("x", 0).refusal(state));
    EXPECT_TRUE(RollDiceCommand("x", RollDiceCommand::kMaxDice + 1).refusal(state));
    RollDiceCommand roll("morale test", 2);
    ScriptedDice dice({4, 2});
    roll.perform(state, dice);
    EXPECT_EQ(dice.rolls(), (std::vector<DieRoll>{{4, "morale test"}, {2, "morale test"}}));
}

TEST_F(CommandTest, EveryCoreCommandSurvivesAJsonRoundTrip) {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<MoveUnitCommand>("ir12", Pose{{1.25, 2.5}, 45}, 9));
    commands.push_back(std::make_unique<ChangeFormationCommand>("ir12", Formation::ColumnOfRoute));
    commands.push_back(
        std::make_unique<EditUnitCommand>("ir4", EditUnitCommand::Changes{20, 22, "Renamed"}));
    commands.push_back(std::make_unique<AdvanceStepCommand>());
    commands.push_back(std::make_unique<RollDiceCommand>("fire", 3));
    commands.back()->recordDice({{1, "fire"}, {6, "fire"}, {3, "fire"}}, true);
    for (const auto& command : commands) {
        const auto copy = roundTrip(*command);
        ASSERT_TRUE(copy) << command->type();
        EXPECT_EQ(copy->type(), command->type());
        EXPECT_EQ(copy->toJson(), command->toJson());
        EXPECT_EQ(copy->describe(), command->describe());
    }
    const auto dice = roundTrip(*commands.back());
    EXPECT_TRUE(dice->hasRecordedDice());
    EXPECT_TRUE(dice->playerDice());
    EXPECT_EQ(dice->rolls().size(), 3u);
}

TEST_F(CommandTest, BadCommandJsonIsReportedWithItsLocation) {
    Diagnostics diagnostics;
    EXPECT_FALSE(read({{"type", "teleport"}}, diagnostics));
    EXPECT_FALSE(
        read({{"type", "moveUnit"}, {"unit", "ir12"}, {"x", "far"}, {"y", 1}, {"facing", 0}},
             diagnostics));
    EXPECT_FALSE(
        read({{"type", "changeFormation"}, {"unit", "ir12"}, {"formation", "wedge"}}, diagnostics));
    EXPECT_FALSE(read({{"type", "rollDice"},
                       {"purpose", "x"},
                       {"count", 1},
                       {"dice", {{{"purpose", "x"}, {"value", 7}}}}},
                      diagnostics));
    EXPECT_FALSE(read(nlohmann::json::array(), diagnostics));
    ASSERT_EQ(diagnostics.errorCount(), 5u) << diagnostics.toString();
    const auto& items = diagnostics.items();
    EXPECT_EQ(items[0].location, "/type");
    EXPECT_NE(items[0].message.find("teleport"), std::string::npos);
    EXPECT_EQ(items[1].location, "/x");
    EXPECT_EQ(items[2].location, "/formation");
    EXPECT_EQ(items[3].location, "/dice/0/value");
    EXPECT_EQ(items[0].file, "test.json");
}

TEST_F(CommandTest, ReplayRefusesDiceRecordedForAnotherPurpose) {
    RulesetStateFactory states;
    Game game(testing::makeTestSetup(ruleset), states);
    auto roll = std::make_unique<RollDiceCommand>("fire", 1);
    roll->recordDice({{5, "melee"}}, false);
    const GameChange change = game.apply(std::move(roll));
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("\"melee\""), std::string::npos) << change.reason;

    auto tooFew = std::make_unique<RollDiceCommand>("fire", 2);
    tooFew->recordDice({{5, "fire"}}, false);
    EXPECT_FALSE(game.apply(std::move(tooFew)).accepted());
}

}  // namespace
}  // namespace adjutant
