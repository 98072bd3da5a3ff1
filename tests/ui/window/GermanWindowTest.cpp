// The window in German: the translation built into the program is found for
// the language chosen in Settings (or the system's), and the menus, docks and
// dialogs speak it.
#include <gtest/gtest.h>

#include <QDockWidget>
#include <QMap>
#include <QMenuBar>
#include <QTranslator>

#include "core/io/ScenarioReader.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/window/WindowLanguage.h"
#include "ui/session/GameSession.h"
#include "ui/session/VictoryText.h"
#include "ui/view/TableView.h"
#include "ui/window/Language.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::WindowLanguage;

QStringList menuTitles(const ui::MainWindow& window) {
    QStringList titles;
    for (QAction* action : window.menuBar()->actions()) {
        titles << action->text();
    }
    return titles;
}

TEST(GermanWindow, TheMenusAndActionsAreInGerman) {
    WindowLanguage german("de");
    EXPECT_EQ(german.inEffect, "de");
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.openScenario(testing::tutorialScenario()), QString());
    const QStringList titles = menuTitles(window);
    for (const char* title : {"&Datei", "&Bearbeiten", "&Ansicht", "&Spiel", "&Hilfe"}) {
        EXPECT_TRUE(titles.contains(QString::fromUtf8(title)))
            << title << " not among " << titles.join(", ").toStdString();
    }
    EXPECT_EQ(window.action("undo")->text(), QString::fromUtf8("&Rückgängig"));
    EXPECT_EQ(window.action("resolveStep")->text(), QString::fromUtf8("Schritt &auswerten"));
    EXPECT_EQ(window.action("exportReport")->text(),
              QString::fromUtf8("Gefechts&bericht exportieren ..."));

    // The picture for the README: into the second bound, the referee's journal
    // in German, a unit chosen.
    window.resize(1366, 768);
    window.show();
    for (int step = 0; step < 14; ++step) {
        window.action("playStep")->trigger();
    }
    window.session().selectUnit("pr-ir18-1");
    QCoreApplication::processEvents();
    window.tableView()->fitTable();
    EXPECT_TRUE(testing::takeScreenshot(window, "window-in-german.png"));
}

// Every action and panel of the window, by object name, with its text.
QMap<QString, QString> namedTexts(const ui::MainWindow& window) {
    QMap<QString, QString> texts;
    for (QAction* action : window.findChildren<QAction*>()) {
        if (!action->objectName().isEmpty() && !action->text().isEmpty()) {
            texts.insert(action->objectName(), action->text());
        }
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (!dock->objectName().isEmpty()) {
            texts.insert(dock->objectName(), dock->windowTitle());
        }
    }
    return texts;
}

TEST(GermanWindow, NoActionOrPanelIsLeftInEnglish) {
    // A text not marked for translation, or not yet translated, reads the same
    // in both languages.
    QMap<QString, QString> english;
    {
        WindowLanguage language("en");
        ui::MainWindow window(testing::gameTestRulesets());
        english = namedTexts(window);
    }
    WindowLanguage german("de");
    ui::MainWindow window(testing::gameTestRulesets());
    const QMap<QString, QString> translated = namedTexts(window);
    ASSERT_GT(english.size(), 40);
    // Words German spells as English does.
    const QStringList sameInBoth{"Normal", "Phase"};
    QStringList same;
    for (auto it = english.begin(); it != english.end(); ++it) {
        if (translated.value(it.key()) == it.value() && !sameInBoth.contains(it.value())) {
            same << it.key() + ": " + it.value();
        }
    }
    EXPECT_TRUE(same.isEmpty()) << same.join('\n').toStdString();
}

TEST(GermanWindow, EnglishWhenChosenAndWhenNoTranslationMatches) {
    {
        WindowLanguage english("en");
        EXPECT_EQ(english.inEffect, "en");
        ui::MainWindow window(testing::gameTestRulesets());
        EXPECT_TRUE(menuTitles(window).contains("&File"));
    }
    {
        WindowLanguage klingon("tlh");
        EXPECT_EQ(klingon.inEffect, "en");
    }
}

TEST(GermanWindow, TheChoiceIsKeptInTheSettings) {
    testing::appWithPrivateSettings();
    EXPECT_EQ(ui::chosenLanguage(), QString());
    ui::setChosenLanguage("de");
    EXPECT_EQ(ui::chosenLanguage(), "de");
    const QList<ui::LanguageChoice> languages = ui::availableLanguages();
    ASSERT_GE(languages.size(), 3);
    EXPECT_TRUE(languages.first().code.isEmpty());  // the system's
    EXPECT_TRUE(std::any_of(languages.begin(), languages.end(),
                            [](const ui::LanguageChoice& l) { return l.code == "de"; }));
}

// Numbers in the victory conditions are written as the German window writes
// them everywhere else (its spin boxes show "0,5"): "0,5 Punkte", never "0.5".
TEST(GermanWindow, PointsAreWrittenWithTheGermanDecimalComma) {
    WindowLanguage german("de");
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(testing::tutorialScenario().toStdString(),
                                                        testing::gameTestRulesets(), diagnostics);
    ASSERT_TRUE(scenario) << diagnostics.toString();
    ASSERT_FALSE(scenario->victory.objectives.empty());
    scenario->victory.objectives.front().value = 0.5;
    const QString text = ui::victoryConditionsText(*scenario);
    EXPECT_TRUE(text.contains(QString::fromUtf8("0,5 Punkte"))) << text.toStdString();
    EXPECT_FALSE(text.contains("0.5")) << text.toStdString();
}

}  // namespace
}  // namespace adjutant
