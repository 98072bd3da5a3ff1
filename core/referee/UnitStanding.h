#pragma once

// Typed facts about a unit that the table and the docks show beside it, as a
// referee reports them: the states in effect (the badges) and how far it has
// moved and may still move. The window formats them; it never reads them out
// of the rows of a description.

#include <string>
#include <vector>

namespace adjutant {

/// One state in effect on a unit ("Shaken", "Disordered", "Lying down"): the
/// word the table shows beside it, the detail for its tooltip ("2 bounds
/// owed") and the rule it comes from.
struct UnitMark {
    std::string word;
    std::string detail;  // empty when the word says it all
    std::string rule;
};

/// How far a unit has moved in the present bound or player turn and what it
/// may still move, in table inches, as the ruleset counts it: the one figure
/// the journal, the unit panel, the status bar and the allowance on the table
/// give.
struct UnitMovement {
    bool known = false;          // false: the ruleset does not say
    double movedInches = 0;      // moved so far (what the journal adds up)
    double allowanceInches = 0;  // the whole move in its present formation
    double leftInches = 0;       // what is left of it now
    /// It has made a manoeuvre this bound or player turn (a move, a turn, a
    /// change of formation): default orders leave it alone.
    bool manoeuvred = false;
    std::string rule;  // the section that sets the allowance
};

}  // namespace adjutant
