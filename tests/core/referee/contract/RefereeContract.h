#pragma once

// The referee contract suite: what every registered referee must honour,
// whatever its ruleset (issue 46). The cases are not listed by hand: each is a
// referee of the tests' registry (testRulesetDescriptors: the program's
// rulesets and those that exist only under tests/rulesets/) with the rulesets
// it runs (resources/rulesets/ and every tests/rulesets/*/resources/rulesets/)
// and the scenarios beside each (its resources folder's scenarios/, each
// naming its ruleset; tests/support/TestRulesetFolders.h). The heavy checks
// play the ruleset's tutorial, the scenario the start page offers as its first
// game; the light ones resolve the first bound of every such scenario with no
// orders and lay out its units as it starts.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ai/ComputerCommander.h"
#include "core/dice/SeededDice.h"
#include "core/engine/Command.h"
#include "core/engine/Game.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetDescriptor.h"
#include "core/referee/RulesetReferee.h"
#include "tests/rulesets/TestRulesets.h"
#include "tests/support/RegisteredRulesets.h"
#include "tests/support/TestRulesetFolders.h"

namespace adjutant::testing {

/// One registered referee and a ruleset it runs.
struct RefereeCase {
    std::string engine;   // the referee's engine key
    std::string ruleset;  // the ruleset's id
    /// The ruleset's tutorial (without ".scenario.json"); empty when there is none.
    std::string tutorial;
    std::vector<std::string> scenarios;  // every scenario of the ruleset
};

/// One scenario with the ruleset it names.
struct ScenarioCase {
    std::string scenario;  // without ".scenario.json"
    std::string ruleset;
};

/// Every ruleset the tests register, once for each ruleset its engine runs (a
/// registered ruleset with none still gives a case, which then fails), with
/// the tutorial its descriptor names when that is one of its scenarios.
/// A march of `unit` `inches` straight towards the top of the table, in the
/// move form every ruleset reads: far beyond any allowance, it is refused.
inline nlohmann::json marchOf(const Unit& unit, double inches) {
    return {{"unitId", unit.id},
            {"kind", "move"},
            {"path",
             {{{"position", {unit.pose.position.x, unit.pose.position.y - inches}},
               {"facing", unit.pose.facingDegrees}}}}};
}

inline std::vector<RefereeCase> everyRegisteredReferee() {
    std::vector<RefereeCase> cases;
    const auto& scenarios = everyRulesetScenario();
    for (const RulesetDescriptor& descriptor : testRulesetDescriptors().all()) {
        const std::string& engine = descriptor.engine;
        bool any = false;
        for (const RulesetDefinition* ruleset : testRulesets().all()) {
            if (ruleset->engine != engine) {
                continue;
            }
            any = true;
            RefereeCase c{engine, ruleset->id, {}, {}};
            for (const auto& [name, scenario] : scenarios) {
                if (scenario.ruleset != ruleset->id) {
                    continue;
                }
                c.scenarios.push_back(name);
                if (name == descriptor.tutorial) {
                    c.tutorial = name;
                }
            }
            cases.push_back(std::move(c));
        }
        if (!any) {
            cases.push_back(RefereeCase{engine, {}, {}, {}});
        }
    }
    return cases;
}

/// Every scenario whose ruleset has a registered referee.
inline std::vector<ScenarioCase> everyRefereedScenario() {
    std::vector<ScenarioCase> out;
    for (const RefereeCase& c : everyRegisteredReferee()) {
        for (const std::string& scenario : c.scenarios) {
            out.push_back({scenario, c.ruleset});
        }
    }
    return out;
}

inline void PrintTo(const RefereeCase& c, std::ostream* out) {
    *out << c.engine << " referee, ruleset " << c.ruleset << ", tutorial " << c.tutorial;
}
inline void PrintTo(const ScenarioCase& c, std::ostream* out) {
    *out << c.scenario << " (" << c.ruleset << ")";
}

/// The seed of the dice the suite throws itself, and of its first game.
inline constexpr std::uint64_t kContractSeed = 1;

/// The seeds of the tutorial games the checks made at every step play, the
/// computer giving both sides' orders at the veteran level: between them the
/// Tricorne and War of Princes tutorials come to charges, melee and
/// breakthroughs within kBoundsPlayed bounds (seed 1 alone brings Tricorne's
/// to no melee, seed 7 alone War of Princes' to no charge).
inline constexpr std::uint64_t kTutorialSeeds[] = {kContractSeed, 7};

/// The bounds each of those games plays: the tutorials' whole length.
inline constexpr int kBoundsPlayed = 10;

/// A test of one referee's contract, played on its ruleset's tutorial.
class RefereeContract : public TestRulesetPlay, public ::testing::WithParamInterface<RefereeCase> {
  protected:
    /// The tutorial's game, or null with a failure.
    std::unique_ptr<Game> tutorialGame(std::uint64_t seed = kContractSeed) {
        const RefereeCase& c = GetParam();
        EXPECT_FALSE(c.ruleset.empty()) << "the " << c.engine << " referee runs no ruleset";
        EXPECT_FALSE(c.tutorial.empty()) << "the " << c.ruleset << " ruleset has no tutorial";
        if (c.tutorial.empty()) {
            return nullptr;
        }
        auto game = scenarioGame(c.tutorial, seed);
        EXPECT_TRUE(game);
        if (game) {
            const RulesetReferee* judge = referees->forState(game->state());
            EXPECT_NE(judge, nullptr);
            EXPECT_EQ(judge ? judge->engine() : std::string(), c.engine);
            if (!judge) {
                return nullptr;
            }
        }
        return game;
    }
    /// The referee under test, from the registry.
    const RulesetReferee& contractReferee() const {
        const RulesetReferee* judge = referees->find(GetParam().engine);
        if (judge == nullptr) {
            throw std::runtime_error("no referee registered for " + GetParam().engine);
        }
        return *judge;
    }
    const RulesetReferee& referee(const Game& game) const {
        return *referees->forState(game.state());
    }

