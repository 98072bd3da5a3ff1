#pragma once

// The step briefing of a ruleset with alternate player turns (War of Princes,
// Fire Effect): the side whose turn it is acts, the others only answer, and in
// an order step nobody may act when no unit has an order it may give. Every
// ruleset's briefing asks alike whether a unit has an enemy to order a charge
// or fire at.

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

/// Beyond this (table inches, for 15 mm) no charge reaches and no weapon of
/// these rulesets carries (light cavalry charge 20", the heaviest guns 36");
/// within it the referee's own checks decide.
inline constexpr double kFurthestOrderReach = 40;

/// Whether the referee would let `unit` charge (`charge`), or else fire at,
/// some enemy with figures left within `reach` table inches of it, centre to
/// centre (one out of the fight, a router say, may still be a target).
bool hasEnemyToOrderAgainst(const RulesetReferee& referee, const GameState& state, const Unit& unit,
                            bool charge, double reach);

StepBriefing alternateTurnBriefing(const RulesetReferee& referee, const GameState& state,
                                   const std::vector<StepPurposeText>& purposes,
                                   const char* turnRule);

}  // namespace adjutant
