#include <gtest/gtest.h>

#include "core/engine/commands/MoveUnitCommand.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/VictoryDock.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/window/TableSync.h"

namespace adjutant {
namespace {

using testing::dockTestRulesets;

QString leuthenPath() {
    return QString(adjutant::testResourceDir()) + "/scenarios/leuthen-1757.scenario.json";
}

TEST(VictoryDock, ShowsTheConditionsAndTheStandingInPlainWords) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(leuthenPath()), QString());
    ui::VictoryDock dock(session);
    const QString text = dock.text();
    EXPECT_TRUE(text.contains("The game lasts 12 bounds")) << text.toStdString();
    EXPECT_TRUE(text.contains("Leuthen village and churchyard: 5 points")) << text.toStdString();
    EXPECT_TRUE(
        text.contains("Austrian army must hold it; if it does not, Prussian army scores it"))
        << text.toStdString();
    EXPECT_TRUE(text.contains("Bound 1 of 12.")) << text.toStdString();
    EXPECT_TRUE(
        text.contains("Prussian army has lost 0% of its figures (it breaks at 50%); its score: "))
        << text.toStdString();
    // Leuthen sets no break points: the ruleset's share, as a number.
    EXPECT_TRUE(text.contains("Austrian army breaks when it has lost 50% of its figures."))
        << text.toStdString();
    EXPECT_FALSE(text.contains("leuthen-village"))
        << "an internal id reached the player: " << text.toStdString();
}

TEST(VictoryDock, FollowsTheGameAndMarksTheObjectivesOnTheTable) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ui::TableScene scene;
    ui::TableSync sync(session, scene);
    ui::VictoryDock dock(session);
    QObject::connect(&dock, &ui::VictoryDock::standingChanged,
                     [&] { sync.showObjectives(dock.standing()); });
    ASSERT_EQ(session.newGame(leuthenPath()), QString());
    ASSERT_NE(scene.objectiveMarks(), nullptr);
    ASSERT_EQ(scene.objectiveMarks()->marks().size(), 3);
    const auto sagschuetz = [&] { return scene.objectiveMarks()->marks().at(1); };
    EXPECT_EQ(sagschuetz().label, "Sagschuetz (2 points)");
    EXPECT_FALSE(sagschuetz().held);

    // A Prussian battalion marches into Sagschuetz, where no Austrian stands.
    const Unit* unit = session.state().findUnit("pr-1-1");
    ASSERT_NE(unit, nullptr);
    Pose pose = unit->pose;
    pose.position = {228, 40.5};
    ASSERT_TRUE(session.apply(std::make_unique<MoveUnitCommand>("pr-1-1", pose)).accepted());
    EXPECT_TRUE(dock.text().contains("Sagschuetz: held by Prussian army now"))
        << dock.text().toStdString();
    EXPECT_TRUE(sagschuetz().held);
    EXPECT_EQ(sagschuetz().colour, QColor("#1f3a68"));

    ASSERT_TRUE(session.undo().accepted());
    EXPECT_TRUE(dock.text().contains("Sagschuetz: held by neither side now"))
        << dock.text().toStdString();
}

}  // namespace
}  // namespace adjutant
