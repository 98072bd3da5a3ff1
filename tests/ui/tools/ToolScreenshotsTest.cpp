// Pictures of every overlay and tool in use, to look at: written only when
// ADJUTANT_SCREENSHOT_DIR names a folder (run under xvfb-run for the X11
// platform, or offscreen). Each picture also checks that something of the
// tool was drawn where it should be.

#include <gtest/gtest.h>

#include <QDir>
#include <QImage>
#include <QKeyEvent>
#include <cstdlib>

#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/FireTool.h"
#include "ui/tools/MeasureTool.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::ToolTable;
using Layer = ui::SelectionOverlays::Layer;

QString screenshotDir() {
    const char* dir = std::getenv("ADJUTANT_SCREENSHOT_DIR");
    return dir ? QString(dir) : QString();
}

class ToolScreenshots : public ::testing::Test {
  protected:
    void SetUp() override {
        if (screenshotDir().isEmpty()) {
            GTEST_SKIP() << "set ADJUTANT_SCREENSHOT_DIR to write the pictures";
        }
        QDir().mkpath(screenshotDir());
        table_ = std::make_unique<ToolTable>();
        table_->view.resize(1366, 768);
        table_->view.show();
        QApplication::processEvents();
    }
    ToolTable& table() { return *table_; }
    /// Shows this part of the table (inches) and saves the view.
    void shoot(const QString& name, const QRectF& area) {
        table_->view.fitInView(area, Qt::KeepAspectRatio);
        QApplication::processEvents();
        const QImage image = table_->view.grab().toImage();
        ASSERT_FALSE(image.isNull());
        EXPECT_TRUE(image.save(QDir(screenshotDir()).filePath(name + ".png")));
    }
    QPointF centre(const std::string& id) const { return table_->centreOf(id); }

    std::unique_ptr<ToolTable> table_;
};

TEST_F(ToolScreenshots, SelectionOverlays) {
    table().session.selectUnit("pr-ir18-1");  // with battalion guns
    shoot("overlays-arcs-allowance", QRectF(14, 10, 36, 36));
    ui::SelectionOverlays& overlays = table().tools->overlays();
    overlays.setLayerVisible(Layer::Arcs, false);
    overlays.setLayerVisible(Layer::Allowance, false);
    overlays.setLayerVisible(Layer::Reach, true);
    overlays.setLayerVisible(Layer::Zones, true);
    table().session.selectUnit("pr-kr2");
    shoot("overlays-reach-zones", QRectF(36, 20, 36, 28));
}

TEST_F(ToolScreenshots, SquareArcs) {
    table().advanceTo("movement");
    table().apply(
        {{"type", "manoeuvre"},
         {"manoeuvre",
          {{"unit", "pr-ir18-2"}, {"kind", "changeFormation"}, {"formation", "square"}}}});
    table().session.selectUnit("pr-ir18-2");
    shoot("overlays-square", QRectF(30, 28, 24, 20));
}

TEST_F(ToolScreenshots, MoveDrags) {
    table().advanceTo("movement");
    ui::SelectMoveTool& tool = table().tools->selectMoveTool();
    const QPointF from = centre("pr-ir18-2");
    tool.mousePress(ToolTable::at(from));
    tool.mouseMove(ToolTable::at(from + QPointF(-2, -5)));
    ASSERT_TRUE(tool.verdict().legal) << tool.verdict().reason;
    shoot("move-legal", QRectF(28, 24, 28, 22));
    tool.mouseMove(ToolTable::at(from + QPointF(-3, -12)));
    ASSERT_FALSE(tool.verdict().legal);
    shoot("move-illegal", QRectF(28, 18, 28, 28));
    tool.cancel();
    table().session.selectUnit("pr-ir18-2");
    const QPointF corner = tool.handlePositions()[0];
    tool.mousePress(ToolTable::at(corner));
    tool.mouseMove(ToolTable::at(corner + QPointF(0.3, -1.2)));
    shoot("move-wheel", QRectF(36, 32, 12, 10));
    tool.cancel();
}

TEST_F(ToolScreenshots, Measure) {
    ui::MeasureTool& tool = table().tools->measureTool();
    table().tools->activate(&tool);
    ToolTable::drag(tool, centre("pr-ir18-1"), centre("au-pandours"));
    shoot("measure", QRectF(8, 4, 32, 40));
}

TEST_F(ToolScreenshots, Charges) {
    table().apply(
        {{"type", "moveUnit"}, {"unit", "au-dr"}, {"x", 57.0}, {"y", 30.0}, {"facing", 180.0}});
    ui::ChargeTool& tool = table().tools->chargeTool();
    table().tools->activate(&tool);
    tool.mousePress(ToolTable::at(centre("pr-kr2")));
    tool.mouseMove(ToolTable::at(centre("au-dr")));
    ASSERT_FALSE(tool.refusal().has_value());
    shoot("charge-legal", QRectF(40, 22, 30, 24));
    tool.mouseMove(ToolTable::at(centre("au-ir-2")));
    ASSERT_TRUE(tool.refusal().has_value());
    shoot("charge-refused", QRectF(30, 4, 40, 42));
    tool.cancel();
}

TEST_F(ToolScreenshots, Fire) {
    table().apply(
        {{"type", "moveUnit"}, {"unit", "au-ir-1"}, {"x", 36.0}, {"y", 31.5}, {"facing", 180.0}});
    table().advanceTo("movement");
    ui::FireTool& tool = table().tools->fireTool();
    table().tools->activate(&tool);
    tool.mousePress(ToolTable::at(centre("pr-battery")));
    tool.mouseMove(ToolTable::at(centre("au-ir-1")));
    ASSERT_TRUE(tool.preview().legal) << tool.preview().reason;
    shoot("fire-preview", QRectF(22, 22, 28, 22));
    tool.mousePress(ToolTable::at(centre("au-ir-1")));
    shoot("fire-confirm", QRectF(22, 22, 28, 22));
    // Behind the hill: in range, but the sight is blocked.
    tool.cancel();
    tool.mousePress(ToolTable::at(centre("pr-battery")));
    tool.mouseMove(ToolTable::at(centre("au-ir-2")));
    EXPECT_FALSE(tool.preview().sightClear) << tool.preview().reason;
    shoot("fire-blocked", QRectF(20, 4, 30, 42));
}

}  // namespace
}  // namespace adjutant
