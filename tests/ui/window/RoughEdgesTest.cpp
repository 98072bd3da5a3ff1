// The rough edges a first player met, each checked where a test can see it:
// the editor measuring in the last game's ground, a map saved by its absolute
// path, New game from the editor, Ctrl+Y, the status bar after an undo, the
// editor's side colours and periods, and side colours hard to tell apart.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/editor/NewScenario.h"
#include "core/editor/ScenarioEdits.h"
#include "core/io/ScenarioReader.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/files/UserFolders.h"
#include "ui/items/SideColours.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/StartPage.h"
#include "ui/view/TableView.h"
#include "ui/widgets/ColourButton.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;

QString scenarioFile(const char* name) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + name;
}

NewScenarioSpec tricorneSpec() {
    NewScenarioSpec spec = defaultNewScenarioSpec(*gameTestRulesets().find("tricorne"));
    spec.title = "Lobositz";
    return spec;
}

TEST(RoughEdges, ANewScenarioAfterAFireEffectGameIsMeasuredInItsOwnGround) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(scenarioFile("fire-effect-tutorial.scenario.json"), 1), QString());
    emit window.tableView()->cursorMoved(QPointF(10, 10));
    ASSERT_TRUE(window.cursorText().contains("yds")) << window.cursorText().toStdString();

    ASSERT_EQ(window.scenarioEditor().newScenario(tricorneSpec()), QString());
    ASSERT_TRUE(window.isEditing());
    emit window.scenarioEditor().view()->cursorMoved(QPointF(10, 10));
    EXPECT_TRUE(window.cursorText().contains("paces")) << window.cursorText().toStdString();
    EXPECT_FALSE(window.cursorText().contains("yds")) << window.cursorText().toStdString();
}

TEST(RoughEdges, AMapChosenForANewScenarioIsCopiedBesideTheScenario) {
    appWithPrivateSettings();
    QTemporaryDir folder;
    QDir(folder.path()).mkpath("maps");
    QDir(folder.path()).mkpath("scenarios");
    QImage map(40, 30, QImage::Format_RGB32);
    map.fill(Qt::darkGreen);
    const QString image = folder.filePath("maps/field.png");
    ASSERT_TRUE(map.save(image));
    ui::MainWindow window(gameTestRulesets());
    ui::ScenarioEditor& editor = window.scenarioEditor();
    ASSERT_EQ(editor.newScenario(tricorneSpec()), QString());
    ASSERT_EQ(editor.setMapImage(image), QString());
    const QString path = folder.filePath("scenarios/lobositz.scenario.json");
    ASSERT_EQ(editor.saveAs(path), QString());
    std::ifstream in(path.toStdString());
    const nlohmann::json json = nlohmann::json::parse(in);
    // The image travels with the scenario: copied beside it, never named outside its folder.
    EXPECT_EQ(json["map"]["file"], "maps/field.png");
    EXPECT_TRUE(QFileInfo::exists(folder.filePath("scenarios/maps/field.png")));
    // And the program reads it back with its map.
    Diagnostics diagnostics;
    EXPECT_TRUE(readScenarioFile(path.toStdString(), gameTestRulesets(), diagnostics));
}

TEST(RoughEdges, NewGameFromTheEditorLeavesTheEditor) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    window.setFolders(ui::UserFolders{adjutant::testResourceDir(), {}, {}});
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 2), QString());
    ASSERT_EQ(window.editGameScenario(), QString());
    ASSERT_TRUE(window.isEditing());
    window.action("newGame")->trigger();
    EXPECT_FALSE(window.isEditing());
    EXPECT_TRUE(window.isStartPageShown());
    ui::ScenarioCard* card = window.startPage()->card(scenarioFile("mollwitz-1741.scenario.json"));
    ASSERT_NE(card, nullptr);
    card->playerBox(1)->setCurrentIndex(1);  // the computer: two people choose how they play
    card->playButton()->click();
    EXPECT_FALSE(window.isEditing());
    EXPECT_FALSE(window.isStartPageShown());
    EXPECT_EQ(window.scenario()->title, "Mollwitz, 10 April 1741");
    EXPECT_FALSE(window.findChild<QToolBar*>("mainToolBar")->isHidden());
    EXPECT_TRUE(window.scenarioEditor().toolBar()->isHidden());
}

TEST(RoughEdges, CtrlYRedoesAndTheStatusBarForgetsWhatWasUndone) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ASSERT_EQ(window.newGame(testing::tutorialScenario(), 2), QString());
    QAction* redo = window.action("redo");
    EXPECT_TRUE(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    EXPECT_TRUE(redo->shortcuts().contains(QKeySequence(QKeySequence::Redo)));
    EXPECT_TRUE(window.scenarioEditor()
                    .action("editorRedo")
                    ->shortcuts()
                    .contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));

    window.action("resolveStep")->trigger();
    EXPECT_TRUE(window.statusBar()->currentMessage().contains("resolved"));
    window.action("undo")->trigger();
    EXPECT_FALSE(window.statusBar()->currentMessage().contains("resolved"))
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(window.session().game().cursor(), 0u);
    redo->trigger();
    EXPECT_EQ(window.session().game().cursor(), 1u);
}

