// The facts of an after-action report, gathered from played games of the
// shipped scenarios and checked against the games' own journals and states.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/ai/GameOutcome.h"
#include "core/referee/DefaultPlay.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"
#include "core/report/BattleReport.h"
#include "tests/core/referee/ShippedScenarioGame.h"

namespace adjutant {
namespace {

using Kind = BattleReport::TurningPoint::Kind;

class BattleReportPlay : public testing::ShippedScenarioPlay {
  protected:
    // Plays `bounds` bounds of a shipped scenario with the referee's default orders.
    std::unique_ptr<Game> played(const std::string& name, int bounds, std::uint64_t seed = 7) {
        std::unique_ptr<Game> game = scenarioGame(name, seed);
        if (game) {
            const DefaultPlayReport play = playDefaultBounds(*game, referees, bounds);
            EXPECT_TRUE(play.error.empty()) << play.error;
        }
        return game;
    }
    BattleReport gather(const Game& game) {
        return gatherBattleReport(game, engines.rulesetStates, referees->forState(game.state()));
    }
    // The resolutions of `kind` in the game's commands, by the acting unit's side.
    std::array<int, 2> countResolutions(const Game& game, const std::string& kind,
                                        std::size_t minimumUnits = 1) {
        std::array<int, 2> counts{0, 0};
        for (std::size_t i = 0; i < game.cursor(); ++i) {
            const auto* resolve = dynamic_cast<const ResolveStepCommand*>(&game.command(i));
            for (const Resolution& r :
                 resolve ? resolve->resolutions() : std::vector<Resolution>{}) {
                const Unit* actor =
                    r.units.empty() ? nullptr : game.setup().scenario->findUnit(r.units[0]);
                if (r.kind == kind && actor && r.units.size() >= minimumUnits) {
                    ++counts[static_cast<std::size_t>(actor->side)];
                }
            }
        }
        return counts;
    }
};

TEST_F(BattleReportPlay, ATwelveBoundGameIsReportedBoundByBound) {
    std::unique_ptr<Game> game = played("mollwitz-1741", 12);
    ASSERT_TRUE(game);
    const BattleReport report = gather(*game);
    const Scenario& scenario = *game->setup().scenario;
    EXPECT_EQ(report.title, scenario.title);
    EXPECT_EQ(report.rulesetName, game->setup().ruleset->name);
    EXPECT_EQ(report.seed, 7U);
    EXPECT_EQ(report.sides[0].name, scenario.sides[0].name);
    EXPECT_EQ(report.sides[1].name, scenario.sides[1].name);
    EXPECT_EQ(report.boundsPlayed, 12);
    ASSERT_EQ(report.bounds.size(), 12U);
    for (int i = 0; i < 12; ++i) {
        EXPECT_EQ(report.bounds[static_cast<std::size_t>(i)].number, i + 1);
        EXPECT_TRUE(report.bounds[static_cast<std::size_t>(i)].complete);
    }

    // The result is the game judged as it stands, and the last bound's standing is its.
    const RulesetReferee* referee = referees->forState(game->state());
    const GameOutcome judged = judgeGame(
        game->state(),
        [referee](const GameState& s, const Unit& u) { return referee->outOfAction(s, u.id); },
        true);
    EXPECT_EQ(report.outcome.winner, judged.winner);
    EXPECT_EQ(report.outcome.decided, judged.decided);
    for (std::size_t side = 0; side < 2; ++side) {
        EXPECT_DOUBLE_EQ(report.bounds.back().sides[side].shareLost,
                         judged.armies[side].lossFraction());
        EXPECT_EQ(report.sides[side].startFigures, judged.armies[side].startFigures);
    }

    // Every volley, charge and morale test of the journal is counted once, for its side.
    std::array<int, 2> volleys{0, 0}, charges{0, 0}, tests{0, 0};
    for (const BattleReport::Bound& bound : report.bounds) {
        for (std::size_t side = 0; side < 2; ++side) {
            volleys[side] += bound.sides[side].volleys;
            charges[side] += bound.sides[side].charges;
            tests[side] += bound.sides[side].moraleTests;
        }
    }
    EXPECT_EQ(volleys, countResolutions(*game, "fire"));
    EXPECT_EQ(charges, countResolutions(*game, "charge", 2));
    EXPECT_EQ(tests, countResolutions(*game, "moraleTest"));
    EXPECT_GT(volleys[0] + volleys[1], 0);

    // Casualties: what the units still on the table lost is all in the bounds' counts.
    std::array<int, 2> lostByUnits{0, 0}, lostByBounds{0, 0};
    for (const Unit& unit : game->state().units()) {
        lostByUnits[static_cast<std::size_t>(unit.side)] +=
            scenario.findUnit(unit.id)->figures - unit.figures;
    }
    for (const BattleReport::Bound& bound : report.bounds) {
        for (std::size_t side = 0; side < 2; ++side) {
            lostByBounds[side] += bound.sides[side].figuresLost;
        }
    }
    for (std::size_t side = 0; side < 2; ++side) {
        EXPECT_GE(lostByBounds[side], lostByUnits[side]);
        EXPECT_LE(lostByBounds[side], report.sides[side].startFigures);
    }

    // Each charge between two units of the table is judged once; every unit out
    // of action at the end broke in some bound; the turning points go in order.
    int judgedCharges = 0;
    std::set<std::string> broke;
    int lastBound = 0;
    for (const BattleReport::TurningPoint& point : report.turningPoints) {
        EXPECT_GE(point.bound, lastBound);
        lastBound = point.bound;
        if (point.kind == Kind::ChargeWon || point.kind == Kind::ChargeLost ||
            point.kind == Kind::ChargeHeld) {
            ++judgedCharges;
            EXPECT_FALSE(point.target.empty());
        } else if (point.kind == Kind::UnitBroken) {
            broke.insert(point.unit);
        }
    }
    EXPECT_EQ(judgedCharges, charges[0] + charges[1]);
    for (const Unit& unit : game->state().units()) {
        if (referee->outOfAction(game->state(), unit.id)) {
            EXPECT_TRUE(broke.count(unit.name)) << unit.name << " is out of action";
        }
    }
    for (std::size_t side = 0; side < 2; ++side) {
        const bool reported = std::any_of(
            report.turningPoints.begin(), report.turningPoints.end(), [&](const auto& point) {
                return point.kind == Kind::ArmyBroken && point.side == static_cast<int>(side);
            });
        if (judged.armies[side].broken) {
            EXPECT_TRUE(reported) << report.sides[side].name;
        }
    }
}

TEST_F(BattleReportPlay, ABoundTheGameStoppedInIsReportedAsNotFinished) {
    std::unique_ptr<Game> game = played("princes-tutorial", 2);
    ASSERT_TRUE(game);
    // Two more steps of the third bound.
    for (int step = 0; step < 2; ++step) {
        ASSERT_TRUE(game->apply(std::make_unique<ResolveStepCommand>(referees)).accepted());
    }
    const BattleReport report = gather(*game);
    ASSERT_EQ(report.bounds.size(), 3U);
    EXPECT_EQ(report.boundsPlayed, 2);
    EXPECT_TRUE(report.bounds[1].complete);
    EXPECT_FALSE(report.bounds[2].complete);
    EXPECT_EQ(report.bounds[2].number, 3);
}

TEST_F(BattleReportPlay, AGameNotYetBegunHasNoBounds) {
    std::unique_ptr<Game> game = scenarioGame("fire-effect-tutorial", 1);
    ASSERT_TRUE(game);
    const BattleReport report = gather(*game);
    EXPECT_TRUE(report.bounds.empty());
    EXPECT_TRUE(report.turningPoints.empty());
    EXPECT_EQ(report.boundsPlayed, 0);
    EXPECT_FALSE(report.outcome.decided);
}

}  // namespace
}  // namespace adjutant
