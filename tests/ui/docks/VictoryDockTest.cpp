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

QString scenarioPath(const char* file) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + file;
}

TEST(VictoryDock, ShowsTheConditionsAndTheStandingInPlainWords) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(scenarioPath("cowpens-1781.scenario.json")), QString());
    ui::VictoryDock dock(session);
    const QString text = dock.text();
    EXPECT_TRUE(text.contains("The game lasts 12 bounds")) << text.toStdString();
    EXPECT_TRUE(text.contains("Crest of Howard's rise: 3 points")) << text.toStdString();
    EXPECT_TRUE(text.contains("Each 5% of the enemy's army lost scores a point."))
        << text.toStdString();
    EXPECT_TRUE(text.contains("Bound 1 of 12.")) << text.toStdString();
    EXPECT_TRUE(text.contains(
        "Tarleton's command has lost 0% of its figures (it breaks at 55%); its score: "))
        << text.toStdString();
    // Morgan's corps has no break point of its own: the ruleset's share, as a number.
    EXPECT_TRUE(text.contains("Morgan's light corps breaks when it has lost 50% of its figures."))
        << text.toStdString();
    EXPECT_FALSE(text.contains("howards-rise"))
        << "an internal id reached the player: " << text.toStdString();
}

TEST(VictoryDock, SaysWhenEachSideScoresTheEnemysLossesAtItsOwnRate) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(scenarioPath("leuthen-1757.scenario.json")), QString());
    ui::VictoryDock dock(session);
    const QString text = dock.text();
    EXPECT_TRUE(
        text.contains("Prussian army scores a point for each 2.5% of the enemy's army "
                      "lost. Austrian army scores a point for each 6% of the enemy's "
                      "army lost."))
        << text.toStdString();
    EXPECT_FALSE(text.contains("Each 5%")) << text.toStdString();
    // No draw margin: not "a lead of more than 0 points".
    EXPECT_TRUE(text.contains("At the end the side ahead on points wins")) << text.toStdString();
    EXPECT_TRUE(text.contains("Austrian army breaks when it has lost 50% of its figures."))
        << text.toStdString();
}

TEST(VictoryDock, FollowsTheGameAndMarksTheObjectivesOnTheTable) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ui::TableScene scene;
    ui::TableSync sync(session, scene);
    ui::VictoryDock dock(session);
    QObject::connect(&dock, &ui::VictoryDock::standingChanged,
                     [&] { sync.showObjectives(dock.standing()); });
    ASSERT_EQ(session.newGame(scenarioPath("cowpens-1781.scenario.json")), QString());
    ASSERT_NE(scene.objectiveMarks(), nullptr);
    ASSERT_EQ(scene.objectiveMarks()->marks().size(), 3);
    const auto secondRise = [&] { return scene.objectiveMarks()->marks().at(2); };
    EXPECT_EQ(secondRise().label, "The second rise (2 points)");
    EXPECT_FALSE(secondRise().held);

    // Tarleton's light infantry marches onto the second rise, where no American stands.
    const Unit* unit = session.state().findUnit("br-light");
    ASSERT_NE(unit, nullptr);
    Pose pose = unit->pose;
    pose.position = {30, 4};
    ASSERT_TRUE(session.apply(std::make_unique<MoveUnitCommand>("br-light", pose)).accepted());
    EXPECT_TRUE(dock.text().contains("The second rise: held by Tarleton"))
        << dock.text().toStdString();
    EXPECT_TRUE(secondRise().held);
    EXPECT_EQ(secondRise().colour, QColor("#b3202a"));

    ASSERT_TRUE(session.undo().accepted());
    EXPECT_TRUE(dock.text().contains("The second rise: held by neither side now"))
        << dock.text().toStdString();
}

}  // namespace
}  // namespace adjutant
