// The window's files beyond the game's own: where Save as... starts, the
// after-action report written from the File menu, and Recover... offered
// once there is an autosave folder, and a scenario someone shared kept among
// the player's own.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "core/editor/ScenarioExport.h"
#include "core/io/ScenarioReader.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/session/StepActions.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/StartPage.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

ui::UserFolders foldersIn(const QTemporaryDir& root) {
    ui::UserFolders folders;
    folders.shipped = adjutant::testResourceDir();
    folders.data = root.filePath("data/adjutant");
    folders.savedGames = root.filePath("Documents/Adjutant");
    return folders;
}

TEST(DesktopFiles, GamesAreSavedInTheDocumentsFolderNotAmongTheShippedScenarios) {
    testing::appWithPrivateSettings();
    QTemporaryDir root;
    ui::MainWindow window(testing::gameTestRulesets());
    window.setFolders(foldersIn(root));
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    EXPECT_EQ(window.savedGamesFolder(), root.filePath("Documents/Adjutant"));
    EXPECT_TRUE(QDir(root.filePath("Documents/Adjutant")).exists());
    // Once the game has a file, its folder.
    QDir().mkpath(root.filePath("elsewhere"));
    ASSERT_EQ(window.saveGameAs(root.filePath("elsewhere/battle.save.jsonl")), QString());
    EXPECT_EQ(window.savedGamesFolder(), root.filePath("elsewhere"));
}

TEST(DesktopFiles, RecoverIsOfferedWhenThereIsAnAutosaveFolder) {
    testing::appWithPrivateSettings();
    QTemporaryDir root;
    ui::MainWindow window(testing::gameTestRulesets());
    EXPECT_FALSE(window.action("recoverGame")->isEnabled());
    window.setFolders(foldersIn(root));
    EXPECT_TRUE(window.action("recoverGame")->isEnabled());
    EXPECT_EQ(window.session().autosaveFolder(), root.filePath("data/adjutant/autosave"));
}

TEST(DesktopFiles, TheReportOfTheGameInTheWindowIsWritten) {
    testing::appWithPrivateSettings();
    QTemporaryDir root;
    ui::MainWindow window(testing::gameTestRulesets());
    EXPECT_FALSE(window.action("exportReport")->isEnabled());
    EXPECT_FALSE(window.exportReport(root.filePath("none.pdf")).isEmpty());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 3), QString());
    EXPECT_TRUE(window.action("exportReport")->isEnabled());
    for (int step = 0; step < 6; ++step) {
        ui::StepActions::giveDefaultOrders(window.session());
        ui::StepActions::resolveStep(window.session());
    }
    ASSERT_EQ(window.exportReport(root.filePath("report.html")), QString());
    QFile html(root.filePath("report.html"));
    ASSERT_TRUE(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    EXPECT_TRUE(text.contains("Tutorial: the Galgenberg"));
    EXPECT_TRUE(text.contains("Bound 1"));
    ASSERT_EQ(window.exportReport(root.filePath("report.pdf")), QString());
    QFile pdf(root.filePath("report.pdf"));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdf.read(5).startsWith("%PDF-"));
}

TEST(DesktopFiles, AnImportedScenarioIsAmongYoursOnTheStartPageWithItsMap) {
    testing::appWithPrivateSettings();
    QTemporaryDir root;
    ui::MainWindow window(testing::gameTestRulesets());
    window.setFolders(foldersIn(root));
    ASSERT_NE(window.action("importScenario"), nullptr);

    // What a friend sent: the tutorial exported for sharing.
    Diagnostics diagnostics;
    const auto tutorial = readScenarioFile(testing::tutorialScenario().toStdString(),
                                           testing::gameTestRulesets(), diagnostics);
    ASSERT_TRUE(tutorial.has_value()) << diagnostics.toString();
    std::string error;
    const std::string shared = exportScenarioFolder(
        *tutorial, QFileInfo(testing::tutorialScenario()).absolutePath().toStdString(),
        root.filePath("mail/galgenberg").toStdString(), testing::gameTestRulesets(), error);
    ASSERT_EQ(error, "");

    ASSERT_EQ(window.importSharedScenario(QString::fromStdString(shared)), QString());
    const QString kept = root.filePath("data/adjutant/scenarios/galgenberg.scenario.json");
    EXPECT_TRUE(QFile::exists(kept));
    EXPECT_TRUE(QFile::exists(root.filePath("data/adjutant/scenarios/maps/galgenberg.svg")));
    EXPECT_TRUE(window.isStartPageShown());
    EXPECT_NE(window.startPage()->card(kept), nullptr) << "the imported scenario has no card";
}

TEST(DesktopFiles, AScenarioThatCannotBeImportedIsNamedAndNothingIsKept) {
    testing::appWithPrivateSettings();
    QTemporaryDir root;
    ui::MainWindow window(testing::gameTestRulesets());
    window.setFolders(foldersIn(root));
    QFile broken(root.filePath("letter.scenario.json"));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("{\"ruleset\": ");
    broken.close();
    const QString problem = window.importSharedScenario(broken.fileName());
    EXPECT_TRUE(problem.contains("letter.scenario.json")) << problem.toStdString();
    EXPECT_TRUE(QDir(root.filePath("data/adjutant/scenarios"))
                    .entryList({QStringLiteral("*.scenario.json")})
                    .isEmpty());
}

}  // namespace
}  // namespace adjutant
