// The scenario editor's pictures for docs/editor.md, taken from the real main
// window at 1366 x 768: scripts/screenshots runs this under Xvfb with the
// ReadmeScreenshots tests. Without ADJUTANT_README_SCREENSHOTS nothing is
// written, but every scene is still built and checked.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QTreeWidget>
#include <cstdlib>

#include "core/editor/NewScenario.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/editor/TraceColourTool.h"
#include "ui/editor/TracePanel.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

class ReadmeScreenshotsEditor : public ::testing::Test {
  protected:
    void SetUp() override {
        testing::appWithPrivateSettings();
        window_ = std::make_unique<ui::MainWindow>(testing::editorRulesets());
        window_->resize(1366, 768);
        window_->show();
        QCoreApplication::processEvents();
    }

    ui::MainWindow& window() { return *window_; }
    ui::ScenarioEditor& editor() { return window_->scenarioEditor(); }
    ui::TableView& view() { return *editor().view(); }

    void shoot(const QString& name) { EXPECT_TRUE(testing::takeScreenshot(window(), name)); }

    std::unique_ptr<ui::MainWindow> window_;
};

QString resource(const QString& path) {
    return QString(adjutant::testResourceDir()) + "/" + path;
}

TEST_F(ReadmeScreenshotsEditor, MapWithTerrainDrawnOverIt) {
    ASSERT_EQ(editor().open(resource("scenarios/mollwitz-1741.scenario.json")), QString());
    ASSERT_TRUE(window().isEditing());
    ASSERT_TRUE(editor().session().scenario().map.has_value());
    view().fitTable();
    // A hill selected for reshaping: its vertices carry handles.
    const Scenario& scenario = editor().session().scenario();
    std::optional<FeatureRef> hill;
    for (std::size_t i = 0; i < scenario.table.areas.size(); ++i) {
        if (scenario.table.areas[i].kind == AreaKind::Hill) {
            hill = FeatureRef{FeatureRef::Kind::Area, i};
            break;
        }
    }
    ASSERT_TRUE(hill.has_value());
    editor().session().selectFeature(hill);
    // A wood being drawn, three points down and the cursor on the fourth.
    editor().action("draw_woods")->trigger();
    testing::click(view(), QPointF(6, 6));
    testing::click(view(), QPointF(14, 5));
    testing::click(view(), QPointF(16, 11));
    testing::sendMouse(view(), QEvent::MouseMove, QPointF(8, 12), Qt::NoButton);
    shoot("editor-map-terrain.png");
}

TEST_F(ReadmeScreenshotsEditor, OrderOfBattlePlacement) {
    // A new table for the Galgenberg, its map under it, then its forces imported.
    NewScenarioSpec spec = defaultNewScenarioSpec(*testing::editorRulesets().find("tricorne"));
    spec.title = "The Galgenberg, laid out anew";
    ASSERT_EQ(editor().newScenario(spec), QString());
    ASSERT_EQ(editor().setMapImage(resource("scenarios/maps/galgenberg.svg")), QString());
    ASSERT_EQ(
        editor().importOrderOfBattle(resource("orders-of-battle/tricorne-galgenberg.oob.csv")),
        QString());
    ASSERT_EQ(editor().session().scenario().units.size(), 8u);
    const Unit& placed = editor().session().scenario().units.back();
    editor().session().selectPiece(QString::fromStdString(placed.id));
    auto* dock = window().findChild<QDockWidget*>("editorOrderOfBattle");
    ASSERT_NE(dock, nullptr);
    dock->raise();
    view().fitTable();
    shoot("editor-order-of-battle.png");
}

TEST_F(ReadmeScreenshotsEditor, TracingAWoodByColour) {
    // Mollwitz's map under a new table: the village kept, the wood shown before Keep.
    NewScenarioSpec spec = defaultNewScenarioSpec(*testing::editorRulesets().find("tricorne"));
    spec.title = "Mollwitz, traced from its map";
    ASSERT_EQ(editor().newScenario(spec), QString());
    ASSERT_EQ(editor().setMapImage(resource("scenarios/maps/mollwitz-1741.svg")), QString());
    view().fitTable();
    editor().action("traceColour")->trigger();
    ui::TracePanel& panel = editor().traceTool().panel();
    panel.setKind(AreaKind::Town);
    panel.setVertices(10);
    testing::click(view(), QPointF(67, 5));  // Grueningen
    ASSERT_TRUE(editor().traceTool().keep());
    panel.setKind(AreaKind::Woods);
    panel.setVertices(16);
    testing::click(view(), QPointF(66, 38));
    ASSERT_FALSE(editor().traceTool().pending().empty());
    shoot("editor-trace-colour.png");
}

}  // namespace
}  // namespace adjutant
