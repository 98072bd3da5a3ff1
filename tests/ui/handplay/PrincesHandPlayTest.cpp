// War of Princes played by hand in the main window, the tutorial and Cowpens:
// in the phasing side's movement step a person moves and wheels a unit with
// the mouse, changes a formation from the context menu, fires, declares a
// charge (the referee makes the charge move), takes orders back from their
// arrows, resolves a whole bound of both player turns with Ctrl+Return, and
// undoes and redoes; each action checked in the game.
#include <gtest/gtest.h>

#include "tests/ui/handplay/HandPlayScript.h"

namespace adjutant {
namespace {

using testing::HandPlay;

void playByHand(const char* scenario, quint64 seed) {
    HandPlay play(testing::shippedScenario(scenario), seed);
    ASSERT_EQ(play.state().ruleset().engine, "princes");
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

TEST(PrincesHandPlay, TheTutorialPlayedWithTheMouseAndKeys) {
    playByHand("princes-tutorial.scenario.json", 3);
}

TEST(PrincesHandPlay, CowpensPlayedWithTheMouseAndKeys) {
    playByHand("cowpens-1781.scenario.json", 5);
}

TEST(PrincesHandPlay, APersonAgainstTheComputerOnTheTutorial) {
    HandPlay play(testing::shippedScenario("princes-tutorial.scenario.json"), 9);
    testing::playAgainstTheComputer(play);
}

}  // namespace
}  // namespace adjutant
