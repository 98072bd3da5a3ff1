// The contract every registered referee honours (issue 46), checked for each
// one on its ruleset's tutorial, played with the suite's fixed seeds: every
// step resolves with no orders given; every manoeuvre the table offers is
// accepted when checked and made; every refusal carries words (and an order
// its check refuses is never carried out, RefereeContractOrdersTest.cpp); every
// distribution of odds sums to one; every unit has a picture; undoing a
// command restores the state's hash; the computer's orders are all legal; and
// the explanations read in plain words. The cases come from the tests'
// registries (RefereeContract.h): the program's referees and those of the
// rulesets under tests/rulesets/, so a referee registered later is checked too.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/ai/ObjectivePlanner.h"
#include "core/engine/StateHash.h"
#include "core/geometry/Wheel.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "tests/core/referee/contract/RefereeContract.h"
#include "tests/support/PlainWordsCheck.h"

namespace adjutant::testing {
namespace {

/// The nearest enemies of a unit still with figures, nearest first, at most `count`.
std::vector<const Unit*> nearestEnemies(const GameState& state, const Unit& unit,
                                        std::size_t count) {
    std::vector<const Unit*> enemies;
    for (const Unit& other : state.units()) {
        if (other.side != unit.side && other.figures > 0) {
            enemies.push_back(&other);
        }
    }
    const auto distance = [&](const Unit* other) {
        const Vec2 d = other->pose.position - unit.pose.position;
        return d.x * d.x + d.y * d.y;
    };
    std::stable_sort(enemies.begin(), enemies.end(),
                     [&](const Unit* a, const Unit* b) { return distance(a) < distance(b); });
    if (enemies.size() > count) {
        enemies.resize(count);
    }
    return enemies;
}

/// The manoeuvres the table offers for a unit: its context menu, and the drag
/// a person makes most often (an inch straight ahead, a wheel of 15°).
std::vector<ManoeuvreOffer> tableOffers(const RulesetReferee& referee, const GameState& state,
                                        const Unit& unit) {
    std::vector<ManoeuvreOffer> offers = referee.offerManoeuvres(state, unit.id);
    ManoeuvreDrag ahead;
    ahead.unitId = unit.id;
    ahead.to = Pose{unit.pose.position + unit.pose.forward() * 1.0, unit.pose.facingDegrees};
    if (auto offer = referee.offerDrag(state, ahead)) {
        offers.push_back(std::move(*offer));
    }
    if (const auto layout = referee.picture(state, unit.id).layout) {
        ManoeuvreDrag wheel;
        wheel.kind = ManoeuvreDrag::Kind::Wheel;
        wheel.unitId = unit.id;
        wheel.angleDegrees = 15;
        wheel.to = geometry::wheeledPose(*layout, 15);
        if (auto offer = referee.offerDrag(state, wheel)) {
            offers.push_back(std::move(*offer));
        }
    }
    return offers;
}

/// The sum of a distribution's chances.
double total(const Odds& odds) {
    double sum = 0;
    for (const OddsOutcome& outcome : odds) {
        sum += outcome.chance.value();
    }
    return sum;
}

// --- 1 ------------------------------------------------------------------------

TEST_P(RefereeContract, EveryStepResolvesWithNoOrdersGiven) {
    auto game = tutorialGame();
    ASSERT_TRUE(game);
    const int firstBound = game->state().bound();
    int steps = 0;
    for (; game->state().bound() < firstBound + 2 && steps < 400; ++steps) {
        const GameState& before = game->state();
        const std::string at = where(before);
        const auto place = std::make_tuple(before.bound(), before.playerTurn(), before.stepIndex());
        GameChange change;
        ASSERT_NO_THROW(change = game->apply(std::make_unique<ResolveStepCommand>(referees))) << at;
        ASSERT_TRUE(change.accepted()) << at << ": " << change.reason;
        const GameState& after = game->state();
        EXPECT_NE(std::make_tuple(after.bound(), after.playerTurn(), after.stepIndex()), place)
            << at << ": the game did not move on";
        const auto& resolved =
            dynamic_cast<const ResolveStepCommand&>(game->command(game->cursor() - 1));
        EXPECT_FALSE(resolved.resolutions().empty())
            << at << ": the step resolved without saying what happened";
    }
    EXPECT_EQ(game->state().bound(), firstBound + 2) << "after " << steps << " steps";
    RecordProperty("steps", steps);
}

TEST_P(RefereeContractOnEveryScenario, EveryStepOfTheFirstBoundResolvesWithNoOrdersGiven) {
    auto game = scenarioGame(GetParam().scenario, kContractSeed);
    ASSERT_TRUE(game);
    const int firstBound = game->state().bound();
    int steps = 0;
    for (; game->state().bound() == firstBound && steps < 200; ++steps) {
        const std::string at = GetParam().scenario + ", step " + std::to_string(steps + 1);
        GameChange change;
        ASSERT_NO_THROW(change = game->apply(std::make_unique<ResolveStepCommand>(referees))) << at;
        ASSERT_TRUE(change.accepted()) << at << ": " << change.reason;
    }
    EXPECT_EQ(game->state().bound(), firstBound + 1) << "after " << steps << " steps";
}

// --- 2 ------------------------------------------------------------------------

TEST_P(RefereeContract, EveryOfferedManoeuvreIsAcceptedWhenCheckedAndPerformed) {
    const RulesetReferee& judge = contractReferee();
    int offered = 0, legal = 0;
    playTutorials([&](Game& g) {
        const GameState& state = g.state();
        const std::set<int> sides = sidesThatMayAct(state);
        for (const Unit& unit : state.units()) {
            if (!sides.count(unit.side)) {
                continue;
            }
            for (const ManoeuvreOffer& offer : tableOffers(judge, state, unit)) {
                ++offered;
                const std::string what = where(state) + ": " + unit.id + " offered \"" +
                                         offer.label + "\" " + offer.manoeuvre->toJson().dump();
                const ManoeuvreVerdict verdict = judge.checkManoeuvre(state, *offer.manoeuvre);
                EXPECT_EQ(verdict.legal, offer.verdict.legal)
                    << what << ": the offer says " << offer.verdict.reason << ", the check says "
                    << verdict.reason;
                if (!offer.verdict.legal || !verdict.legal) {
                    continue;
                }
                ++legal;
                ManoeuvreCommand command(referees, offer.manoeuvre);
                const auto failed = makeOnCopy(state, command);
                EXPECT_FALSE(failed) << what << ": " << failed.value_or("");
            }
        }
    });
    RecordProperty("offers", offered);
    RecordProperty("legalOffers", legal);
    EXPECT_GT(offered, 0) << "the referee offered no manoeuvre in " << kBoundsPlayed << " bounds";
    EXPECT_GT(legal, 0) << "none of the " << offered << " offers was legal";
}

// --- 3 ------------------------------------------------------------------------

TEST_P(RefereeContract, EveryRefusalCarriesPlainWords) {
    const RulesetReferee& judge = contractReferee();
    PlainWordsCheck words;
    int refusals = 0;
    const auto refused = [&](const std::string& what, const std::string& reason) {
        ++refusals;
        EXPECT_FALSE(reason.empty()) << what << " is refused with no reason";
        words.text(what, reason);
    };
    playTutorials([&](Game& g) {
        const GameState& state = g.state();
        const std::string at = where(state);
        for (const Unit& unit : state.units()) {
            const std::string who = at + ": " + unit.id;
            if (auto why = judge.whyCannotAct(state, unit.id)) {
                refused(who + " acting", *why);
            }
            for (const ManoeuvreOffer& offer : tableOffers(judge, state, unit)) {
                if (!offer.verdict.legal) {
                    refused(who + " offered \"" + offer.label + "\"", offer.verdict.reason);
                }
            }
            const nlohmann::json far = marchOf(unit, 40);
            if (const ManoeuvreVerdict verdict = judge.checkManoeuvre(state, far); !verdict.legal) {
                refused(who + " marching 40 inches", verdict.reason);
            }
            // A form no ruleset has is refused with a reason too; that reason is
            // the form reader's diagnostic for whoever wrote the file it came
            // from (it names the members and kinds a form may have), as no
            // table offers such a form, so it is held to having words only.
            const nlohmann::json dance = {{"unitId", unit.id}, {"kind", "dance"}};
            if (const ManoeuvreVerdict verdict = judge.checkManoeuvre(state, dance);
                !verdict.legal) {
                ++refusals;
                EXPECT_FALSE(verdict.reason.empty()) << who << " " << dance.dump();
            } else {
                ADD_FAILURE() << who << " " << dance.dump() << " is accepted";
            }
            for (const Unit* enemy : nearestEnemies(state, unit, 2)) {
                if (auto why = judge.refuseFireOrder(state, unit.id, enemy->id, {})) {
                    refused(who + " firing at " + enemy->id, *why);
                }
                if (auto why = judge.refuseCharge(state, unit.id, {enemy->id})) {
                    refused(who + " charging " + enemy->id, *why);
                }
            }
            // Orders at a friend are refused by every referee.
            for (const Unit& friendly : state.units()) {
                if (friendly.side == unit.side && friendly.id != unit.id) {
                    FireOrderCommand fire(referees, unit.id, friendly.id, "");
                    if (auto why = fire.refusal(state)) {
                        refused(who + " firing at a friend", *why);
                    } else {
                        ADD_FAILURE() << who << " may fire at its own side's " << friendly.id;
                    }
                    ChargeOrderCommand charge(referees, unit.id, {friendly.id});
                    if (auto why = charge.refusal(state)) {
                        refused(who + " charging a friend", *why);
                    } else {
                        ADD_FAILURE() << who << " may charge its own side's " << friendly.id;
                    }
                    break;
                }
            }
        }
    });
    RecordProperty("refusals", refusals);
    EXPECT_GT(refusals, 100) << "too few refusals to tell anything";
    EXPECT_TRUE(words.clean()) << words.report();
}

// --- 4 ------------------------------------------------------------------------

TEST_P(RefereeContract, EveryDistributionOfOddsSumsToOne) {
    const RulesetReferee& judge = contractReferee();
    std::map<std::string, int> distributions;  // by what they are the odds of
    // A ruleset whose units fire by themselves takes no fire orders, and so
    // has no odds of one to give.
    int fireOrdersAccepted = 0;
    const auto sumsToOne = [&](const std::string& what, const RulesOdds& odds,
                               const std::string& of) {
        ++distributions[of];
        EXPECT_FALSE(odds.outcomes.empty()) << what << ": " << odds.title << " has no outcome";
        EXPECT_NEAR(total(odds.outcomes), 1.0, 1e-9) << what << ": " << odds.title;
    };
    playTutorials([&](Game& g) {
        const GameState& state = g.state();
        const std::string at = where(state);
        for (const Unit& unit : state.units()) {
            const std::string who = at + ": " + unit.id;
            for (const RulesOdds& odds : judge.unitOdds(state, unit.id)) {
                sumsToOne(who + " if it tests now", odds, "unitTests");
            }
            for (const Unit* enemy : nearestEnemies(state, unit, 2)) {
                std::vector<std::string> modes;
                for (const FireMode& mode : judge.fireModes(state, unit.id, enemy->id)) {
                    modes.push_back(mode.id);
                }
                if (modes.empty()) {
                    modes.push_back({});
                }
                for (const std::string& mode : modes) {
                    if (judge.refuseFireOrder(state, unit.id, enemy->id, mode)) {
                        continue;
                    }
                    ++fireOrdersAccepted;
                    if (auto odds = judge.fireOdds(state, unit.id, enemy->id, mode)) {
                        sumsToOne(who + " firing at " + enemy->id + " " + mode, *odds, "fire");
                    }
                }
                if (judge.refuseCharge(state, unit.id, {enemy->id})) {
                    continue;
                }
                const ChargeOdds charge = judge.chargeOdds(state, unit.id, {enemy->id});
                const std::string charging = who + " charging " + enemy->id;
                if (charge.responses) {
                    sumsToOne(charging + ", the response", *charge.responses, "chargeResponses");
                }
                for (const RulesOdds& test : charge.onTheWay) {
                    sumsToOne(charging + ", on the way", test, "chargeTestsOnTheWay");
                }
                if (charge.responses || !charge.onTheWay.empty()) {
                    ++distributions["charges"];
                }
                if (charge.goesHome) {
                    EXPECT_GE(charge.goesHome->value(), 0.0) << charging;
                    EXPECT_LE(charge.goesHome->value(), 1.0) << charging;
                }
            }
        }
    });
    for (const auto& [of, count] : distributions) {
        RecordProperty(of, count);
    }
    if (fireOrdersAccepted > 0) {
        EXPECT_GT(distributions["fire"], 0)
            << fireOrdersAccepted << " fire orders accepted but no fire odds in " << kBoundsPlayed
            << " bounds";
    }
    EXPECT_GT(distributions["unitTests"], 0) << "no unit's tests in " << kBoundsPlayed << " bounds";
}

// --- 5 ------------------------------------------------------------------------

/// Every unit laid out with a footprint of finite points enclosing some ground,
/// and every group standing apart from its unit too; returns how many were looked at.
int everyUnitHasAFootprint(const RulesetReferee& judge, const GameState& state,
                           const std::string& at) {
    const auto outline = [&](const std::string& what, const std::vector<Vec2>& points) {
        ASSERT_GE(points.size(), 3U) << what << " has no outline";
        double area = 0;
        for (std::size_t i = 0; i < points.size(); ++i) {
            const Vec2& a = points[i];
            const Vec2& b = points[(i + 1) % points.size()];
            EXPECT_TRUE(std::isfinite(a.x) && std::isfinite(a.y)) << what;
            area += a.x * b.y - b.x * a.y;
        }
        EXPECT_GT(std::abs(area) / 2, 0.0) << what << "'s outline encloses no ground";
    };
    int looked = 0;
    for (const Unit& unit : state.units()) {
        const std::string who = at + ": " + unit.id;
        const UnitPicture picture = judge.picture(state, unit.id);
        EXPECT_TRUE(picture.layout) << who << " has no picture";
        if (picture.layout) {
            outline(who, picture.layout->footprint);
        }
        for (const DetachedGroup& group : picture.detached) {
            outline(who + "'s " + group.id, group.layout.footprint);
        }
        const auto ghost = judge.layoutAt(state, unit.id, unit.pose);
        EXPECT_TRUE(ghost) << who << " cannot be laid out where it stands";
        if (ghost) {
            outline(who + " laid out where it stands", ghost->footprint);
        }
        ++looked;
    }
    return looked;
}

TEST_P(RefereeContract, EveryUnitOnTheTableHasAPicture) {
    int looked = 0;
    playTutorials([&](Game& g) {
        looked += everyUnitHasAFootprint(referee(g), g.state(), where(g.state()));
    });
    RecordProperty("unitsLookedAt", looked);
    EXPECT_GT(looked, 0);
}

TEST_P(RefereeContractOnEveryScenario, EveryUnitOnTheTableHasAPictureAtTheStart) {
    auto game = scenarioGame(GetParam().scenario, kContractSeed);
    ASSERT_TRUE(game);
    const RulesetReferee* judge = referees->forState(game->state());
    ASSERT_NE(judge, nullptr);
    EXPECT_EQ(everyUnitHasAFootprint(*judge, game->state(), GetParam().scenario),
              static_cast<int>(game->state().units().size()));
}

// --- 6 ------------------------------------------------------------------------

TEST_P(RefereeContract, UndoingACommandRestoresTheStateHash) {
    std::map<std::string, int> checked;  // commands undone, by type
    // The state's hash after each number of commands in effect: a command
    // merged into the one before it (a second drag of the same unit) shares
    // its undo step, and is undone with it.
    std::map<std::size_t, std::uint64_t> hashAt;
    Game* game = nullptr;
    const auto record = [&] { hashAt[game->cursor()] = stateHash(game->state()); };
    const auto hash = [&] { return formatStateHash(stateHash(game->state())); };
    playTutorials(
        [&](Game& g) {
            // The previous step's orders and its resolution, taken back one
            // by one and made again.
            record();
            const std::size_t stepStart = hashAt.begin()->first;
            const std::string at = where(g.state());
            while (g.cursor() > stepStart) {
                const std::string undone = g.command(g.cursor() - 1).describe();
                ++checked[std::string(g.command(g.cursor() - 1).type())];
                ASSERT_TRUE(g.undo().accepted()) << at << ": " << undone;
                EXPECT_EQ(hash(), formatStateHash(hashAt.at(g.cursor())))
                    << at << ": undoing " << undone;
            }
            while (g.canRedo()) {
                ASSERT_TRUE(g.redo().accepted()) << at;
                EXPECT_EQ(hash(), formatStateHash(hashAt.at(g.cursor())))
                    << at << ": redoing " << g.command(g.cursor() - 1).describe();
            }
            hashAt.clear();
            record();
        },
        [&](Game& g) {
            game = &g;
            hashAt.clear();
            record();
        },
        record);
    // playTutorials resolves each step after its orders; the resolution is
    // taken back with them when the next step begins.
    for (const auto& [type, count] : checked) {
        RecordProperty(type, count);
    }
    EXPECT_GT(checked[std::string(ResolveStepCommand::kType)], 0);
    EXPECT_GT(checked[std::string(ManoeuvreCommand::kType)], 0)
        << "no manoeuvre was given in " << kBoundsPlayed << " bounds";
}

// --- 7 ------------------------------------------------------------------------

TEST_P(RefereeContract, TheComputersOrdersAreAllLegal) {
    const RulesetReferee& judge = contractReferee();
    ASSERT_TRUE(judge.hasCommanderTactics())
        << "the computer gives this ruleset the default orders: nothing of its own to check";
    int options = 0;
    playTutorials([&](Game& g) {
        const GameState& state = g.state();
        for (int side = 0; side < static_cast<int>(g.setup().scenario->sides.size()); ++side) {
            for (const CommanderOption& option :
                 judge.commanderOptions(state, side, planGoals(state, side))) {
                ++options;
                const std::string what = where(state) + ": the computer's \"" + option.reason +
                                         "\" for " + option.unitId;
                const Unit* unit = state.findUnit(option.unitId);
                ASSERT_NE(unit, nullptr) << what;
                EXPECT_EQ(unit->side, side) << what << ": a unit of another side";
                std::unique_ptr<Command> command;
                switch (option.kind) {
                    case CommanderOption::Kind::Charge: {
                        const auto why = judge.refuseCharge(state, option.unitId, option.targetIds);
                        EXPECT_FALSE(why) << what << ": " << why.value_or("");
                        command = std::make_unique<ChargeOrderCommand>(referees, option.unitId,
                                                                       option.targetIds);
                        break;
                    }
                    case CommanderOption::Kind::Manoeuvre: {
                        const ManoeuvreVerdict verdict =
                            judge.checkManoeuvre(state, *option.manoeuvre);
                        EXPECT_TRUE(verdict.legal) << what << ": " << verdict.reason;
                        command = std::make_unique<ManoeuvreCommand>(referees, option.manoeuvre);
                        break;
                    }
                    case CommanderOption::Kind::Fire: {
                        ASSERT_EQ(option.targetIds.size(), 1U) << what;
                        const auto why = judge.refuseFireOrder(
                            state, option.unitId, option.targetIds.front(), option.fireMode);
                        EXPECT_FALSE(why) << what << ": " << why.value_or("");
                        command = std::make_unique<FireOrderCommand>(
                            referees, option.unitId, option.targetIds.front(), option.fireMode);
                        break;
                    }
                }
                // The order as the computer gives it, a command the game takes.
                const auto failed = makeOnCopy(state, *command);
                EXPECT_FALSE(failed) << what << ": " << failed.value_or("");
            }
        }
    });
    RecordProperty("options", options);
    EXPECT_GT(options, 0) << "the computer proposed nothing in two bounds";
}

// --- 8 ------------------------------------------------------------------------

TEST_P(RefereeContract, ExplanationsReadInPlainWords) {
    const RulesetReferee& judge = contractReferee();
    PlainWordsCheck words;
    int resolutions = 0;
    std::set<std::string> kinds;
    std::size_t seen = 0;
    playTutorials(
        [&](Game& g) {
            // The verdicts the table shows beside the manoeuvres it offers.
            const GameState& state = g.state();
            const std::set<int> mayAct = sidesThatMayAct(state);
            for (const Unit& unit : state.units()) {
                if (mayAct.count(unit.side)) {
                    for (const ManoeuvreOffer& offer : tableOffers(judge, state, unit)) {
                        words.tree(
                            where(state) + ": " + unit.id + " offered \"" + offer.label + "\"",
                            offer.verdict.explanation);
                    }
                }
            }
            // The resolutions of every step resolved so far.
            for (; seen < g.commandCount(); ++seen) {
                if (const auto* resolved =
                        dynamic_cast<const ResolveStepCommand*>(&g.command(seen))) {
                    for (const Resolution& resolution : resolved->resolutions()) {
                        words.resolution(
                            "command " + std::to_string(seen + 1) + " (" + resolved->step() + ")",
                            resolution);
                        ++resolutions;
                        kinds.insert(resolution.kind);
                    }
                }
            }
        },
        [&](Game&) { seen = 0; });
    RecordProperty("resolutions", resolutions);
    RecordProperty("texts", words.texts());
    std::string kindList;
    for (const std::string& kind : kinds) {
        kindList += (kindList.empty() ? "" : " ") + kind;
    }
    RecordProperty("kinds", kindList);
    EXPECT_GT(resolutions, 10);
    EXPECT_TRUE(words.clean()) << words.report();
    const RulesetDefinition* ruleset = rulesets().find(GetParam().ruleset);
    ASSERT_NE(ruleset, nullptr) << GetParam().ruleset;
    EXPECT_EQ(words.missingSections(*ruleset), "")
        << "sections cited but not in the rules reference";
}

// --- the cases ------------------------------------------------------------------

TEST(RefereeContractCases, EveryRegisteredRefereeIsCheckedOnATutorial) {
    const auto engines = makeBuiltinReferees(testRulesetDescriptors())->engines();
    const auto cases = everyRegisteredReferee();
    ASSERT_FALSE(engines.empty());
    for (const std::string& engine : engines) {
        const auto found = std::find_if(cases.begin(), cases.end(), [&](const RefereeCase& c) {
            return c.engine == engine && !c.tutorial.empty();
        });
        EXPECT_NE(found, cases.end()) << "the " << engine << " referee is checked on no tutorial";
    }
}

INSTANTIATE_TEST_SUITE_P(EveryRegisteredReferee, RefereeContract,
                         ::testing::ValuesIn(everyRegisteredReferee()),
                         [](const ::testing::TestParamInfo<RefereeCase>& param) {
                             return testNameOf(param.param.ruleset.empty() ? param.param.engine
                                                                           : param.param.ruleset);
                         });

INSTANTIATE_TEST_SUITE_P(EveryShippedScenario, RefereeContractOnEveryScenario,
                         ::testing::ValuesIn(everyRefereedScenario()),
                         [](const ::testing::TestParamInfo<ScenarioCase>& param) {
                             return testNameOf(param.param.scenario);
                         });

}  // namespace
}  // namespace adjutant::testing
