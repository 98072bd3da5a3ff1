#pragma once

// Most procedures know at their start what they resolve, in which step and
// for whom, and write the summary, the explanation and the rolls as they go.

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "core/referee/Resolution.h"

namespace adjutant {

/// A resolution of `kind` in step `step` about `units` (the acting one first),
/// with its summary, explanation and rolls still to be written.
inline Resolution openResolution(std::string kind, std::string step,
                                 std::vector<std::string> units) {
    Resolution r;
    r.kind = std::move(kind);
    r.step = std::move(step);
    r.units = std::move(units);
    return r;
}

/// Keeps in `r` the rolls made through `dice` after the first `before` of them:
/// the procedure's own, when it counted `before` as it began.
inline void keepRollsSince(Resolution& r, const DiceSource& dice, std::size_t before) {
    const auto& rolls = dice.rolls();
    r.rolls.assign(rolls.begin() + static_cast<std::ptrdiff_t>(std::min(before, rolls.size())),
                   rolls.end());
}

}  // namespace adjutant
