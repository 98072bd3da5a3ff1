#include <gtest/gtest.h>

#include "core/referee/RulesetReferee.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/ReachOverlayItem.h"
#include "ui/tools/ChargeTool.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::ToolTable;

TEST(ChargeTool, AChargeOutOfReachIsRefusedWithTheRefereesReason) {
    ToolTable table;  // bound 1, step 1: charges are declared now
    ui::ChargeTool& tool = table.tools->chargeTool();
    table.tools->activate(&tool);
    const std::uint64_t before = table.hash();
    const QPointF charger = table.centreOf("pr-kr2");
    const QPointF target = table.centreOf("au-dr");  // some 30 in away
    tool.mousePress(ToolTable::at(charger));
    tool.mouseMove(ToolTable::at(target));
    // The reach is drawn while dragging, as the referee gives it.
    ui::SelectionOverlays& overlays = table.tools->overlays();
    EXPECT_TRUE(overlays.reachItem()->isVisible());
    EXPECT_FALSE(overlays.reachItem()->region().isEmpty());
    EXPECT_DOUBLE_EQ(overlays.overlays().chargeReachInches, 14.0);  // heavy cavalry 10 + 4
    const auto engine = table.session.referee()->refuseCharge(table.state(), "pr-kr2", {"au-dr"});
    ASSERT_TRUE(engine.has_value());
    ASSERT_TRUE(tool.refusal().has_value());
    EXPECT_EQ(*tool.refusal(), *engine);
    EXPECT_EQ(tool.calloutText().toStdString(), *engine);
    EXPECT_NE(engine->find("out of reach"), std::string::npos) << *engine;
    tool.mouseRelease(ToolTable::at(target));
    EXPECT_EQ(table.hash(), before);
    EXPECT_FALSE(overlays.reachItem()->isVisible());  // its toggle is off
}

TEST(ChargeTool, ADragOntoAnEnemyInReachDeclaresTheCharge) {
    ToolTable table;
    // Set the dragoons down 10 in in front of the cuirassiers (a set-up move).
    ASSERT_TRUE(table
                    .apply({{"type", "moveUnit"},
                            {"unit", "au-dr"},
                            {"x", 55.0},
                            {"y", 31.0},
                            {"facing", 180.0}})
                    .accepted());
    ui::ChargeTool& tool = table.tools->chargeTool();
    table.tools->activate(&tool);
    ToolTable::drag(tool, table.centreOf("pr-kr2"), table.centreOf("au-dr"));
    EXPECT_FALSE(tool.refusal().has_value()) << *tool.refusal();
    EXPECT_EQ(table.lastCommandType(), "chargeOrder");
    EXPECT_EQ(table.lastCommand()["charger"], "pr-kr2");
    EXPECT_EQ(table.lastCommand()["targets"], nlohmann::json::array({"au-dr"}));
    // Declared: the charger's status in the ruleset state names its target.
    const nlohmann::json status = table.state().toJson();
    EXPECT_NE(status.dump().find("\"chargeTargets\":[\"au-dr\"]"), std::string::npos);
}

TEST(ChargeTool, OverAnEnemyInReachTheCalloutGivesTheExactOdds) {
    ToolTable table;
    ASSERT_TRUE(table
                    .apply({{"type", "moveUnit"},
                            {"unit", "au-dr"},
                            {"x", 55.0},
                            {"y", 31.0},
                            {"facing", 180.0}})
                    .accepted());
    ui::ChargeTool& tool = table.tools->chargeTool();
    table.tools->activate(&tool);
    tool.mousePress(ToolTable::at(table.centreOf("pr-kr2")));
    tool.mouseMove(ToolTable::at(table.centreOf("au-dr")));
    const ChargeOdds odds = table.session.referee()->chargeOdds(table.state(), "pr-kr2", {"au-dr"});
    ASSERT_TRUE(odds.responses.has_value()) << odds.whyNot;
    const QVector<ui::CalloutItem::OddsBlock> shown = tool.calloutOdds();
    ASSERT_EQ(shown.size(), odds.goesHome ? 2 : 1);
    // The responses as the referee counts them, in words, summing to 1.
    ASSERT_EQ(shown[0].bars.size(), static_cast<qsizetype>(odds.responses->outcomes.size()));
    double total = 0;
    for (int i = 0; i < shown[0].bars.size(); ++i) {
        EXPECT_EQ(shown[0].bars[i].label.toStdString(), odds.responses->labels[i]);
        EXPECT_EQ(shown[0].bars[i].fraction.toStdString(),
                  odds.responses->outcomes[i].chance.text());
        total += shown[0].bars[i].chance;
    }
    EXPECT_NEAR(total, 1.0, 1e-9);
    if (odds.goesHome) {
        EXPECT_EQ(shown[1].bars.front().fraction.toStdString(), odds.goesHome->text());
    }
    tool.mouseRelease(ToolTable::at(QPointF(60, 10)));
}

