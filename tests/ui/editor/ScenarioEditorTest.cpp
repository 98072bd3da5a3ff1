#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLineF>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include "core/editor/ScenarioEdits.h"
#include "core/io/ScenarioReader.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/CalibrationDialog.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/items/GeneralsItem.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::click;
using testing::doubleClick;
using testing::drag;
using testing::EditorWindow;

QString writeMapImage(const QTemporaryDir& dir) {
    QImage image(720, 480, QImage::Format_RGB32);
    image.fill(QColor(230, 220, 190));
    const QString path = dir.filePath("field.png");
    image.save(path);
    return path;
}

TEST(ScenarioEditor, TheWizardMakesAnEmptyTableAndEntersEditMode) {
    EditorWindow w;
    ASSERT_TRUE(w.editor.session().hasScenario());
    EXPECT_TRUE(w.window.isEditing());
    EXPECT_EQ(w.scenario().title, "Test of the editor");
    EXPECT_EQ(w.scenario().ruleset, "tricorne");
    EXPECT_DOUBLE_EQ(w.scenario().table.width, 72);
    EXPECT_EQ(w.scenario().sides.size(), 2u);
    EXPECT_TRUE(w.scenario().units.empty());
    // The game's keys go to the editor: its Undo is the one enabled.
    EXPECT_FALSE(w.window.action("undo")->isEnabled());
    EXPECT_TRUE(w.window.action("leaveEditor")->isEnabled());
}

TEST(ScenarioEditor, CalibratesTheMapFromTwoClickedPoints) {
    EditorWindow w;
    QTemporaryDir dir;
    ASSERT_EQ(w.editor.setMapImage(writeMapImage(dir)), QString());
    ASSERT_TRUE(w.scenario().map.has_value());
    EXPECT_EQ(w.scenario().map->inchesPerPixel, 0);  // stretched: 0.1 in per pixel

    w.editor.action("calibrateMap")->trigger();
    click(w.view(), QPointF(10, 20));
    click(w.view(), QPointF(40, 20));
    auto* dialog = w.window.findChild<ui::CalibrationDialog*>("calibrationDialog");
    ASSERT_NE(dialog, nullptr);
    // 600 paces at Tricorne's 100 paces to 3 in (15 mm) is 18 in of table.
    dialog->setDistance(600, GroundUnit::Paces);
    dialog->accept();
    ASSERT_TRUE(w.scenario().map.has_value());
    const MapImage& map = *w.scenario().map;
    // The clicks were 30 in apart on a map stretched at 0.1 in per pixel, so
    // 300 pixels; 18 in over 300 pixels is 0.06 in per pixel.
    EXPECT_NEAR(map.inchesPerPixel, 0.06, 0.0015);
    // The first point stays where it was: pixel (100, 200) is still at (10, 20).
    EXPECT_NEAR(map.topLeft.x + 100 * map.inchesPerPixel, 10, 0.2);
    EXPECT_NEAR(map.topLeft.y + 200 * map.inchesPerPixel, 20, 0.2);

    w.editor.action("editorUndo")->trigger();
    EXPECT_EQ(w.scenario().map->inchesPerPixel, 0);
}

