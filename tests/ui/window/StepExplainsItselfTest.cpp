// Each step explains itself in the window: the phase tracker says what the
// step is for and who cannot act, the table rings the units that may act and
// marks what a selected unit threatens, and a step with nothing to decide is
// passed at once when the setting asks for it.
#include <gtest/gtest.h>

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>

#include "core/lesson/LessonPlayer.h"
#include "core/referee/EnemiesInReach.h"
#include "core/referee/RulesetReferee.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/LessonsDock.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/ActionHighlightsItem.h"
#include "ui/session/GameSession.h"
#include "ui/window/DisplaySettings.h"
#include "ui/window/MainWindow.h"
#include "ui/window/StepHighlights.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

StepBriefing briefingOf(const ui::MainWindow& window) {
    return window.session().referee()->stepBriefing(window.session().state());
}

TEST(StepExplainsItself, ThePhaseTrackerSaysWhatTheStepIsForAndLinksItsRule) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    const StepBriefing briefing = briefingOf(window);
    const QString text = window.phaseTracker()->briefingLabel()->text();
    EXPECT_TRUE(text.contains(QString::fromStdString(briefing.purpose).toHtmlEscaped()))
        << text.toStdString();
    if (!briefing.rule.empty()) {
        EXPECT_TRUE(text.contains("href=\"rule:")) << text.toStdString();
    }
    EXPECT_EQ(text.contains("Nobody has anything to decide"), briefing.nobodyCanAct);
    QSignalSpy asked(window.phaseTracker(), &ui::PhaseTrackerDock::ruleRequested);
    emit window.phaseTracker()->briefingLabel()->linkActivated("rule:7.2");
    ASSERT_EQ(asked.size(), 1);
    EXPECT_EQ(asked.front().front().toString(), "7.2");
}

// After the cuirassiers broke through into IR 18's II. battalion, every
// Prussian may move in step 8 and no Austrian may: the panel's line on who
// cannot act names the Austrians, rather than saying "no unit is free to
// move" beside "Prussians: 2 of 2 units may act".
TEST(StepExplainsItself, TheLineOnWhoCannotActNamesItsSide) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ui::LessonsDock& lessons = *window.lessonsDock();
    ASSERT_TRUE(lessons.startLesson(QStringLiteral("tricorne-09-steps-6-7-new-contacts")));
    while (lessons.player() && !lessons.player()->finished()) {
        lessons.showMe();
        lessons.next();
    }
    ASSERT_EQ(window.session().state().currentStep()->id, "movement");
    const StepBriefing briefing = briefingOf(window);
    ASSERT_FALSE(briefing.nobodyCanAct);
    ASSERT_EQ(briefing.sides.size(), 2u);
    ASSERT_TRUE(briefing.sides[0].mayAct);
    ASSERT_FALSE(briefing.sides[1].mayAct);
    const QString text = window.phaseTracker()->briefingLabel()->text();
    EXPECT_TRUE(text.contains("Austrians: no unit is free to move.")) << text.toStdString();
    EXPECT_FALSE(text.contains("No unit is free to move")) << text.toStdString();
}

TEST(StepExplainsItself, TheTableRingsWhoMayActAndWhatTheSelectedUnitThreatens) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    ui::StepHighlights* highlights = window.stepHighlights();
    ASSERT_NE(highlights, nullptr);
    highlights->action()->setChecked(true);
    // Play on to a step in which somebody has an order to give.
    for (int i = 0; i < 40 && briefingOf(window).nobodyCanAct; ++i) {
        window.action("resolveStep")->trigger();
    }
    const StepBriefing briefing = briefingOf(window);
    ASSERT_FALSE(briefing.nobodyCanAct);
    ui::ActionHighlightsItem* item = highlights->item();
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->mayAct().size(), static_cast<qsizetype>(briefing.unitsThatMayAct.size()));
    // A unit chosen: its fire targets and the enemies in its charge reach.
    const std::string unit = briefing.unitsThatMayAct.front();
    window.session().selectUnit(QString::fromStdString(unit));
    const EnemiesInReach reach =
        enemiesInReach(*window.session().referee(), window.session().state(), unit);
    EXPECT_EQ(item->fireTargets().size(), static_cast<qsizetype>(reach.fireTargets.size()));
    EXPECT_EQ(item->chargeTargets().size(), static_cast<qsizetype>(reach.chargeTargets.size()));
    // Off: nothing drawn.
    highlights->action()->setChecked(false);
    EXPECT_TRUE(item->mayAct().isEmpty());
    EXPECT_TRUE(item->fireTargets().isEmpty());
}

TEST(StepExplainsItself, WithTheSettingAStepWithNothingToDecidePassesAtOnce) {
    appWithPrivateSettings();
    ui::DisplaySettings settings = ui::DisplaySettings::load();
    settings.passStepsWithNothingToDecide = true;
    settings.save();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    // The steps nobody acts in are resolved one after the other, each after
    // the window has shown the last.
    for (int i = 0; i < 50; ++i) {
        QCoreApplication::processEvents();
    }
    EXPECT_GT(window.session().game().commandCount(), 0u);
    EXPECT_FALSE(briefingOf(window).nobodyCanAct);
    settings.passStepsWithNothingToDecide = false;
    settings.save();
}

TEST(StepExplainsItself, WithoutTheSettingNothingIsResolvedByItself) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 5), QString());
    for (int i = 0; i < 20; ++i) {
        QCoreApplication::processEvents();
    }
    EXPECT_EQ(window.session().game().commandCount(), 0u);
}

}  // namespace
}  // namespace adjutant
