// A real crash: `adjutant-cli play` is started as a process and killed with
// SIGKILL at many points of a game. Every saved game it leaves must read back
// and replay to a prefix of the whole game, losing no entry but the one being
// written when it was killed.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine/StateHash.h"
#include "core/io/SavedGameReader.h"
#include "core/referee/BuiltinEngines.h"
#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/support/TextLines.h"

extern char** environ;

namespace adjutant {
namespace {

namespace fs = std::filesystem;

const std::string kScenario =
    std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";

pid_t startPlay(const std::string& out) {
    std::vector<std::string> args{adjutant::testCliProgram(),
                                  "play",
                                  kScenario,
                                  "--seed",
                                  "7",
                                  "--bounds",
                                  "3",
                                  "--out",
                                  out};
    std::vector<char*> argv;
    for (std::string& arg : args) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int failed = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return failed == 0 ? pid : -1;
}

// Waits for the process; true when it ended by SIGKILL (not on its own first).
bool reap(pid_t pid) {
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
}

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::size_t completeLines(const std::string& text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

class KillDuringPlay : public ::testing::Test {
  protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("adjutant-kill-" + std::to_string(::getpid()) + "-" +
                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
        fs::create_directories(folder_);
        Diagnostics loading;
        rulesets_ = loadBuiltinRulesets(adjutant::testResourceDir(), loading);
        ASSERT_FALSE(loading.hasErrors()) << loading.toString();

        const std::string full = (folder_ / "full.save.jsonl").string();
        const auto started = std::chrono::steady_clock::now();
        const pid_t pid = startPlay(full);
        ASSERT_GT(pid, 0);
        int status = 0;
        waitpid(pid, &status, 0);
        ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        fullTime_ = std::chrono::steady_clock::now() - started;
        fullText_ = readAll(full);
        full_ = adjutant::test::textLines(fullText_);
        ASSERT_GT(full_.size(), 20u) << "the game is too short to kill at many points";
    }
    void TearDown() override { fs::remove_all(folder_); }

    // What a killed run left at `path` is a prefix of the whole game, reads
    // back and replays to the state the whole game had at its last entry.
    // Returns the number of entries it holds.
    std::size_t checkPartial(const std::string& path, const std::string& when) {
        if (!fs::exists(path)) {
            return 0;  // killed before the first write put the file in place
        }
        const std::string text = readAll(path);
        const std::vector<std::string> lines = adjutant::test::textLines(text);
        const std::size_t complete = completeLines(text);
        EXPECT_LE(lines.size(), full_.size()) << when;
        for (std::size_t i = 0; i < lines.size() && i < full_.size(); ++i) {
            if (i < complete) {
                EXPECT_EQ(lines[i], full_[i]) << when << ", line " << i + 1;
            } else {
                EXPECT_EQ(full_[i].rfind(lines[i], 0), 0u) << when << ", torn line " << i + 1;
            }
        }
        Diagnostics diagnostics;
        const EngineRegistry engines = makeBuiltinEngineRegistry();
        const auto loaded = loadSavedGameFile(path, rulesets_, engines, diagnostics);
        EXPECT_TRUE(loaded.has_value()) << when << '\n' << diagnostics.toString();
        if (!loaded) {
            return 0;
        }
        EXPECT_EQ(loaded->entries + 1, complete) << when;
        if (loaded->entries > 0) {
            const std::string recorded =
                nlohmann::json::parse(full_[loaded->entries]).at("hash").get<std::string>();
            EXPECT_EQ(formatStateHash(stateHash(loaded->game->state())), recorded) << when;
        }
        return loaded->entries;
    }

    fs::path folder_;
    RulesetRegistry rulesets_;
    std::chrono::steady_clock::duration fullTime_{};
    std::string fullText_;
    std::vector<std::string> full_;
};

TEST_F(KillDuringPlay, KilledAsTheSaveReachesEachLengthLosesNothingWritten) {
    // Killed the moment the file holds a given number of lines: those lines
    // were written before the kill, and must all be there and replay.
    int kills = 0;
    for (std::size_t target = 1; target < full_.size(); target += 1 + full_.size() / 25) {
        const std::string path =
            (folder_ / ("lines-" + std::to_string(target) + ".save.jsonl")).string();
        const pid_t pid = startPlay(path);
        ASSERT_GT(pid, 0);
        std::size_t seen = 0;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (std::chrono::steady_clock::now() < deadline) {
            if (fs::exists(path)) {
                seen = completeLines(readAll(path));
                if (seen >= target) {
                    break;
                }
            }
            if (waitpid(pid, nullptr, WNOHANG) == pid) {
                break;  // finished first: this point was not reached in time
            }
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        kill(pid, SIGKILL);
        const bool killed = reap(pid);
        const std::string when = "killed at " + std::to_string(seen) + " lines";
        const std::size_t entries = checkPartial(path, when);
        if (killed && seen >= target) {
            ++kills;
            EXPECT_GE(entries + 1, seen) << when << ": a line already written was lost";
        }
    }
    EXPECT_GE(kills, 10) << "too few runs were killed before they finished";
}

TEST_F(KillDuringPlay, KilledAtAnyMomentLeavesAPrefixThatReplays) {
    // Killed after delays spread over the whole run, from before the scenario
    // is read to the last bound. A loaded machine stretches a run unevenly, so
    // a round of delays may land few kills mid-game: further rounds at the same
    // delays follow until enough did, and every run is checked either way.
    int killedMidGame = 0;
    const int points = 24;
    const int rounds = 4;
    for (int i = 0; i < points * rounds && (i < points || killedMidGame < 4); ++i) {
        const std::string path =
            (folder_ / ("moment-" + std::to_string(i) + ".save.jsonl")).string();
        const pid_t pid = startPlay(path);
        ASSERT_GT(pid, 0);
        std::this_thread::sleep_for(fullTime_ * (i % points) / points);
        kill(pid, SIGKILL);
        const bool killed = reap(pid);
        const std::size_t entries =
            checkPartial(path, "killed after " + std::to_string(i % points) + "/" +
                                   std::to_string(points) + " of the run");
        killedMidGame += killed && entries > 0 && entries + 1 < full_.size() ? 1 : 0;
    }
    EXPECT_GE(killedMidGame, 4) << "too few runs were killed in the middle of the game";
}

}  // namespace
}  // namespace adjutant
