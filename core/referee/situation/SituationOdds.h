#pragma once

#include <nlohmann/json.hpp>
#include <optional>

#include "core/json/Diagnostics.h"
#include "core/referee/RefereeRegistry.h"
#include "core/referee/situation/Situation.h"

namespace adjutant {

/// The exact odds of a situation's question, worked out over every die face
/// before any is thrown: `{"by": "<answer member>", "outcomes": [{"value",
/// "chance", "of": "p/q"}, ...]}`, the chances adding up to 1. The situation
/// is left as it was. A question that throws no dice, or more than can be
/// counted, is reported at /question and gives nothing.
std::optional<nlohmann::json> situationOdds(const Situation& situation,
                                            const RefereeRegistry& referees,
                                            Diagnostics& diagnostics);

}  // namespace adjutant
