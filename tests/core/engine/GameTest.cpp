#include "core/engine/Game.h"

#include <gtest/gtest.h>

#include "core/dice/ManualDice.h"
#include "core/engine/RulesetStateFactory.h"
#include "core/engine/StateHash.h"
#include "core/engine/commands/AdvanceStepCommand.h"
#include "core/engine/commands/ChangeFormationCommand.h"
#include "core/engine/commands/EditUnitCommand.h"
#include "core/engine/commands/MoveUnitCommand.h"
#include "core/engine/commands/RollDiceCommand.h"
#include "tests/core/engine/TestGames.h"

namespace adjutant {
namespace {

class GameTest : public ::testing::Test {
  protected:
    RulesetDefinition ruleset = testing::makeTestRuleset();
    RulesetStateFactory rulesetStates;
    Game game{testing::makeTestSetup(ruleset), rulesetStates};

    static std::unique_ptr<Command> move(const std::string& unit, double x, double y,
                                         double facing = 0, std::uint64_t drag = 0) {
        return std::make_unique<MoveUnitCommand>(unit, Pose{{x, y}, facing}, drag);
    }
    const Unit& unit(const std::string& id) const { return *game.state().findUnit(id); }
};

TEST_F(GameTest, ApplyUndoRedoWalkTheCommandList) {
    ASSERT_TRUE(game.apply(move("ir12", 22, 28)).accepted());
    ASSERT_TRUE(
        game.apply(std::make_unique<ChangeFormationCommand>("ir12", Formation::Square)).accepted());
    EXPECT_EQ(unit("ir12").pose.position, (Vec2{22, 28}));
    EXPECT_EQ(unit("ir12").formation, Formation::Square);
    EXPECT_EQ(game.cursor(), 2u);

    const GameChange undone = game.undo();
    EXPECT_EQ(undone.kind, GameChange::Kind::Undone);
    EXPECT_EQ(undone.units, std::vector<std::string>{"ir12"});
    EXPECT_EQ(unit("ir12").formation, Formation::Line);
    EXPECT_EQ(unit("ir12").pose.position, (Vec2{22, 28}));

    game.undo();
    EXPECT_EQ(unit("ir12").pose.position, (Vec2{20, 30}));
    EXPECT_FALSE(game.canUndo());
    EXPECT_FALSE(game.undo().accepted());
    EXPECT_EQ(stateHash(game.state()), stateHash(game.initialState()));

    EXPECT_EQ(game.redo().kind, GameChange::Kind::Redone);
    EXPECT_EQ(game.redo().kind, GameChange::Kind::Redone);
    EXPECT_FALSE(game.canRedo());
    EXPECT_EQ(unit("ir12").formation, Formation::Square);
    EXPECT_EQ(unit("ir12").pose.position, (Vec2{22, 28}));
}

TEST_F(GameTest, ApplyingAfterUndoDropsTheRedoTail) {
    game.apply(move("ir12", 22, 28));
    game.apply(move("ir12", 23, 27));
    game.undo();
    ASSERT_TRUE(game.canRedo());
    game.apply(move("drag1", 36, 25));
    EXPECT_FALSE(game.canRedo());
    EXPECT_EQ(game.commandCount(), 2u);
    EXPECT_EQ(unit("ir12").pose.position, (Vec2{22, 28}));
}

TEST_F(GameTest, RefusedCommandChangesNothingAndSaysWhy) {
    game.apply(move("ir12", 22, 28));
    const std::uint64_t before = stateHash(game.state());
    const std::size_t journalBefore = game.journal().size();

    // Dragoons may not form square in the test ruleset.
    const GameChange change =
        game.apply(std::make_unique<ChangeFormationCommand>("drag1", Formation::Square));

    EXPECT_EQ(change.kind, GameChange::Kind::Refused);
    EXPECT_NE(change.reason.find("may not form square"), std::string::npos) << change.reason;
    EXPECT_EQ(stateHash(game.state()), before);
    EXPECT_EQ(game.journal().size(), journalBefore);
    EXPECT_EQ(game.cursor(), 1u);
    EXPECT_FALSE(game.apply(move("nobody", 1, 1)).accepted());
    EXPECT_FALSE(game.apply(move("ir12", -1, 1)).accepted());
    EXPECT_FALSE(game.apply(nullptr).accepted());
    EXPECT_EQ(stateHash(game.state()), before);
}

TEST_F(GameTest, UndoThenRedoOfADiceCommandGivesTheSameValues) {
    const GameChange first = game.apply(std::make_unique<RollDiceCommand>("test", 5));
    ASSERT_TRUE(first.accepted());
    ASSERT_EQ(first.rolls.size(), 5u);
    const std::uint64_t afterRoll = stateHash(game.state());

    game.undo();
    EXPECT_NE(stateHash(game.state()), afterRoll);  // the generator went back
    const GameChange again = game.redo();

    EXPECT_EQ(again.rolls, first.rolls);
    EXPECT_EQ(stateHash(game.state()), afterRoll);

    // A new roll after the redo continues the generator's sequence, not a repeat.
    const GameChange next = game.apply(std::make_unique<RollDiceCommand>("test", 5));
    EXPECT_NE(next.rolls, first.rolls);
}

TEST_F(GameTest, SeededDiceFollowTheSeed) {
    RulesetStateFactory states;
    Game sameSeed(testing::makeTestSetup(ruleset, 7), states);
    Game otherSeed(testing::makeTestSetup(ruleset, 8), states);
    const auto rolls = game.apply(std::make_unique<RollDiceCommand>("a", 10)).rolls;
    EXPECT_EQ(sameSeed.apply(std::make_unique<RollDiceCommand>("a", 10)).rolls, rolls);
    EXPECT_NE(otherSeed.apply(std::make_unique<RollDiceCommand>("a", 10)).rolls, rolls);
}

TEST_F(GameTest, PlayerDiceAreRecordedAndLeaveTheGeneratorAlone) {
    int next = 0;
    const std::vector<int> typed = {6, 1, 3};
    ManualDice player([&](std::string_view) { return std::optional<int>(typed[next++]); });
    const std::uint64_t before = stateHash(game.state());

    const GameChange change = game.apply(std::make_unique<RollDiceCommand>("fire", 3), &player);

    ASSERT_TRUE(change.accepted());
    EXPECT_EQ(change.rolls, (std::vector<DieRoll>{{6, "fire"}, {1, "fire"}, {3, "fire"}}));
    EXPECT_TRUE(game.command(0).playerDice());
    EXPECT_EQ(stateHash(game.state()), before);
    game.undo();
    EXPECT_EQ(game.redo().rolls, change.rolls);
}

TEST_F(GameTest, CancelledPlayerDiceRefuseTheCommand) {
    ManualDice cancelling([](std::string_view) { return std::optional<int>(); });
    const GameChange change = game.apply(std::make_unique<RollDiceCommand>("fire", 1), &cancelling);
    EXPECT_FALSE(change.accepted());
    EXPECT_NE(change.reason.find("cancelled"), std::string::npos) << change.reason;
    EXPECT_EQ(game.commandCount(), 0u);
    EXPECT_TRUE(game.journal().empty());
}

TEST_F(GameTest, SuccessiveMovesOfOneDragAreOneUndoStep) {
    game.apply(move("ir4", 25, 8, 180));
    EXPECT_EQ(game.apply(move("ir12", 21, 29, 0, 42)).kind, GameChange::Kind::Applied);
    EXPECT_EQ(game.apply(move("ir12", 22, 28, 0, 42)).kind, GameChange::Kind::Merged);
    EXPECT_EQ(game.apply(move("ir12", 23, 27, 10, 42)).kind, GameChange::Kind::Merged);
    EXPECT_EQ(game.commandCount(), 2u);
    EXPECT_EQ(game.journal().size(), 4u);  // the log keeps every step of the drag
    EXPECT_EQ(unit("ir12").pose, (Pose{{23, 27}, 10}));

    game.undo();
    EXPECT_EQ(unit("ir12").pose, (Pose{{20, 30}, 0}));
    EXPECT_EQ(unit("ir4").pose.position, (Vec2{25, 8}));
    game.redo();
    EXPECT_EQ(unit("ir12").pose, (Pose{{23, 27}, 10}));
}

TEST_F(GameTest, MovesOfDifferentDragsOrUnitsDoNotMerge) {
    game.apply(move("ir12", 21, 29, 0, 1));
    game.apply(move("ir12", 22, 28, 0, 2));   // a second drag of the same unit
    game.apply(move("drag1", 30, 28, 0, 2));  // another unit, same drag number
    game.apply(move("drag1", 31, 28));        // a move outside any drag
    game.apply(move("drag1", 32, 28));
    EXPECT_EQ(game.commandCount(), 5u);
}

TEST_F(GameTest, ChangeRecordNamesTheUnitsAndTheTurn) {
    const GameChange moved = game.apply(move("drag1", 30, 20));
    EXPECT_EQ(moved.units, std::vector<std::string>{"drag1"});
    EXPECT_FALSE(moved.turnChanged);
    const GameChange advanced = game.apply(std::make_unique<AdvanceStepCommand>());
    EXPECT_TRUE(advanced.units.empty());
    EXPECT_TRUE(advanced.turnChanged);
    const GameChange edited =
        game.apply(std::make_unique<EditUnitCommand>("ir4", EditUnitCommand::Changes{20, {}, {}}));
    EXPECT_EQ(edited.units, std::vector<std::string>{"ir4"});
}

TEST_F(GameTest, UndoOnALongGameMatchesEveryEarlierState) {
    RulesetStateFactory states;
    Game longGame(testing::makeTestSetup(ruleset), states, 4);
    std::vector<std::uint64_t> hashes = {stateHash(longGame.state())};
    for (int i = 0; i < 50; ++i) {
        std::unique_ptr<Command> command;
        if (i % 5 == 0) {
            command = std::make_unique<RollDiceCommand>("morale", 2);
        } else if (i % 7 == 0) {
            command = std::make_unique<AdvanceStepCommand>();
        } else {
            command = move(i % 2 ? "ir12" : "ir4", 10 + i * 0.5, 12 + (i % 9), i * 7.0);
        }
        ASSERT_TRUE(longGame.apply(std::move(command)).accepted()) << "command " << i;
        hashes.push_back(stateHash(longGame.state()));
    }
    for (int i = 49; i >= 0; --i) {
        ASSERT_TRUE(longGame.undo().accepted());
        ASSERT_EQ(stateHash(longGame.state()), hashes[static_cast<std::size_t>(i)]) << i;
    }
    // Redo all, then undo across snapshots again after a branch.
    for (int i = 0; i < 30; ++i) {
        longGame.redo();
    }
    EXPECT_EQ(stateHash(longGame.state()), hashes[30]);
    longGame.apply(move("drag1", 1, 1));
    longGame.undo();
    EXPECT_EQ(stateHash(longGame.state()), hashes[30]);
    longGame.undo();
    EXPECT_EQ(stateHash(longGame.state()), hashes[29]);
}

TEST_F(GameTest, JournalRecordsEveryActionWithTheResultingHash) {
    game.apply(move("ir12", 22, 28));
    game.undo();
    game.redo();
    ASSERT_EQ(game.journal().size(), 3u);
    EXPECT_EQ(game.journal()[0].action, JournalEntry::Action::Apply);
    EXPECT_EQ(game.journal()[0].command.at("type"), "moveUnit");
    EXPECT_EQ(game.journal()[1].action, JournalEntry::Action::Undo);
    EXPECT_EQ(game.journal()[1].stateHash, stateHash(game.initialState()));
    EXPECT_EQ(game.journal()[2].action, JournalEntry::Action::Redo);
    EXPECT_EQ(game.journal()[2].stateHash, stateHash(game.state()));
}

}  // namespace
}  // namespace adjutant
