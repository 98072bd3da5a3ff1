// Two programs never write one saved game: the second is refused with a
// sentence naming the first (program, process, host, since when), a program
// that was killed never blocks the next, and the lock file itself is never
// written through a link.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/json/WriterLock.h"
#include "tests/support/FileFaults.h"

namespace adjutant {
namespace {

using testing::bytesOf;
using testing::putBytes;
using testing::ScratchFolder;

/// Another program holding the lock on `path`: a child process that takes it
/// as "adjutant-cli play" and waits until it is killed.
class OtherWriter {
  public:
    explicit OtherWriter(const std::string& path) {
        int ready[2];
        if (::pipe(ready) != 0) {
            return;
        }
        pid_ = ::fork();
        if (pid_ == 0) {
            ::close(ready[0]);
            setWriterName("adjutant-cli play");
            std::string error;
            const auto lock = WriterLock::acquire(path, error);
            const char said = lock ? 'y' : 'n';
            static_cast<void>(::write(ready[1], &said, 1));
            for (;;) {
                ::pause();
            }
        }
        ::close(ready[1]);
        char said = 'n';
        locked_ = ::read(ready[0], &said, 1) == 1 && said == 'y';
        ::close(ready[0]);
    }
    ~OtherWriter() { kill(); }
    OtherWriter(const OtherWriter&) = delete;
    OtherWriter& operator=(const OtherWriter&) = delete;

    bool locked() const { return locked_; }
    pid_t pid() const { return pid_; }
    /// As a crash or a pulled plug would end it.
    void kill() {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
            pid_ = -1;
        }
    }

  private:
    pid_t pid_ = -1;
    bool locked_ = false;
};

TEST(WriterLock, ASecondProgramIsRefusedWithTheFirstsNameProcessAndHost) {
    ScratchFolder folder;
    const std::string path = folder.file("mollwitz.save.jsonl");
    OtherWriter other(path);
    ASSERT_TRUE(other.locked());
    std::string error;
    EXPECT_FALSE(WriterLock::acquire(path, error));
    char host[256] = {};
    ::gethostname(host, sizeof host - 1);
    const std::string expected = path + " is being written by adjutant-cli play, process " +
                                 std::to_string(other.pid()) + " on " + host + ", since ";
    EXPECT_EQ(error.rfind(expected, 0), 0u) << error;
    EXPECT_NE(error.find("the file was left as it is"), std::string::npos) << error;
}

TEST(WriterLock, AKilledProgramsLockDoesNotBlockTheNext) {
    ScratchFolder folder;
    const std::string path = folder.file("mollwitz.save.jsonl");
    OtherWriter other(path);
    ASSERT_TRUE(other.locked());
    other.kill();
    // Its lock file is still there, with its record; the lock itself died with it.
    ASSERT_TRUE(std::filesystem::exists(writerLockPathFor(path)));
    std::string error;
    const auto lock = WriterLock::acquire(path, error);
    ASSERT_TRUE(lock) << error;
    EXPECT_NE(bytesOf(writerLockPathFor(path)).find("\"process\":" + std::to_string(::getpid())),
              std::string::npos);
}

TEST(WriterLock, WritersInOneProgramShareItsLockAndTheLastRemovesTheFile) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    std::string error;
    auto first = WriterLock::acquire(path, error);
    ASSERT_TRUE(first) << error;
    auto second = WriterLock::acquire(folder.path().string() + "/./game.save.jsonl", error);
    EXPECT_EQ(first, second) << error;
    first.reset();
    EXPECT_TRUE(std::filesystem::exists(writerLockPathFor(path)));
    second.reset();
    EXPECT_EQ(folder.names(), std::set<std::string>{});
}

TEST(WriterLock, ANamedPipeIsRefusedBeforeAnyLockFileIsMadeBesideIt) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    std::string error;
    EXPECT_FALSE(WriterLock::acquire(path, error));
    EXPECT_NE(error.find(path + " is a named pipe"), std::string::npos) << error;
    EXPECT_EQ(folder.names(), std::set<std::string>{"game.save.jsonl"});
}

TEST(WriterLock, ALinkPlantedAtTheLockFileIsRefusedAndItsTargetUnchanged) {
    ScratchFolder folder;
    const std::string path = folder.file("game.save.jsonl");
    const std::string victim = folder.file("victim.txt");
    putBytes(victim, "precious\n");
    ASSERT_EQ(::symlink(victim.c_str(), writerLockPathFor(path).c_str()), 0);
    std::string error;
    EXPECT_FALSE(WriterLock::acquire(path, error));
    EXPECT_NE(error.find("is a symbolic link"), std::string::npos) << error;
    EXPECT_EQ(bytesOf(victim), "precious\n");
}

}  // namespace
}  // namespace adjutant
