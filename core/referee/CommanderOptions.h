#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/Vec2.h"
#include "core/referee/Manoeuvre.h"

namespace adjutant {

/// Where the computer commander wants one unit to go, worked out from its
/// brigade's task and objective (core/ai ObjectivePlanner): the point, whether
/// the unit should advance on it (attack, capture) or only keep near it (hold),
/// and why, for the journal.
struct UnitGoal {
    std::string unitId;
    Vec2 point;
    bool advance = true;
    std::string why;
    /// The commander keeps the unit's losses down while it holds, in the ways
    /// its ruleset allows (Fire Effect: lying down under fire at its post).
    bool takeCover = false;
    /// The commander takes the unit, if it is a battery, up to where it hits
    /// hardest short of the enemy's rifles (Fire Effect: the short band).
    bool bringGunsToBear = false;
};

/// One order a ruleset's tactics propose for a unit in the present step, legal
/// now by the referee's own checks, with the ruleset's estimate of what it is
/// worth. The generic commander picks among them (one per unit) and gives the
/// chosen one as the matching command, with `reason` as its note.
struct CommanderOption {
    enum class Kind { Charge, Manoeuvre, Fire };
    Kind kind = Kind::Manoeuvre;
    std::string unitId;
    ManoeuvrePtr manoeuvre;              // Manoeuvre: the ruleset's own form
    std::vector<std::string> targetIds;  // Charge: targets; Fire: one target
    std::string fireMode;                // Fire: one of fireModes, or empty
    /// The ruleset's own estimate of what the order gains: enemy figures lost
    /// minus own expected, plus progress towards the unit's goal weighted as
    /// the ruleset documents it.
    double value = 0;
    /// Expected own loss or chance of failure, for cautious commanders.
    double risk = 0;
    /// One line for the journal: "2nd Battalion forms square: cuirassiers within charge reach".
    std::string reason;
};

}  // namespace adjutant