TEST(RoughEdges, TheEditorsUndoButtonKeepsItsWidth) {
    appWithPrivateSettings();
    ui::MainWindow window(gameTestRulesets());
    ui::ScenarioEditor& editor = window.scenarioEditor();
    ASSERT_EQ(editor.newScenario(tricorneSpec()), QString());
    QAction* undo = editor.action("editorUndo");
    const QString before = undo->iconText();
    ASSERT_EQ(editor.session().apply(edits::setText(
                  {"Lobositz, 1 October 1756", "SYW", 1756, "Fog in the morning.", ""})),
              QString());
    ASSERT_TRUE(undo->isEnabled());
    EXPECT_TRUE(undo->text().contains("Edit scenario description"));
    EXPECT_EQ(undo->iconText(), before);
    EXPECT_TRUE(undo->toolTip().contains("Edit scenario description"));
}

TEST(RoughEdges, TheEditorGivesPeriodsByNameAndSideColoursAsColours) {
    appWithPrivateSettings();
    ui::NewScenarioWizard wizard(gameTestRulesets());
    auto* ruleset = wizard.findChild<QComboBox*>("ruleset");
    ruleset->setCurrentIndex(ruleset->findData("tricorne"));
    auto* period = wizard.findChild<QComboBox*>("period");
    ASSERT_NE(period, nullptr);
    EXPECT_GE(period->findText("Seven Years' War (1756-1763)"), 0);
    EXPECT_LT(period->findText("SYW"), 0);
    auto* first = wizard.findChild<ui::ColourButton*>("sideColour1");
    auto* second = wizard.findChild<ui::ColourButton*>("sideColour2");
    ASSERT_NE(first, nullptr);
    ASSERT_NE(second, nullptr);
    first->setColour(QColor("#22304a"));
    second->setColour(QColor("#3b5fb0"));
    EXPECT_EQ(wizard.spec().sides[1].colour, "#3b5fb0");
    // Two blues: the wizard says so.
    EXPECT_FALSE(wizard.findChild<QLabel*>("colourWarning")->isHidden());
    second->setColour(QColor("#b5473a"));
    EXPECT_TRUE(wizard.findChild<QLabel*>("colourWarning")->isHidden());
}

TEST(RoughEdges, EveryShippedScenariosSidesAreToldApartInEveryVision) {
    EXPECT_FALSE(ui::sideColoursDistinct(QColor("#22304a"), QColor("#3b5fb0")));
    EXPECT_FALSE(ui::sideColoursDistinct(QColor("#b3202a"), QColor("#2a7a20")));  // red, green
    const QDir folder(QString(adjutant::testResourceDir()) + "/scenarios");
    for (const QString& file : folder.entryList({"*.scenario.json"})) {
        Diagnostics diagnostics;
        const std::optional<Scenario> scenario =
            readScenarioFile(folder.filePath(file).toStdString(), gameTestRulesets(), diagnostics);
        ASSERT_TRUE(scenario) << file.toStdString();
        const QList<QColor> colours = ui::tableSideColours(*scenario, {});
        EXPECT_TRUE(ui::sideColoursDistinct(colours[0], colours[1]))
            << file.toStdString() << ": " << ui::sideColourDifference(colours[0], colours[1]);
    }
    // A side with no colour gets one apart from the other's, whatever that is.
    Scenario bare;
    bare.sides.resize(2);
    for (const char* other : {"#2b4c9b", "#b83a2e", "#e4dfcf", "#1a1a1a"}) {
        bare.sides[1].colour = other;
        const QList<QColor> colours = ui::tableSideColours(bare, {});
        EXPECT_TRUE(ui::sideColoursDistinct(colours[0], colours[1])) << other;
    }
}

TEST(RoughEdges, ASavedScenarioGoesToThePlayersFolderNeverAmongTheShippedOnes) {
    appWithPrivateSettings();
    QTemporaryDir data;
    ASSERT_TRUE(data.isValid());
    ui::MainWindow window(gameTestRulesets());
    window.setFolders(
        ui::UserFolders{adjutant::testResourceDir(), data.path(), data.path() + "/games"});
    ui::ScenarioEditor& editor = window.scenarioEditor();
    ASSERT_EQ(editor.open(scenarioFile("mollwitz-1741.scenario.json")), QString());
    EXPECT_EQ(editor.saveFolder(), data.path() + "/scenarios");
    EXPECT_TRUE(QDir(editor.saveFolder()).exists());
    // Once saved somewhere of the player's, that is where the next save goes.
    const QString own = data.path() + "/elsewhere";
    ASSERT_TRUE(QDir().mkpath(own));
    ASSERT_EQ(editor.newScenario(tricorneSpec()), QString());
    ASSERT_EQ(editor.saveAs(own + "/lobositz.scenario.json"), QString());
    EXPECT_EQ(editor.saveFolder(), own);
}

}  // namespace
}  // namespace adjutant
