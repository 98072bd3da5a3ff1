// What the main window shows of the game: the phase tracker, the status bar,
// the units' status badges, the exported pictures and the settings.
#include <gtest/gtest.h>

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/engine/StateHash.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/HelpDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/TableSync.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using testing::tutorialScenario;

// The tutorial scenario with changes, written to `folder`.
QString tutorialVariant(const QTemporaryDir& folder,
                        const std::function<void(nlohmann::json&)>& edit) {
    std::ifstream in(tutorialScenario().toStdString());
    nlohmann::json json = nlohmann::json::parse(in);
    edit(json);
    const QString path = folder.filePath("variant.scenario.json");
    std::ofstream(path.toStdString()) << json.dump(2);
    return path;
}

TEST(MainWindowView, ThePhaseTrackerShowsTheBoundTheStepsAndWhatIsWaiting) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 5), QString());
    ui::PhaseTrackerDock* tracker = window.phaseTracker();
    EXPECT_EQ(tracker->boundLabel()->text(), "Bound 1");
    // Ten entries numbered as the book numbers its eleven steps, 6 and 7 one loop.
    ASSERT_EQ(tracker->stepList()->count(), 10);
    // The present step is marked with an arrow before its number.
    EXPECT_TRUE(tracker->stepList()->item(0)->text().endsWith("1. Declare charges  (8.1)"))
        << tracker->stepList()->item(0)->text().toStdString();
    EXPECT_EQ(tracker->stepList()->item(5)->text(),
              "6\u20137. New contacts after breakthrough  (8.6)");
    EXPECT_EQ(tracker->stepList()->item(6)->text(), "8. Other movement  (8.8)");
    EXPECT_EQ(tracker->stepList()->item(9)->text(), "11. Morale reactions  (8.11)");
    EXPECT_TRUE(tracker->stepList()->item(0)->font().bold());
    EXPECT_FALSE(tracker->stepList()->item(1)->font().bold());
    EXPECT_TRUE(tracker->initiativeLabel()->text().contains("not rolled"));
    // No unit can reach an enemy at the start: the tracker says nobody acts.
    const QString waiting = tracker->waitingLabel()->text();
    EXPECT_EQ(waiting, "To act: nobody");
    EXPECT_TRUE(tracker->briefingLabel()->text().contains("No unit can reach an enemy"))
        << tracker->briefingLabel()->text().toStdString();
    // The buttons trigger the Game menu's actions and follow their state.
    EXPECT_TRUE(tracker->resolveButton()->isEnabled());
    window.action("resolveStep")->setEnabled(false);
    EXPECT_FALSE(tracker->resolveButton()->isEnabled());
    window.action("resolveStep")->setEnabled(true);

    tracker->resolveButton()->click();
    EXPECT_EQ(window.session().state().stepIndex(), 1u);
    EXPECT_TRUE(tracker->stepList()->item(1)->font().bold());
    EXPECT_FALSE(tracker->stepList()->item(0)->font().bold());
    // The initiative was rolled with the first step: one side holds it, or neither.
    const QString initiative = tracker->initiativeLabel()->text();
    EXPECT_FALSE(initiative.contains("not rolled")) << initiative.toStdString();
    EXPECT_TRUE(initiative.contains("brigade") || initiative.contains("both sides"))
        << initiative.toStdString();
    EXPECT_TRUE(window.turnText().contains("Bound 1")) << window.turnText().toStdString();
    EXPECT_TRUE(window.turnText().contains("Response tests")) << window.turnText().toStdString();
}

TEST(MainWindowView, ThePhaseTrackerListsTheMoraleTestsTheStepWillMake) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 12), QString());
    ui::PhaseTrackerDock* tracker = window.phaseTracker();
    EXPECT_TRUE(tracker->agendaLabel()->isHidden());  // declaring charges tests no one
    // Play on to the first morale checks with a test to make; the charges
    // declared on the way are answered by response tests, listed likewise.
    const auto atStep = [&](const char* id) {
        return window.session().state().currentStep()->id == id;
    };
    int responseAgendas = 0;
    for (int i = 0; i < 80 && !(atStep("moraleChecks") && !tracker->agendaLabel()->isHidden());
         ++i) {
        if (atStep("responseTests") && !tracker->agendaLabel()->isHidden()) {
            ++responseAgendas;
            EXPECT_TRUE(
                tracker->agendaLabel()->text().contains("tests its response to the charge of"))
                << tracker->agendaLabel()->text().toStdString();
        }
        window.action("playStep")->trigger();
    }
    ASSERT_FALSE(tracker->agendaLabel()->isHidden()) << "no morale test in the default play";
    ASSERT_TRUE(atStep("moraleChecks"));
    EXPECT_GT(responseAgendas, 0);
    const QString agenda = tracker->agendaLabel()->text();
    EXPECT_TRUE(agenda.contains("tests morale: casualties")) << agenda.toStdString();
    EXPECT_TRUE(agenda.contains(QString::fromUtf8("(§15.1)"))) << agenda.toStdString();
    // Resolving the step makes the tests; the reactions that follow list none.
    window.action("resolveStep")->trigger();
    EXPECT_EQ(window.session().state().currentStep()->id, "moraleReactions");
    EXPECT_TRUE(tracker->agendaLabel()->isHidden());
}

