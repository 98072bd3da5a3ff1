// writeFileSafely, through which every whole file the program writes goes:
// a failed write keeps the old file byte for byte, nothing but a regular file
// is ever replaced, and no link is followed, at the target or at a temporary name.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "core/json/SafeFile.h"
#include "core/json/TextLines.h"
#include "tests/support/FileFaults.h"

namespace adjutant {
namespace {

using testing::bytesOf;
using testing::putBytes;
using testing::ScratchFolder;

bool isFifo(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && S_ISFIFO(info.st_mode);
}

TEST(SafeFile, AFailedWriteKeepsTheOldFileAndLeavesNoTemporaryFile) {
    ScratchFolder folder;
    const std::string target = folder.file("game.save.jsonl");
    const std::string old = "the old game\n";
    putBytes(target, old);
    std::string error;
    {
        // The disk is full after 4 KB: the new 64 KB cannot be written.
        const testing::FileSizeLimit full(4096);
        error = writeFileSafely(target, std::string(65536, 'x'));
    }
    EXPECT_NE(error.find(target), std::string::npos) << error;
    EXPECT_NE(error.find("left as it was"), std::string::npos) << error;
    EXPECT_EQ(bytesOf(target), old);
    EXPECT_EQ(folder.names(), std::set<std::string>{"game.save.jsonl"});
}

TEST(SafeFile, ALinkAtTheTargetIsRefusedAndWhatItPointsAtIsUnchanged) {
    ScratchFolder folder;
    const std::string victim = folder.file("victim.txt");
    const std::string link = folder.file("report.html");
    putBytes(victim, "precious\n");
    ASSERT_EQ(::symlink(victim.c_str(), link.c_str()), 0);
    const std::string error = writeFileSafely(link, "report");
    EXPECT_EQ(error, link +
                         " is a symbolic link, not a regular file: it was left as it is and "
                         "nothing was written");
    EXPECT_EQ(bytesOf(victim), "precious\n");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
}

TEST(SafeFile, ANamedPipeAtTheTargetIsRefusedAndLeftAsItIs) {
    ScratchFolder folder;
    const std::string pipe = folder.file("out.html");
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const std::string error = writeFileSafely(pipe, "report");
    EXPECT_NE(error.find(pipe + " is a named pipe, not a regular file"), std::string::npos)
        << error;
    EXPECT_TRUE(isFifo(pipe));
    EXPECT_EQ(folder.names(), std::set<std::string>{"out.html"});
}

TEST(SafeFile, ACharacterDeviceAtTheTargetIsRefusedAndLeftAsItIs) {
    ScratchFolder folder;
    // A null device of the test's own, in its own folder: never the system's
    // /dev/null, which a broken build would replace with a file.
    const std::string device = folder.file("null.html");
    if (::mknod(device.c_str(), S_IFCHR | 0600, makedev(1, 3)) != 0) {
        GTEST_SKIP() << "cannot make a device node here (not allowed)";
    }
    const std::string error = writeFileSafely(device, "report");
    EXPECT_NE(error.find(device + " is a character device, not a regular file"), std::string::npos)
        << error;
    struct stat info {};
    ASSERT_EQ(::lstat(device.c_str(), &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
    EXPECT_EQ(folder.names(), std::set<std::string>{"null.html"});
}

TEST(SafeFile, AFolderAtTheTargetIsRefused) {
    ScratchFolder folder;
    const std::string inner = folder.file("saves");
    std::filesystem::create_directory(inner);
    const std::string error = writeFileSafely(inner, "x");
    EXPECT_NE(error.find(inner + " is a folder"), std::string::npos) << error;
    EXPECT_TRUE(std::filesystem::is_directory(inner));
}

TEST(SafeFile, LinksPlantedAtTemporaryNamesAreNeverFollowed) {
    ScratchFolder folder;
    const std::string victim = folder.file("victim.txt");
    const std::string target = folder.file("game.save.jsonl");
    putBytes(victim, "precious\n");
    // The names an attacker could guess: the old "<target>.tmp-<pid>" and the
    // names in the pattern of this one (the real suffix is random).
    const std::string planted[] = {target + ".tmp-" + std::to_string(::getpid()),
                                   folder.file(".game.save.jsonl.tmp"),
                                   folder.file(".game.save.jsonl.aaaaaaaaaaaa.tmp")};
    for (const std::string& name : planted) {
        ASSERT_EQ(::symlink(victim.c_str(), name.c_str()), 0);
    }
    ASSERT_EQ(writeFileSafely(target, "the new game\n"), "");
    EXPECT_EQ(bytesOf(target), "the new game\n");
    EXPECT_EQ(bytesOf(victim), "precious\n");
    for (const std::string& name : planted) {
        EXPECT_TRUE(std::filesystem::is_symlink(name)) << name;
    }
}

TEST(SafeFile, ReplacingAFileKeepsItsPermissions) {
    ScratchFolder folder;
    const std::string target = folder.file("private.save.jsonl");
    putBytes(target, "old\n");
    ASSERT_EQ(::chmod(target.c_str(), 0600), 0);
    ASSERT_EQ(writeFileSafely(target, "new\n"), "");
    struct stat info {};
    ASSERT_EQ(::stat(target.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

TEST(SafeFile, ANamedPipeIsRefusedWhereAFileIsReadWithoutWaitingForAWriter) {
    const auto spent = testing::timeToReadAPipe([](const std::string& pipe) {
        Diagnostics diagnostics;
        EXPECT_FALSE(readFileBounded(pipe, 1024, diagnostics));
        ASSERT_TRUE(diagnostics.hasErrors());
        EXPECT_NE(diagnostics.toString().find(pipe + ": error: is not a regular file"),
                  std::string::npos)
            << diagnostics.toString();
    });
    EXPECT_LT(spent, std::chrono::seconds(5));
}

TEST(SafeFile, ANamedPipeIsRefusedWhereLinesAreReadWithoutWaitingForAWriter) {
    const auto spent = testing::timeToReadAPipe([](const std::string& pipe) {
        Diagnostics diagnostics;
        EXPECT_FALSE(TextLineReader::openFile(pipe, TextLineLimits{1000, 100}, diagnostics));
        EXPECT_NE(diagnostics.toString().find("is not a regular file"), std::string::npos)
            << diagnostics.toString();
    });
    EXPECT_LT(spent, std::chrono::seconds(5));
}

}  // namespace
}  // namespace adjutant
