// When the battle is over, the phase panel and the status bar say so and
// give the result, in every ruleset, rather than whose turn it would be; a
// step taken back reopens it.
#include <gtest/gtest.h>

#include <QLabel>

#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/session/GameSession.h"
#include "ui/session/StepActions.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

class BattleOver : public ::testing::TestWithParam<std::string> {};

TEST_P(BattleOver, ThePhasePanelAndTheStatusBarGiveTheResult) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(QString(adjutant::testResourceDir()) + "/scenarios/" +
                                 QString::fromStdString(GetParam()) + ".scenario.json",
                             7),
              QString());
    ui::GameSession& session = window.session();
    ui::PhaseTrackerDock* phase = window.phaseTracker();
    const int lastBound = session.setup().scenario->victory.bounds;
    for (int steps = 0; steps < 2000 && phase->battleResult().isEmpty(); ++steps) {
        EXPECT_FALSE(phase->boundLabel()->text().contains("over"));
        testing::giveDefaultOrders(session);
        ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted());
    }
    ASSERT_FALSE(phase->battleResult().isEmpty()) << "the battle never ended";
    EXPECT_LE(session.state().bound(), lastBound + 1);
    EXPECT_TRUE(phase->boundLabel()->text().startsWith("The battle is over after bound"))
        << phase->boundLabel()->text().toStdString();
    EXPECT_EQ(phase->waitingLabel()->text(), phase->battleResult());
    EXPECT_FALSE(phase->waitingLabel()->text().contains("To act"));
    EXPECT_TRUE(window.turnText().startsWith("The battle is over: "))
        << window.turnText().toStdString();

    // Taken back into the last bound, the battle goes on.
    ASSERT_TRUE(session.undo().accepted());
    EXPECT_TRUE(phase->battleResult().isEmpty());
    EXPECT_TRUE(phase->boundLabel()->text().startsWith("Bound "));
    EXPECT_TRUE(window.turnText().contains("to act")) << window.turnText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, BattleOver,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

}  // namespace
}  // namespace adjutant
