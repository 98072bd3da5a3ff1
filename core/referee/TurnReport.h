#pragma once

#include <string>

namespace adjutant {

/// Who holds the initiative, as a ruleset's procedures recorded it: the phase
/// tracker writes it out in words. A ruleset without an initiative leaves
/// `kept` false.
struct InitiativeReport {
    bool kept = false;     // the ruleset decides an initiative
    bool decided = false;  // it has been rolled or fixed for the present bound
    int side = -1;         // the side that holds it; -1: neither
    /// Bounds still to come in which only that side acts (Tricorne and Musket
    /// 7.2); 0 when holding it means moving first.
    int freeBounds = 0;
    bool movesFirst = false;  // holding it means taking the first player turn
    std::string rule;
};

}  // namespace adjutant
