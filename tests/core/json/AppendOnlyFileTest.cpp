// The journal of a saved game grows by appends: each one checked and flushed,
// taken back whole when the disk fails part-way, and never through a link or
// into a named pipe put where the journal was.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/json/AppendOnlyFile.h"
#include "tests/support/FileFaults.h"

namespace adjutant {
namespace {

using testing::bytesOf;
using testing::putBytes;
using testing::ScratchFolder;

TEST(AppendOnlyFile, AppendsAreAddedAtTheEnd) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    putBytes(path, "header\n");
    std::string error;
    auto file = AppendOnlyFile::open(path, AppendOnlyFile::Missing::Refuse, error);
    ASSERT_TRUE(file) << error;
    EXPECT_EQ(file->append("entry 1\n"), "");
    EXPECT_EQ(file->append("entry 2\n"), "");
    EXPECT_EQ(bytesOf(path), "header\nentry 1\nentry 2\n");
}

TEST(AppendOnlyFile, AnAppendTheDiskCannotHoldIsTakenBackWhole) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    const std::string before = "header\nentry 1\n";
    putBytes(path, before);
    std::string error;
    auto file = AppendOnlyFile::open(path, AppendOnlyFile::Missing::Refuse, error);
    ASSERT_TRUE(file) << error;
    {
        // Room for 10 more bytes: part of the line would reach the file.
        const testing::FileSizeLimit full(before.size() + 10);
        error = file->append("{\"entry\": 2, \"a line longer than the room left\"}\n");
    }
    EXPECT_NE(error.find("cannot add to " + path), std::string::npos) << error;
    EXPECT_EQ(bytesOf(path), before);
}

TEST(AppendOnlyFile, ALinkWhereTheFileWasIsRefusedAndItsTargetUnchanged) {
    ScratchFolder folder;
    const std::string victim = folder.file("victim.txt");
    const std::string path = folder.file("game.save.jsonl");
    putBytes(victim, "precious\n");
    ASSERT_EQ(::symlink(victim.c_str(), path.c_str()), 0);
    std::string error;
    EXPECT_FALSE(AppendOnlyFile::open(path, AppendOnlyFile::Missing::Create, error));
    EXPECT_NE(error.find(path + " is a symbolic link"), std::string::npos) << error;
    EXPECT_EQ(bytesOf(victim), "precious\n");
}

TEST(AppendOnlyFile, ANamedPipeIsRefusedWithoutWaitingForAReader) {
    ScratchFolder folder;
    const std::string path = folder.file("timings.txt");
    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    std::string error;
    EXPECT_FALSE(AppendOnlyFile::open(path, AppendOnlyFile::Missing::Create, error));
    EXPECT_NE(error.find(path + " is a named pipe"), std::string::npos) << error;
    struct stat info {};
    ASSERT_EQ(::lstat(path.c_str(), &info), 0);
    EXPECT_TRUE(S_ISFIFO(info.st_mode));
}

TEST(AppendOnlyFile, AMissingJournalIsNotMadeAgain) {
    ScratchFolder folder;
    const std::string path = folder.file("gone.save.jsonl");
    std::string error;
    EXPECT_FALSE(AppendOnlyFile::open(path, AppendOnlyFile::Missing::Refuse, error));
    EXPECT_NE(error.find(path), std::string::npos) << error;
    EXPECT_FALSE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace adjutant
