// The docks that teach the rules: the rules reference opened at a section, a
// rule number in the journal's written-out row as a link to it, the odds of a
// unit's tests in the inspector, a lesson led through its steps with feedback,
// and the replay of a game with a note saved in it.

#include <gtest/gtest.h>

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/ExplanationText.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/docks/ReplayDock.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/session/GameSession.h"
#include "ui/widgets/OddsChart.h"

namespace adjutant {
namespace {

TEST(ReferenceDock, OpensAtASectionAndAGlossaryTerm) {
    testing::qtTestApp();
    ui::ReferenceDock dock;
    dock.setRuleset(testing::gameTestRulesets().find("tricorne"));
    ASSERT_TRUE(dock.reference());
    EXPECT_GT(dock.contents()->topLevelItemCount(), 10);
    EXPECT_TRUE(dock.showSection("15.4"));
    EXPECT_EQ(dock.shownSection(), "15.4");
    EXPECT_EQ(dock.browser()->textCursor().block().text(), "15.4 Present morale status");
    EXPECT_TRUE(dock.showSection("impetus"));
    EXPECT_EQ(dock.shownSection(), "impetus");
    EXPECT_FALSE(dock.showSection("99.9"));
    EXPECT_TRUE(dock.find("free bounds"));
}

TEST(ExplanationText, EverySectionNumberIsALink) {
    EXPECT_EQ(ui::ruleLinksHtml("14.6, A37"),
              "<a href=\"rule:14.6\">\xc2\xa7"
              "14.6</a>, <a href=\"rule:A37\">A37</a>");
    EXPECT_EQ(ui::ruleLinksHtml("\xc2\xa7"
                                "15.4"),
              "<a href=\"rule:15.4\">\xc2\xa7"
              "15.4</a>");
    EXPECT_EQ(ui::firstCitedSection("\xc2\xa7"
                                    "6.1-6.3"),
              "6.1");
}

TEST(UnitInspectorDock, ShowsTheOddsOfTheTestsAUnitMayFace) {
    testing::qtTestApp();
    ui::GameSession session(testing::gameTestRulesets());
    ASSERT_EQ(session.newGame(testing::defaultScenarioPath()), QString());
    ui::UnitInspectorDock dock(session);
    session.selectUnit("pr-ir18-1");
    QTreeWidgetItem* section = nullptr;
    for (int i = 0; i < dock.tree()->topLevelItemCount(); ++i) {
        if (dock.tree()->topLevelItem(i)->text(0) == "If it tests now") {
            section = dock.tree()->topLevelItem(i);
        }
    }
    ASSERT_NE(section, nullptr);
    ASSERT_GE(section->childCount(), 1);
    EXPECT_EQ(section->child(0)->text(0), "If it tests morale now");
    auto* chart =
        qobject_cast<ui::OddsChart*>(dock.tree()->itemWidget(section->child(0)->child(0), 0));
    ASSERT_NE(chart, nullptr);
    double total = 0;
    for (const ui::OddsBar& bar : chart->bars()) {
        total += bar.chance;
        EXPECT_FALSE(bar.fraction.isEmpty());
    }
    EXPECT_NEAR(total, 1.0, 1e-9);
    // A rule number is a link to the reference.
    QSignalSpy asked(&dock, &ui::UnitInspectorDock::ruleRequested);
    emit dock.tree()->itemClicked(section->child(0), 2);
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.front().front().toString(), "15.5");
}

TEST(LessonsDock, LeadsALessonAndSaysWhatWasWrong) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ui::LessonsDock dock(session, testing::gameTestRulesets());
    ASSERT_GE(dock.courses()->topLevelItemCount(), 3);
    ASSERT_TRUE(dock.startLesson("tricorne-11-step-9-firing"));
    EXPECT_TRUE(session.isLesson());
    EXPECT_FALSE(session.isModified());
    ASSERT_NE(dock.player(), nullptr);
    EXPECT_TRUE(dock.stepText()->toPlainText().contains("Two targets"));
    dock.next();
    // A legal but weak order: the lesson says why.
    testing::applyJson(session, {{"type", "fireOrder"}, {"firer", "ir18"}, {"target", "far"}});
    EXPECT_TRUE(dock.feedback().contains("weak")) << dock.feedback().toStdString();
    EXPECT_FALSE(dock.player()->mayGoOn());
    // A refused order: the referee's reason.
    testing::applyJson(session, {{"type", "fireOrder"}, {"firer", "ir18"}, {"target", "ir18"}});
    EXPECT_TRUE(dock.feedback().contains("will not allow")) << dock.feedback().toStdString();
    dock.showMe();
    EXPECT_TRUE(dock.player()->mayGoOn());
    dock.next();
    dock.showMe();
    dock.next();
    EXPECT_TRUE(dock.player()->finished());
    EXPECT_TRUE(ui::LessonsDock::completed("tricorne-11-step-9-firing"));
}

TEST(ReplayDock, ShowsAnyMomentAndKeepsANote) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ASSERT_EQ(session.newGame(testing::defaultScenarioPath()), QString());
    for (int i = 0; i < 6; ++i) {
        testing::giveDefaultOrders(session);
        testing::applyJson(session, {{"type", "resolveStep"}});
    }
    ui::ReplayDock dock(session);
    const GameState now = session.state();
    ASSERT_TRUE(dock.showCommand(0));
    EXPECT_TRUE(session.isViewing());
    EXPECT_FALSE(dock.explanation()->toPlainText().isEmpty());
    // No orders while a replay is shown.
    EXPECT_FALSE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    dock.noteBox()->setPlainText("the first thing that happened");
    dock.saveNote();
    EXPECT_EQ(session.noteOn(0), "the first thing that happened");
    EXPECT_TRUE(dock.explanation()->toPlainText().contains("the first thing that happened"));
    dock.backToGame();
    EXPECT_FALSE(session.isViewing());
    EXPECT_EQ(session.state().units().front().pose, now.units().front().pose);
}

}  // namespace
}  // namespace adjutant
