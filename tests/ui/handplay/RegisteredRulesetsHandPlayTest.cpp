// Every ruleset the tests register, the test-only ones included, played in the
// main window as a person plays it: its tutorial with the mouse and the keys
// (a unit dragged forward, undone and redone, a whole bound resolved with
// Ctrl+Return), and against the computer, which commands the second side. A
// ruleset registered in tests/rulesets/TestRulesets.cpp is played here with
// no edit, through nothing but what its referee answers the window.
#include <gtest/gtest.h>

#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestRulesetFolders.h"
#include "tests/ui/handplay/HandPlayScript.h"
#include "ui/session/ComputerTurns.h"

namespace adjutant {
namespace {

using testing::HandPlay;

// The parameter is the ruleset's engine key.
class RegisteredRulesetHandPlay : public ::testing::TestWithParam<std::string> {
  protected:
    static const RulesetDescriptor& ruleset() {
        return *testing::testRulesetDescriptors().find(GetParam());
    }
    static std::unique_ptr<HandPlay> tutorial(quint64 seed) {
        auto play = std::make_unique<HandPlay>(
            QString::fromStdString(testing::tutorialPathOf(ruleset())), seed,
            testing::testRulesets(), testing::testRulesetDescriptors());
        EXPECT_TRUE(play->session().hasGame()) << ruleset().tutorial;
        return play;
    }
};

std::vector<std::string> everyEngine() {
    std::vector<std::string> engines;
    for (const RulesetDescriptor& ruleset : testing::testRulesetDescriptors().all()) {
        engines.push_back(ruleset.engine);
    }
    return engines;
}

TEST_P(RegisteredRulesetHandPlay, ItsTutorialIsPlayedWithTheMouseAndKeys) {
    const auto play = tutorial(3);
    ASSERT_TRUE(play->session().hasGame());
    ASSERT_EQ(play->state().ruleset().engine, GetParam());
    ASSERT_TRUE(play->playUntil([&] { return testing::unitToMove(*play).has_value(); }))
        << "no unit of " << GetParam() << " could move";
    const std::string mover = testing::moveByHand(*play);
    ASSERT_FALSE(mover.empty());
    testing::undoAndRedoByHand(*play, mover);
    testing::resolveAWholeBound(*play);
}

TEST_P(RegisteredRulesetHandPlay, APersonMovesWhileTheComputerCommandsTheOtherSide) {
    const auto play = tutorial(9);
    ASSERT_TRUE(play->session().hasGame());
    ui::ComputerTurns& computer = play->window.computerTurns();
    computer.setInterval(0);
    ASSERT_EQ(
        play->session().setCommanders({std::nullopt, CommanderSettings{Difficulty::Steady, 7}}),
        QString());
    const int person = 0;
    std::string moved;
    for (int i = 0; i < 300 && (moved.empty() || play->state().bound() < 3); ++i) {
        ASSERT_TRUE(testing::waitUntil([&] { return !computer.isBusy(); }));
        if (moved.empty() && testing::unitToMove(*play, {}, person)) {
            moved = testing::moveByHand(*play, {}, person);
        }
        play->resolveStep();
    }
    EXPECT_FALSE(moved.empty()) << "the person never had a unit to move";
    EXPECT_GE(play->state().bound(), 3);
    testing::expectEachSideOrderedItsOwn(*play, 1);
}

INSTANTIATE_TEST_SUITE_P(EveryRegisteredRuleset, RegisteredRulesetHandPlay,
                         ::testing::ValuesIn(everyEngine()),
                         [](const ::testing::TestParamInfo<std::string>& engine) {
                             return testing::testNameOf(engine.param);
                         });

}  // namespace
}  // namespace adjutant
