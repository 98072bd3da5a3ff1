// A lesson step that asks the player to resolve a step is completed by the
// window's own Resolve step, in every course: the learner does what the
// lesson says and is told "well done", never "that is not what this step
// asks for". And a lesson started over an unsaved game asks first.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include "tests/ui/GameTestSupport.h"
#include "ui/docks/BriefingDock.h"
#include "ui/docks/LessonsDock.h"
#include "ui/session/GameSession.h"
#include "ui/session/StepActions.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

QStringList everyLessonId(const ui::LessonsDock& dock) {
    QStringList ids;
    for (QTreeWidgetItemIterator it(dock.courses()); *it; ++it) {
        const QString id = (*it)->data(0, Qt::UserRole).toString();
        if (!id.isEmpty()) {
            ids << id;
        }
    }
    return ids;
}

TEST(LessonResolveButton, EveryStepThatAsksForResolveIsCompletedByResolveStep) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ui::LessonsDock dock(session, testing::gameTestRulesets());
    const QStringList ids = everyLessonId(dock);
    ASSERT_GE(ids.size(), 25);
    int resolveSteps = 0;
    for (const QString& id : ids) {
        ASSERT_TRUE(dock.startLesson(id)) << id.toStdString();
        while (dock.player() && !dock.player()->finished()) {
            const LessonStep& step = *dock.player()->step();
            const std::size_t number = dock.player()->stepIndex() + 1;
            if (step.expect && step.expect->command == "resolveStep") {
                ++resolveSteps;
                // The lesson says "resolve the steps until ...": Resolve step
                // pressed as often as that takes, each press said to be on the way.
                for (int press = 0; press < 12 && !dock.player()->mayGoOn(); ++press) {
                    ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted())
                        << id.toStdString() << " step " << number;
                    EXPECT_FALSE(dock.feedback().contains("not what this step asks"))
                        << id.toStdString() << " step " << number << ": "
                        << dock.feedback().toStdString();
                }
                EXPECT_TRUE(dock.player()->mayGoOn()) << id.toStdString() << " step " << number
                                                      << ": " << dock.feedback().toStdString();
                if (!dock.player()->mayGoOn()) {
                    break;
                }
            } else if (step.expect) {
                dock.showMe();
            }
            dock.next();
        }
    }
    EXPECT_GE(resolveSteps, 20);
}

// Goes to the step `number` (1-based) of a lesson as Show me and Next do.
void reachStep(ui::LessonsDock& dock, const QString& lessonId, std::size_t number) {
    ASSERT_TRUE(dock.startLesson(lessonId));
    while (dock.player()->stepIndex() + 1 < number) {
        dock.showMe();
        dock.next();
    }
}

TEST(LessonResolveButton, ShowMePlaysThePresentStepFromItsStartWhateverWasTried) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ui::LessonsDock dock(session, testing::gameTestRulesets());
    const QString lesson = "fire-effect-1870-05-charges-and-hand-to-hand";

    // Show me alone, from the step's start: where the script ends.
    reachStep(dock, lesson, 3);
    dock.showMe();
    ASSERT_TRUE(dock.player()->mayGoOn()) << dock.feedback().toStdString();
    const std::size_t scriptEnds = session.game().cursor();
    const std::string stepAfter = session.state().currentStep()->id;

    // The player resolves two steps, then asks to be shown: the same end,
    // not five more resolutions into the next player turn.
    reachStep(dock, lesson, 3);
    ui::StepActions::resolveStep(session);
    ui::StepActions::resolveStep(session);
    dock.showMe();
    EXPECT_TRUE(dock.player()->mayGoOn()) << dock.feedback().toStdString();
    EXPECT_EQ(session.game().cursor(), scriptEnds);
    EXPECT_EQ(session.state().currentStep()->id, stepAfter);

    // Once the step is done, Show me leaves the game alone.
    dock.showMe();
    EXPECT_EQ(session.game().cursor(), scriptEnds);
    EXPECT_TRUE(dock.feedback().contains("press Next")) << dock.feedback().toStdString();
}

TEST(LessonResolveButton, ALessonStartedOverAnUnsavedGameAsksAndCancelKeepsIt) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    ui::StepActions::resolveStep(window.session());
    ASSERT_TRUE(window.session().isModified());
    const std::size_t commands = window.session().game().cursor();

    // The question the window asks, answered with `press`.
    QString asked;
    QMessageBox::StandardButton press = QMessageBox::Cancel;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(press)->click();
        }
    });
    answer.start(20);
    EXPECT_FALSE(window.lessonsDock()->startLesson("tricorne-11-step-9-firing"));
    EXPECT_TRUE(asked.contains("never been saved")) << asked.toStdString();
    EXPECT_FALSE(window.session().isLesson());
    EXPECT_EQ(window.session().game().cursor(), commands) << "the game was replaced";

    // Discard: the lesson takes the table.
    press = QMessageBox::Discard;
    EXPECT_TRUE(window.lessonsDock()->startLesson("tricorne-11-step-9-firing"));
    answer.stop();
    EXPECT_TRUE(window.session().isLesson());
    // The Lessons dock leads it; the battle's briefing is put away.
    EXPECT_TRUE(window.briefing()->isHidden());
    EXPECT_EQ(window.session().setup().scenario->title, "Step 9: other firing")
        << "the lesson's moment is named by the lesson";
}

}  // namespace
}  // namespace adjutant
