// Tricorne and Musket played by hand in the main window, the tutorial and
// Mollwitz: a person selects, moves and wheels a battalion with the mouse,
// changes a formation from the context menu, gives a fire order with the fire
// tool, declares a charge with the charge tool, takes orders back from their
// arrows, resolves a whole bound step by step with Ctrl+Return, and undoes and
// redoes with the keyboard; each action checked in the game.
#include <gtest/gtest.h>

#include "tests/ui/handplay/HandPlayScript.h"

namespace adjutant {
namespace {

using testing::HandPlay;

void playByHand(const char* scenario, quint64 seed) {
    HandPlay play(testing::shippedScenario(scenario), seed);
    ASSERT_EQ(play.state().ruleset().engine, "tricorne");
    ASSERT_TRUE(play.advanceTo("movement"));
    const std::string mover = testing::moveByHand(play);
    ASSERT_FALSE(mover.empty());
    testing::undoAndRedoByHand(play, mover);
    EXPECT_TRUE(testing::wheelByHand(play, mover)) << "no wheel was allowed to " << mover;
    testing::undoAndRedoByHand(play, mover);
    const std::string formed = testing::changeFormationByHand(play, {mover});
    if (!formed.empty()) {
        testing::undoAndRedoByHand(play, formed);
    }
    testing::fireByHand(play);
    testing::chargeByHand(play);
    testing::resolveAWholeBound(play);
}

TEST(TricorneHandPlay, TheTutorialPlayedWithTheMouseAndKeys) {
    playByHand("tricorne-tutorial.scenario.json", 3);
}

TEST(TricorneHandPlay, MollwitzPlayedWithTheMouseAndKeys) {
    playByHand("mollwitz-1741.scenario.json", 5);
}

// Advance and fire (13.3) is a way of moving the referee offers: Tab chooses
// it during the drag, and the move made carries it.
TEST(TricorneHandPlay, TabChoosesAdvanceAndFireWhileDragging) {
    HandPlay play(testing::shippedScenario("tricorne-tutorial.scenario.json"), 3);
    ASSERT_TRUE(play.advanceTo("movement"));
    for (const std::string& id : play.unitIds()) {
        const auto modes = play.referee().moveModes(play.state(), id);
        if (modes.size() < 2 || !play.mayAct(play.unit(id))) {
            continue;
        }
        const QPointF centre = play.centreOf(id);
        play.click(centre);
        play.key(Qt::Key_Tab);
        EXPECT_EQ(play.tools().selectMoveTool().moveModeId(), modes[1].id);
        EXPECT_TRUE(play.status().contains(QString::fromStdString(modes[1].label)));
        const Pose before = play.unit(id).pose;
        play.drag(centre, centre + testing::point(before.forward()));
        EXPECT_NE(play.unit(id).pose, before) << play.status().toStdString();
        const auto* made = dynamic_cast<const ManoeuvreCommand*>(
            &play.session().game().command(play.cursor() - 1));
        ASSERT_NE(made, nullptr);
        EXPECT_EQ(made->label(), "Advance and fire");
        return;
    }
    FAIL() << "no unit offered a choice of how to move";
}

TEST(TricorneHandPlay, APersonAgainstTheComputerOnTheTutorial) {
    HandPlay play(testing::shippedScenario("tricorne-tutorial.scenario.json"), 9);
    testing::playAgainstTheComputer(play);
}

}  // namespace
}  // namespace adjutant
