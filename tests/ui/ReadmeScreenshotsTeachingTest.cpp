// Teaching the rules in the main window, for the README: a lesson in progress
// with what it points at on the table, and the rules reference opened from a
// rule number in an explanation. Taken like the other README pictures
// (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS they are only checked.
#include <gtest/gtest.h>

#include <QTextBrowser>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/JournalShotSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/items/LessonHighlightItem.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

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
    window.resize(1366, 768);
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    window.show();
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

}  // namespace
}  // namespace adjutant
