// Teaching the rules in the main window, for the README: a lesson in progress
// with what it points at on the table, and the rules reference opened from a
// rule number in an explanation. Taken like the other README pictures
// (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS they are only checked.
#include <gtest/gtest.h>

#include <QTextBrowser>

#include "core/rules/UnitLayoutSpec.h"

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/JournalShotSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/items/LessonHighlightItem.h"
#include "ui/session/GameSession.h"
#include "ui/start/StartPage.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/FireTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

// The middle of a unit's stands as the table draws them.
QPointF middleOf(const ui::GameSession& session, const std::string& id) {
    const Unit& unit = *session.state().findUnit(id);
    const auto spec =
        layoutSpecFor(unit, *session.setup().ruleset, session.setup().scenario->figureScale);
    const Vec2 centre = geometry::layoutUnit(*spec, unit.pose).centre();
    return {centre.x, centre.y};
}

ui::ToolMouseEvent at(QPointF table) {
    ui::ToolMouseEvent e;
    e.table = table;
    e.button = Qt::LeftButton;
    e.buttons = Qt::LeftButton;
    e.pixelsPerInch = 15.0;
    return e;
}

bool setDown(ui::GameSession& session, const char* unit, double x, double y, double facing) {
    std::string error;
    auto command = session.makeCommand(
        {{"type", "moveUnit"}, {"unit", unit}, {"x", x}, {"y", y}, {"facing", facing}}, error);
    return command && session.apply(std::move(command)).accepted();
}

// The window as the README pictures it, on the Tricorne tutorial.
bool openTutorial(ui::MainWindow& window, quint64 seed) {
    window.resize(1366, 768);
    const bool opened = window.newGame(testing::tutorialScenario(), seed).isEmpty();
    window.show();
    return opened;
}

// Zooms the table onto `area` once the window has laid itself out (which fits
// the whole table).
void zoomTo(ui::MainWindow& window, const QRectF& area) {
    QCoreApplication::processEvents();
    window.tableView()->fitInView(area, Qt::KeepAspectRatio);
    QCoreApplication::processEvents();
}

TEST(ReadmeScreenshotsTeaching, ALessonInProgress) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    window.show();
    window.action("lessons")->trigger();
    ui::LessonsDock* lessons = window.lessonsDock();
    ASSERT_TRUE(lessons->startLesson("tricorne-02-measuring-and-arcs"));
    lessons->next();  // "Measuring": the tape and the arc
    QCoreApplication::processEvents();
    // Begun over the start page, the lesson's table takes its place.
    EXPECT_TRUE(window.tableView()->isVisible());
    EXPECT_FALSE(window.startPage()->isVisible());
    ASSERT_NE(window.lessonHighlight(), nullptr);
    EXPECT_TRUE(window.lessonHighlight()->hasTape());
    EXPECT_EQ(window.lessonHighlight()->tapeLabel(), "3 in");
    EXPECT_FALSE(window.lessonHighlight()->arcs().isEmpty());
    window.resizeDocks({lessons}, {330}, Qt::Horizontal);
    window.tableView()->fitInView(QRectF(18, 22, 26, 20), Qt::KeepAspectRatio);
    EXPECT_TRUE(testing::takeScreenshot(window, "lesson-in-progress.png"));
}

TEST(ReadmeScreenshotsTeaching, TheReferenceOpenedFromAnExplanation) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_TRUE(openTutorial(window, 3));
    QCoreApplication::processEvents();
    ui::JournalDock* journal = window.findChild<ui::JournalDock*>("journalDock");
    ASSERT_NE(journal, nullptr);
    QModelIndex shot;
    for (int i = 0; i < 400 && !shot.isValid(); ++i) {
        window.action("playStep")->trigger();
        shot = testing::latestHittingShot(*journal->model());
    }
    ASSERT_TRUE(shot.isValid()) << "no volley hit in the pictured game";
    testing::openInJournal(window, *journal, shot);
    // The written-out row links every rule; following one opens the reference.
    EXPECT_TRUE(ui::JournalDetail::html(shot).contains("href=\"rule:14.4\""));
    emit journal->detail()->anchorClicked(QUrl("rule:14.6"));
    QCoreApplication::processEvents();
    ui::ReferenceDock* reference = window.referenceDock();
    ASSERT_TRUE(reference->isVisible());
    EXPECT_EQ(reference->shownSection(), "14.6");
    window.resizeDocks({reference}, {520}, Qt::Horizontal);
    EXPECT_TRUE(testing::takeScreenshot(window, "reference-from-explanation.png"));
}

TEST(ReadmeScreenshotsTeaching, TheChargeOdds) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_TRUE(openTutorial(window, 1));
    ui::GameSession& session = window.session();
    // The cuirassiers brought west of the Brandweg and the dragoons set down
    // 10 in in front of them, where the callout has the view's room to its right.
    ASSERT_TRUE(setDown(session, "pr-kr2", 45.0, 36.0, 0.0));
    ASSERT_TRUE(setDown(session, "au-dr", 45.0, 26.0, 180.0));
    ui::ChargeTool& tool = window.toolBox()->chargeTool();
    window.toolBox()->activate(&tool);
    tool.mousePress(at(middleOf(session, "pr-kr2")));
    tool.mouseMove(at(middleOf(session, "au-dr")));
    ASSERT_FALSE(tool.calloutOdds().isEmpty()) << tool.calloutText().toStdString();
    zoomTo(window, QRectF(38, 20, 40, 24));  // the target left of the middle, the callout right
    EXPECT_TRUE(testing::takeScreenshot(window, "charge-odds.png"));
}

TEST(ReadmeScreenshotsTeaching, TheFireOddsChart) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_TRUE(openTutorial(window, 1));
    ui::GameSession& session = window.session();
    // IR Kaiser set down 6.5 in in front of the heavy battery.
    ASSERT_TRUE(setDown(session, "au-ir-1", 36.0, 31.5, 180.0));
    for (int i = 0; i < 12 && session.state().currentStep()->id != "movement"; ++i) {
        window.action("resolveStep")->trigger();
    }
    ui::FireTool& tool = window.toolBox()->fireTool();
    window.toolBox()->activate(&tool);
    const QPointF battery = middleOf(session, "pr-battery");
    tool.mousePress(at(battery));
    tool.mouseRelease(at(battery));
    tool.mouseMove(at(middleOf(session, "au-ir-1")));
    ASSERT_FALSE(tool.calloutOdds().isEmpty()) << tool.calloutText().toStdString();
    zoomTo(window, QRectF(30, 18, 40, 26));
    EXPECT_TRUE(testing::takeScreenshot(window, "fire-odds.png"));
}

}  // namespace
}  // namespace adjutant
