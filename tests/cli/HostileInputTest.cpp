// Files made to hurt: adjutant-cli is run as a real process under a cap on its
// memory, as a machine with little of it would run it, on a saved game that
// claims a billion figures, a saved game padded with a gigabyte of zero bytes,
// simulation results claiming a billion slices and a house rule with casualties
// for no points. Each must end with exit code 1 and a sentence naming the file,
// the place and the limit: not killed, not aborted, not grown without bound.
#include <fcntl.h>
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdlib>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/common/TopLevelGuard.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;

// Far more than any of these runs needs for its work, far less than the bugs
// these files once caused (23 GB for the billion figures).
constexpr rlim_t kMemoryCap = 1024ULL * 1024 * 1024;

#if defined(__SANITIZE_ADDRESS__)
#define ADJUTANT_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ADJUTANT_TEST_ASAN 1
#endif
#endif

// In the child, before it becomes adjutant-cli. AddressSanitizer reserves
// terabytes of address space for its shadow memory at start, so under it the
// cap is on what the program holds (its own limits, which end the run with a
// report) instead of on its address space.
void capMemory(rlim_t bytes) {
#ifdef ADJUTANT_TEST_ASAN
    const char* given = std::getenv("ASAN_OPTIONS");
    std::string options = given != nullptr ? given : "";
    const std::string megabytes = std::to_string(bytes / (1024 * 1024));
    options += (options.empty() ? "" : ":");
    options += "hard_rss_limit_mb=" + megabytes + ":malloc_limit_mb=" + megabytes;
    ::setenv("ASAN_OPTIONS", options.c_str(), 1);
#else
    const rlimit cap{bytes, bytes};
    ::setrlimit(RLIMIT_AS, &cap);
#endif
}

struct CappedRun {
    bool exited = false;  // ended on its own (not by a signal, not timed out)
    int exitCode = -1;
    int signal = 0;
    std::string out;
    std::string err;
    std::string all() const { return out + err; }
};

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

