// Game > Simulate battles...: the batch runs on a worker thread while the
// window goes on, and its results and chart cover every game played.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSpinBox>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/widgets/WinRateChart.h"
#include "ui/window/MainWindow.h"
#include "ui/window/SimulateDialog.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using testing::tutorialScenario;
using testing::waitUntil;

TEST(SimulateDialog, FourGamesOfTwoBoundsOnThePresentScenarioShowFourGames) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    ASSERT_NE(window.action("simulateBattles"), nullptr);
    ui::SimulateDialog* dialog = window.showSimulateDialog();
    ASSERT_NE(dialog, nullptr);
    dialog->gamesBox()->setValue(4);
    dialog->boundsBox()->setValue(2);
    dialog->threadsBox()->setValue(2);
    dialog->sideBox(1)->setCurrentIndex(dialog->sideBox(1)->findData("default"));

    ASSERT_EQ(dialog->run(), QString());
    EXPECT_TRUE(dialog->isRunning());
    EXPECT_EQ(dialog->run(), QString("A batch is already running."));
    // The window is not blocked: its event loop runs while the games play.
    ASSERT_TRUE(waitUntil([&] { return !dialog->isRunning(); }, 240000));
    EXPECT_EQ(dialog->gamesShown(), 4);
    EXPECT_EQ(dialog->progressBar()->value(), 4);
    const QString results = dialog->resultsLabel()->text();
    EXPECT_TRUE(results.contains("4 games played")) << results.toStdString();
    EXPECT_TRUE(results.contains("Prussian brigade")) << results.toStdString();
    EXPECT_TRUE(results.contains("Draws")) << results.toStdString();
    int decided = 0;
    for (int count : dialog->chart()->decidedByBound()) {
        decided += count;
    }
    EXPECT_LE(decided, 4);
    // The chart's axis runs over the bounds the games lasted: 2 at most.
    EXPECT_GE(dialog->chart()->decidedByBound().size(), 1);
    EXPECT_LE(dialog->chart()->decidedByBound().size(), 2);
}

// Unless the player sets another limit, a game lasts as its scenario says
// (the Tricorne tutorial: 10 bounds), and each side's wins are counted by the
// victory conditions' results.
TEST(SimulateDialog, GamesLastAsTheScenarioSaysAndWinsAreDecisiveOrMarginal) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    ui::SimulateDialog* dialog = window.showSimulateDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->boundsBox()->value(), 0);
    EXPECT_EQ(dialog->boundsBox()->text(), "as the scenario says");
    dialog->gamesBox()->setValue(6);
    dialog->threadsBox()->setValue(2);
    for (int side : {0, 1}) {
        dialog->sideBox(side)->setCurrentIndex(dialog->sideBox(side)->findData("steady"));
    }
    ASSERT_EQ(dialog->run(), QString());
    ASSERT_TRUE(waitUntil([&] { return !dialog->isRunning(); }, 240000));
    EXPECT_EQ(dialog->gamesShown(), 6);
    EXPECT_GE(dialog->chart()->decidedByBound().size(), 1);
    EXPECT_LE(dialog->chart()->decidedByBound().size(), 10);
    const QString results = dialog->resultsLabel()->text();
    EXPECT_TRUE(results.contains(" decisive, ")) << results.toStdString();
    EXPECT_TRUE(results.contains(" marginal")) << results.toStdString();
}

TEST(SimulateDialog, CancelStopsTheBatchAndShowsTheGamesFinished) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    ui::SimulateDialog* dialog = window.showSimulateDialog();
    dialog->gamesBox()->setValue(500);
    dialog->boundsBox()->setValue(2);
    ASSERT_EQ(dialog->run(), QString());
    ASSERT_TRUE(waitUntil([&] { return dialog->progressBar()->value() >= 1; }, 120000));
    dialog->cancel();
    ASSERT_TRUE(waitUntil([&] { return !dialog->isRunning(); }, 120000));
    EXPECT_GE(dialog->gamesShown(), 1);
    EXPECT_LT(dialog->gamesShown(), 500);
    EXPECT_TRUE(dialog->resultsLabel()->text().contains("cancelled"));
}

TEST(SimulateDialog, AScenarioThatCannotBeReadIsReportedAndNothingRuns) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ui::SimulateDialog* dialog = window.showSimulateDialog();
    EXPECT_EQ(dialog->run(), QString("There is no game: choose a scenario file."));
    dialog->scenarioEdit()->setText("/nonexistent/x.scenario.json");
    EXPECT_TRUE(dialog->run().contains("x.scenario.json"));
    EXPECT_FALSE(dialog->isRunning());
}

}  // namespace
}  // namespace adjutant
