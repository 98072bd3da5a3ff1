// Drawing a river and placing a bridge and a ford on it with the mouse, as a
// designer does; the table then draws them and the names given.
#include <gtest/gtest.h>

#include <QAction>
#include <QSignalSpy>

#include "core/editor/ScenarioEdits.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/items/TerrainNamesItem.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::click;
using testing::doubleClick;

/// The editor on a new Tricorne scenario (72 x 48 in) made through the wizard.
struct RiverEditor : testing::EditorWindow {
    RiverEditor() : EditorWindow("A river to cross") {}

    const Table& table() const { return scenario().table; }

    void drawRiver() {
        editor.action("draw_river")->trigger();
        click(view(), QPointF(2, 24));
        click(view(), QPointF(36, 26));
        doubleClick(view(), QPointF(70, 24));
    }
};

TEST(RiverCrossingEditor, ABridgeAndAFordSnapOntoTheRiverDrawn) {
    RiverEditor e;
    e.drawRiver();
    ASSERT_EQ(e.table().lines.size(), 1u);
    EXPECT_EQ(e.table().lines[0].kind, LinearKind::River);

    // A click half an inch off the water puts the bridge on it.
    e.editor.action("placeBridge")->trigger();
    click(e.view(), QPointF(19, 25.5));
    // And the ford, from the same menu.
    e.editor.action("placeFord")->trigger();
    click(e.view(), QPointF(53, 24.5));
    const auto& crossings = e.table().lines[0].crossings;
    ASSERT_EQ(crossings.size(), 2u);
    EXPECT_EQ(crossings[0].kind, WaterCrossingKind::Bridge);
    EXPECT_EQ(crossings[1].kind, WaterCrossingKind::Ford);
    // On the river's first leg (clicked from about (2, 24) to (36, 26)), near x = 19.
    const std::vector<Vec2>& water = e.table().lines[0].points;
    EXPECT_NEAR((water[1] - water[0]).cross(crossings[0].point - water[0]), 0.0, 1e-6);
    EXPECT_NEAR(crossings[0].point.x, 19, 0.2);

    // Away from the water nothing is placed, and the status says why.
    QSignalSpy said(&e.editor, &ui::ScenarioEditor::message);
    click(e.view(), QPointF(30, 40));
    EXPECT_EQ(e.table().lines[0].crossings.size(), 2u);
    ASSERT_FALSE(said.isEmpty());
    EXPECT_TRUE(said.back().at(0).toString().contains("the nearest is"))
        << said.back().at(0).toString().toStdString();

    // A click on a crossing takes it away; undo brings it back.
    click(e.view(), QPointF(crossings[0].point.x, crossings[0].point.y));
    ASSERT_EQ(e.table().lines[0].crossings.size(), 1u);
    EXPECT_EQ(e.table().lines[0].crossings[0].kind, WaterCrossingKind::Ford);
    e.editor.action("editorUndo")->trigger();
    EXPECT_EQ(e.table().lines[0].crossings.size(), 2u);
}

TEST(RiverCrossingEditor, MovingTheRiverCarriesItsCrossings) {
    RiverEditor e;
    e.drawRiver();
    e.editor.action("placeFord")->trigger();
    click(e.view(), QPointF(53, 24.5));
    ASSERT_EQ(e.table().lines[0].crossings.size(), 1u);
    const Vec2 before = e.table().lines[0].crossings[0].point;
    ASSERT_EQ(e.editor.session().apply(edits::moveFeature({FeatureRef::Kind::Line, 0}, {0, 5})),
              QString());
    EXPECT_EQ(e.table().lines[0].crossings[0].point, (before + Vec2{0, 5}));
    // A point of the river moved: the ford stays on the line.
    ASSERT_EQ(e.editor.session().apply(edits::moveVertex({FeatureRef::Kind::Line, 0}, 2, {70, 40})),
              QString());
    const LinearFeature& river = e.table().lines[0];
    const Vec2 ford = river.crossings[0].point;
    const Vec2 a = river.points[1];
    const Vec2 b = river.points[2];
    EXPECT_NEAR((b - a).cross(ford - a), 0.0, 1e-6);
}

TEST(RiverCrossingEditor, TheTableDrawsTheNamesGiven) {
    RiverEditor e;
    e.drawRiver();
    e.editor.action("draw_woods")->trigger();
    click(e.view(), QPointF(10, 5));
    click(e.view(), QPointF(20, 5));
    click(e.view(), QPointF(20, 15));
    doubleClick(e.view(), QPointF(10, 15));
    ASSERT_EQ(e.editor.session().apply(edits::renameFeature({FeatureRef::Kind::Line, 0}, "Oder")),
              QString());
    ASSERT_EQ(
        e.editor.session().apply(edits::renameFeature({FeatureRef::Kind::Area, 0}, "Kiefernwald")),
        QString());
    QApplication::processEvents();
    auto* scene = qobject_cast<ui::TableScene*>(e.view().scene());
    ASSERT_NE(scene, nullptr);
    ASSERT_NE(scene->terrainNames(), nullptr);
    QStringList names;
    for (const auto& name : scene->terrainNames()->names()) {
        names << name.text;
    }
    EXPECT_TRUE(names.contains("Oder")) << names.join(", ").toStdString();
    EXPECT_TRUE(names.contains("Kiefernwald")) << names.join(", ").toStdString();
    // The wood's name lies at its middle (the clicks land within a pixel).
    for (const auto& name : scene->terrainNames()->names()) {
        if (name.text == "Kiefernwald") {
            EXPECT_NEAR(name.at.x(), 15, 0.1);
            EXPECT_NEAR(name.at.y(), 10, 0.1);
        }
    }
    // At 10 pixels an inch each name takes room the units' labels keep clear of.
    const QList<QRectF> boxes = scene->terrainNames()->labelBoxes(10);
    ASSERT_EQ(boxes.size(), 2);
    EXPECT_GT(boxes[0].height(), 14);
}

}  // namespace
}  // namespace adjutant