class HostileInput : public ::testing::Test {
  protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("adjutant-hostile-" + std::to_string(::getpid()) + "-" +
                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    /// Runs adjutant-cli with `args` under the memory cap, for at most two minutes.
    CappedRun runCli(const std::vector<std::string>& args, rlim_t cap = kMemoryCap) const {
        std::vector<std::string> all{testCliProgram()};
        all.insert(all.end(), args.begin(), args.end());
        const fs::path outPath = folder_ / "out.txt";
        const fs::path errPath = folder_ / "err.txt";
        const pid_t pid = ::fork();
        if (pid == 0) {
            capMemory(cap);
            const int out = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            ::dup2(out, STDOUT_FILENO);
            ::dup2(err, STDERR_FILENO);
            std::vector<char*> argv;
            for (std::string& arg : all) {
                argv.push_back(arg.data());
            }
            argv.push_back(nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        CappedRun run;
        if (pid < 0) {
            return run;
        }
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
        int status = 0;
        while (::waitpid(pid, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                ::kill(pid, SIGKILL);
                ::waitpid(pid, &status, 0);
                run.out = readAll(outPath);
                run.err = readAll(errPath) + "\n(killed: it ran for more than two minutes)";
                return run;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        run.exited = WIFEXITED(status);
        run.exitCode = run.exited ? WEXITSTATUS(status) : -1;
        run.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        run.out = readAll(outPath);
        run.err = readAll(errPath);
        return run;
    }

    /// Expects a refusal: exit code 1 and every one of `texts` in the output.
    static void expectRefused(const CappedRun& run, const std::vector<std::string>& texts) {
        EXPECT_TRUE(run.exited) << "ended by signal " << run.signal << ":\n" << run.all();
        EXPECT_EQ(run.exitCode, 1) << run.all();
        for (const std::string& text : texts) {
            EXPECT_NE(run.all().find(text), std::string::npos)
                << "expected \"" << text << "\" in:\n"
                << run.all();
        }
    }

    fs::path folder_;
};

const std::string kInvalid = std::string(testDataDir()) + "/invalid/";

TEST_F(HostileInput, ASavedGameClaimingABillionFiguresIsRefusedByReplayAndReport) {
    const std::string save = kInvalid + "edit-unit-billion-figures.save.jsonl";
    const std::vector<std::string> message{
        save +
        ": line 2 /command/figures: error: expected an integer from 0 to 1000, found 1000000000"};
    expectRefused(runCli({"replay", save}), message);
    expectRefused(runCli({"validate", save}), message);
#ifdef ADJUTANT_CLI_REPORT
    const std::string report = (folder_ / "report.html").string();
    expectRefused(runCli({"report", save, "--out", report}), message);
    EXPECT_FALSE(fs::exists(report));
#endif
}

TEST_F(HostileInput, ASavedGamePaddedWithAGigabyteOfZeroBytesIsRefusedWithoutReadingIt) {
    const fs::path save = folder_ / "padded.save.jsonl";
    fs::copy_file(std::string(testDataDir()) + "/saves/tricorne-tutorial.save.jsonl", save);
    const std::uintmax_t size = fs::file_size(save);
    // The zeros a failing disk may leave: a sparse gigabyte, costing no disk.
    fs::resize_file(save, size + 1024ULL * 1024 * 1024);
    const CappedRun run = runCli({"replay", save.string()});
    expectRefused(run, {save.string() + ": line 26: error: holds a zero byte at column 1"});
}

TEST_F(HostileInput, ALineLongerThanAnyASavedGameHoldsIsRefusedNamingIt) {
    const fs::path save = folder_ / "long-line.save.jsonl";
    fs::copy_file(std::string(testDataDir()) + "/saves/tricorne-tutorial.save.jsonl", save);
    {
        std::ofstream out(save, std::ios::app | std::ios::binary);
        out << std::string(40 * 1024 * 1024, ' ') << "{}\n";
    }
    expectRefused(runCli({"replay", save.string()}),
                  {save.string() + ": line 26: error: is longer than 32.0 MB"});
}

TEST_F(HostileInput, ResultsClaimingABillionSlicesAreRefusedNamingTheFile) {
    const std::string slice = kInvalid + "simulation-billion-slices.results.json";
    expectRefused(
        runCli({"merge-results", slice}),
        {slice + ": /shard/1: error: expected an integer from 1 to 10000000, found 1000000000"});
}

TEST_F(HostileInput, ResultsWithNegativeLossesOrHugePointsAreRefusedNamingTheFile) {
    const std::string losses = kInvalid + "simulation-negative-losses.results.json";
    expectRefused(runCli({"merge-results", losses}),
                  {losses + ": /gameList/0/armies/1/figuresInAction: error: "});
    const std::string points = kInvalid + "simulation-huge-points.results.json";
    expectRefused(runCli({"merge-results", points}), {points + ": /gameList/0/points/0: error: "});
}

TEST_F(HostileInput, AMissingSliceIsReportedAtTheFilesGiven) {
    const std::string slice = kInvalid + "simulation-one-slice-of-two.results.json";
    expectRefused(runCli({"merge-results", slice}),
                  {slice + ": /shard: error: slice 2 of 2 is missing (the files given: " + slice});
}

// A house rule with casualties for no points once passed validate and then
// aborted play and simulate; now it is refused as it is read, and the scenario
// that asks for it says the ruleset is unknown, naming the broken file first.
TEST_F(HostileInput, AHouseRuleWithCasualtiesForNoPointsIsRefusedByEveryCommand) {
    const fs::path rulesets = folder_ / "rulesets";
    fs::create_directories(rulesets);
    const std::string name = "ruleset-zero-points-per-casualty.json";
    fs::copy_file(kInvalid + name, rulesets / name);
    nlohmann::json scenario = nlohmann::json::parse(
        readAll(std::string(testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json"));
    scenario["ruleset"] = "house-zero-points-per-casualty";
    const fs::path scenarioPath = folder_ / "house.scenario.json";
    std::ofstream(scenarioPath) << scenario.dump(1);
    const std::string where = (rulesets / name).string() +
                              ": /tables/casualties/pointsPerCasualty/value: error: the points a "
                              "casualty costs must be more than 0 and at most 1000, found 0";
    const std::string user = "--user-rulesets=" + rulesets.string();
    const std::string save = (folder_ / "house.save.jsonl").string();
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{user, "validate", (rulesets / name).string()},
          std::vector<std::string>{user, "play", scenarioPath.string(), "--ai", "both", "--out",
                                   save},
          std::vector<std::string>{user, "simulate", scenarioPath.string(), "--games", "2"}}) {
        SCOPED_TRACE(args[1]);
        expectRefused(runCli(args), {where});
    }
    EXPECT_FALSE(fs::exists(save));
}

#ifndef ADJUTANT_TEST_ASAN
// A battle too large for the memory there is ends in the guard's sentence, not
// in an abort: the programs' allocator, mimalloc, aborted in its operator new
// until the programs gave it one that throws (app/common/ThrowingNew.cpp).
// Not under AddressSanitizer, whose allocator is its own.
TEST_F(HostileInput, MemoryRunningOutEndsInASentenceNotAnAbort) {
    const CappedRun run = runCli({"bench", "--units", "5000", "--runs", "1"}, 150ULL * 1024 * 1024);
    ASSERT_TRUE(run.exited) << run.all();
    EXPECT_EQ(run.exitCode, app::kInternalFaultExitCode) << run.all();
    EXPECT_NE(run.err.find("(memory ran out)"), std::string::npos) << run.all();
}
#endif

// What reaches a program's main is told in a sentence and exit code 70, not
// an abort: every command of adjutant-cli and the window run inside this guard.
TEST(TopLevelGuard, AnExceptionBecomesASentenceAndExitCode70) {
    std::ostringstream err;
    const int code = app::runGuarded(
        "adjutant-cli",
        []() -> int { throw std::logic_error("points per casualty must be positive"); }, err);
    EXPECT_EQ(code, app::kInternalFaultExitCode);
    EXPECT_EQ(err.str().rfind("adjutant-cli: error: the program met a fault it cannot recover "
                              "from (points per casualty must be positive) and stopped",
                              0),
              0U)
        << err.str();
    std::ostringstream none;
    EXPECT_EQ(app::runGuarded(
                  "adjutant-cli", [] { return 3; }, none),
              3);
    EXPECT_TRUE(none.str().empty());
    std::ostringstream odd;
    EXPECT_EQ(app::runGuarded(
                  "adjutant", []() -> int { throw 42; }, odd),
              70);
    EXPECT_NE(odd.str().find("(an unknown exception)"), std::string::npos);
}

}  // namespace
}  // namespace adjutant