TEST(ScenarioEditor, DrawsEveryKindOfTerrainWithTheMouse) {
    EditorWindow w;
    const char* areaKinds[] = {"woods", "town", "marsh", "hill"};
    double x = 4;
    for (const char* kind : areaKinds) {
        w.editor.action(QString("draw_") + kind)->trigger();
        click(w.view(), QPointF(x, 10));
        click(w.view(), QPointF(x + 10, 10));
        click(w.view(), QPointF(x + 10, 20));
        doubleClick(w.view(), QPointF(x, 20));
        x += 15;
    }
    // A hill begun inside the first hill is its second contour level.
    w.editor.action("draw_hill")->trigger();
    click(w.view(), QPointF(x - 13, 12));
    click(w.view(), QPointF(x - 8, 12));
    doubleClick(w.view(), QPointF(x - 8, 18));

    const char* lineKinds[] = {"hedge", "wall", "stream", "ditch", "road"};
    double y = 26;
    for (const char* kind : lineKinds) {
        w.editor.action(QString("draw_") + kind)->trigger();
        click(w.view(), QPointF(5, y));
        click(w.view(), QPointF(30, y + 1));
        doubleClick(w.view(), QPointF(60, y));
        y += 4;
    }
    const Table& table = w.scenario().table;
    ASSERT_EQ(table.areas.size(), 5u);
    EXPECT_EQ(table.areas[0].kind, AreaKind::Woods);
    EXPECT_EQ(table.areas[1].kind, AreaKind::Town);
    EXPECT_EQ(table.areas[2].kind, AreaKind::Marsh);
    EXPECT_EQ(table.areas[3].kind, AreaKind::Hill);
    EXPECT_EQ(table.areas[3].level, 1);
    EXPECT_EQ(table.areas[4].level, 2);
    EXPECT_EQ(table.areas[0].outline.size(), 4u);
    EXPECT_NEAR(table.areas[0].outline[1].x, 14, 0.2);
    ASSERT_EQ(table.lines.size(), 5u);
    EXPECT_EQ(table.lines[2].kind, LinearKind::Stream);
    EXPECT_EQ(table.lines[4].kind, LinearKind::Road);
    EXPECT_EQ(table.lines[4].points.size(), 3u);

    // Reshape: drag a vertex of the selected road, then undo it.
    w.editor.action("editSelect")->trigger();
    click(w.view(), QPointF(30, 43));  // on the road's middle
    ASSERT_TRUE(w.editor.session().selectedFeature().has_value());
    EXPECT_EQ(w.editor.session().selectedFeature()->kind, FeatureRef::Kind::Line);
    drag(w.view(), QPointF(30, 43), QPointF(30, 46));
    EXPECT_NEAR(w.scenario().table.lines[4].points[1].y, 46, 0.2);
    w.editor.action("editorUndo")->trigger();
    EXPECT_NEAR(w.scenario().table.lines[4].points[1].y, 43, 0.2);
    w.editor.action("editorRedo")->trigger();
    EXPECT_NEAR(w.scenario().table.lines[4].points[1].y, 46, 0.2);
}

TEST(ScenarioEditor, ImportsAnOrderOfBattleMovesAUnitAndSavesAValidFile) {
    EditorWindow w;
    QTemporaryDir dir;
    const QString csv =
        QString(adjutant::testResourceDir()) + "/orders-of-battle/tricorne-galgenberg.oob.csv";
    ASSERT_TRUE(QFile::exists(csv)) << csv.toStdString();
    ASSERT_EQ(w.editor.importOrderOfBattle(csv), QString());
    const std::size_t imported = w.scenario().units.size();
    ASSERT_GT(imported, 0u);
    // Every imported unit stands in its side's deployment zone.
    const Unit first = w.scenario().units.front();

    // Drag the first unit 5 in forward with the select tool.
    w.editor.action("editSelect")->trigger();
    const QPointF front(first.pose.position.x, first.pose.position.y);
    const QPointF inside = front - QPointF(first.pose.forward().x, first.pose.forward().y) * 0.5;
    drag(w.view(), inside, inside + QPointF(0, -5));
    const Unit* moved = w.scenario().findUnit(first.id);
    ASSERT_NE(moved, nullptr);
    EXPECT_NEAR(moved->pose.position.y, first.pose.position.y - 5, 0.2);

    const QString path = dir.filePath("made-in-editor.scenario.json");
    ASSERT_EQ(w.editor.saveAs(path), QString());
    EXPECT_FALSE(w.editor.session().isModified());
    Diagnostics diagnostics;
    const auto read = readScenarioFile(path.toStdString(), testing::editorRulesets(), diagnostics);
    ASSERT_TRUE(read.has_value()) << diagnostics.toString();
    EXPECT_EQ(read->units.size(), imported);

    // The command-line validator agrees, as a user would run it.
    QProcess cli;
    cli.start(adjutant::testCliProgram(), {"validate", path});
    ASSERT_TRUE(cli.waitForFinished(60000));
    EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardOutput().toStdString()
                                 << cli.readAllStandardError().toStdString();
    EXPECT_TRUE(QString(cli.readAllStandardOutput()).contains(": ok: scenario"));
}

