// How the window shares its room: on a 1024 x 700 screen the panels stand in
// one column and the table gets most of the width; on a large one they stand
// both sides; "table first" hides them to a strip; the text-size setting
// reaches the window and the names on the table.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>

#include "tests/ui/GameTestSupport.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

struct Window {
    ui::MainWindow window{gameTestRulesets()};

    explicit Window(QSize size) {
        window.resize(size);
        window.show();
        EXPECT_EQ(window.newGame(testing::tutorialScenario(), 1), QString());
        QCoreApplication::processEvents();
        window.tableView()->fitTable();
    }
    QDockWidget* dock(const char* name) { return window.findChild<QDockWidget*>(name); }
};

TEST(WindowLayout, AtTenTwentyFourBySevenHundredThePanelsShareOneColumn) {
    appWithPrivateSettings();
    Window small({1024, 700});
    ui::MainWindow& window = small.window;
    EXPECT_TRUE(window.docksCompact());
    for (const char* name : {"phaseTrackerDock", "unitInspectorDock", "journalDock"}) {
        EXPECT_EQ(window.dockWidgetArea(small.dock(name)), Qt::RightDockWidgetArea) << name;
    }
    // The table has most of the width, and a battalion is no speck.
    EXPECT_GE(window.tableView()->width(), 680);
    const double ppi = window.tableView()->pixelsPerInch();
    ui::UnitItem* unit = window.tableScene()->unitItem("pr-ir18-1");
    EXPECT_GE(unit->boundingRect().width() * ppi, 25.0);
    // The journal, when shown, has the column's lower half to itself.
    small.dock("journalDock")->raise();
    QCoreApplication::processEvents();
    EXPECT_GE(small.dock("journalDock")->height(), 280);
    EXPECT_GE(small.dock("phaseTrackerDock")->height(), 220);
}

TEST(WindowLayout, OnALargeScreenThePhaseIsOnTheLeftAndItRebalancesWhenNarrowed) {
    appWithPrivateSettings();
    Window large({1600, 1000});
    ui::MainWindow& window = large.window;
    EXPECT_FALSE(window.docksCompact());
    EXPECT_EQ(window.dockWidgetArea(large.dock("phaseTrackerDock")), Qt::LeftDockWidgetArea);
    EXPECT_EQ(window.dockWidgetArea(large.dock("journalDock")), Qt::RightDockWidgetArea);
    window.resize(1024, 700);
    QCoreApplication::processEvents();
    EXPECT_TRUE(window.docksCompact());
    EXPECT_EQ(window.dockWidgetArea(large.dock("phaseTrackerDock")), Qt::RightDockWidgetArea);
    window.resize(1500, 950);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window.docksCompact());
    EXPECT_FALSE(large.dock("phaseTrackerDock")->isHidden());
}

TEST(WindowLayout, TableFirstHidesThePanelsToAStripOfButtons) {
    appWithPrivateSettings();
    Window shown({1366, 768});
    ui::MainWindow& window = shown.window;
    const int before = window.tableView()->width();
    window.action("tableFirst")->trigger();
    QCoreApplication::processEvents();
    EXPECT_TRUE(window.isTableFirst());
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        EXPECT_FALSE(dock->isVisible()) << dock->objectName().toStdString();
    }
    ASSERT_TRUE(window.panelStrip()->isVisible());
    EXPECT_GT(window.tableView()->width(), before + 300);
    // A button per panel; each shows its panel.
    QAction* journal = nullptr;
    for (QAction* button : window.panelStrip()->actions()) {
        if (button->text() == shown.dock("journalDock")->windowTitle()) {
            journal = button;
        }
    }
    ASSERT_NE(journal, nullptr);
    journal->trigger();
    EXPECT_TRUE(shown.dock("journalDock")->isVisible());
    window.action("tableFirst")->trigger();
    QCoreApplication::processEvents();
    EXPECT_FALSE(window.panelStrip()->isVisible());
    EXPECT_TRUE(window.phaseTracker()->isVisible());
}

TEST(WindowLayout, TheTextSizeReachesTheWindowAndTheNamesOnTheTable) {
    appWithPrivateSettings();
    Window shown({1366, 768});
    ui::MainWindow& window = shown.window;
    ui::UnitItem* unit = window.tableScene()->unitItem("pr-ir18-1");
    const double usualFont = QApplication::font().pointSizeF();
    const double usualName = unit->namePlate().size().height();
    ui::DisplaySettings larger = window.displaySettings();
    larger.textScale = 1.3;
    window.applySettings(larger);
    EXPECT_NEAR(QApplication::font().pointSizeF(), usualFont * 1.3, 0.05);
    EXPECT_GT(unit->namePlate().size().height(), usualName * 1.2);
    ui::DisplaySettings usual = window.displaySettings();
    usual.textScale = 1.0;
    window.applySettings(usual);
    EXPECT_NEAR(QApplication::font().pointSizeF(), usualFont, 0.05);
    EXPECT_NEAR(unit->namePlate().size().height(), usualName, 0.5);
}

TEST(WindowLayout, ALongMessageIsShownWhole) {
    appWithPrivateSettings();
    Window small({1024, 700});
    ui::MainWindow& window = small.window;
    const QString message =
        "Refused: IR 18, I. battalion cannot move there: the move would take it up the "
        "Galgenberg, 2.5 in of the 8 in it may move being spent climbing, and end 1.2 in "
        "beyond what it has left; a unit of the Austrian brigade also stands within 1 in of "
        "the path, which a move may not pass (13.3, 13.6).";
    window.statusBar()->showMessage(message, 10000);
    QCoreApplication::processEvents();
    auto* area = window.findChild<QLabel*>("messageArea");
    ASSERT_NE(area, nullptr);
    EXPECT_EQ(area->text(), message);
    EXPECT_TRUE(area->isVisible());
    // Over several lines, every one of them in sight, and nothing else hidden.
    EXPECT_GT(area->height(), area->fontMetrics().lineSpacing() * 2);
    EXPECT_GE(area->height() + 1, area->heightForWidth(area->width()));
    EXPECT_TRUE(window.findChild<QLabel*>("turnLabel")->isVisible());
}

TEST(WindowLayout, TheStepButtonsKeepTheirPlaceWhateverThePhaseSays) {
    appWithPrivateSettings();
    Window large({1600, 1000});
    auto* phase = large.window.findChild<ui::PhaseTrackerDock*>();
    ASSERT_NE(phase, nullptr);
    QCoreApplication::processEvents();
    QPushButton* resolve = phase->resolveButton();
    const QPoint before = resolve->mapTo(phase, QPoint(0, 0));
    // The phase text grows by many lines, as it does when the computer acts.
    QStringList lines;
    for (int i = 0; i < 12; ++i) {
        lines << QString("The computer is moving unit %1 of the Austrian army").arg(i);
    }
    phase->setComputerActivity(lines.join('\n'));
    QCoreApplication::processEvents();
    EXPECT_EQ(resolve->mapTo(phase, QPoint(0, 0)), before);
    EXPECT_TRUE(phase->computerLabel()->isVisible());
    phase->setComputerActivity({});
    QCoreApplication::processEvents();
    EXPECT_EQ(resolve->mapTo(phase, QPoint(0, 0)), before);
}

}  // namespace
}  // namespace adjutant
