// A War of Princes game in the main window, for the README: the battle of
// Cowpens played with the default orders until a volley hits, its hit-table
// explanation opened in the journal. Taken like the other README pictures
// (scripts/screenshots); without ADJUTANT_README_SCREENSHOTS it is only checked.
#include <gtest/gtest.h>

#include <QLabel>
#include <QStatusBar>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/JournalShotSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

constexpr quint64 kSeed = 1;

QString cowpens() {
    return QString(adjutant::testResourceDir()) + "/scenarios/cowpens-1781.scenario.json";
}

TEST(ReadmeScreenshotsPrinces, CowpensVolleyWithItsHitTableOpened) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    ASSERT_EQ(window.newGame(cowpens(), kSeed), QString());
    window.show();
    QCoreApplication::processEvents();
    EXPECT_EQ(window.session().state().ruleset().id, "princes");

    // The sides take player turns: the status bar says whose it is.
    const auto* turn = window.findChild<QLabel*>("turnLabel");
    ASSERT_NE(turn, nullptr);
    EXPECT_TRUE(turn->text().contains("player turn 1 of 2")) << turn->text().toStdString();

    ui::JournalDock* journal = window.findChild<ui::JournalDock*>("journalDock");
    ASSERT_NE(journal, nullptr);
    QModelIndex shot;
    for (int i = 0; i < 400 && !shot.isValid(); ++i) {
        window.action("playStep")->trigger();
        shot = testing::latestHittingShot(*journal->model());
    }
    ASSERT_TRUE(shot.isValid()) << "no volley hit in the pictured game";
    testing::openInJournal(window, *journal, shot);
    // The detail shows the hit table's entry and the section it comes from.
    const QString detail = journal->detail()->toPlainText();
    EXPECT_TRUE(detail.contains(" fires at ")) << detail.toStdString();
    EXPECT_TRUE(detail.contains("5.1")) << detail.toStdString();
    EXPECT_TRUE(detail.contains("Hit on")) << detail.toStdString();

    const QString firer = shot.data(ui::JournalModel::kUnitRole).toString();
    if (ui::UnitItem* item = window.tableScene()->unitItem(firer)) {
        const QPointF centre = item->sceneBoundingRect().center();
        window.tableView()->fitInView(QRectF(centre - QPointF(9, 7), QSizeF(18, 14)),
                                      Qt::KeepAspectRatio);
    }
    EXPECT_TRUE(testing::takeScreenshot(window, "princes-journal-fire.png"));
}

}  // namespace
}  // namespace adjutant