// Saving into another folder copies the map beside the new file; the edits
// made before stay in the undo history, and undoing them keeps the map.
TEST(ScenarioEditor, SavingElsewhereKeepsTheUndoHistory) {
    EditorWindow w;
    QTemporaryDir mapFolder;
    QTemporaryDir saveFolder;
    ASSERT_EQ(w.editor.setMapImage(writeMapImage(mapFolder)), QString());
    ASSERT_TRUE(w.editor.session().canUndo());
    ASSERT_EQ(w.editor.saveAs(saveFolder.filePath("kept.scenario.json")), QString());
    EXPECT_TRUE(w.editor.session().canUndo());
    ASSERT_TRUE(w.scenario().map.has_value());
    EXPECT_TRUE(QFile::exists(saveFolder.filePath(QString::fromStdString(w.scenario().map->file))));
}

TEST(ScenarioEditor, AnInvalidScenarioIsNotSavedAndTheOldFileIsKept) {
    EditorWindow w;
    QTemporaryDir dir;
    const QString path = dir.filePath("kept.scenario.json");
    ASSERT_EQ(w.editor.saveAs(path), QString());
    QFile before(path);
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray good = before.readAll();
    before.close();

    // A unit type the ruleset does not have.
    Unit unit;
    unit.id = "phantom";
    unit.type = "musketeers";
    unit.figures = 12;
    unit.startFigures = 12;
    unit.pose.position = {36, 40};
    ASSERT_EQ(w.editor.session().apply(edits::placeUnit(unit)), QString());
    const QString problems = w.editor.saveAs(path);
    EXPECT_TRUE(problems.contains("musketeers")) << problems.toStdString();
    EXPECT_TRUE(w.editor.session().isModified());
    QFile after(path);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), good);
}

TEST(ScenarioEditor, EditsTheGamesScenarioAndGoesBackToTheGame) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::editorRulesets());
    ASSERT_EQ(window.openScenario(testing::tutorialScenario()), QString());
    window.action("editGameScenario")->trigger();
    ASSERT_TRUE(window.isEditing());
    const ui::EditorSession& editing = window.scenarioEditor().session();
    EXPECT_EQ(editing.scenario().title, window.scenario()->title);
    EXPECT_EQ(editing.scenario().units.size(), window.scenario()->units.size());
    window.action("leaveEditor")->trigger();
    EXPECT_FALSE(window.isEditing());
    EXPECT_TRUE(window.action("undo") != nullptr);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

TEST(ScenarioEditor, PlacesAUnitFromTheFormSizedByTheNationsTable) {
    EditorWindow w;
    auto* dock = w.window.findChild<QDockWidget*>("editorOrderOfBattle");
    ASSERT_NE(dock, nullptr);
    auto* side = dock->findChild<QComboBox*>("unitSide");
    auto* type = dock->findChild<QComboBox*>("unitType");
    auto* nation = dock->findChild<QComboBox*>("unitNation");
    auto* figures = dock->findChild<QSpinBox*>("unitFigures");
    side->setCurrentIndex(1);
    nation->setCurrentIndex(nation->findData("austria"));
    type->setCurrentIndex(type->findData("musketeer"));
    // Tricorne's table A: an Austrian battalion is 16 figures, and no more.
    EXPECT_EQ(figures->value(), 16);
    EXPECT_EQ(figures->maximum(), 16);
    dock->findChild<QLineEdit*>("unitName")->setText("IR Kaiser");
    dock->findChild<QPushButton*>("placeUnit")->click();
    EXPECT_TRUE(w.editor.action("placeUnit")->isChecked());
    click(w.view(), QPointF(30, 8));
    click(w.view(), QPointF(40, 8));
    ASSERT_EQ(w.scenario().units.size(), 2u);
    const Unit& first = w.scenario().units[0];
    EXPECT_EQ(first.id, "ir-kaiser");
    EXPECT_EQ(w.scenario().units[1].id, "ir-kaiser-2");
    EXPECT_EQ(first.side, 1);
    EXPECT_EQ(first.figures, 16);
    EXPECT_NEAR(first.pose.position.x, 30, 0.2);
    // The second side comes from the top edge and faces down the table.
    EXPECT_EQ(first.pose.facingDegrees, 180);
}

