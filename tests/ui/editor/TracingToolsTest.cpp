// The editor's tracing help by mouse and keyboard: tracing a wood by colour,
// a road with the pencil, snapping, vertex editing, copy and paste, and maps
// that cannot be traced.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGraphicsItem>
#include <QImage>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <cmath>

#include "tests/support/TestPaths.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditSelectTool.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/NewScenarioWizard.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/editor/TraceColourTool.h"
#include "ui/editor/TracePanel.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::click;
using testing::doubleClick;
using testing::sendMouse;

constexpr double kPi = 3.14159265358979;

/// The editor on a new Tricorne scenario, with keys sent to its table.
struct TracingWindow : testing::EditorWindow {
    TracingWindow() : EditorWindow("Traced from a map") {}

    void key(int key) {
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
        QApplication::sendEvent(view().viewport(), &press);
    }
};

/// A 720 x 480 map stretched over the table (0.1 inch a pixel): a wood, an
/// ellipse 20 x 12 inches about (20, 15), and a grey road across at y = 35.
QString writeMap(const QTemporaryDir& dir) {
    QImage image(720, 480, QImage::Format_RGB32);
    image.fill(QColor(236, 228, 200));
    QPainter painter(&image);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(70, 140, 60));
    painter.drawEllipse(QPointF(200, 150), 100, 60);
    painter.setPen(QPen(QColor(120, 110, 100), 8));
    painter.drawLine(QPointF(0, 350), QPointF(720, 350));
    painter.end();
    const QString path = dir.filePath("battlefield.png");
    image.save(path);
    return path;
}

TEST(TracingTools, TracesAWoodByColourAndARoadWithThePencilAndSavesAValidScenario) {
    TracingWindow w;
    QTemporaryDir maps;
    ASSERT_EQ(w.editor.setMapImage(writeMap(maps)), QString());

    // The wood: one click on it, a look at the outline, Keep.
    w.editor.action("traceColour")->trigger();
    ui::TracePanel& panel = w.editor.traceTool().panel();
    EXPECT_TRUE(panel.isVisible());
    panel.setVertices(20);
    click(w.view(), QPointF(20, 15));
    ASSERT_FALSE(w.editor.traceTool().pending().empty());
    EXPECT_TRUE(w.scenario().table.areas.empty()) << "nothing is added before Keep";
    panel.findChild<QPushButton*>("traceKeep")->click();
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    const TerrainArea& wood = w.scenario().table.areas[0];
    EXPECT_EQ(wood.kind, AreaKind::Woods);
    EXPECT_LE(wood.outline.size(), 20u);
    EXPECT_GE(wood.outline.size(), 10u);
    double doubled = 0;
    for (std::size_t i = 0; i < wood.outline.size(); ++i) {
        doubled += wood.outline[i].cross(wood.outline[(i + 1) % wood.outline.size()]);
    }
    EXPECT_NEAR(std::abs(doubled) / 2, kPi * 10 * 6, kPi * 10 * 6 * 0.04);

    // The road: one stroke along it with the pencil, wobbling a little.
    w.editor.action("pencil_road")->trigger();
    sendMouse(w.view(), QEvent::MouseButtonPress, QPointF(0.5, 35.1));
    for (double x = 1; x <= 71.5; x += 0.5) {
        sendMouse(w.view(), QEvent::MouseMove, QPointF(x, 35 + 0.08 * std::sin(x * 3)));
    }
    sendMouse(w.view(), QEvent::MouseButtonRelease, QPointF(71.5, 35));
    ASSERT_EQ(w.scenario().table.lines.size(), 1u);
    const LinearFeature& road = w.scenario().table.lines[0];
    EXPECT_EQ(road.kind, LinearKind::Road);
    EXPECT_GE(road.points.size(), 2u);
    EXPECT_LE(road.points.size(), 6u);
    for (const Vec2& p : road.points) {
        EXPECT_NEAR(p.y, 35, 0.3);
    }

    w.saveAndValidate("traced.scenario.json");
}

