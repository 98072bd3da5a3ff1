#pragma once

// What a referee offers the table so that a person can order a unit without
// the table knowing the ruleset: the manoeuvre a drag makes, the manoeuvres a
// unit may make now, and the verdict on each. The manoeuvre itself travels in
// the ruleset's own typed form (Manoeuvre.h), which only its referee reads.

#include <string>
#include <vector>

#include "core/model/Pose.h"
#include "core/referee/Manoeuvre.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What the referee says about one manoeuvre before it is made: whether it is
/// legal, why not, what it costs against what the unit may spend, and the
/// explanation tree the UI shows beside the allowance overlay.
struct ManoeuvreVerdict {
    bool legal = false;
    std::string reason;    // why it is not legal; empty when legal
    double cost = 0;       // inches of allowance the manoeuvre uses
    double allowance = 0;  // inches the unit has left before it
    /// Inches the manoeuvre adds to what the unit has moved this bound or
    /// player turn: the figure the journal and the unit panel give for it
    /// (the cost itself where the ruleset counts moves by their cost).
    double distance = 0;
    Explanation explanation;
};

/// One way of moving a unit where the rules leave the choice to the player
/// (a pace, advancing to fire). A drag is made in one of them; the first is
/// the default.
struct ManoeuvreMode {
    std::string id;     // what the drag carries, "quickMarch"
    std::string label;  // what the player is shown, "Quick march"
    std::string rule;   // the section that gives the choice, "6.1"
};

/// A unit dragged on the table, as the table measures it: where the drag
/// would leave the unit and how it got there. The referee turns it into its
/// own manoeuvre (a move along a path, a wheel, a pivot).
struct ManoeuvreDrag {
    enum class Kind {
        Move,   // the unit dragged by its body: a new position, facing unchanged
        Wheel,  // a front corner dragged round the other corner
        Pivot,  // a front corner dragged round the centre of the front edge
    };
    Kind kind = Kind::Move;
    std::string unitId;
    Pose to;                  // where the unit would stand
    double angleDegrees = 0;  // Wheel, Pivot: the turn, positive clockwise
    std::string mode;         // one of the referee's moveModes; empty: the first
};

/// A manoeuvre the referee offers for a unit: the words the table shows, the
/// manoeuvre a ManoeuvreCommand makes when the player takes the offer, and the
/// verdict on it now.
struct ManoeuvreOffer {
    std::string label;       // "Form square", "Wheel 30° right", "Mount"
    std::string group;       // the menu section it belongs to: "Formation", "Facing", ...
    std::string rule;        // the section that allows it
    ManoeuvrePtr manoeuvre;  // never null
    ManoeuvreVerdict verdict;
};

}  // namespace adjutant