TEST(ScenarioEditor, DrawsZonesAndObjectivesAndDeletesWithTheKeyboard) {
    EditorWindow w;
    const std::size_t zones = w.scenario().deploymentZones.size();
    w.editor.action("draw_zone0")->trigger();
    click(w.view(), QPointF(2, 30));
    click(w.view(), QPointF(20, 30));
    doubleClick(w.view(), QPointF(20, 46));
    ASSERT_EQ(w.scenario().deploymentZones.size(), zones + 1);
    EXPECT_EQ(w.scenario().deploymentZones.back().side, 0);

    // One point and a double-click: a point objective, then an area objective.
    w.editor.action("draw_objective")->trigger();
    doubleClick(w.view(), QPointF(36, 24));
    click(w.view(), QPointF(50, 20));
    click(w.view(), QPointF(56, 20));
    doubleClick(w.view(), QPointF(53, 26));
    ASSERT_EQ(w.scenario().objectives.size(), 2u);
    EXPECT_EQ(w.scenario().objectives[0].outline.size(), 1u);
    EXPECT_EQ(w.scenario().objectives[1].outline.size(), 3u);

    // Select the point objective and delete it with the Delete key.
    w.editor.action("editSelect")->trigger();
    click(w.view(), QPointF(36, 24));
    ASSERT_TRUE(w.editor.session().selectedFeature().has_value());
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QApplication::sendEvent(w.editor.view(), &del);
    ASSERT_EQ(w.scenario().objectives.size(), 1u);
    EXPECT_EQ(w.scenario().objectives[0].outline.size(), 3u);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

// A shipped battle opened as a game, then in the editor (Scenario > Edit this
// game's scenario), fitted to the table and drawn once, as on screen.
struct EditingBattle {
    QApplication& app = testing::appWithPrivateSettings();
    ui::MainWindow window{testing::editorRulesets()};
    ui::ScenarioEditor& editor = window.scenarioEditor();

    EditingBattle(const char* file, QSize size) {
        window.resize(size);
        window.show();
        const QString path = QString(adjutant::testResourceDir()) + "/scenarios/" + file;
        if (const QString problem = window.openScenario(path); !problem.isEmpty()) {
            ADD_FAILURE() << problem.toStdString();
            return;
        }
        window.action("editGameScenario")->trigger();
        if (!window.isEditing()) {
            ADD_FAILURE() << "the editor did not open";
        }
        QApplication::processEvents();
        editor.view()->fitTable();
        window.grab();  // drawn once: the names are placed for this zoom
    }

    const Scenario& scenario() const { return editor.session().scenario(); }
    double ppi() const { return editor.view()->pixelsPerInch(); }
};

// Every general's name on the table, clear of the others' and of the
// objectives' names, and touching the ground within a few lines' height of
// his base, where it is read as his and not a neighbour's.
void expectGeneralsNamedApartBesideThemselves(const Scenario& scenario,
                                              const QList<QRectF>& generals,
                                              const QList<QRectF>& objectiveNames, double ppi) {
    const QRectF cloth(0, 0, scenario.table.width * ppi, scenario.table.height * ppi);
    for (int i = 0; i < generals.size(); ++i) {
        EXPECT_TRUE(cloth.contains(generals[i])) << "general " << i << " named off the table";
        for (int j = i + 1; j < generals.size(); ++j) {
            EXPECT_FALSE(generals[i].intersects(generals[j])) << "generals " << i << ", " << j;
        }
        for (const QRectF& objective : objectiveNames) {
            EXPECT_FALSE(generals[i].intersects(objective)) << "general " << i;
        }
    }
    qsizetype i = 0;
    for (const Side& side : scenario.sides) {
        for (const General& general : side.generals) {
            ASSERT_LT(i, generals.size());
            const QPointF base(general.pose.position.x * ppi, general.pose.position.y * ppi);
            const double reach = 0.5 * ppi + 3 * generals[i].height();
            const QRectF near(base - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
            EXPECT_TRUE(near.intersects(generals[i]))
                << general.name << "'s name is " << QLineF(base, generals[i].center()).length()
                << " pixels from his base";
            ++i;
        }
    }
}

// Editing Cowpens, whose generals stand among their lines and two of whose
// objectives share the crest: every objective is named with its points as in
// the game, and no general's, objective's or unit's name covers another.
TEST(ScenarioEditor, EveryNameOnABattlesTableIsReadable) {
    EditingBattle cowpens("cowpens-1781.scenario.json", {1366, 768});
    ui::TableScene& scene = *cowpens.editor.scene();
    const double ppi = cowpens.ppi();
    QStringList objectives;
    for (const auto& mark : scene.objectiveMarks()->marks()) {
        objectives << mark.label;
    }
    EXPECT_TRUE(objectives.contains("Crest of Howard's rise (3 points)"))
        << objectives.join(", ").toStdString();
    EXPECT_EQ(objectives.size(), 3);
    const QList<QRectF> objectiveNames = scene.objectiveMarks()->labelBoxes(ppi);
    ASSERT_NE(scene.generals(), nullptr);
    const QList<QRectF> generals = scene.generals()->nameBoxes(ppi);
    ASSERT_EQ(generals.size(), 7);
    expectGeneralsNamedApartBesideThemselves(cowpens.scenario(), generals, objectiveNames, ppi);
    int named = 0;
    for (const Unit& unit : cowpens.scenario().units) {
        ui::UnitItem* item = scene.unitItem(QString::fromStdString(unit.id));
        ASSERT_NE(item, nullptr);
        const QRectF box = item->labelBox().translated(item->rearCentre() * ppi);
        if (box.isEmpty()) {
            continue;
        }
        ++named;
        for (const QRectF& other : scene.generals()->shownNameBoxes(ppi) + objectiveNames) {
            EXPECT_FALSE(box.intersects(other)) << unit.id << " is under another name";
        }
    }
    EXPECT_GE(named, 18);  // of 21 units
}

// Leuthen's fifteen generals among 262 units: every name on the table, apart
// from the others, and beside its own general.
void expectLeuthensGeneralsNamedBesideThemselves(QSize size) {
    EditingBattle leuthen("leuthen-1757.scenario.json", size);
    const ui::GeneralsItem* marks = leuthen.editor.scene()->generals();
    ASSERT_NE(marks, nullptr);
    const QList<QRectF> generals = marks->nameBoxes(leuthen.ppi());
    ASSERT_EQ(generals.size(), 15);
    expectGeneralsNamedApartBesideThemselves(leuthen.scenario(), generals, {}, leuthen.ppi());
}

TEST(ScenarioEditor, LeuthensGeneralsAreNamedBesideThemselves) {
    for (const QSize size : {QSize(1366, 768), QSize(1280, 820)}) {
        SCOPED_TRACE(size.width());
        expectLeuthensGeneralsNamedBesideThemselves(size);
    }
}

TEST(ScenarioEditor, AGeneralIsCalledAtAGlanceByWhatSaysWhoHeIs) {
    const auto glance = [](const char* name) {
        General general;
        general.name = name;
        return ui::GeneralsItem::nameAtZoom(general, 8).toStdString();
    };
    EXPECT_EQ(glance("Lieutenant Colonel John Eager Howard"), "Howard");
    EXPECT_EQ(glance("King Frederick II"), "Frederick II");
    EXPECT_EQ(glance("Prince Charles of Lorraine"), "Charles of Lorraine");
    EXPECT_EQ(glance("Commander of the second line"), "Commander of the second line");
    EXPECT_EQ(glance("Nadasdy's cavalry commander"), "Nadasdy's cavalry commander");
    General close;
    close.name = "Prince Charles of Lorraine";
    EXPECT_EQ(ui::GeneralsItem::nameAtZoom(close, 24).toStdString(), "Prince Charles of Lorraine");
}

}  // namespace
}  // namespace adjutant
