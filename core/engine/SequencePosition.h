#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace adjutant {

struct RulesetDefinition;

/// Where a game stands in its sequence of play: the bound, the step, and in a
/// ruleset where the sides take player turns, whose turn of the bound it is.
struct SequencePosition {
    int bound = 1;
    std::size_t stepIndex = 0;
    int playerTurn = 0;
    bool operator==(const SequencePosition&) const = default;
};

/// Where the sequence goes once the step at `at` is resolved: the next step of
/// the player turn; after the last, the next side's player turn (passing over
/// the steps run once a bound) when the sides take turns; else the first step
/// of the next bound. `sides` is the number of sides in the scenario. The
/// engine moves a game on with it, and the journal uses it to say where each
/// command was given.
SequencePosition nextSequencePosition(const RulesetDefinition& ruleset, int sides,
                                      const SequencePosition& at);

/// Where the step `id` stands in the ruleset's sequence of play; none when
/// the sequence has no such step.
std::optional<std::size_t> stepIndexOf(const RulesetDefinition& ruleset, std::string_view id);

}  // namespace adjutant
