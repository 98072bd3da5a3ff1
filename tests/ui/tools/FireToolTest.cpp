#include <gtest/gtest.h>

#include <QKeyEvent>

#include "core/referee/RulesetReferee.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/ArcOverlayItem.h"
#include "ui/items/ArrowLineItem.h"
#include "ui/tools/FireTool.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::ToolTable;

TEST(FireTool, ThePreviewIsTheRefereesAndEnterGivesTheOrder) {
    ToolTable table;
    // IR Kaiser set down 6.5 in in front of the heavy battery, clear of the
    // Galgenberg, which hides it where the tutorial places it.
    ASSERT_TRUE(table
                    .apply({{"type", "moveUnit"},
                            {"unit", "au-ir-1"},
                            {"x", 36.0},
                            {"y", 31.5},
                            {"facing", 180.0}})
                    .accepted());
    table.advanceTo("movement");  // fire orders are given before step 9
    ui::FireTool& tool = table.tools->fireTool();
    table.tools->activate(&tool);
    const QPointF battery = table.centreOf("pr-battery");
    const QPointF kaiser = table.centreOf("au-ir-1");
    tool.mousePress(ToolTable::at(battery));
    tool.mouseRelease(ToolTable::at(battery));
    EXPECT_EQ(tool.firerId(), "pr-battery");
    // The firer's arcs and bands are drawn even with their toggle off.
    table.tools->overlays().setLayerVisible(ui::SelectionOverlays::Layer::Arcs, false);
    EXPECT_TRUE(table.tools->overlays().arcItem()->isVisible());
    EXPECT_FALSE(table.tools->overlays().arcItem()->isEmpty());

    tool.mouseMove(ToolTable::at(kaiser));
    const FirePreview engine =
        table.session.referee()->previewFire(table.state(), "pr-battery", "au-ir-1", "");
    const FirePreview& shown = tool.preview();
    EXPECT_EQ(shown.legal, engine.legal);
    EXPECT_EQ(shown.reason, engine.reason);
    EXPECT_EQ(shown.band, engine.band);
    EXPECT_DOUBLE_EQ(shown.distance, engine.distance);
    EXPECT_DOUBLE_EQ(shown.totalBeforeDie, engine.totalBeforeDie);
    EXPECT_DOUBLE_EQ(shown.expectedCasualties, engine.expectedCasualties);
    ASSERT_TRUE(engine.legal) << engine.reason;
    ASSERT_TRUE(engine.canFire);
    EXPECT_TRUE(tool.calloutText().contains(
        QString("Expected casualties: %1").arg(engine.expectedCasualties, 0, 'f', 2)))
        << tool.calloutText().toStdString();
    EXPECT_TRUE(tool.calloutText().contains(QString::fromStdString(engine.band) + " range"));
    // The chance of each number of casualties, exact, as the referee counts it.
    const std::optional<RulesOdds> odds =
        table.session.referee()->fireOdds(table.state(), "pr-battery", "au-ir-1", "");
    ASSERT_TRUE(odds.has_value());
    const QVector<ui::CalloutItem::OddsBlock> chart = tool.calloutOdds();
    ASSERT_EQ(chart.size(), 1);
    ASSERT_EQ(chart[0].bars.size(), static_cast<qsizetype>(odds->outcomes.size()));
    double total = 0;
    for (int i = 0; i < chart[0].bars.size(); ++i) {
        EXPECT_EQ(chart[0].bars[i].label.toStdString(), odds->labels[i]);
        total += chart[0].bars[i].chance;
    }
    EXPECT_NEAR(total, 1.0, 1e-9);
    ASSERT_NE(tool.lineOfFire(), nullptr);
    EXPECT_TRUE(tool.lineOfFire()->isVisible());
    EXPECT_TRUE(tool.lineOfFire()->good());
    EXPECT_NEAR(tool.lineOfFire()->line().p1().x(), engine.sightFrom.x, 1e-9);

    // A click chooses the target and asks for the confirmation; nothing is ordered yet.
    const std::size_t commands = table.session.game().cursor();
    tool.mousePress(ToolTable::at(kaiser));
    EXPECT_TRUE(tool.awaitingConfirmation());
    EXPECT_TRUE(tool.calloutText().contains("press Enter"));
    EXPECT_EQ(table.session.game().cursor(), commands);
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    EXPECT_TRUE(tool.keyPress(&enter));
    EXPECT_EQ(table.lastCommandType(), "fireOrder");
    EXPECT_EQ(table.lastCommand()["firer"], "pr-battery");
    EXPECT_EQ(table.lastCommand()["target"], "au-ir-1");
    EXPECT_FALSE(tool.awaitingConfirmation());
}

