#include "core/engine/SequencePosition.h"

#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

// The first step at or after `from` that runs in `playerTurn`: steps run once
// a bound are passed over after the first player turn.
std::size_t stepToRun(const RulesetDefinition& ruleset, int playerTurn, std::size_t from) {
    const auto& sequence = ruleset.sequence;
    while (from < sequence.size() && playerTurn > 0 && sequence[from].oncePerBound) {
        ++from;
    }
    return from;
}

}  // namespace

SequencePosition nextSequencePosition(const RulesetDefinition& ruleset, int sides,
                                      const SequencePosition& at) {
    SequencePosition next = at;
    next.stepIndex = stepToRun(ruleset, at.playerTurn, at.stepIndex + 1);
    if (next.stepIndex < ruleset.sequence.size()) {
        return next;
    }
    if (ruleset.playerTurns == PlayerTurns::Alternate && at.playerTurn + 1 < sides) {
        next.playerTurn = at.playerTurn + 1;
        next.stepIndex = stepToRun(ruleset, next.playerTurn, 0);
        return next;
    }
    next.bound = at.bound + 1;
    next.stepIndex = 0;
    next.playerTurn = 0;
    return next;
}

std::optional<std::size_t> stepIndexOf(const RulesetDefinition& ruleset, std::string_view id) {
    for (std::size_t i = 0; i < ruleset.sequence.size(); ++i) {
        if (ruleset.sequence[i].id == id) {
            return i;
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
