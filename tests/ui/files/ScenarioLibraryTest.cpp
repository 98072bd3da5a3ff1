// The scenarios and rulesets a player can use: the shipped ones and those in
// the player's own folder, each listed with where it comes from, and every
// file that was left out named with the reason.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>

#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/files/ScenarioLibrary.h"
#include "ui/window/ScenarioLibraryDialog.h"

namespace adjutant {
namespace {

// A player's data folder with a house-rules ruleset, a scenario on it, and a
// broken scenario and ruleset beside them.
struct PlayerFolder {
    QTemporaryDir root;
    ui::UserFolders folders;

    PlayerFolder() {
        folders.shipped = adjutant::testResourceDir();
        folders.data = root.filePath("adjutant");
        QDir().mkpath(folders.rulesets());
        QDir().mkpath(folders.scenarios());
        QJsonObject ruleset =
            read(QString(adjutant::testResourceDir()) + "/rulesets/tricorne.json");
        ruleset["id"] = "tricorne-club";
        ruleset["name"] = "Tricorne, club rules";
        write(folders.rulesets() + "/tricorne-club.json", ruleset);
        QJsonObject scenario = read(QString(adjutant::testResourceDir()) +
                                    "/scenarios/tricorne-tutorial.scenario.json");
        scenario["ruleset"] = "tricorne-club";
        scenario["title"] = "Club night at the Galgenberg";
        write(folders.scenarios() + "/club-night.scenario.json", scenario);
        QFile broken(folders.scenarios() + "/broken.scenario.json");
        broken.open(QIODevice::WriteOnly);
        broken.write("{ \"title\": ");
        QFile brokenRuleset(folders.rulesets() + "/half-finished.json");
        brokenRuleset.open(QIODevice::WriteOnly);
        brokenRuleset.write("{ \"id\": \"half\" }");
    }
    static QJsonObject read(const QString& path) {
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        return QJsonDocument::fromJson(file.readAll()).object();
    }
    static void write(const QString& path, const QJsonObject& object) {
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(QJsonDocument(object).toJson());
    }
    RulesetRegistry rulesets(Diagnostics& diagnostics) const {
        return loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics,
                                   folders.rulesets().toStdString());
    }
};

const ui::LibraryEntry* find(const QList<ui::LibraryEntry>& entries, const QString& title) {
    for (const ui::LibraryEntry& entry : entries) {
        if (entry.title == title) {
            return &entry;
        }
    }
    return nullptr;
}

TEST(ScenarioLibrary, ListsTheShippedAndThePlayersOwnWithWhereEachComesFrom) {
    testing::appWithPrivateSettings();
    PlayerFolder player;
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = player.rulesets(diagnostics);
    const ui::ScenarioLibrary library = ui::ScenarioLibrary::scan(player.folders, rulesets);

    const ui::LibraryEntry* tutorial = find(library.scenarios, "Tutorial: the Galgenberg");
    ASSERT_NE(tutorial, nullptr);
    EXPECT_EQ(tutorial->origin, "shipped with Adjutant");
    const ui::LibraryEntry* club = find(library.scenarios, "Club night at the Galgenberg");
    ASSERT_NE(club, nullptr);
    EXPECT_EQ(club->origin, "your folder");
    EXPECT_EQ(club->ruleset, "Tricorne, club rules");
    // The shipped ones come first.
    EXPECT_EQ(library.scenarios.last().title, "Club night at the Galgenberg");

    const ui::LibraryEntry* house = find(library.rulesets, "Tricorne, club rules");
    ASSERT_NE(house, nullptr);
    EXPECT_EQ(house->origin, "your folder");
    EXPECT_EQ(library.rulesets.first().origin, "shipped with Adjutant");

    // Each broken file is left out, with its name and first problem.
    ASSERT_EQ(library.skipped.size(), 2);
    const ui::LibraryEntry* brokenScenario = find(library.skipped, "broken.scenario.json");
    ASSERT_NE(brokenScenario, nullptr);
    EXPECT_TRUE(brokenScenario->problem.contains("broken.scenario.json"));
    const ui::LibraryEntry* brokenRuleset = find(library.skipped, "half-finished.json");
    ASSERT_NE(brokenRuleset, nullptr);
    EXPECT_TRUE(brokenRuleset->problem.contains("error")) << brokenRuleset->problem.toStdString();
}

TEST(ScenarioLibrary, TheNewGameDialogShowsBothListsAndTheWarnings) {
    testing::appWithPrivateSettings();
    PlayerFolder player;
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = player.rulesets(diagnostics);
    ui::ScenarioLibraryDialog dialog(ui::ScenarioLibrary::scan(player.folders, rulesets),
                                     player.folders);
    const int shipped = static_cast<int>(QDir(QString(adjutant::testResourceDir()) + "/scenarios")
                                             .entryList({"*.scenario.json"})
                                             .size());
    EXPECT_EQ(dialog.scenarioList()->topLevelItemCount(), shipped + 1);
    EXPECT_EQ(dialog.rulesetList()->topLevelItemCount(), static_cast<int>(rulesets.all().size()));
    EXPECT_TRUE(dialog.warnings()->text().contains("half-finished.json"));
    EXPECT_TRUE(dialog.warnings()->text().contains("broken.scenario.json"));
    EXPECT_TRUE(dialog.warnings()->isVisibleTo(&dialog));
}

TEST(ScenarioLibrary, TheChosenScenariosBriefingSaysHowItsGameIsWon) {
    testing::appWithPrivateSettings();
    PlayerFolder player;
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = player.rulesets(diagnostics);
    ui::ScenarioLibraryDialog dialog(ui::ScenarioLibrary::scan(player.folders, rulesets),
                                     player.folders);
    QTreeWidget* list = dialog.scenarioList();
    const QList<QTreeWidgetItem*> leuthen = list->findItems("Leuthen", Qt::MatchContains);
    ASSERT_EQ(leuthen.size(), 1);
    list->setCurrentItem(leuthen.first());
    const QString text = dialog.briefing()->toPlainText();
    EXPECT_TRUE(text.contains("How the game is won")) << text.toStdString();
    EXPECT_TRUE(text.contains("The game lasts 12 bounds")) << text.toStdString();
    EXPECT_TRUE(
        text.contains("Prussian army scores a point for each 2.5% of the enemy's army lost."))
        << text.toStdString();
    EXPECT_TRUE(text.contains("Prince Charles")) << "the notes follow: " << text.toStdString();
    EXPECT_FALSE(text.contains("prussia")) << text.toStdString();
}

TEST(ScenarioLibrary, AHouseRulesetThatKeptAShippedIdIsNamedWithTheClash) {
    testing::appWithPrivateSettings();
    PlayerFolder player;
    QJsonObject copy =
        PlayerFolder::read(QString(adjutant::testResourceDir()) + "/rulesets/princes.json");
    PlayerFolder::write(player.folders.rulesets() + "/my-princes.json", copy);
    Diagnostics diagnostics;
    const RulesetRegistry rulesets = player.rulesets(diagnostics);
    const ui::ScenarioLibrary library = ui::ScenarioLibrary::scan(player.folders, rulesets);
    const ui::LibraryEntry* clash = find(library.skipped, "my-princes.json");
    ASSERT_NE(clash, nullptr);
    EXPECT_TRUE(clash->problem.contains("\"princes\" is already taken"))
        << clash->problem.toStdString();
}

}  // namespace
}  // namespace adjutant