TEST(MainWindowView, TheStatusBarGivesTheCursorInInchesOrCentimetresAndPaces) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    // Tricorne: 33.333 paces to the inch at 15mm (distance multiplier 1).
    emit window.tableView()->cursorMoved(QPointF(12.0, 6.0));
    EXPECT_EQ(window.cursorText(), "x 12.0 in (400 paces), y 6.0 in (200 paces)");
    ui::DisplaySettings metric = window.displaySettings();
    metric.metric = true;
    window.applySettings(metric);
    emit window.tableView()->cursorMoved(QPointF(12.0, 6.0));
    EXPECT_EQ(window.cursorText(), "x 30.5 cm (400 paces), y 15.2 cm (200 paces)");
    // Off the table, nothing.
    emit window.tableView()->cursorMoved(QPointF(-1.0, 6.0));
    EXPECT_TRUE(window.cursorText().isEmpty());
}

TEST(MainWindowView, AUnitShowsItsStatusOnTheTable) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = tutorialVariant(folder, [](nlohmann::json& json) {
        json["sides"][0]["units"][0]["status"] = {{"shaken", true}, {"unformed", true}};
    });
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(path, 1), QString());
    const QString shaken = window.tableSync()->badgeText("pr-ir18-1");
    EXPECT_TRUE(shaken.contains("Shaken")) << shaken.toStdString();
    EXPECT_TRUE(shaken.contains("Unformed")) << shaken.toStdString();
    const std::string other = window.session().state().units().back().id;
    EXPECT_EQ(window.tableSync()->badgeText(QString::fromStdString(other)), QString());
}

TEST(MainWindowView, ANewGameTakesTheDefaultFigureScaleOnlyWhenItsScenarioNamesNone) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path =
        tutorialVariant(folder, [](nlohmann::json& json) { json.erase("figureScale"); });
    ui::MainWindow window(gameTestRulesets());
    ui::DisplaySettings settings = window.displaySettings();
    settings.defaultFigureScale = "25mm";
    window.applySettings(settings);
    ASSERT_EQ(window.newGame(path, 1), QString());
    EXPECT_EQ(window.session().setup().scenario->figureScale, "25mm");
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    EXPECT_EQ(window.session().setup().scenario->figureScale, "15mm");  // the scenario's own
}

TEST(MainWindowView, SideColoursFromTheSettingsColourTheUnits) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    ui::DisplaySettings settings = window.displaySettings();
    const QColor chosen(0, 200, 0);
    settings.sideColours[0] = chosen;
    window.applySettings(settings);
    ui::UnitItem* item = window.tableScene()->unitItem("pr-ir18-1");
    ASSERT_NE(item, nullptr);
    const QRectF area = item->sceneBoundingRect();
    QImage image(200, 200, QImage::Format_ARGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        window.tableScene()->render(&painter, QRectF(0, 0, 200, 200), area);
    }
    int matching = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            matching += image.pixelColor(x, y) == chosen ? 1 : 0;
        }
    }
    EXPECT_GT(matching, 100);
}

TEST(MainWindowView, TheTableExportsAsPngAndPdf) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    const QString png = folder.filePath("table.png");
    ASSERT_EQ(window.exportPng(png), QString());
    const QImage image(png);
    ASSERT_FALSE(image.isNull());
    // 25 pixels to the inch over the table and its margin (72 x 48 plus 3 a side).
    EXPECT_EQ(image.width(), 78 * 25);
    EXPECT_EQ(image.height(), 54 * 25);
    const QString pdf = folder.filePath("table.pdf");
    ASSERT_EQ(window.exportPdf(pdf), QString());
    QFile file(pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5) == "%PDF-");
    EXPECT_GT(file.size(), 1000);
    EXPECT_FALSE(window.exportPng(folder.filePath("no-such-folder/table.png")).isEmpty());
}

TEST(MainWindowView, OpenedFilesAreRememberedNewestFirst) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    const QString save = folder.filePath("recent.save.jsonl");
    ASSERT_EQ(window.saveGameAs(save), QString());
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    ASSERT_EQ(recent.size(), 2);
    EXPECT_EQ(recent[0], QFileInfo(save).absoluteFilePath());
    EXPECT_EQ(recent[1], QFileInfo(tutorialScenario()).absoluteFilePath());
}

TEST(MainWindowView, F1OpensTheHowToPlayText) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    QAction* help = window.action("help");
    ASSERT_NE(help, nullptr);
    EXPECT_EQ(help->shortcut(), QKeySequence(QKeySequence::HelpContents));
    help->trigger();
    auto* dialog = window.findChild<ui::HelpDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_TRUE(ui::HelpDialog::howToPlay().contains("Resolve step"));
}

TEST(MainWindowView, EveryMenuActionThatNeedsAGameWaitsForOne) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    for (const char* name : {"saveGame", "saveGameAs", "exportPng", "exportPdf",
                             "giveDefaultOrders", "resolveStep", "undo", "redo"}) {
        ASSERT_NE(window.action(name), nullptr) << name;
        EXPECT_FALSE(window.action(name)->isEnabled()) << name;
    }
    ASSERT_EQ(window.newGame(tutorialScenario(), 1), QString());
    for (const char* name :
         {"saveGame", "saveGameAs", "exportPng", "giveDefaultOrders", "resolveStep"}) {
        EXPECT_TRUE(window.action(name)->isEnabled()) << name;
    }
}

}  // namespace
}  // namespace adjutant
