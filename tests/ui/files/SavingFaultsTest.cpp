// The window's save on a disk that fills up, and the window and adjutant-cli
// on one saved game: the file on disk stays whole, the window says which file
// could not be written and keeps the game open and marked unsaved, and the
// second program is refused with a sentence naming the first.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QFileInfo>
#include <QTemporaryDir>
#include <string>

#include "core/engine/StateHash.h"
#include "core/json/WriterLock.h"
#include "tests/support/FileFaults.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

void rollDice(ui::GameSession& session) {
    std::string error;
    auto command =
        session.makeCommand({{"type", "rollDice"}, {"purpose", "test"}, {"count", 2}}, error);
    ASSERT_TRUE(command) << error;
    ASSERT_TRUE(session.apply(std::move(command)).accepted());
}

TEST(SavingFaults, TheWindowOnAFullDiskKeepsTheFileAndTheGameAndSaysWhichFile) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("galgenberg.save.jsonl");
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    ui::GameSession& session = window.session();
    rollDice(session);
    ASSERT_EQ(window.saveGameAs(path), QString());
    rollDice(session);
    ASSERT_FALSE(session.isModified());
    const std::string saved = testing::bytesOf(path.toStdString());
    const std::uint64_t hash = stateHash(session.state());
    {
        // Room for half an entry more.
        const testing::FileSizeLimit full(saved.size() + 30);
        rollDice(session);  // the autosave's append fails
        EXPECT_TRUE(window.lastProblem().contains(path)) << window.lastProblem().toStdString();
        EXPECT_EQ(testing::bytesOf(path.toStdString()), saved);
        EXPECT_TRUE(session.isModified());
        EXPECT_TRUE(window.isWindowModified());

        window.action(QStringLiteral("saveGame"))->trigger();  // File > Save
        EXPECT_TRUE(window.lastProblem().startsWith(QStringLiteral("Cannot save")))
            << window.lastProblem().toStdString();
        EXPECT_TRUE(window.lastProblem().contains(QStringLiteral("cannot write ") + path))
            << window.lastProblem().toStdString();
        EXPECT_EQ(testing::bytesOf(path.toStdString()), saved);
    }
    // Still open, still marked unsaved, nothing lost: the next save writes it all.
    EXPECT_TRUE(session.hasGame());
    EXPECT_TRUE(session.isModified());
    EXPECT_NE(stateHash(session.state()), hash);
    window.action(QStringLiteral("saveGame"))->trigger();
    EXPECT_FALSE(session.isModified());
    EXPECT_GT(QFileInfo(path).size(), static_cast<qint64>(saved.size()));
}

TEST(SavingFaults, AdjutantCliPlayOntoTheGameTheWindowWritesIsRefusedAndNamesTheWindow) {
    testing::appWithPrivateSettings();
    setWriterName("Adjutant (the window)");
    QTemporaryDir folder;
    const QString path = folder.filePath("galgenberg.save.jsonl");
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    rollDice(window.session());
    ASSERT_EQ(window.saveGameAs(path), QString());
    const std::string saved = testing::bytesOf(path.toStdString());

    const std::string err = folder.filePath("cli-err").toStdString();
    const pid_t cli = ::fork();
    ASSERT_GE(cli, 0);
    if (cli == 0) {
        std::freopen(err.c_str(), "w", stderr);
        std::freopen("/dev/null", "w", stdout);
        ::execl(testCliProgram(), testCliProgram(), "--resources", testResourceDir(), "play",
                testing::tutorialScenario().toStdString().c_str(), "--out",
                path.toStdString().c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(cli, &status, 0), cli);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 1);
    const std::string said = testing::bytesOf(err);
    EXPECT_NE(
        said.find(path.toStdString() + " is being written by Adjutant (the window), process " +
                  std::to_string(::getpid()) + " on "),
        std::string::npos)
        << said;
    EXPECT_EQ(testing::bytesOf(path.toStdString()), saved);
    // The window goes on writing its game.
    rollDice(window.session());
    EXPECT_FALSE(window.session().isModified());
}

}  // namespace
}  // namespace adjutant