TEST(TracingTools, TheSlidersTraceAgainAndEscapeDropsTheOutline) {
    TracingWindow w;
    QTemporaryDir maps;
    ASSERT_EQ(w.editor.setMapImage(writeMap(maps)), QString());
    w.editor.action("traceColour")->trigger();
    ui::TracePanel& panel = w.editor.traceTool().panel();
    panel.setVertices(8);
    click(w.view(), QPointF(20, 15));
    EXPECT_LE(w.editor.traceTool().pending().size(), 8u);
    panel.setVertices(40);
    EXPECT_GT(w.editor.traceTool().pending().size(), 8u);
    w.key(Qt::Key_Escape);
    EXPECT_TRUE(w.editor.traceTool().pending().empty());
    EXPECT_TRUE(w.scenario().table.areas.empty());
    // Enter keeps, as the Keep button does; the panel's kind is used.
    panel.setKind(AreaKind::Marsh);
    click(w.view(), QPointF(20, 15));
    w.key(Qt::Key_Return);
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    EXPECT_EQ(w.scenario().table.areas[0].kind, AreaKind::Marsh);
    w.editor.action("editSelect")->trigger();
    EXPECT_FALSE(panel.isVisible());
}

TEST(TracingTools, ARegionAlreadyDrawnIsNotOfferedAgain) {
    TracingWindow w;
    QTemporaryDir maps;
    ASSERT_EQ(w.editor.setMapImage(writeMap(maps)), QString());
    w.editor.action("traceColour")->trigger();
    ui::TracePanel& panel = w.editor.traceTool().panel();
    click(w.view(), QPointF(20, 15));
    w.key(Qt::Key_Return);
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    // The same wood again: all of it lies under the wood just drawn.
    click(w.view(), QPointF(20, 15));
    EXPECT_TRUE(w.editor.traceTool().pending().empty());
    EXPECT_FALSE(panel.findChild<QPushButton*>("traceKeep")->isEnabled());
    w.key(Qt::Key_Return);
    EXPECT_EQ(w.scenario().table.areas.size(), 1u);
}

TEST(TracingTools, ANewVertexSnapsToANeighboursVertexWithAVisibleMark) {
    TracingWindow w;
    w.editor.action("draw_woods")->trigger();
    click(w.view(), QPointF(10, 10));
    click(w.view(), QPointF(20, 10));
    doubleClick(w.view(), QPointF(20, 20));
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);

    w.editor.action("draw_town")->trigger();
    // Near the wood's corner (within ten screen pixels): the mark shows on it.
    sendMouse(w.view(), QEvent::MouseMove, QPointF(20.2, 10.1));
    ui::EditorMarksItem* marks = nullptr;
    for (QGraphicsItem* item : w.editor.scene()->items()) {
        marks = marks ? marks : dynamic_cast<ui::EditorMarksItem*>(item);
    }
    ASSERT_NE(marks, nullptr);
    ASSERT_TRUE(marks->snapMark().has_value());
    const Vec2 corner = w.scenario().table.areas[0].outline[1];  // where the click put it
    EXPECT_EQ(*marks->snapMark(), QPointF(corner.x, corner.y));
    // Far from everything, no mark.
    sendMouse(w.view(), QEvent::MouseMove, QPointF(40, 30));
    EXPECT_FALSE(marks->snapMark().has_value());
    click(w.view(), QPointF(20.2, 10.1));
    click(w.view(), QPointF(30, 10));
    doubleClick(w.view(), QPointF(30, 20));
    ASSERT_EQ(w.scenario().table.areas.size(), 2u);
    EXPECT_EQ(w.scenario().table.areas[1].outline[0], corner);
    // Far from the wood, a point stays where it was clicked.
    EXPECT_NEAR(w.scenario().table.areas[1].outline[1].x, 30, 0.1);
}

