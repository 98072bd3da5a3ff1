#include <gtest/gtest.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>

#include "tests/support/TestPaths.h"
#include "tests/ui/QtTestApp.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/VictoryEditDock.h"

namespace adjutant {
namespace {

QString tutorialPath() {
    return QString(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json";
}

TEST(VictoryEditDock, EditsTheConditionsAsOneUndoableEditEach) {
    testing::qtTestApp();
    ui::EditorSession session(testing::editorRulesets());
    ASSERT_EQ(session.open(tutorialPath()), QString());
    ui::VictoryEditDock dock(session);
    QTableWidget* table = dock.objectives();
    ASSERT_EQ(table->rowCount(),
              4);  // the crest and the north exit, a name row and a field row each
    EXPECT_EQ(table->item(0, 0)->text(), "Galgenberg crest");
    EXPECT_EQ(table->columnSpan(0, 0), table->columnCount());
    EXPECT_EQ(table->item(2, 0)->text(), "Where the Brandweg leaves the table");

    // The crest is worth 6 points to whoever holds it at the end of bound 8.
    auto* value = qobject_cast<QDoubleSpinBox*>(table->cellWidget(1, 0));
    auto* bound = qobject_cast<QSpinBox*>(table->cellWidget(1, 2));
    ASSERT_TRUE(value && bound);
    bound->setValue(8);
    value->setValue(6);
    emit value->editingFinished();
    EXPECT_EQ(dock.problem(), QString());
    const auto& scored = session.scenario().victory.objectives;
    const auto crest = std::find_if(scored.begin(), scored.end(), [](const VictoryObjective& v) {
        return v.objectiveId == "crest";
    });
    ASSERT_NE(crest, scored.end());
    EXPECT_EQ(crest->value, 6);
    EXPECT_EQ(crest->byBound, 8);
    EXPECT_EQ(session.draft().undoLabel(), "Edit victory conditions");

    // A decisive margin below the draw margin is refused, and said why.
    auto* draw = dock.findChild<QDoubleSpinBox*>("drawMargin");
    auto* decisive = dock.findChild<QDoubleSpinBox*>("decisiveMargin");
    ASSERT_TRUE(draw && decisive);
    draw->setValue(4);
    decisive->setValue(2);
    emit decisive->editingFinished();
    EXPECT_TRUE(dock.problem().contains("a decisive win needs a lead larger than the draw margin"))
        << dock.problem().toStdString();
    EXPECT_NE(session.scenario().victory.drawMargin, 4);

    session.undo();
    EXPECT_TRUE(std::none_of(session.scenario().victory.objectives.begin(),
                             session.scenario().victory.objectives.end(),
                             [](const VictoryObjective& v) { return v.byBound == 8; }));
}

TEST(VictoryEditDock, EachSideMayScoreTheEnemysLossesAtItsOwnRate) {
    testing::qtTestApp();
    ui::EditorSession session(testing::editorRulesets());
    ASSERT_EQ(session.open(tutorialPath()), QString());
    ui::VictoryEditDock dock(session);
    auto* prussian = dock.findChild<QDoubleSpinBox*>("lossPercentPerPointA");
    auto* austrian = dock.findChild<QDoubleSpinBox*>("lossPercentPerPointB");
    ASSERT_TRUE(prussian && austrian);
    EXPECT_EQ(prussian->value(), 5);  // the tutorial gives one rate, the default
    EXPECT_EQ(austrian->value(), 5);

    prussian->setValue(2.5);
    emit prussian->editingFinished();
    const VictoryConditions& edited = session.scenario().victory;
    EXPECT_EQ(edited.lossPercentPerPointOf(0), 2.5);
    EXPECT_EQ(edited.lossPercentPerPointOf(1), 5);
    EXPECT_EQ(session.draft().undoLabel(), "Edit victory conditions");

    // The same rate again for both is written as the one rate.
    prussian->setValue(5);
    emit prussian->editingFinished();
    EXPECT_FALSE(session.scenario().victory.lossPercentPerPointFor[0].has_value());
    EXPECT_FALSE(session.scenario().victory.lossPercentPerPointFor[1].has_value());
    EXPECT_EQ(session.scenario().victory.lossPercentPerPoint, 5);
}

}  // namespace
}  // namespace adjutant
