#pragma once

// The actions of results the referee makes up itself rather than reads from a
// table cell (obey orders' choices under A48, a battery abandoning its guns,
// a unit returning to the table): they name the action by its code alone.

#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

/// An action given by its code alone, with none of the parameters.
inline TricorneAction actionOf(TricorneActionCode code) {
    TricorneAction action;
    action.code = code;
    return action;
}

}  // namespace adjutant
