#include <gtest/gtest.h>

#include <QTreeWidget>

#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/OrderOfBattleDock.h"

namespace adjutant {
namespace {

using testing::defaultScenarioPath;
using testing::dockTestRulesets;

TEST(OrderOfBattleDock, ListsSidesBrigadesGeneralsAndUnits) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::OrderOfBattleDock dock(session);
    QTreeWidget* tree = dock.tree();
    ASSERT_EQ(tree->topLevelItemCount(), 2);
    EXPECT_EQ(tree->topLevelItem(0)->text(0), "Prussian brigade");
    EXPECT_EQ(tree->topLevelItem(1)->text(0), "Austrian brigade");
    QTreeWidgetItem* brigade = tree->topLevelItem(0)->child(0);
    ASSERT_NE(brigade, nullptr);
    EXPECT_EQ(brigade->text(0), "Brigade Manteuffel");
    EXPECT_TRUE(brigade->toolTip(0).contains("take the Galgenberg"));
    // The general first, then the four units in the scenario's order.
    ASSERT_EQ(brigade->childCount(), 5);
    EXPECT_EQ(brigade->child(0)->text(0), "Generalmajor von Manteuffel");
    EXPECT_FALSE(brigade->child(0)->flags() & Qt::ItemIsSelectable);
    EXPECT_EQ(brigade->child(1), dock.unitItem("pr-ir18-1"));
    EXPECT_EQ(brigade->child(1)->text(0), "IR 18, I. battalion");
    EXPECT_EQ(brigade->child(1)->text(1), "12 / 12");
    EXPECT_EQ(brigade->child(1)->text(2), "line");
    for (const Unit& unit : session.state().units()) {
        EXPECT_NE(dock.unitItem(QString::fromStdString(unit.id)), nullptr) << unit.id;
    }
}

TEST(OrderOfBattleDock, SelectionGoesBothWays) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::OrderOfBattleDock dock(session);
    QTreeWidget* tree = dock.tree();
    int selections = 0;
    QObject::connect(&session, &ui::GameSession::selectionChanged, [&] { ++selections; });

    // From the tree to the table.
    tree->setCurrentItem(dock.unitItem("au-dr"));
    EXPECT_EQ(session.selectedUnit(), "au-dr");
    EXPECT_EQ(selections, 1);

    // From the table (or any other dock) to the tree, without echoing back.
    session.selectUnit("pr-battery");
    EXPECT_EQ(tree->currentItem(), dock.unitItem("pr-battery"));
    EXPECT_TRUE(dock.unitItem("pr-battery")->isSelected());
    EXPECT_FALSE(dock.unitItem("au-dr")->isSelected());
    EXPECT_EQ(selections, 2);

    // A side or brigade row is not a unit: the selection stays.
    tree->setCurrentItem(tree->topLevelItem(1));
    EXPECT_EQ(session.selectedUnit(), "pr-battery");

    session.selectUnit(QString());
    EXPECT_TRUE(tree->selectedItems().isEmpty());
}

TEST(OrderOfBattleDock, FollowsTheUnitsThroughChangesAndUndo) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::OrderOfBattleDock dock(session);
    // A formation change and a strength edit, made as commands, show in the
    // rows; undoing them brings the rows back.
    ASSERT_TRUE(testing::applyJson(session, {{"type", "changeFormation"},
                                             {"unit", "pr-ir18-2"},
                                             {"formation", "columnOfRoute"}})
                    .accepted());
    EXPECT_EQ(dock.unitItem("pr-ir18-2")->text(2), "column of route");
    ASSERT_TRUE(
        testing::applyJson(session, {{"type", "editUnit"}, {"unit", "au-dr"}, {"figures", 9}})
            .accepted());
    EXPECT_EQ(dock.unitItem("au-dr")->text(1), "9 / 12");
    session.undo();
    EXPECT_EQ(dock.unitItem("au-dr")->text(1), "12 / 12");
    session.undo();
    EXPECT_EQ(dock.unitItem("pr-ir18-2")->text(2), "line");
}

}  // namespace
}  // namespace adjutant
