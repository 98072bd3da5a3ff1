// A Fire Effect game in the main window, for the README: St. Privat after a
// move played with the default orders, the Guard Jagers' arc and range bands
// labelled in yards and a tape laid to the French line reading yards first.
// Taken like the other README pictures (scripts/screenshots); without
// ADJUTANT_README_SCREENSHOTS it is only checked.
#include <gtest/gtest.h>

#include <QGraphicsSimpleTextItem>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/MeasureTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

QString stPrivat() {
    return QString(adjutant::testResourceDir()) + "/scenarios/st-privat-1870.scenario.json";
}

QPointF centreOf(ui::MainWindow& window, const QString& unitId) {
    ui::UnitItem* item = window.tableScene()->unitItem(unitId);
    EXPECT_NE(item, nullptr) << unitId.toStdString();
    return item ? item->sceneBoundingRect().center() : QPointF();
}

/// The texts of the scene's simple text items (the band labels are some).
QStringList sceneTexts(QGraphicsScene& scene) {
    QStringList texts;
    for (QGraphicsItem* item : scene.items()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible()) {
            texts << text->text();
        }
    }
    return texts;
}

TEST(ReadmeScreenshotsFireEffect, StPrivatWithYardsOnTheBandsAndTheTape) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    ASSERT_EQ(window.newGame(stPrivat(), 1), QString());
    window.show();
    QCoreApplication::processEvents();
    ASSERT_EQ(window.session().state().ruleset().id, "fire-effect-1870");

    // One whole move (both halves) with the default orders.
    for (int i = 0; i < 60 && window.session().state().bound() < 2; ++i) {
        window.action("playStep")->trigger();
    }
    ASSERT_EQ(window.session().state().bound(), 2);

    window.session().selectUnit("pr-gjg");
    ui::MeasureTool& tape = window.toolBox()->measureTool();
    window.toolBox()->activate(&tape);
    testing::ToolTable::drag(tape, centreOf(window, "pr-gjg"), centreOf(window, "fr-93e-1"));
    ASSERT_TRUE(tape.distance().has_value());
    // Yards first, the table inches after (1" = 50 yds by default).
    EXPECT_TRUE(tape.label().contains(" yds (")) << tape.label().toStdString();
    const QStringList texts = sceneTexts(*window.tableScene());
    EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [](const QString& t) {
        return t.contains(" yds");
    })) << texts.join(" | ").toStdString();

    const QPointF jagers = centreOf(window, "pr-gjg");
    window.tableView()->fitInView(QRectF(jagers - QPointF(6, 16), QSizeF(34, 26)),
                                  Qt::KeepAspectRatio);
    EXPECT_TRUE(testing::takeScreenshot(window, "fireeffect-yards.png"));
}

}  // namespace
}  // namespace adjutant