TEST(FireTool, AnIllegalTargetShowsTheReasonAndCannotBeOrdered) {
    ToolTable table;
    table.advanceTo("movement");
    ui::FireTool& tool = table.tools->fireTool();
    // The dragoons stand off to the battery's right, some 36 in away.
    tool.mousePress(ToolTable::at(table.centreOf("pr-battery")));
    tool.mouseMove(ToolTable::at(table.centreOf("au-dr")));
    const FirePreview engine =
        table.session.referee()->previewFire(table.state(), "pr-battery", "au-dr", "");
    ASSERT_FALSE(engine.legal);
    EXPECT_EQ(tool.preview().reason, engine.reason);
    EXPECT_TRUE(tool.calloutText().contains(QString::fromStdString(engine.reason)));
    EXPECT_FALSE(tool.lineOfFire()->good());
    const std::uint64_t before = table.hash();
    tool.mousePress(ToolTable::at(table.centreOf("au-dr")));
    const GameChange change = tool.confirm();
    EXPECT_FALSE(change.accepted());
    EXPECT_EQ(change.reason, engine.reason);
    EXPECT_EQ(table.hash(), before);
}

TEST(FireTool, ClickingAUnitOfTheFirersSideChoosesANewFirer) {
    ToolTable table;
    ui::FireTool& tool = table.tools->fireTool();
    tool.mousePress(ToolTable::at(table.centreOf("pr-battery")));
    tool.mousePress(ToolTable::at(table.centreOf("pr-ir18-1")));
    EXPECT_EQ(tool.firerId(), "pr-ir18-1");
    EXPECT_FALSE(tool.awaitingConfirmation());
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    tool.keyPress(&escape);
    EXPECT_TRUE(tool.firerId().isEmpty());
}

TEST(FireTool, TabChoosesBetweenTheRefereesFireModesAndTheOrderCarriesTheChoice) {
    // War of Princes: a gun within 12" chooses canister or roundshot (5.3).
    ToolTable table(QString(adjutant::testResourceDir()) +
                    "/scenarios/princes-tutorial.scenario.json");
    ASSERT_TRUE(table
                    .apply({{"type", "moveUnit"},
                            {"unit", "co-3va"},
                            {"x", 46.0},
                            {"y", 29.0},
                            {"facing", 180.0}})
                    .accepted());
    table.advanceTo("fire");
    ASSERT_EQ(table.state().phasingSide(), 0) << "the British have the first player turn";
    ui::FireTool& tool = table.tools->fireTool();
    table.tools->activate(&tool);
    const QPointF gun = table.centreOf("br-guns");
    const QPointF target = table.centreOf("co-3va");
    tool.mousePress(ToolTable::at(gun));
    tool.mouseRelease(ToolTable::at(gun));
    tool.mousePress(ToolTable::at(target));
    ASSERT_TRUE(tool.awaitingConfirmation());
    ASSERT_EQ(tool.modes().size(), 2U);
    EXPECT_EQ(tool.modeId(), "canister");
    const double canister = tool.preview().expectedCasualties;
    EXPECT_TRUE(tool.calloutText().contains("Canister")) << tool.calloutText().toStdString();
    EXPECT_TRUE(tool.calloutText().contains("Tab changes to Roundshot"))
        << tool.calloutText().toStdString();

    QKeyEvent tab(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
    EXPECT_TRUE(tool.keyPress(&tab));
    EXPECT_EQ(tool.modeId(), "ball");
    const FirePreview ball =
        table.session.referee()->previewFire(table.state(), "br-guns", "co-3va", "ball");
    EXPECT_DOUBLE_EQ(tool.preview().expectedCasualties, ball.expectedCasualties);
    EXPECT_NE(ball.expectedCasualties, canister);  // one die against four
    EXPECT_TRUE(tool.calloutText().contains("Roundshot"));

    ASSERT_TRUE(tool.confirm().accepted());
    EXPECT_EQ(table.lastCommandType(), "fireOrder");
    const Game& game = table.session.game();
    EXPECT_EQ(game.command(game.cursor() - 1).toJson().value("mode", ""), "ball");
}

}  // namespace
}  // namespace adjutant
