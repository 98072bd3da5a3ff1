#pragma once

// Games between two people played by two real `adjutant-cli match` processes,
// each in a folder of its own: the helpers the by-file and live tests share.

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "tests/cli/ChildProcess.h"

namespace adjutant::testing {

/// Long enough for a game of 6 bounds on a loaded machine (a few seconds
/// when it is not); only a failing test waits that long.
inline constexpr std::chrono::seconds kGameDeadline{120};

/// resources/scenarios/tricorne-tutorial.scenario.json
std::string tutorialScenario();

class MatchProcessTest : public ::testing::Test {
  protected:
    void SetUp() override;
    /// The folder goes, unless the test failed (to look at what the programs left).
    void TearDown() override;

    /// A file of the test's folder.
    std::string path(const std::string& name) const;
    /// The files of program `who`: its record, journal and timings.
    std::string recordOf(const std::string& who) const { return path(who + ".save.jsonl"); }
    std::string journalOf(const std::string& who) const { return path(who + ".journal.jsonl"); }
    std::string timingOf(const std::string& who) const { return path(who + ".timing"); }

    /// Starts `adjutant-cli match WAY...` for the program `who` with its
    /// record, journal and timings, --bounds, a timeout and --quiet; its
    /// output goes to <who><run>.out and .err.
    std::unique_ptr<ChildProcess> startMatch(const std::string& who, std::vector<std::string> way,
                                             int bounds = 6, const std::string& run = "");
    /// Runs adjutant-cli with `args` to its end; its exit code (nothing when it hung).
    std::optional<int> runCli(std::vector<std::string> args, const std::string& run,
                              std::string& out, std::string& err);

    /// Both programs end on their own with 0, print the same state at the
    /// bound after `bounds` (or the end) and write the same journal, byte for byte.
    void expectSameFinishedGame(ChildProcess& a, const std::string& whoA, ChildProcess& b,
                                const std::string& whoB, int bounds = 6);

    std::string folder_;
};

/// The state hash of the closing line "game 0123abcd: bound 7, state HASH, N commands".
std::string printedState(const std::string& out);
/// Its bound.
int printedBound(const std::string& out);

}  // namespace adjutant::testing
