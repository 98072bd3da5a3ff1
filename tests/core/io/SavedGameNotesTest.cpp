// A player's notes on commands: kept as journal entries of their own, found
// again for the command they are on after undo and redo, written to the saved
// game, read back, and refused when they name an entry that does not come
// before them.

#include <gtest/gtest.h>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "tests/core/io/SavedGameTestSupport.h"

namespace adjutant::testing {
namespace {

using SavedGameNotes = SavedGameTestBase;

TEST_F(SavedGameNotes, ANoteIsAnEntryAboutTheCommandThatIsNowInPlace) {
    auto game = playShortGame();
    // The roll before the last step was undone and redone: its note goes on the redo.
    ASSERT_GE(game->commandCount(), 2U);
    const std::optional<std::size_t> entry = game->journalEntryOf(game->commandCount() - 2);
    ASSERT_TRUE(entry);
    EXPECT_EQ(game->journal()[*entry].action, JournalEntry::Action::Redo);
    const std::uint64_t before = stateHash(game->state());
    ASSERT_TRUE(game->addNote(*entry, "rolled again for the record"));
    EXPECT_EQ(game->noteOn(*entry), "rolled again for the record");
    EXPECT_EQ(stateHash(game->state()), before);
    EXPECT_EQ(game->journal().back().action, JournalEntry::Action::Note);
    // A later note replaces it; a note on a note is refused.
    ASSERT_TRUE(game->addNote(*entry, "second thoughts"));
    EXPECT_EQ(game->noteOn(*entry), "second thoughts");
    EXPECT_FALSE(game->addNote(game->journal().size() - 1, "about a note"));
    EXPECT_FALSE(game->addNote(10000, "nothing there"));
}

TEST_F(SavedGameNotes, NotesAreSavedAndReadBack) {
    auto game = playShortGame();
    ASSERT_TRUE(game->addNote(*game->journalEntryOf(1), "the first step of the drag"));
    const std::string text = savedGameText(*game);
    EXPECT_NE(text.find(R"("action":"note")"), std::string::npos);
    EXPECT_NE(text.find(R"("text":"the first step of the drag")"), std::string::npos);
    Diagnostics diagnostics;
    const auto loaded = readSavedGameText(text, "notes.save.jsonl", rulesets, engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_FALSE(diagnostics.hasErrors());
    EXPECT_EQ(loaded->game->noteOn(*loaded->game->journalEntryOf(1)), "the first step of the drag");
    EXPECT_EQ(stateHash(loaded->game->state()), stateHash(game->state()));
}

TEST_F(SavedGameNotes, ANoteOnALaterEntryIsRefused) {
    auto game = playShortGame();
    ASSERT_TRUE(game->addNote(0, "first"));
    std::string text = savedGameText(*game);
    const std::string line = R"("entry":1,)";
    const auto at = text.find(line);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, line.size(), R"("entry":99,)");
    Diagnostics diagnostics;
    EXPECT_FALSE(readSavedGameText(text, "bad.save.jsonl", rulesets, engines, diagnostics));
    EXPECT_NE(diagnostics.toString().find("/entry"), std::string::npos) << diagnostics.toString();
}

TEST_F(SavedGameNotes, AReplayShowsTheStateAfterAnyCommand) {
    auto game = playShortGame();
    std::string error;
    const std::optional<GameState> afterTwo = game->stateAfter(2, error);
    ASSERT_TRUE(afterTwo) << error;
    // The roll and the drag (one command, its three moves merged).
    EXPECT_DOUBLE_EQ(afterTwo->findUnit("pr-ir18-1")->pose.position.y, 37.0);
    EXPECT_EQ(stateHash(*game->stateAfter(game->cursor(), error)), stateHash(game->state()));
    EXPECT_FALSE(game->stateAfter(1000, error));
}

}  // namespace
}  // namespace adjutant::testing
