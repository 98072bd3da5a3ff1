#include <gtest/gtest.h>

#include <QImage>
#include <QTemporaryDir>

#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

const RulesetRegistry& rulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics diagnostics;
        return loadBuiltinRulesets(adjutant::testResourceDir(), diagnostics);
    }();
    return registry;
}

QString tutorialPath() {
    return QString(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
}

TEST(MainWindow, OpensTheTutorialAndDrawsEveryUnitToScale) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(rulesets());
    ASSERT_EQ(window.openScenario(tutorialPath()), QString());
    ASSERT_NE(window.scenario(), nullptr);
    const Scenario& scenario = *window.scenario();
    for (const Unit& unit : scenario.units) {
        ui::UnitItem* item = window.tableScene()->unitItem(QString::fromStdString(unit.id));
        ASSERT_NE(item, nullptr) << unit.id;
        EXPECT_TRUE(item->isVisible()) << unit.id;
        // The front edge is drawn through the unit's pose: its centre is the pose.
        const QRectF bounds = item->boundingRect();
        EXPECT_TRUE(bounds.adjusted(-0.01, -0.01, 0.01, 0.01)
                        .contains(QPointF(unit.pose.position.x, unit.pose.position.y)))
            << unit.id;
    }
    // The scene is the table (72 x 48 inches) with a margin of floor around it.
    const QRectF rect = window.tableScene()->sceneRect();
    EXPECT_DOUBLE_EQ(rect.width() - 2 * -rect.left(), scenario.table.width);
    EXPECT_DOUBLE_EQ(rect.height() - 2 * -rect.top(), scenario.table.height);
}

TEST(MainWindow, ABrokenScenarioIsRefusedWithItsProblemsAndChangesNothing) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(rulesets());
    ASSERT_EQ(window.openScenario(tutorialPath()), QString());
    const QString broken =
        QString(adjutant::testDataDir()) + "/invalid/negative-figures.scenario.json";
    const QString problems = window.openScenario(broken);
    EXPECT_TRUE(problems.contains("negative-figures.scenario.json"));
    EXPECT_TRUE(problems.contains("/sides/0/units/3/figures"));
    // The tutorial is still shown.
    ASSERT_NE(window.scenario(), nullptr);
    EXPECT_EQ(window.scenario()->title, "Tutorial: the Galgenberg");
}

TEST(MainWindow, RendersTheTableOffscreen) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(rulesets());
    window.resize(1000, 700);
    ASSERT_EQ(window.openScenario(tutorialPath()), QString());
    window.show();
    window.tableView()->fitTable();
    const QImage image = window.grab().toImage();
    ASSERT_FALSE(image.isNull());
    // The middle of the view shows the table's cloth or terrain, not the floor colour.
    const QPoint centre = window.tableView()->mapTo(&window, window.tableView()->rect().center());
    EXPECT_NE(image.pixelColor(centre), window.tableView()->backgroundBrush().color());
}

}  // namespace
}  // namespace adjutant
