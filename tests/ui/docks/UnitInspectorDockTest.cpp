#include <gtest/gtest.h>

#include <QTreeWidget>

#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/UnitInspectorDock.h"

namespace adjutant {
namespace {

using testing::defaultScenarioPath;
using testing::dockTestRulesets;

// The first item (depth first) whose label column reads `label`.
QTreeWidgetItem* findItem(QTreeWidgetItem* parent, const QString& label) {
    for (int i = 0; i < parent->childCount(); ++i) {
        QTreeWidgetItem* child = parent->child(i);
        if (child->text(0) == label) {
            return child;
        }
        if (QTreeWidgetItem* found = findItem(child, label)) {
            return found;
        }
    }
    return nullptr;
}

QTreeWidgetItem* findItem(QTreeWidget* tree, const QString& label) {
    return findItem(tree->invisibleRootItem(), label);
}

TEST(UnitInspectorDock, SaysSoWhenNothingIsSelected) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ui::UnitInspectorDock dock(session);
    EXPECT_FALSE(dock.showsUnit());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    EXPECT_FALSE(dock.showsUnit());
    EXPECT_EQ(dock.tree()->topLevelItemCount(), 0);
}

TEST(UnitInspectorDock, ShowsTheRowsOfTheSelectedUnit) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::UnitInspectorDock dock(session);

    session.selectUnit("pr-ir18-1");
    ASSERT_TRUE(dock.showsUnit());
    EXPECT_EQ(dock.shownUnit(), "pr-ir18-1");
    QTreeWidget* tree = dock.tree();
    QTreeWidgetItem* unitSection = findItem(tree, "Unit");
    ASSERT_NE(unitSection, nullptr);
    EXPECT_TRUE(unitSection->isExpanded());
    ASSERT_NE(findItem(tree, "Figures"), nullptr);
    EXPECT_EQ(findItem(tree, "Figures")->text(1), "12");
    EXPECT_EQ(findItem(tree, "Figures at start")->text(1), "12");
    EXPECT_EQ(findItem(tree, "Formation")->text(1), "line");
    EXPECT_EQ(findItem(tree, "Brigade")->text(1), "Brigade Manteuffel");
    EXPECT_EQ(findItem(tree, "Battalion guns")->text(1), "2 (3 lb guns)");
    EXPECT_EQ(findItem(tree, "Shaken")->text(1), "no");
    EXPECT_EQ(findItem(tree, "Shaken")->text(2), QString::fromUtf8("§6.4"));
    EXPECT_EQ(findItem(tree, "Fired this bound")->text(1), "no");

    // A new selection replaces the rows; clearing it shows the hint again.
    session.selectUnit("au-ir-2");
    EXPECT_EQ(findItem(tree, "Formation")->text(1), "column of route");
    EXPECT_EQ(findItem(tree, "Figures")->text(1), "16");
    session.selectUnit(QString());
    EXPECT_FALSE(dock.showsUnit());
}

// Hand check against 15.3 and 15.4: Cuirassier regiment 2 is cavalry (unit
// morale factor 4), Prussian (+1), has no casualties, and General von
// Manteuffel at (36, 45) is some 19 inches away from it at (55, 41), out of
// the 3 inch reach: present morale status 4 + 1 = 5.
TEST(UnitInspectorDock, TheMoraleStatusOpensIntoItsTerms) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::UnitInspectorDock dock(session);
    session.selectUnit("pr-kr2");

    QTreeWidgetItem* morale = findItem(dock.tree(), "Present morale status");
    ASSERT_NE(morale, nullptr);
    EXPECT_EQ(morale->parent(), nullptr);  // a top-level item of its own
    EXPECT_EQ(morale->text(1), "5");
    EXPECT_EQ(morale->text(2), QString::fromUtf8("§15.4"));
    EXPECT_TRUE(morale->isExpanded());
    ASSERT_EQ(morale->childCount(), 2);
    EXPECT_EQ(morale->child(0)->text(0), "Unit morale (cavalry)");
    EXPECT_EQ(morale->child(0)->text(1), "4");
    EXPECT_EQ(morale->child(0)->text(2), QString::fromUtf8("§15.3"));
    EXPECT_EQ(morale->child(1)->text(0), "National troops: Prussian");
    EXPECT_EQ(morale->child(1)->text(1), "1");
}

TEST(UnitInspectorDock, FollowsChangesToTheShownUnitAndKeepsWhatWasCollapsed) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::UnitInspectorDock dock(session);
    session.selectUnit("pr-ir18-2");
    findItem(dock.tree(), "Unit")->setExpanded(false);

    // Resolving the first step (initiative) is a change: the rows are asked again.
    ASSERT_TRUE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    ASSERT_NE(findItem(dock.tree(), "Unit"), nullptr);
    EXPECT_FALSE(findItem(dock.tree(), "Unit")->isExpanded());
    EXPECT_TRUE(findItem(dock.tree(), "Status")->isExpanded());

    // Replacing the game clears the selection.
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    EXPECT_FALSE(dock.showsUnit());
}

}  // namespace
}  // namespace adjutant
