#include "tests/cli/MatchProcessTest.h"

#include <unistd.h>

#include <filesystem>
#include <regex>

#include "tests/support/TestPaths.h"

namespace adjutant::testing {

namespace fs = std::filesystem;

std::string tutorialScenario() {
    return std::string(testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
}

void MatchProcessTest::SetUp() {
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    folder_ = (fs::temp_directory_path() / ("adjutant-match-" + std::to_string(::getpid()) + "-" +
                                            test->test_suite_name() + "-" + test->name()))
                  .string();
    fs::remove_all(folder_);
    fs::create_directories(folder_);
}

void MatchProcessTest::TearDown() {
    if (HasFailure()) {
        std::cerr << "the programs' files are kept in " << folder_ << '\n';
    } else {
        fs::remove_all(folder_);
    }
}

std::string MatchProcessTest::path(const std::string& name) const {
    return (fs::path(folder_) / name).string();
}

std::unique_ptr<ChildProcess> MatchProcessTest::startMatch(const std::string& who,
                                                           std::vector<std::string> way, int bounds,
                                                           const std::string& run) {
    std::vector<std::string> args{testCliProgram(), "match"};
    args.insert(args.end(), way.begin(), way.end());
    for (const std::string& arg :
         {std::string("--record"), recordOf(who), std::string("--journal"), journalOf(who),
          std::string("--timing"), timingOf(who), std::string("--bounds"), std::to_string(bounds),
          std::string("--timeout"), std::string("60"), std::string("--quiet")}) {
        args.push_back(arg);
    }
    auto process = std::make_unique<ChildProcess>(std::move(args), path(who + run + ".out"),
                                                  path(who + run + ".err"));
    EXPECT_TRUE(process->started()) << process->commandLine();
    return process;
}

std::optional<int> MatchProcessTest::runCli(std::vector<std::string> args, const std::string& run,
                                            std::string& out, std::string& err) {
    args.insert(args.begin(), testCliProgram());
    ChildProcess process(std::move(args), path(run + ".out"), path(run + ".err"));
    const std::optional<int> code = process.wait(kGameDeadline);
    out = process.out();
    err = process.err();
    return code;
}

void MatchProcessTest::expectSameFinishedGame(ChildProcess& a, const std::string& whoA,
                                              ChildProcess& b, const std::string& whoB,
                                              int bounds) {
    const std::optional<int> endA = a.wait(kGameDeadline);
    const std::optional<int> endB = b.wait(kGameDeadline);
    EXPECT_EQ(endA, std::optional<int>(0)) << a.commandLine() << '\n' << a.out() << a.err();
    EXPECT_EQ(endB, std::optional<int>(0)) << b.commandLine() << '\n' << b.out() << b.err();
    const std::string stateA = printedState(a.out());
    EXPECT_FALSE(stateA.empty()) << a.out();
    EXPECT_EQ(stateA, printedState(b.out())) << a.out() << b.out();
    // Each game's dice differ (every program makes a secret of its own): an
    // army may break before the last bound.
    for (ChildProcess* program : {&a, &b}) {
        const std::string out = program->out();
        EXPECT_TRUE(printedBound(out) == bounds + 1 ||
                    (printedBound(out) > 0 && printedBound(out) <= bounds &&
                     out.find(" commands; ") != std::string::npos))
            << out;
    }
    const std::string journalA = readWholeFile(journalOf(whoA));
    EXPECT_GT(linesOf(journalA).size(), 20U) << "the journal holds too little of a game";
    EXPECT_TRUE(journalA == readWholeFile(journalOf(whoB)))
        << journalOf(whoA) << " and " << journalOf(whoB) << " differ";
}

namespace {

std::smatch closingLine(const std::string& out) {
    static const std::regex line(
        R"(game [0-9a-f]{8}: bound (\d+), state ([0-9a-f]{16}), \d+ commands)");
    std::smatch match;
    std::regex_search(out, match, line);
    return match;
}

}  // namespace

std::string printedState(const std::string& out) {
    const std::smatch match = closingLine(out);
    return match.empty() ? std::string() : match[2].str();
}

int printedBound(const std::string& out) {
    const std::smatch match = closingLine(out);
    return match.empty() ? 0 : std::stoi(match[1].str());
}

}  // namespace adjutant::testing