TEST(TracingTools, AVertexIsMovedDeletedAndTheFeatureCopiedAndPastedEachUndoable) {
    TracingWindow w;
    w.editor.action("draw_woods")->trigger();
    click(w.view(), QPointF(10, 10));
    click(w.view(), QPointF(20, 10));
    click(w.view(), QPointF(20, 20));
    doubleClick(w.view(), QPointF(10, 20));
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    ASSERT_EQ(w.scenario().table.areas[0].outline.size(), 4u);

    w.editor.action("editSelect")->trigger();
    click(w.view(), QPointF(15, 15));  // selects the wood
    // A click on a handle chooses that vertex; Delete removes it, not the wood.
    click(w.view(), QPointF(20, 20));
    w.key(Qt::Key_Delete);
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    EXPECT_EQ(w.scenario().table.areas[0].outline.size(), 3u);
    w.editor.action("editorUndo")->trigger();
    EXPECT_EQ(w.scenario().table.areas[0].outline.size(), 4u);

    click(w.view(), QPointF(15, 15));
    w.editor.action("editorCopy")->trigger();
    ASSERT_TRUE(w.editor.action("editorPaste")->isEnabled());
    w.editor.action("editorPaste")->trigger();
    ASSERT_EQ(w.scenario().table.areas.size(), 2u);
    EXPECT_EQ(w.scenario().table.areas[1].outline[0],
              (w.scenario().table.areas[0].outline[0] + Vec2{1, 1}));
    EXPECT_EQ(w.scenario().table.areas[1].id, "woods-2");
    EXPECT_EQ(w.editor.session().selectedFeature(),
              (std::optional<FeatureRef>(FeatureRef{FeatureRef::Kind::Area, 1})));
    w.editor.action("editorUndo")->trigger();
    EXPECT_EQ(w.scenario().table.areas.size(), 1u);
}

TEST(TracingTools, AMapThatCannotBeTracedIsNamedAndNothingDrawnIsLost) {
    TracingWindow w;
    QTemporaryDir dir;
    const QString map = writeMap(dir);
    ASSERT_EQ(w.editor.setMapImage(map), QString());
    w.editor.action("draw_woods")->trigger();
    click(w.view(), QPointF(40, 10));
    click(w.view(), QPointF(50, 10));
    doubleClick(w.view(), QPointF(50, 20));
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    const Scenario before = w.scenario();
    w.editor.action("traceColour")->trigger();

    const auto traceWith = [&](const QString& bad) {
        QFile::remove(map);
        EXPECT_TRUE(QFile::copy(bad, map)) << bad.toStdString();
        return w.editor.traceTool().traceAt(QPointF(20, 15));
    };
    const QString invalid = QString(adjutant::testDataDir()) + "/invalid/";
    QString problem = traceWith(invalid + "corrupt-map.png");
    EXPECT_TRUE(problem.contains("battlefield.png")) << problem.toStdString();
    EXPECT_TRUE(problem.contains("could not be decoded")) << problem.toStdString();
    problem = traceWith(invalid + "huge-map.png");
    EXPECT_TRUE(problem.contains("100000 x 100000")) << problem.toStdString();
    problem = traceWith(invalid + "bad-syntax.scenario.json");
    EXPECT_TRUE(problem.contains("not an image")) << problem.toStdString();
    QFile::remove(map);
    problem = w.editor.traceTool().traceAt(QPointF(20, 15));
    EXPECT_TRUE(problem.contains("is not there")) << problem.toStdString();

    EXPECT_TRUE(w.editor.traceTool().pending().empty());
    EXPECT_FALSE(w.editor.traceTool().keep());
    EXPECT_EQ(w.scenario().table.areas.size(), before.table.areas.size());
    EXPECT_EQ(w.scenario().table.areas[0].outline, before.table.areas[0].outline);
}

}  // namespace
}  // namespace adjutant
