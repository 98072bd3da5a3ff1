// What may happen to a saved game while it is written: the disk fills up
// between two entries, another program writes the same file, a link is put
// where the file was. The game on disk stays whole and readable, the second
// writer is refused with a sentence naming the first.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/io/SavedGameReader.h"
#include "core/io/SavedGameWriter.h"
#include "core/json/WriterLock.h"
#include "tests/core/io/SavedGameTestSupport.h"
#include "tests/support/FileFaults.h"

namespace adjutant {
namespace {

using testing::bytesOf;
using testing::putBytes;
using testing::ScratchFolder;

class SavedGameWritingFaults : public testing::SavedGameTestBase {};

TEST_F(SavedGameWritingFaults, AnEntryTheDiskCannotHoldLeavesTheFileAsItWas) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    auto game = newGame();
    std::string error;
    auto writer = SavedGameWriter::start(path, *game, error);
    ASSERT_TRUE(writer) << error;
    game->apply(std::make_unique<RollDiceCommand>("initiative", 2));
    ASSERT_EQ(writer->appendNewEntries(*game), "");
    const std::string before = bytesOf(path);

    game->apply(std::make_unique<AdvanceStepCommand>());
    game->apply(std::make_unique<RollDiceCommand>("morale", 2));
    {
        // Room for half a line: the append, then the whole rewrite, fail.
        const testing::FileSizeLimit full(before.size() + 40);
        error = writer->appendNewEntries(*game);
        EXPECT_NE(error.find(path), std::string::npos) << error;
        EXPECT_EQ(bytesOf(path), before);
        error = writer->appendNewEntries(*game);
        EXPECT_NE(error.find("cannot write " + path), std::string::npos) << error;
    }
    EXPECT_EQ(bytesOf(path), before);
    EXPECT_EQ(folder.names(), (std::set<std::string>{"game.save.jsonl", ".game.save.jsonl.lock"}));
    Diagnostics diagnostics;
    const auto loaded = loadSavedGameFile(path, rulesets, engines, diagnostics);
    ASSERT_TRUE(loaded) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(loaded->game->journal().size(), 1u);

    // Room again: the next change writes everything.
    EXPECT_EQ(writer->appendNewEntries(*game), "");
    EXPECT_EQ(bytesOf(path), savedGameText(*game));
}

TEST_F(SavedGameWritingFaults, ASecondProgramWritingTheSameGameIsRefusedAndNamesTheFirst) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    int ready[2];
    ASSERT_EQ(::pipe(ready), 0);
    const pid_t first = ::fork();
    ASSERT_GE(first, 0);
    if (first == 0) {
        // The first program: it starts the game's file and goes on playing.
        setWriterName("adjutant-cli play");
        auto game = newGame();
        std::string error;
        auto writer = SavedGameWriter::start(path, *game, error);
        const char said = writer ? 'y' : 'n';
        static_cast<void>(::write(ready[1], &said, 1));
        for (;;) {
            ::pause();
        }
    }
    ::close(ready[1]);
    char said = 'n';
    ASSERT_EQ(::read(ready[0], &said, 1), 1);
    ::close(ready[0]);
    ASSERT_EQ(said, 'y');
    const std::string firstGame = bytesOf(path);

    const auto game = playShortGame();
    std::string error;
    EXPECT_FALSE(SavedGameWriter::start(path, *game, error));
    const std::string named =
        path + " is being written by adjutant-cli play, process " + std::to_string(first) + " on ";
    EXPECT_EQ(error.rfind(named, 0), 0u) << error;
    EXPECT_EQ(saveGameAs(path, *game).rfind(named, 0), 0u);
    EXPECT_EQ(bytesOf(path), firstGame);

    ::kill(first, SIGKILL);
    ::waitpid(first, nullptr, 0);
    // The first was killed: its lock went with it.
    EXPECT_EQ(saveGameAs(path, *game), "");
    EXPECT_EQ(bytesOf(path), savedGameText(*game));
}

TEST_F(SavedGameWritingFaults, ALinkPutWhereTheGameWasIsNeverWrittenThrough) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    const std::string victim = folder.file("victim.txt");
    putBytes(victim, "precious\n");
    auto game = newGame();
    std::string error;
    auto writer = SavedGameWriter::start(path, *game, error);
    ASSERT_TRUE(writer) << error;
    // Between two changes the file becomes a link to something else.
    std::filesystem::remove(path);
    ASSERT_EQ(::symlink(victim.c_str(), path.c_str()), 0);
    game->apply(std::make_unique<RollDiceCommand>("initiative", 2));
    writer->appendNewEntries(*game);  // written to the file it has open, now gone
    game->apply(std::make_unique<AdvanceStepCommand>());
    // A new writer, or the rewrite after a failure, must not follow the link.
    writer.reset();
    EXPECT_FALSE(SavedGameWriter::start(path, *game, error));
    EXPECT_NE(error.find(path + " is a symbolic link"), std::string::npos) << error;
    EXPECT_EQ(bytesOf(victim), "precious\n");
}

}  // namespace
}  // namespace adjutant
