#pragma once

// A check refused. The rulesets' verdicts on whether a unit may fire or move
// all carry `allowed` and `reason`; those with an explanation note the reason
// there too, so that the player reads why.

#include <string>
#include <utility>

namespace adjutant {

/// `verdict` not allowed, for `reason`; where the verdict carries an
/// explanation, its note gives the reason as well.
template <class Verdict>
Verdict refused(Verdict verdict, std::string reason) {
    verdict.allowed = false;
    verdict.reason = std::move(reason);
    if constexpr (requires { verdict.explanation.note; }) {
        verdict.explanation.note = verdict.reason;
    }
    return verdict;
}

}  // namespace adjutant