TEST(ChargeTool, AWarOfPrincesCalloutNamesEveryTestOnTheWayInInOrder) {
    // The 33rd charges the 3rd Virginia 7 in away: the callout gives its own
    // test to set off (8.2.2), the Virginians' test to stand (8.2.3), their
    // closing fire (8.2.4), the 33rd's test if hit (8.2.5), then the chance
    // it goes home counting them all, as the referee works them out.
    ToolTable table(QString(adjutant::testResourceDir()) +
                    "/scenarios/princes-tutorial.scenario.json");
    ASSERT_TRUE(table
                    .apply({{"type", "moveUnit"},
                            {"unit", "co-3va"},
                            {"x", 24.0},
                            {"y", 33.0},
                            {"facing", 180.0}})
                    .accepted());
    table.advanceTo("declareCharges");
    ASSERT_EQ(table.state().phasingSide(), 0) << "the British have the first player turn";
    ui::ChargeTool& tool = table.tools->chargeTool();
    table.tools->activate(&tool);
    tool.mousePress(ToolTable::at(table.centreOf("br-33")));
    tool.mouseMove(ToolTable::at(table.centreOf("co-3va")));
    const ChargeOdds odds = table.session.referee()->chargeOdds(table.state(), "br-33", {"co-3va"});
    ASSERT_EQ(odds.whyNot, "");
    ASSERT_EQ(odds.onTheWay.size(), 3u);
    ASSERT_TRUE(odds.responses && odds.goesHome);
    const QVector<ui::CalloutItem::OddsBlock> shown = tool.calloutOdds();
    ASSERT_EQ(shown.size(), 5);
    EXPECT_TRUE(shown[0].title == "33rd Regiment of Foot's test to set off (8.2.2)")
        << shown[0].title.toStdString();
    EXPECT_TRUE(shown[1].title ==
                "3rd Virginia Regiment's test to stand to 33rd Regiment of Foot's charge (7.2)")
        << shown[1].title.toStdString();
    EXPECT_TRUE(shown[2].title ==
                "Closing fire at 33rd Regiment of Foot if 3rd Virginia Regiment stands (8.2.4)")
        << shown[2].title.toStdString();
    EXPECT_TRUE(shown[3].title == "33rd Regiment of Foot's test if closing fire hits it (8.2.5)")
        << shown[3].title.toStdString();
    EXPECT_EQ(shown[4].title, "The charge goes home, every test above counted");
    EXPECT_EQ(shown[4].bars.front().fraction.toStdString(), odds.goesHome->text());
    tool.mouseRelease(ToolTable::at(QPointF(60, 10)));
}

TEST(ChargeTool, ADragOntoOpenGroundDeclaresNothing) {
    ToolTable table;
    ui::ChargeTool& tool = table.tools->chargeTool();
    const std::uint64_t before = table.hash();
    ToolTable::drag(tool, table.centreOf("pr-kr2"), QPointF(60, 30));
    EXPECT_EQ(tool.targetId(), QString());
    EXPECT_EQ(table.hash(), before);
}

}  // namespace
}  // namespace adjutant
