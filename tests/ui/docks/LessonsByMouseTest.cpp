// Every shipped lesson of each course taken to its end as a learner does it,
// by the mouse alone: the lesson picked in the list and started with Start,
// Resolve step pressed on the toolbar where a step asks for it, Show me
// pressed where a step asks for an order on the table, and Next (Finish at
// the last step) pressed once the step is done. The lesson must end
// completed, and no press may be answered "not what this step asks for".
#include <gtest/gtest.h>

#include <QApplication>
#include <QPushButton>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include "core/lesson/LessonPlayer.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/LessonsDock.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

// The lessons of one course, in the list's order, as items of its tree.
std::vector<QTreeWidgetItem*> courseLessons(QTreeWidget& courses, const QString& idPrefix) {
    std::vector<QTreeWidgetItem*> items;
    for (QTreeWidgetItemIterator it(&courses); *it; ++it) {
        if ((*it)->data(0, Qt::UserRole).toString().startsWith(idPrefix)) {
            items.push_back(*it);
        }
    }
    return items;
}

void click(QWidget* widget) {
    ASSERT_NE(widget, nullptr);
    ASSERT_TRUE(widget->isVisible()) << widget->objectName().toStdString();
    ASSERT_TRUE(widget->isEnabled()) << widget->objectName().toStdString();
    QTest::mouseClick(widget, Qt::LeftButton);
    QApplication::processEvents();
}

// The toolbar's button for Resolve step: what the learner presses.
QWidget* resolveButton(ui::MainWindow& window) {
    QAction* resolve = window.action(QStringLiteral("resolveStep"));
    for (QToolBar* bar : window.findChildren<QToolBar*>()) {
        if (QWidget* button = bar->widgetForAction(resolve); button && button->isVisible()) {
            return button;
        }
    }
    return nullptr;
}

// Takes every lesson whose id starts with `idPrefix` to its end by clicks;
// returns how many times Resolve step was pressed for a step that asked.
int takeEveryLessonByMouse(const QString& idPrefix, std::size_t expectedLessons) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1400, 900);
    window.show();
    ui::LessonsDock& dock = *window.lessonsDock();
    dock.show();
    QApplication::processEvents();
    auto* start = dock.findChild<QPushButton*>(QStringLiteral("startLesson"));
    auto* showMe = dock.findChild<QPushButton*>(QStringLiteral("lessonShowMe"));
    auto* next = dock.findChild<QPushButton*>(QStringLiteral("lessonNext"));

    const std::size_t lessons = courseLessons(*dock.courses(), idPrefix).size();
    EXPECT_EQ(lessons, expectedLessons) << idPrefix.toStdString();
    int resolvePresses = 0;
    for (std::size_t n = 0; n < lessons; ++n) {
        // Back to the list by All lessons, the lesson clicked in it, then Start.
        if (!dock.courses()->isVisible()) {
            click(dock.findChild<QPushButton*>(QStringLiteral("allLessons")));
        }
        QTreeWidgetItem* item = courseLessons(*dock.courses(), idPrefix).at(n);
        const QString id = item->data(0, Qt::UserRole).toString();
        const std::string name = id.toStdString();
        dock.courses()->scrollToItem(item);
        const QRect row = dock.courses()->visualItemRect(item);
        QTest::mouseClick(dock.courses()->viewport(), Qt::LeftButton, {}, row.center());
        EXPECT_EQ(dock.courses()->currentItem(), item) << name;
        click(start);
        if (!dock.player() || dock.lesson()->id != id.toStdString()) {
            ADD_FAILURE() << name << ": Start did not start the lesson clicked";
            continue;
        }
        while (!dock.player()->finished()) {
            const LessonStep& step = *dock.player()->step();
            const std::size_t number = dock.player()->stepIndex() + 1;
            if (step.expect && step.expect->command == "resolveStep") {
                for (int press = 0; press < 12 && !dock.player()->mayGoOn(); ++press) {
                    click(resolveButton(window));
                    ++resolvePresses;
                    EXPECT_FALSE(dock.feedback().contains("not what this step asks"))
                        << name << " step " << number << ": " << dock.feedback().toStdString();
                }
            } else if (step.expect && !dock.player()->mayGoOn()) {
                click(showMe);
            }
            if (!dock.player()->mayGoOn()) {
                ADD_FAILURE() << name << " step " << number
                              << " is not done: " << dock.feedback().toStdString();
                break;
            }
            click(next);
        }
        EXPECT_TRUE(ui::LessonsDock::completed(id)) << name << " was not completed";
    }
    return resolvePresses;
}

TEST(LessonsByMouse, EveryTricorneLessonToItsEnd) {
    EXPECT_GE(takeEveryLessonByMouse(QStringLiteral("tricorne-"), 13), 10);
}

TEST(LessonsByMouse, EveryWarOfPrincesLessonToItsEnd) {
    EXPECT_GE(takeEveryLessonByMouse(QStringLiteral("princes-"), 6), 4);
}

TEST(LessonsByMouse, EveryFireEffectLessonToItsEnd) {
    EXPECT_GE(takeEveryLessonByMouse(QStringLiteral("fire-effect-"), 6), 4);
}

}  // namespace
}  // namespace adjutant
