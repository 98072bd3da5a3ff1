#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/RulesetDescriptor.h"

namespace adjutant {

class RulesetRegistry;

/// A battle generated to time the referee: two long lines of identical units,
/// one per side, facing each other `gapInches` apart (within musket range, so
/// fire and morale really happen), on a table just wide enough for them.
struct BenchmarkBattleSpec {
    std::string ruleset;   // ruleset id, e.g. "tricorne"
    std::string unitType;  // a unit type of the ruleset, e.g. "musketeer"
    std::string nations[2];
    std::string period;
    int unitsPerSide = 100;
    double gapInches = 3.0;
};

/// The battle `adjutant-cli bench` times in a ruleset of `rulesets` (the bench
/// army of its descriptor: its plainest line infantry, two nations of one war,
/// a period the ruleset knows), or nothing for a ruleset it has no battle for.
/// The pinned outcomes test plays the same battle, so the bench's end state is
/// guarded as well as timed.
std::optional<BenchmarkBattleSpec> shippedBenchmarkBattle(
    std::string_view ruleset, int unitsPerSide, double gapInches,
    const RulesetDescriptors& rulesets = builtinRulesetDescriptors());

/// The setup of the generated battle, or nullptr with `error` set when the
/// ruleset or unit type is unknown or the units cannot be laid out.
std::shared_ptr<const GameSetup> makeBenchmarkBattle(const RulesetRegistry& rulesets,
                                                     const BenchmarkBattleSpec& spec,
                                                     std::string& error);

/// Where the time of one bound went: choosing the default orders (what the
/// players or the computer opponent decide) against everything the referee
/// does (checking and recording the orders, resolving every step).
struct BoundTiming {
    double choosingOrdersMs = 0;
};

/// Plays one whole bound on `state` straight through the referee (no Game, no
/// journal: what is timed is the rules work): in each step the default
/// charges, manoeuvres and fire orders, then the step resolved for both sides.
/// Returns the number of resolutions; `timing`, when given, gets the time
/// spent choosing the orders; `kept`, when given, receives each step's
/// resolutions, as a game's journal keeps them with the step's command for
/// the bound's replay and explanations (without it they are dropped step by
/// step, which a game never does).
std::size_t playBoundDirect(GameState& state, const RulesetReferee& referee, DiceSource& dice,
                            BoundTiming* timing = nullptr,
                            std::vector<std::vector<Resolution>>* kept = nullptr);

}  // namespace adjutant
