#pragma once

#include <string>

#include "core/model/Pose.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class GameState;
class TricorneContext;
struct TricorneUnitState;
struct Unit;

/// The referee's verdict on one voluntary move order (step 8): what it costs,
/// what the unit had left, whether it is legal and, if not, why, citing the
/// rule ("the move costs 9.0 in of 8 in: 2.0 in of woods cost 2 an inch (13.6)").
/// Costs and allowances are in inches of this game's table; time-only orders
/// (turns, formation changes, limbering) cost the part of the pace they use.
struct MoveCheck {
    bool legal = false;
    std::string reason;
    double cost = 0;
    double allowance = 0;  // left this bound before this order
    Explanation explanation;
    Pose finalPose;
    /// Ground covered by a move, wheel or pivot, terrain not doubled: what the
    /// advance-and-fire limit (13.3) measures.
    double distanceCovered = 0;
};

/// Checks one order against the unit's pace, what it has already done this
/// bound, the ground, other units and the table edge. Never changes anything.
MoveCheck checkManoeuvre(const TricorneContext& context, const TricorneManoeuvre& manoeuvre);

/// Carries out an order: pose, formation and limber state, the guns fielded
/// with a battalion (2.1), and the per-bound bookkeeping. Throws
/// std::invalid_argument with the reason if the order is not legal, so a
/// command applying it fails whole.
void applyManoeuvre(GameState& state, const TricorneManoeuvre& manoeuvre);

/// The move left to the unit this bound, in table inches (the UI shades it).
double movementAllowance(const TricorneContext& context, const Unit& unit);

/// The part of the bound (0 to 1) the unit has used: moving, turning (13.4),
/// changing formation (13.4), limbering (13.7) or reforming (13.5).
double boundUsed(const TricorneContext& context, const Unit& unit);

/// End of bound: a limbering or unlimbering under way has one bound less to
/// run (the bound runner calls this with the other counters, 19.4 step 10).
void countDownLimbering(TricorneUnitState& status);

}  // namespace adjutant
