// Scenario > Play this scenario goes the way a scenario card's Play goes: it
// asks who plays each side, then opens a game with the computer on its
// briefing, or two people on the two-player choice; cancelled, the editor
// stays as it was.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>

#include "core/editor/ScenarioEdits.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/docks/BriefingDock.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/session/GameSession.h"
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/NewGameDialog.h"

namespace adjutant {
namespace {

constexpr int kHuman = 0;
constexpr int kComputer = 1;

// A shipped tutorial opened in the editor, saved as the player's own copy and
// then changed once (a unit moved), so that there is a history to keep.
struct EditingTutorial {
    QApplication& app = testing::appWithPrivateSettings();
    QTemporaryDir folder;
    ui::MainWindow window{testing::editorRulesets()};
    ui::ScenarioEditor& editor = window.scenarioEditor();
    QString path;

    explicit EditingTutorial(const char* file) {
        window.resize(1366, 768);
        window.show();
        const QString shipped = QString(adjutant::testResourceDir()) + "/scenarios/" + file;
        if (const QString problem = editor.open(shipped); !problem.isEmpty()) {
            ADD_FAILURE() << problem.toStdString();
            return;
        }
        path = folder.filePath("mine.scenario.json");
        if (const QString problem = editor.saveAs(path); !problem.isEmpty()) {
            ADD_FAILURE() << problem.toStdString();
            return;
        }
        const Unit& unit = editor.session().scenario().units.front();
        Pose moved = unit.pose;
        moved.position.x += 2;
        EXPECT_EQ(editor.session().apply(edits::moveUnit(unit.id, moved)), QString());
    }

    // Play this scenario, and the choice of players it asks.
    ui::NewGameDialog* play() {
        window.action("playScenario")->trigger();
        QApplication::processEvents();
        return window.findChild<ui::NewGameDialog*>("playScenarioDialog");
    }
};

TEST(PlayThisScenario, AsksWhoPlaysEachSideByTheSidesNames) {
    EditingTutorial w("tricorne-tutorial.scenario.json");
    ui::NewGameDialog* dialog = w.play();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    ASSERT_NE(dialog->playerBox(0), nullptr);
    ASSERT_NE(dialog->playerBox(1), nullptr);
    QStringList labels;
    for (const QLabel* label : dialog->findChildren<QLabel*>()) {
        labels << label->text();
    }
    for (const Side& side : w.editor.session().scenario().sides) {
        EXPECT_TRUE(labels.contains(QString::fromStdString(side.name) + ':'))
            << side.name << " in " << labels.join(" | ").toStdString();
    }
    // As a card offers it: a person against the computer.
    EXPECT_EQ(dialog->playerBox(0)->currentIndex(), kHuman);
    EXPECT_EQ(dialog->playerBox(1)->currentIndex(), kComputer);
    EXPECT_TRUE(w.window.isEditing());  // nothing started yet
    dialog->reject();
}

TEST(PlayThisScenario, TheComputerOnOneSideStartsAGameOnTheBriefing) {
    for (const char* file : {"tricorne-tutorial.scenario.json", "princes-tutorial.scenario.json",
                             "fire-effect-tutorial.scenario.json"}) {
        SCOPED_TRACE(file);
        EditingTutorial w(file);
        ui::NewGameDialog* dialog = w.play();
        ASSERT_NE(dialog, nullptr);
        // The computer gives the first side's orders, a person the second's.
        dialog->playerBox(0)->setCurrentIndex(kComputer);
        dialog->playerBox(1)->setCurrentIndex(kHuman);
        dialog->accept();
        QApplication::processEvents();
        EXPECT_FALSE(w.window.isEditing());
        ASSERT_TRUE(w.window.session().hasGame());
        // The game is on the scenario as saved, with the edit in it.
        EXPECT_EQ(w.window.scenario()->units.front().pose.position.x,
                  w.editor.session().scenario().units.front().pose.position.x);
        EXPECT_TRUE(w.window.isWaitingToBegin());
        EXPECT_TRUE(w.window.briefing()->isVisible());
        const SidePlayers& players = w.window.session().commanders();
        EXPECT_TRUE(players[0].has_value());
        EXPECT_FALSE(players[1].has_value());
    }
}

TEST(PlayThisScenario, TwoPeopleGoToTheTwoPlayerChoiceOfThatScenario) {
    EditingTutorial w("princes-tutorial.scenario.json");
    ui::NewGameDialog* dialog = w.play();
    ASSERT_NE(dialog, nullptr);
    dialog->playerBox(0)->setCurrentIndex(kHuman);
    dialog->playerBox(1)->setCurrentIndex(kHuman);
    dialog->accept();
    QApplication::processEvents();
    auto* twoPlayers = w.window.findChild<ui::TwoPlayerDialog*>("twoPlayerDialog");
    ASSERT_NE(twoPlayers, nullptr);
    EXPECT_TRUE(twoPlayers->isVisible());
    EXPECT_EQ(twoPlayers->choice().scenarioPath, w.path);
    EXPECT_FALSE(w.window.session().hasGame());
    twoPlayers->reject();
    QApplication::processEvents();
    EXPECT_TRUE(w.window.isEditing());
}

TEST(PlayThisScenario, CancellingTheChoiceKeepsTheEditorAndItsHistory) {
    EditingTutorial w("fire-effect-tutorial.scenario.json");
    const double moved = w.editor.session().scenario().units.front().pose.position.x;
    ui::NewGameDialog* dialog = w.play();
    ASSERT_NE(dialog, nullptr);
    dialog->reject();
    QApplication::processEvents();
    EXPECT_TRUE(w.window.isEditing());
    EXPECT_FALSE(w.window.session().hasGame());
    EXPECT_EQ(w.editor.session().filePath(), w.path);
    EXPECT_EQ(w.editor.session().scenario().units.front().pose.position.x, moved);
    // The move is still there to undo.
    ASSERT_TRUE(w.editor.session().canUndo());
    w.editor.session().undo();
    EXPECT_EQ(w.editor.session().scenario().units.front().pose.position.x, moved - 2);
}

}  // namespace
}  // namespace adjutant
