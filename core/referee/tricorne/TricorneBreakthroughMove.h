#pragma once

#include <string>
#include <vector>

#include "core/model/Pose.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class GameState;

/// A breakthrough carried through on the table (6.4, 19.3.10): straight ahead,
/// right through the unit broken and out of its far side, then on for the
/// rest of the charge move.
struct BreakthroughMove {
    std::string unitId;
    std::string throughId;
    double remainingMove = 0;  // table inches of charge move left
    double toClear = 0;        // to come out clear of the far side
    double distance = 0;       // moved
    Pose finalPose;
    std::string contacted;     // an enemy met beyond: a new contact (steps 6-7)
    std::string haltedBefore;  // a friend met beyond: it halts in front (reading)
    bool stoppedAtTableEdge = false;
    Explanation explanation;
};

/// The charge move the unit has left: `remaining` when given (>= 0), else its
/// charge pace (13.1) less the charge move used this bound.
double remainingChargeMove(const TricorneContext& context, const Unit& unit, double remaining);

/// How far the front-edge centre gets from `from` along `direction` (a unit
/// vector) on `allowance` inches of move, the ground priced as for any move
/// (13.6: difficult ground at half speed). Breakthrough and follow-up moves use it.
double distanceAffordable(const TricorneContext& context, Vec2 from, Vec2 direction,
                          double allowance);

/// Plans the move. What is left of the charge move covers difficult ground at
/// half speed (13.6). Readings [I]: the momentum carries it at least out of the
/// far side, however little move is left (6.4 "right through"); it meets only
/// units ahead of it (units it touches at the start and does not move into
/// are left alone); it stops in contact with the first unit met, an enemy
/// being a new contact and a friend a halt; it stops at the table edge.
BreakthroughMove planBreakthroughMove(const TricorneContext& context, const Unit& unit,
                                      const Unit& through, double remainingMove);

/// Moves the unit and marks it moved in the charge phase.
void applyBreakthroughMove(GameState& state, const BreakthroughMove& move);

}  // namespace adjutant
