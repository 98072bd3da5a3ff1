#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json/Diagnostics.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/situation/Situation.h"

namespace adjutant {

/// The answer to a situation's question, and how it differs from what the file
/// expects (empty when it matches or the file expects nothing).
struct SituationOutcome {
    RulesAnswer answer;
    std::vector<std::string> mismatches;
};

/// Asks the situation's question of its ruleset's referee, throwing `dice`
/// (the file's own unless overridden). A question that cannot be asked (an
/// unknown unit, too few dice) is reported with the file and JSON pointer and
/// gives nothing. `situation.state` is changed as the answer changed it.
std::optional<SituationOutcome> answerSituation(Situation& situation,
                                                const RefereeRegistry& referees,
                                                const std::vector<int>& dice,
                                                Diagnostics& diagnostics);

}  // namespace adjutant
