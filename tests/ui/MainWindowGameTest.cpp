// A whole game through the main window's menus, as a player (or two, sharing
// the screen) plays it: the window must reach exactly the state the same
// commands reach headless, and its save must replay with adjutant-cli.
#include <gtest/gtest.h>

#include <QAction>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>

#include "core/engine/StateHash.h"
#include "core/referee/DefaultPlay.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using testing::HeadlessGame;
using testing::tutorialScenario;

QAction* actionOf(const ui::MainWindow& window, const char* name) {
    QAction* action = window.action(name);
    EXPECT_NE(action, nullptr) << name;
    return action;
}

// Plays whole bounds from the Game menu: in every step, the default orders
// for both sides, then "Resolve step". Returns the steps played.
int playBoundsFromTheMenu(ui::MainWindow& window, int bounds) {
    QAction* give = actionOf(window, "giveDefaultOrders");
    QAction* resolve = actionOf(window, "resolveStep");
    const int last = window.session().state().bound() + bounds - 1;
    int steps = 0;
    while (window.session().state().bound() <= last && steps < 1000) {
        EXPECT_TRUE(give->isEnabled());
        EXPECT_TRUE(resolve->isEnabled());
        give->trigger();
        const std::size_t before = window.session().game().cursor();
        resolve->trigger();
        EXPECT_EQ(window.session().game().cursor(), before + 1) << "the step was not resolved";
        ++steps;
    }
    return steps;
}

TEST(MainWindowGame, OneBoundFromTheGameMenuReachesTheStateOfTheSameGamePlayedHeadless) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 42), QString());
    // A referee resolves each step and moves on; there is no step to skip by hand.
    EXPECT_FALSE(actionOf(window, "nextStep")->isEnabled());

    const int steps = playBoundsFromTheMenu(window, 1);
    EXPECT_EQ(steps, static_cast<int>(window.session().state().ruleset().sequence.size()));
    EXPECT_EQ(window.session().state().bound(), 2);

    HeadlessGame headless(tutorialScenario(), 42);
    ASSERT_NE(headless.game, nullptr);
    const DefaultPlayReport report = playDefaultBounds(*headless.game, headless.referees, 1);
    ASSERT_EQ(report.error, "");
    EXPECT_GT(report.commandsApplied, static_cast<std::size_t>(steps));  // orders were given
    EXPECT_EQ(window.session().game().cursor(), headless.game->cursor());
    EXPECT_EQ(formatStateHash(stateHash(window.session().state())),
              formatStateHash(stateHash(headless.game->state())));
}

TEST(MainWindowGame, UndoAndRedoFromTheEditMenuFollowTheGame) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 3), QString());
    QAction* undo = actionOf(window, "undo");
    QAction* redo = actionOf(window, "redo");
    EXPECT_EQ(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    EXPECT_EQ(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());

    playBoundsFromTheMenu(window, 1);
    const std::uint64_t end = stateHash(window.session().state());
    ASSERT_TRUE(undo->isEnabled());
    undo->trigger();
    undo->trigger();
    EXPECT_NE(stateHash(window.session().state()), end);
    EXPECT_TRUE(redo->isEnabled());
    redo->trigger();
    redo->trigger();
    EXPECT_FALSE(redo->isEnabled());
    EXPECT_EQ(stateHash(window.session().state()), end);
}

TEST(MainWindowGame, TheTitleNamesTheFileAndMarksUnsavedChanges) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    EXPECT_TRUE(window.windowTitle().contains("Unsaved game"));
    EXPECT_TRUE(window.windowTitle().contains("Tutorial: the Galgenberg"));
    EXPECT_FALSE(window.isWindowModified());
    actionOf(window, "giveDefaultOrders")->trigger();
    actionOf(window, "resolveStep")->trigger();
    EXPECT_TRUE(window.isWindowModified());

    const QString path = folder.filePath("titled.save.jsonl");
    ASSERT_EQ(window.saveGameAs(path), QString());
    EXPECT_TRUE(window.windowTitle().contains("titled.save.jsonl"));
    EXPECT_FALSE(window.isWindowModified());
    // With a file every change is autosaved, so nothing is left unsaved.
    actionOf(window, "resolveStep")->trigger();
    EXPECT_FALSE(window.isWindowModified());
}

TEST(MainWindowGame, ABrokenSaveIsRefusedAndTheWindowKeepsItsGame) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("garbage.save.jsonl");
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\":\"adjutant-saved-game\",\"version\":1}\nnot json at all\n{}\n");
    file.close();

    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    actionOf(window, "resolveStep")->trigger();
    const std::uint64_t before = stateHash(window.session().state());
    const QString title = window.windowTitle();
    const QString problems = window.openFile(path);
    EXPECT_TRUE(problems.contains("garbage.save.jsonl")) << problems.toStdString();
    EXPECT_EQ(stateHash(window.session().state()), before);
    EXPECT_EQ(window.windowTitle(), title);
}

// Two players take turns at one screen for six bounds, the game saved as it
// goes; adjutant-cli replays the file to the same state.
TEST(MainWindowGame, ASixBoundHotSeatGameReplaysWithTheCommandLineTool) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = folder.filePath("hot-seat.save.jsonl");
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1757), QString());
    ASSERT_EQ(window.saveGameAs(path), QString());

    playBoundsFromTheMenu(window, 3);
    // A change of mind: the last step taken back and played again.
    actionOf(window, "undo")->trigger();
    actionOf(window, "redo")->trigger();
    playBoundsFromTheMenu(window, 3);
    EXPECT_EQ(window.session().state().bound(), 7);
    EXPECT_FALSE(window.isWindowModified());
    const std::string hash = formatStateHash(stateHash(window.session().state()));

    HeadlessGame headless(tutorialScenario(), 1757);
    ASSERT_NE(headless.game, nullptr);
    ASSERT_EQ(playDefaultBounds(*headless.game, headless.referees, 6).error, "");
    EXPECT_EQ(formatStateHash(stateHash(headless.game->state())), hash);

    QProcess cli;
    cli.start(adjutant::testCliProgram(),
              {"replay", path, "--json", "--expect-hash", QString::fromStdString(hash)});
    ASSERT_TRUE(cli.waitForFinished(300000)) << cli.errorString().toStdString();
    const QByteArray output = cli.readAllStandardOutput();
    EXPECT_EQ(cli.exitCode(), 0) << output.toStdString()
                                 << cli.readAllStandardError().toStdString();
    const nlohmann::json result = nlohmann::json::parse(output.toStdString(), nullptr, false);
    ASSERT_TRUE(result.is_object()) << output.toStdString();
    EXPECT_EQ(result.value("hash", ""), hash);
    EXPECT_EQ(result.value("bound", 0), 7);
    EXPECT_EQ(result.value("commands", 0u), window.session().game().cursor());
    EXPECT_EQ(result.value("entries", 0u), window.session().game().journal().size());
}

}  // namespace
}  // namespace adjutant
