// Who is to act, as the status bar and the phase panel say it, is what the
// referee's briefing of the step says, over whole games of every ruleset: no
// "to act: nobody" beside a side with a decision to make, and no side named
// while none of its units may be given the step's order.
#include <gtest/gtest.h>

#include "core/referee/RulesetReferee.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "ui/session/GameSession.h"
#include "ui/session/StepActions.h"
#include "ui/session/TurnSummary.h"

namespace adjutant {
namespace {

class TurnSummaryAgrees : public ::testing::TestWithParam<std::string> {};

TEST_P(TurnSummaryAgrees, WithTheRefereesBriefingAtEveryStepOfAGame) {
    testing::appWithPrivateSettings();
    ui::GameSession session(testing::gameTestRulesets());
    ASSERT_EQ(session.newGame(QString(adjutant::testResourceDir()) + "/scenarios/" +
                                  QString::fromStdString(GetParam()) + ".scenario.json",
                              5),
              QString());
    int steps = 0;
    int stepsWithSomeoneToAct = 0;
    while (session.state().bound() <= 4 && steps < 200) {
        const StepBriefing briefing = session.referee()->stepBriefing(session.state());
        const ui::TurnSummary summary = ui::TurnSummary::of(session);
        const std::string where = "bound " + std::to_string(session.state().bound()) + ", " +
                                  session.state().currentStep()->id;
        if (briefing.nobodyCanAct) {
            EXPECT_EQ(summary.toAct, "nobody") << where;
        } else {
            ++stepsWithSomeoneToAct;
            EXPECT_NE(summary.toAct, "nobody") << where;
        }
        for (const SideBriefing& side : briefing.sides) {
            const ui::TurnSummary::SideWaiting& waiting = summary.sides[side.side];
            EXPECT_EQ(waiting.mayAct > 0, side.mayAct && !briefing.nobodyCanAct)
                << where << ", " << waiting.name.toStdString();
            EXPECT_EQ(summary.toAct.contains(waiting.name) || summary.toAct == "both sides",
                      waiting.mayAct > 0)
                << where << ": to act " << summary.toAct.toStdString();
        }
        testing::giveDefaultOrders(session);
        ASSERT_TRUE(ui::StepActions::resolveStep(session).accepted()) << where;
        ++steps;
    }
    EXPECT_GT(stepsWithSomeoneToAct, 3);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, TurnSummaryAgrees,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

}  // namespace
}  // namespace adjutant
