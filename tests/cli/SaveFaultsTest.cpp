// adjutant-cli run as a player runs it, on a disk that fills up, onto a game
// another adjutant-cli is writing, and at links and named pipes: the old file
// is kept byte for byte, the message names the file, the exit code says it
// failed, and nothing a link points at is touched.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/json/WriterLock.h"
#include "tests/support/FileFaults.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

using testing::bytesOf;
using testing::putBytes;
using testing::ScratchFolder;

const std::string kTutorial =
    std::string(testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
const std::string kMollwitz =
    std::string(testResourceDir()) + "/scenarios/mollwitz-1741.scenario.json";

struct CliRun {
    std::optional<int> exitCode;  // nothing when it was killed or ran too long
    std::string out;
    std::string err;
};

/// adjutant-cli started with `args`, its output kept in `logs`. With
/// `fileLimit`, no file it writes may grow past that many bytes (the disk is
/// "full" there: the write fails with EFBIG). Every wait is bounded.
class Cli {
  public:
    Cli(std::vector<std::string> args, const ScratchFolder& logs, rlim_t fileLimit = RLIM_INFINITY)
        : outPath_(logs.file("out-" + std::to_string(++count_))),
          errPath_(logs.file("err-" + std::to_string(count_))) {
        args.insert(args.begin(), {testCliProgram(), "--resources", testResourceDir()});
        pid_ = ::fork();
        if (pid_ == 0) {
            const int out = ::open(outPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int err = ::open(errPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            ::dup2(out, STDOUT_FILENO);
            ::dup2(err, STDERR_FILENO);
            if (fileLimit != RLIM_INFINITY) {
                ::signal(SIGXFSZ, SIG_IGN);  // kept across exec: writes fail instead
                struct rlimit limit {};
                ::getrlimit(RLIMIT_FSIZE, &limit);
                limit.rlim_cur = fileLimit;
                ::setrlimit(RLIMIT_FSIZE, &limit);
            }
            std::vector<char*> argv;
            for (std::string& arg : args) {
                argv.push_back(arg.data());
            }
            argv.push_back(nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
    }
    ~Cli() {
        if (pid_ > 0) {
            kill(SIGKILL);
        }
    }
    Cli(const Cli&) = delete;
    Cli& operator=(const Cli&) = delete;

    pid_t pid() const { return pid_; }
    void kill(int signal) {
        ::kill(pid_, signal);
        if (signal == SIGKILL) {
            ::waitpid(pid_, nullptr, 0);
            pid_ = -1;
        }
    }
    bool running() const { return pid_ > 0 && ::waitpid(pid_, nullptr, WNOHANG) == 0; }

    CliRun finish(std::chrono::seconds limit = std::chrono::seconds(120)) {
        CliRun run;
        const auto deadline = std::chrono::steady_clock::now() + limit;
        int status = 0;
        while (::waitpid(pid_, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                kill(SIGKILL);
                status = -1;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        pid_ = -1;
        if (status != -1 && WIFEXITED(status)) {
            run.exitCode = WEXITSTATUS(status);
        }
        run.out = bytesOf(outPath_);
        run.err = bytesOf(errPath_);
        return run;
    }

  private:
    static inline int count_ = 0;
    std::string outPath_;
    std::string errPath_;
    pid_t pid_ = -1;
};

CliRun runCli(std::vector<std::string> args, const ScratchFolder& logs,
              rlim_t fileLimit = RLIM_INFINITY) {
    return Cli(std::move(args), logs, fileLimit).finish();
}

bool isFifo(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && S_ISFIFO(info.st_mode);
}

class SaveFaults : public ::testing::Test {
  protected:
    void SetUp() override {
        game = folder.file("tutorial.save.jsonl");
        const CliRun played =
            runCli({"play", kTutorial, "--seed", "3", "--bounds", "2", "--out", game}, logs);
        ASSERT_EQ(played.exitCode, 0) << played.err;
    }

    ScratchFolder folder;
    ScratchFolder logs;
    std::string game;
};

#ifdef ADJUTANT_CLI_REPORT
TEST_F(SaveFaults, ReportOnAFullDiskKeepsTheOldReportAndFails) {
    const std::string report = folder.file("report.html");
    const std::string old = "<html>the report of last week</html>\n";
    putBytes(report, old);
    const CliRun run = runCli({"report", game, "--out", report}, logs, 4096);
    EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
    EXPECT_NE(run.err.find("cannot write " + report), std::string::npos) << run.err;
    EXPECT_EQ(run.out.find("after-action report"), std::string::npos) << run.out;
    EXPECT_EQ(bytesOf(report), old);
    EXPECT_EQ(folder.names(), (std::set<std::string>{"tutorial.save.jsonl", "report.html"}));
}

TEST_F(SaveFaults, ReportToALinkIsRefusedAndTheLinksTargetUnchanged) {
    const std::string victim = folder.file("victim.txt");
    const std::string link = folder.file("link.html");
    putBytes(victim, "precious\n");
    ASSERT_EQ(::symlink(victim.c_str(), link.c_str()), 0);
    const CliRun run = runCli({"report", game, "--out", link}, logs);
    EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
    EXPECT_NE(run.err.find(link + " is a symbolic link"), std::string::npos) << run.err;
    EXPECT_EQ(bytesOf(victim), "precious\n");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
}

TEST_F(SaveFaults, ReportToANamedPipeIsRefusedAndThePipeLeftAsItIs) {
    const std::string pipe = folder.file("report.pdf");
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const CliRun run = runCli({"report", game, "--out", pipe}, logs);
    EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
    EXPECT_NE(run.err.find(pipe + " is a named pipe"), std::string::npos) << run.err;
    EXPECT_TRUE(isFifo(pipe));
}
#endif

TEST_F(SaveFaults, PlayOnAFullDiskKeepsTheOldGameAndFails) {
    const std::string old = bytesOf(game);
    // Not even the new game's first line fits.
    const CliRun run = runCli({"play", kMollwitz, "--bounds", "1", "--out", game}, logs, 4096);
    EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
    EXPECT_NE(run.err.find("cannot write " + game), std::string::npos) << run.err;
    EXPECT_EQ(bytesOf(game), old);
    EXPECT_EQ(folder.names(), std::set<std::string>{"tutorial.save.jsonl"});
}

TEST_F(SaveFaults, PlayWhoseDiskFillsUpMidGameLeavesNoHalfLine) {
    const std::string header = bytesOf(game).substr(0, bytesOf(game).find('\n') + 1);
    // The first line and a few entries fit; then the disk is full mid-line.
    const CliRun run = runCli({"play", kTutorial, "--seed", "5", "--bounds", "4", "--out", game},
                              logs, header.size() + 1500);
    EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
    EXPECT_NE(run.err.find(game + ": error: cannot"), std::string::npos) << run.err;
    const std::string left = bytesOf(game);
    ASSERT_FALSE(left.empty());
    EXPECT_EQ(left.back(), '\n');
    // What is left reads back without a warning: no torn last line.
    const CliRun validated = runCli({"validate", game}, logs);
    EXPECT_EQ(validated.exitCode, 0) << validated.out << validated.err;
    EXPECT_EQ(validated.out.find("warning"), std::string::npos) << validated.out;
    EXPECT_EQ(validated.err.find("warning"), std::string::npos) << validated.err;
}

TEST_F(SaveFaults, ASecondPlayOntoTheSameGameIsRefusedAndNamesTheFirst) {
    const std::string lock = writerLockPathFor(game);
    Cli first({"play", kMollwitz, "--ai", "both", "--bounds", "12", "--out", game}, logs);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    // The lock file is made a moment before it is locked; the holder's record
    // is written only once the lock is held, so that is what is waited for.
    const std::string holder = "\"process\":" + std::to_string(first.pid());
    const auto locked = [&] {
        std::error_code ignored;
        return std::filesystem::exists(lock, ignored) &&
               bytesOf(lock).find(holder) != std::string::npos;
    };
    while (!locked() && first.running() && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ASSERT_TRUE(locked()) << "the first play never locked the game";
    first.kill(SIGSTOP);  // holds its lock, as a long game does
    const std::string firstGame = bytesOf(game);
    const CliRun second = runCli({"play", kTutorial, "--seed", "9", "--out", game}, logs);
    EXPECT_EQ(second.exitCode, 1) << second.out << second.err;
    const std::string named = game + " is being written by adjutant-cli play, process " +
                              std::to_string(first.pid()) + " on ";
    EXPECT_NE(second.err.find(named), std::string::npos) << second.err;
    EXPECT_EQ(bytesOf(game), firstGame);

    // Killed mid-game, the first leaves its lock file but no lock: a third goes ahead.
    first.kill(SIGKILL);
    ASSERT_TRUE(std::filesystem::exists(lock));
    const CliRun third =
        runCli({"play", kTutorial, "--seed", "9", "--bounds", "1", "--out", game}, logs);
    EXPECT_EQ(third.exitCode, 0) << third.out << third.err;
    EXPECT_FALSE(std::filesystem::exists(lock));
}

}  // namespace
}  // namespace adjutant
