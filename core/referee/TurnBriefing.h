#pragma once

// The step briefing of a ruleset with alternate player turns (War of Princes,
// Fire Effect): the side whose turn it is acts, the others only answer, and in
// an order step nobody may act when no unit has an order it may give.

#include <string>
#include <vector>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// What a step of the ruleset's sequence is for, in the project's words.
struct StepPurposeText {
    const char* stepId;
    const char* purpose;
    /// The order players give in it: "charge", "move", "fire"; none: the
    /// referee resolves the step by itself.
    const char* order = nullptr;
};

StepBriefing alternateTurnBriefing(const RulesetReferee& referee, const GameState& state,
                                   const std::vector<StepPurposeText>& purposes,
                                   const char* turnRule);

}  // namespace adjutant
