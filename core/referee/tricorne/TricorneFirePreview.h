#pragma once

#include <string>

#include "core/referee/RulesetReferee.h"

namespace adjutant {

class TricorneContext;

/// A volley worked out before it is ordered (14.2-14.6): the check, the line
/// of fire, the weapon total and the firing factors, as resolveFire computes
/// them, and the expected casualties over every throw of the casualty dice
/// (14.4, A45). Whether the order may be given now is the caller's business
/// (the referee's refuseFireOrder); this fills everything else.
FirePreview previewTricorneFire(const TricorneContext& context, const std::string& firerId,
                                const std::string& targetId);

}  // namespace adjutant
