#pragma once

#include <string>

#include "core/referee/RefereeOrders.h"
#include "core/referee/RefereeQuestions.h"
#include "core/referee/RefereeSteps.h"
#include "core/referee/RefereeTable.h"
#include "core/referee/RefereeTactics.h"

namespace adjutant {

/// What a ruleset's procedures offer the engine, the UI and the command-line
/// tool, in five roles, each declared in its own header:
/// - RefereeSteps: the sequence of play, resolved step by step;
/// - RefereeOrders: the orders a player gives, each checked and carried out by
///   one call that refuses what its check refuses;
/// - RefereeTable: what the table and the docks show and offer;
/// - RefereeQuestions: single rules questions and exact odds;
/// - RefereeTactics: what the computer commander asks of the ruleset.
///
/// The generic commands (ResolveStepCommand, ManoeuvreCommand,
/// FireOrderCommand) only ever talk to these roles, so nothing outside a
/// ruleset's folder knows anything specific to that ruleset. Implementations
/// are stateless: everything they remember lives in the GameState.
class RulesetReferee : public RefereeSteps,
                       public RefereeOrders,
                       public RefereeTable,
                       public RefereeQuestions,
                       public RefereeTactics {
  public:
    ~RulesetReferee() override = default;

    /// The engine key of the rulesets it referees ("tricorne").
    virtual std::string engine() const = 0;
};

}  // namespace adjutant
