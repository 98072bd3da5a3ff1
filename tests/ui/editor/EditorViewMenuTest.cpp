// View > Zoom in, Zoom out and Fit table act on the table on screen: in the
// scenario editor, its own view (they moved the hidden game's view before).
#include <gtest/gtest.h>

#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/scene/TableScene.h"

namespace adjutant {
namespace {

// The part of the table the view shows, in inches.
QRectF shownOfTable(const ui::TableView& view) {
    return view.mapToScene(view.viewport()->rect()).boundingRect();
}

TEST(EditorViewMenu, ZoomAndFitTableActOnTheEditorsView) {
    testing::EditorWindow w;
    const QRectF table(0, 0, w.scenario().table.width, w.scenario().table.height);
    const double fitted = w.view().pixelsPerInch();
    ASSERT_TRUE(shownOfTable(w.view()).contains(table.adjusted(0.5, 0.5, -0.5, -0.5)));

    for (int i = 0; i < 3; ++i) {
        w.window.action("zoomIn")->trigger();
    }
    EXPECT_GT(w.view().pixelsPerInch(), fitted * 1.5);
    EXPECT_FALSE(shownOfTable(w.view()).contains(table));

    w.window.action("fitTable")->trigger();
    EXPECT_NEAR(w.view().pixelsPerInch(), fitted, fitted * 0.01);
    EXPECT_TRUE(shownOfTable(w.view()).contains(table.adjusted(0.5, 0.5, -0.5, -0.5)));

    w.window.action("zoomOut")->trigger();
    EXPECT_LT(w.view().pixelsPerInch(), fitted);
}

TEST(EditorViewMenu, ShowGridActsOnTheEditorsTable) {
    testing::EditorWindow w;
    QAction* grid = w.window.action("showGrid");
    const bool before = w.editor.scene()->gridVisible();
    ASSERT_EQ(grid->isChecked(), before);
    grid->trigger();
    EXPECT_EQ(w.editor.scene()->gridVisible(), !before);
    grid->trigger();
    EXPECT_EQ(w.editor.scene()->gridVisible(), before);
}

}  // namespace
}  // namespace adjutant
