// The README's pictures of the way into a game and of the table at any size:
// the start page, a briefing before bound 1, St. Privat seen whole and the
// window at 1024 x 700. Taken like the other README pictures
// (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS each scene is
// only set up and checked.
#include <gtest/gtest.h>

#include <QAction>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/docks/BriefingDock.h"
#include "ui/files/UserFolders.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/StartPage.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

QString scenarioFile(const char* name) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + name;
}

TEST(ReadmeScreenshotsStart, TheStartPage) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    window.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    window.show();
    QCoreApplication::processEvents();
    ASSERT_TRUE(window.isStartPageShown());
    window.startPage()->drawThumbnails();
    for (ui::ScenarioCard* card : window.startPage()->cards()) {
        EXPECT_TRUE(card->hasThumbnail());
    }
    EXPECT_TRUE(testing::takeScreenshot(window, "start-page.png"));
}

TEST(ReadmeScreenshotsStart, ABriefingBeforeBoundOne) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    window.show();
    SidePlayers players;
    players[0] = CommanderSettings{Difficulty::Steady, 1};
    ASSERT_EQ(window.startGame(scenarioFile("cowpens-1781.scenario.json"), players, 11), QString());
    QCoreApplication::processEvents();
    window.tableView()->fitTable();
    emit window.briefing()->browser()->anchorClicked(QUrl("objective:howards-rise"));
    window.tableView()->fitTable();
    ASSERT_TRUE(window.isWaitingToBegin());
    EXPECT_TRUE(testing::takeScreenshot(window, "briefing.png"));
}

TEST(ReadmeScreenshotsStart, StPrivatSeenWhole) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1600, 1000);
    window.show();
    ASSERT_EQ(window.newGame(scenarioFile("st-privat-1870.scenario.json"), 1), QString());
    QCoreApplication::processEvents();
    window.tableView()->fitTable();
    QCoreApplication::processEvents();
    EXPECT_TRUE(testing::takeScreenshot(window, "st-privat-fit.png"));
    for (const Unit& unit : window.session().state().units()) {
        EXPECT_TRUE(window.tableScene()->unitItem(QString::fromStdString(unit.id))->nameShown())
            << unit.id;
    }
}

TEST(ReadmeScreenshotsStart, TheWindowAtTenTwentyFourBySevenHundred) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1024, 700);
    window.show();
    ASSERT_EQ(window.newGame(scenarioFile("mollwitz-1741.scenario.json"), 3), QString());
    for (int i = 0; i < 8; ++i) {
        window.action("playStep")->trigger();
    }
    window.session().selectUnit("pr-1-3");
    QCoreApplication::processEvents();
    window.tableView()->fitTable();
    QCoreApplication::processEvents();
    ASSERT_TRUE(window.docksCompact());
    EXPECT_TRUE(testing::takeScreenshot(window, "layout-1024x700.png"));
}

}  // namespace
}  // namespace adjutant
