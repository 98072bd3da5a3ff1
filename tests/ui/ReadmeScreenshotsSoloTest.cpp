// Solo play for the README: the main window while the computer gives its
// orders one at a time (the journal showing each order's reason), and the
// Simulate battles dialog with its chart after a batch. Taken like the other
// README pictures; without ADJUTANT_README_SCREENSHOTS they are only checked.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTreeView>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/window/SoloTestSupport.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/SimulateDialog.h"

namespace adjutant {
namespace {

using testing::waitUntil;

TEST(ReadmeScreenshotsSolo, TheComputerGivingItsOrdersOneAtATime) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    window.show();
    ui::ComputerTurns& computer = window.computerTurns();
    computer.setSpeed(ui::ComputerTurns::Speed::StepByStep);
    computer.setInterval(0);
    window.session().setCommanders({std::nullopt, CommanderSettings{Difficulty::Veteran, 3}});
    // The player resolves steps until the computer has several orders to give.
    for (int step = 0; step < 60; ++step) {
        ASSERT_TRUE(waitUntil([&] { return computer.ordersWaiting() > 0 || !computer.isBusy(); }));
        if (computer.ordersWaiting() >= 3) {
            break;
        }
        while (computer.ordersWaiting() > 0) {
            computer.nextOrder();
        }
        ASSERT_TRUE(waitUntil([&] { return !computer.isBusy(); }));
        window.action("resolveStep")->trigger();
    }
    ASSERT_GE(computer.ordersWaiting(), 3);
    window.action("nextOrder")->trigger();
    window.action("nextOrder")->trigger();
    const QString ordered = window.session().selectedUnit();
    EXPECT_FALSE(ordered.isEmpty());
    // The journal's last row is that order: chosen, its reason reads in full below.
    auto* journal = window.findChild<ui::JournalDock*>();
    ASSERT_NE(journal, nullptr);
    QAbstractItemModel* rows = journal->view()->model();
    journal->view()->setCurrentIndex(rows->index(rows->rowCount() - 1, 0));
    EXPECT_EQ(window.session().selectedUnit(), ordered);
    EXPECT_TRUE(window.phaseTracker()->computerLabel()->text().startsWith("Computer ("));
    QCoreApplication::processEvents();
    EXPECT_TRUE(testing::takeScreenshot(window, "computer-orders.png"));
}

TEST(ReadmeScreenshotsSolo, TheSimulateDialogWithItsChart) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 1), QString());
    ui::SimulateDialog* dialog = window.showSimulateDialog();
    dialog->resize(720, 640);
    dialog->gamesBox()->setValue(40);
    dialog->threadsBox()->setValue(dialog->threadsBox()->maximum());
    dialog->sideBox(1)->setCurrentIndex(dialog->sideBox(1)->findData("default"));
    ASSERT_EQ(dialog->run(), QString());
    ASSERT_TRUE(waitUntil([&] { return !dialog->isRunning(); }, 600000));
    EXPECT_EQ(dialog->gamesShown(), 40);
    EXPECT_TRUE(testing::takeScreenshot(*dialog, "simulate-dialog.png"));
}

}  // namespace
}  // namespace adjutant
