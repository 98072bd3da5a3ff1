// Every ruleset plays between two programs: each reaches the same game from
// the other's entries; and a hidden set-up lets each side place its units in
// its own zones unseen until both are revealed.
#include <gtest/gtest.h>

#include "core/json/SafeFile.h"
#include "core/match/MatchRecord.h"
#include "core/match/MatchVerifier.h"
#include "core/referee/DeployUnitCommand.h"
#include "tests/core/match/MatchTestSupport.h"
#include "tests/support/RegisteredRulesets.h"

namespace adjutant {
namespace {

class MatchRulesetsTest : public testing::MatchPlay,
                          public ::testing::WithParamInterface<std::string> {};

TEST_P(MatchRulesetsTest, TwoProgramsPlayThreeBoundsToTheSameGame) {
    auto first = makeMatch(matchSetup(GetParam(), {true, false}, {true, false}));
    auto second = makeMatch(matchSetup(GetParam(), {false, true}, {false, true}));
    for (int i = 0; i < 400 && !first->isOver() && first->shared().state().bound() <= 3; ++i) {
        ASSERT_TRUE(exchange(*first, *second));
    }
    EXPECT_TRUE(first->isOver() || first->shared().state().bound() > 3);
    EXPECT_EQ(hashOf(first->shared()), hashOf(second->shared()));
    std::size_t withOrders = 0;
    for (const MatchRound& round : first->rounds()) {
        withOrders += round.givers.empty() ? 0 : 1;
    }
    EXPECT_GT(withOrders, 3U);
}

TEST_P(MatchRulesetsTest, OrdersGivenAtOnceStayHiddenFromTheOtherSide) {
    // Fire Effect's sides act at once only with its option "simultaneous";
    // the other rulesets' steps say for themselves.
    std::map<std::string, std::string> options;
    if (std::string(GetParam()) == "fire-effect-tutorial") {
        options["simultaneous"] = "on";
    }
    auto match = makeMatch(matchSetup(GetParam(), {true, true}, {false, false}, options));
    bool sawBoth = false;
    for (int round = 0; round < 200 && match->openRound() && !sawBoth; ++round) {
        const std::string before = hashOf(match->shared());
        if (match->givesOrders(0) && match->givesOrders(1) && giveComputerOrders(*match, 0) > 0) {
            sawBoth = true;
            EXPECT_EQ(hashOf(match->view(1)), before) << match->openRound()->where;
            EXPECT_NE(hashOf(match->view(0)), before);
        }
        for (const int side : match->sidesToCommit()) {
            if (match->givesOrders(side) && match->ordersOf(side).empty()) {
                giveComputerOrders(*match, side);
            }
            ASSERT_EQ(match->commit(side), "");
        }
    }
    // War of Princes' sides take turns in every step: only its set-up (below)
    // has both at once.
    if (std::string(GetParam()) == "princes-tutorial") {
        EXPECT_FALSE(sawBoth) << "both sides gave orders at once in War of Princes";
    } else {
        EXPECT_TRUE(sawBoth) << "no step in which both sides gave orders at once";
    }
}

TEST_P(MatchRulesetsTest, AHiddenSetUpIsRevealedTogether) {
    auto match =
        makeMatch(matchSetup(GetParam(), {true, true}, {false, false}, {{"setUp", "hidden"}}));
    ASSERT_NE(match->openRound(), nullptr);
    ASSERT_TRUE(match->openRound()->setUp);
    ASSERT_TRUE(match->givesOrders(0) && match->givesOrders(1));
    const std::string before = hashOf(match->shared());
    // Each side moves one unit a little within its zone.
    std::array<std::string, 2> moved;
    for (int side = 0; side < 2; ++side) {
        for (const Unit& unit : match->shared().state().units()) {
            if (unit.side != side || !moved[static_cast<std::size_t>(side)].empty()) {
                continue;
            }
            for (const double step : {0.5, -0.5, 1.0, -1.0}) {
                Pose pose = unit.pose;
                pose.position.x += step;
                if (match
                        ->giveOrder(side,
                                    std::make_unique<DeployUnitCommand>(referees, unit.id, pose))
                        .accepted()) {
                    moved[static_cast<std::size_t>(side)] = unit.id;
                    break;
                }
            }
        }
        ASSERT_FALSE(moved[static_cast<std::size_t>(side)].empty()) << "side " << side;
    }
    EXPECT_EQ(hashOf(match->shared()), before);
    EXPECT_EQ(match->view(1).state().findUnit(moved[0])->pose,
              match->shared().state().findUnit(moved[0])->pose);
    // A unit may not be set up outside its side's zones, nor ordered to move.
    const Unit* unit = match->shared().state().findUnit(moved[0]);
    Pose far = unit->pose;
    far.position = {-100, -100};
    EXPECT_FALSE(match->giveOrder(0, std::make_unique<DeployUnitCommand>(referees, unit->id, far))
                     .accepted());
    ASSERT_EQ(match->commit(0), "");
    ASSERT_EQ(match->commit(1), "");
    EXPECT_NE(match->shared().state().findUnit(moved[0])->pose,
              match->shared().initialState().findUnit(moved[0])->pose);
    EXPECT_EQ(match->rounds()[0].status, MatchRound::Status::Resolved);
    EXPECT_NE(hashOf(match->shared()), before);
}

TEST_P(MatchRulesetsTest, VerifyPlaysTheGameAgainFromTheFilesAlone) {
    const MatchSetup setup = matchSetup(GetParam(), {true, false}, {true, false});
    std::vector<std::string> lines;
    auto first = std::make_unique<Match>(setup, engines, referees);
    first->setRecorder([&lines](const std::string& line) { lines.push_back(line); });
    first->start();
    auto second = makeMatch(matchSetup(GetParam(), {false, true}, {false, true}));
    for (int i = 0; i < 40 && !first->isOver(); ++i) {
        ASSERT_TRUE(exchange(*first, *second));
    }
    std::string text = matchRecordHeaderToJson(recordHeaderOf(*first)).dump() + "\n";
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    const std::string path = ::testing::TempDir() + "verify-" + GetParam() + ".save.jsonl";
    ASSERT_EQ(writeFileSafely(path, text), "");
    const VerifyReport report = verifyMatchFiles({path}, rulesets(), engines, referees);
    ASSERT_TRUE(report.ok) << (report.problems.empty() ? "" : report.problems.front());
    EXPECT_EQ(report.stateHash, hashOf(first->shared()));
    std::size_t dice = 0;
    for (const RoundProvenance& round : report.rounds) {
        dice += round.rolls.size();
        EXPECT_EQ(round.seed.size(), 64U);
    }
    EXPECT_GT(dice, 0U);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, MatchRulesetsTest,
                         ::testing::ValuesIn(testing::everyRulesetTutorial()),
                         [](const auto& param) { return testing::testNameOf(param.param); });

}  // namespace
}  // namespace adjutant
