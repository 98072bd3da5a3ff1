// A scenario's briefing: before bound 1 it tells the battle, who plays, the
// objectives (marked on the table) and each side's orders; the computer waits
// until the player begins, and the briefing stays one click away after.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>

#include "core/io/ScenarioReader.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/BriefingDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/BriefingMarksItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/start/BriefingText.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

QString scenarioFile(const char* name) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + name;
}

ui::BriefingMarksItem* marksOf(ui::MainWindow& window) {
    for (QGraphicsItem* item : window.tableScene()->items()) {
        if (auto* marks = dynamic_cast<ui::BriefingMarksItem*>(item)) {
            return marks;
        }
    }
    return nullptr;
}

TEST(Briefing, NotesHeadingsInCapitalsBecomeHeadings) {
    const QString html =
        ui::notesHtml("HISTORY. In the spring.\n\nTHE FIELD AND THE SCALE. North.");
    EXPECT_TRUE(html.contains("<h4>History</h4><p>In the spring.</p>")) << html.toStdString();
    EXPECT_TRUE(html.contains("<h4>The field and the scale</h4><p>North.</p>"));
}

TEST(Briefing, TellsTheBattleTheObjectivesAndEachSidesOrdersBeforeBoundOne) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.resize(1600, 1000);
    window.show();
    SidePlayers players;
    players[1] = CommanderSettings{Difficulty::Steady, 1};
    ASSERT_EQ(window.startGame(scenarioFile("mollwitz-1741.scenario.json"), players, 7), QString());
    ui::BriefingDock* briefing = window.briefing();
    const QString text = briefing->text();
    EXPECT_TRUE(text.contains("Mollwitz, 10 April 1741"));
    EXPECT_TRUE(text.contains("Who plays"));
    EXPECT_TRUE(text.contains("The computer, steady"));
    EXPECT_TRUE(text.contains("Objectives"));
    const Scenario& scenario = *window.scenario();
    ASSERT_FALSE(scenario.objectives.empty());
    for (const Objective& objective : scenario.objectives) {
        EXPECT_TRUE(text.contains(QString::fromStdString(objective.name))) << objective.id;
    }
    // What each counts for: its points, or nothing where the conditions leave it out.
    EXPECT_TRUE(text.contains("The rise before Mollwitz: 3 points")) << text.toStdString();
    EXPECT_TRUE(text.contains("The Hermsdorf knoll: 6 points")) << text.toStdString();
    EXPECT_TRUE(text.contains("Mollwitz village: scores nothing")) << text.toStdString();
    for (const Side& side : scenario.sides) {
        EXPECT_TRUE(text.contains(QString::fromStdString("Orders of " + side.name)));
        for (const Brigade& brigade : side.brigades) {
            EXPECT_TRUE(text.contains(QString::fromStdString(brigade.name))) << brigade.id;
            EXPECT_TRUE(text.contains(QString::fromStdString(brigade.orders).left(40)))
                << brigade.id;
        }
    }
    EXPECT_TRUE(text.contains("History"));
    // Before bound 1: the briefing in front, the computer waiting.
    EXPECT_TRUE(window.isWaitingToBegin());
    EXPECT_TRUE(briefing->isVisible());
    EXPECT_TRUE(briefing->beginButton()->isVisible());
    EXPECT_TRUE(window.computerTurns().isHeld());
    QCoreApplication::processEvents();
    EXPECT_EQ(window.session().game().cursor(), 0u);
    // The objectives are marked on the table meanwhile.
    ui::BriefingMarksItem* marks = marksOf(window);
    ASSERT_NE(marks, nullptr);
    EXPECT_TRUE(marks->isVisible());
    EXPECT_EQ(marks->marks().size(), static_cast<int>(scenario.objectives.size()));

    briefing->beginButton()->click();
    EXPECT_FALSE(window.isWaitingToBegin());
    EXPECT_FALSE(window.computerTurns().isHeld());
    EXPECT_FALSE(briefing->beginButton()->isVisible());
    EXPECT_TRUE(window.phaseTracker()->isVisible());
    // One click away: its tab, or Game > Briefing.
    window.action("briefing")->trigger();
    EXPECT_TRUE(briefing->isVisible());
    EXPECT_TRUE(marks->isVisible());
}

TEST(Briefing, AnObjectivesLinkShowsItOnTheTable) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.resize(1366, 768);
    window.show();
    ASSERT_EQ(window.startGame(scenarioFile("cowpens-1781.scenario.json"), {}, 3), QString());
    window.tableView()->fitTable();
    window.tableView()->zoomIn();
    window.tableView()->zoomIn();
    window.tableView()->zoomIn();
    QCoreApplication::processEvents();
    emit window.briefing()->browser()->anchorClicked(QUrl("objective:second-rise"));
    ui::BriefingMarksItem* marks = marksOf(window);
    ASSERT_NE(marks, nullptr);
    EXPECT_EQ(marks->highlighted(), "second-rise");
    const QRectF seen =
        window.tableView()->mapToScene(window.tableView()->viewport()->rect()).boundingRect();
    EXPECT_TRUE(seen.contains(QPointF(30, 2.5))) << seen.x() << " " << seen.y();
}

TEST(Briefing, BeginningTheBattleGivesTheTableTheBriefingsRoom) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.resize(1280, 820);
    window.show();
    ASSERT_EQ(window.startGame(scenarioFile("st-privat-1870.scenario.json"), {}, 3), QString());
    QCoreApplication::processEvents();
    window.tableView()->fitTable();
    const double reading = window.tableView()->pixelsPerInch();
    window.briefing()->beginButton()->click();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    // The phase is narrower than the briefing: the table, seen whole, is larger.
    EXPECT_GT(window.tableView()->pixelsPerInch(), reading * 1.1);
    const QRectF seen =
        window.tableView()->mapToScene(window.tableView()->viewport()->rect()).boundingRect();
    EXPECT_TRUE(seen.adjusted(-0.5, -0.5, 0.5, 0.5).contains(window.tableScene()->sceneRect()));
}

TEST(Briefing, AGameOpenedFromItsFileGoesOnWithoutWaiting) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString save = folder.filePath("g.save.jsonl");
    {
        ui::MainWindow window(gameTestRulesets());
        ASSERT_EQ(window.startGame(testing::tutorialScenario(), {}, 5), QString());
        window.briefing()->beginButton()->click();
        ASSERT_EQ(window.saveGameAs(save), QString());
    }
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.openGame(save), QString());
    EXPECT_FALSE(window.isWaitingToBegin());
    EXPECT_FALSE(window.briefing()->text().isEmpty());
}

}  // namespace
}  // namespace adjutant
