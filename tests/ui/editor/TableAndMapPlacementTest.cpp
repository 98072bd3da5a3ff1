// After the New scenario wizard: the map dragged under the table with the
// Move map tool, and the table resized through Scenario > Table size..., by
// mouse events and the dialog's own button, then saved and validated.
#include <gtest/gtest.h>

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGraphicsPixmapItem>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "tests/support/TestPaths.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/MoveMapTool.h"
#include "ui/editor/TableSizeDialog.h"
#include "ui/scene/TableScene.h"

namespace adjutant {
namespace {

using testing::sendMouse;

/// A map of `width` x `height` pixels: a field with a dark square at its
/// top-left corner, so that where it lies can be seen.
QString writeMap(const QTemporaryDir& dir, int width, int height) {
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(QColor(236, 228, 200));
    QPainter painter(&image);
    painter.fillRect(0, 0, width / 10, height / 10, QColor(60, 90, 60));
    painter.end();
    const QString path = dir.filePath("field.png");
    EXPECT_TRUE(image.save(path));
    return path;
}

void clickOk(ui::TableSizeDialog& dialog) {
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    ASSERT_NE(buttons, nullptr);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QApplication::processEvents();
}

TEST(TableAndMapPlacement, TheMapIsDraggedAndTheTableResizedThenTheScenarioValidates) {
    testing::EditorWindow w;
    QTemporaryDir maps;
    // 720 x 480 pixels stretched over 72 x 48 inches: a tenth of an inch a pixel.
    ASSERT_EQ(w.editor.setMapImage(writeMap(maps, 720, 480)), QString());
    ASSERT_NE(w.editor.scene()->mapItem(), nullptr);

    // Drag the map 6 inches right and 4 down; it follows the pointer on the way.
    w.editor.action("moveMap")->trigger();
    EXPECT_EQ(w.editor.activeTool(), &w.editor.moveMapTool());
    sendMouse(w.view(), QEvent::MouseButtonPress, QPointF(30, 20));
    sendMouse(w.view(), QEvent::MouseMove, QPointF(33, 22));
    const QPointF halfway = w.editor.scene()->mapItem()->pos();
    EXPECT_NEAR(halfway.x(), 3, 0.15);
    EXPECT_NEAR(halfway.y(), 2, 0.15);
    EXPECT_EQ(w.scenario().map->topLeft, (Vec2{0, 0}));  // not yet an edit
    sendMouse(w.view(), QEvent::MouseMove, QPointF(36, 24));
    sendMouse(w.view(), QEvent::MouseButtonRelease, QPointF(36, 24));
    ASSERT_TRUE(w.scenario().map.has_value());
    // The view maps the pointer to whole screen pixels: within one of them.
    EXPECT_NEAR(w.scenario().map->topLeft.x, 6, 0.15);
    EXPECT_NEAR(w.scenario().map->topLeft.y, 4, 0.15);
    EXPECT_NEAR(w.scenario().map->inchesPerPixel, 0.1, 1e-9);
    EXPECT_EQ(w.scenario().table.width, 72);
    // One drag, one edit.
    EXPECT_EQ(w.editor.session().draft().undoLabel(), "Move the map");
    w.editor.action("editorUndo")->trigger();
    EXPECT_EQ(w.scenario().map->topLeft, (Vec2{0, 0}));
    EXPECT_EQ(w.scenario().map->inchesPerPixel, 0.0);
    w.editor.action("editorRedo")->trigger();
    EXPECT_NEAR(w.scenario().map->topLeft.x, 6, 0.15);

    // Scenario > Table size...: too small is refused in the dialog, which stays.
    w.editor.action("tableSize")->trigger();
    auto* dialog = w.window.findChild<ui::TableSizeDialog*>("tableSizeDialog");
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->widthBox()->value(), 72);
    EXPECT_EQ(dialog->depthBox()->value(), 48);
    dialog->depthBox()->setValue(40);
    clickOk(*dialog);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_NE(dialog->refusal().indexOf("the deployment zone \"Prussia deployment\""), -1)
        << dialog->refusal().toStdString();
    EXPECT_EQ(w.scenario().table.height, 48);

    // Larger is made, as one edit; the map keeps its place and scale.
    dialog->widthBox()->setValue(96);
    dialog->depthBox()->setValue(60);
    clickOk(*dialog);
    EXPECT_FALSE(dialog->isVisible());
    EXPECT_EQ(w.scenario().table.width, 96);
    EXPECT_EQ(w.scenario().table.height, 60);
    EXPECT_NEAR(w.scenario().map->topLeft.x, 6, 0.15);
    EXPECT_NEAR(w.scenario().map->inchesPerPixel, 0.1, 1e-9);
    // The table drawn is the new one.
    EXPECT_GE(w.editor.scene()->sceneRect().width(), 96);

    w.saveAndValidate("moved.scenario.json");
}

TEST(TableAndMapPlacement, AMapStretchedOutOfShapeSaysToCalibrateItFirst) {
    testing::EditorWindow w;
    QTemporaryDir maps;
    // Square pixels on a table half again as wide as deep: no scale of its own.
    ASSERT_EQ(w.editor.setMapImage(writeMap(maps, 600, 600)), QString());
    QString said;
    QObject::connect(&w.editor, &ui::ScenarioEditor::message,
                     [&](const QString& text) { said = text; });
    w.editor.action("moveMap")->trigger();
    EXPECT_NE(said.indexOf("calibrate it first"), -1) << said.toStdString();
    said.clear();
    testing::drag(w.view(), QPointF(30, 20), QPointF(36, 24));
    EXPECT_NE(said.indexOf("calibrate it first"), -1) << said.toStdString();
    EXPECT_EQ(w.scenario().map->topLeft, (Vec2{0, 0}));
    EXPECT_EQ(w.editor.scene()->mapItem()->pos(), QPointF(0, 0));
    EXPECT_NE(w.editor.session().draft().undoLabel(), "Move the map");

    // Resizing the table says the same, and keeps its size.
    EXPECT_NE(w.editor.resizeTable(90, 60).indexOf("calibrate it first"), -1);
    EXPECT_EQ(w.scenario().table.width, 72);
}

}  // namespace
}  // namespace adjutant