    /// Where the game stands, for messages: "bound 2, movement (side 1)".
    static std::string where(const GameState& state) {
        const SequenceStep* step = state.currentStep();
        return "bound " + std::to_string(state.bound()) + ", " +
               (step ? step->id : std::string("no step")) + " (side " +
               std::to_string(state.sideToAct()) + ", player turn " +
               std::to_string(state.playerTurn()) + ")";
    }

    /// The sides the step briefing lets act now.
    std::set<int> sidesThatMayAct(const GameState& state) const {
        std::set<int> sides;
        for (const SideBriefing& side : referees->forState(state)->stepBriefing(state).sides) {
            if (side.mayAct) {
                sides.insert(side.side);
            }
        }
        return sides;
    }

    /// Resolves the present step through the game; false, with a failure, when
    /// the game refuses.
    bool resolveStep(Game& game) {
        const GameChange change = game.apply(std::make_unique<ResolveStepCommand>(referees));
        EXPECT_TRUE(change.accepted()) << where(game.state()) << ": " << change.reason;
        return change.accepted();
    }

    /// Plays `bounds` bounds: at each step `visit` looks at the game (and may
    /// give orders through it), then the step is resolved. Stops at the first
    /// failure. Returns the number of steps played.
    int playSteps(Game& game, int bounds, const std::function<void(Game&)>& visit) {
        const int last = game.state().bound() + bounds;
        int steps = 0;
        while (game.state().bound() < last && steps < 400) {
            visit(game);
            if (::testing::Test::HasFatalFailure() || !resolveStep(game)) {
                break;
            }
            ++steps;
        }
        return steps;
    }

    /// The computer's orders for every side of the game (the veteran, with the
    /// suite's seed), through the game; `afterCommand` runs after each accepted one.
    void giveComputerOrders(Game& game, const std::function<void()>& afterCommand = {}) {
        const int sides = static_cast<int>(game.setup().scenario->sides.size());
        for (int side = 0; side < sides; ++side) {
            ComputerCommander(referees, side, CommanderSettings{Difficulty::Veteran, kContractSeed})
                .giveOrders(game, afterCommand);
        }
    }

    /// Plays the tutorial once with each of kTutorialSeeds for kBoundsPlayed
    /// bounds (playSteps): `begin` (if given) runs as each game starts,
    /// `visit` at every step, which ends with the computer's orders for
    /// both sides given through the game (`afterCommand` after each).
    void playTutorials(const std::function<void(Game&)>& visit,
                       const std::function<void(Game&)>& begin = {},
                       const std::function<void()>& afterCommand = {}) {
        for (const std::uint64_t seed : kTutorialSeeds) {
            SCOPED_TRACE("the tutorial played with seed " + std::to_string(seed));
            auto game = tutorialGame(seed);
            ASSERT_TRUE(game);
            if (begin) {
                begin(*game);
            }
            playSteps(*game, kBoundsPlayed, [&](Game& g) {
                visit(g);
                if (!::testing::Test::HasFatalFailure()) {
                    giveComputerOrders(g, afterCommand);
                }
            });
            if (::testing::Test::HasFatalFailure()) {
                return;
            }
        }
    }

    /// Makes a command on a copy of `state` as the game would, with the
    /// suite's seeded dice: its refusal, or why performing it failed, or
    /// nothing when it was made.
    static std::optional<std::string> makeOnCopy(const GameState& state, Command& command) {
        GameState copy = state;
        if (auto why = command.refusal(copy)) {
            return "refused: " + *why;
        }
        SeededDice dice(kContractSeed);
        try {
            command.perform(copy, dice);
        } catch (const std::exception& e) {
            return std::string("threw: ") + e.what();
        }
        return std::nullopt;
    }
};

/// A test of one scenario of a registered ruleset as its game starts.
class RefereeContractOnEveryScenario : public TestRulesetPlay,
                                       public ::testing::WithParamInterface<ScenarioCase> {};

}  // namespace adjutant::testing
