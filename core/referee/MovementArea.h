#pragma once

// Where a unit can get with the move it has left, as its referee judges each
// move: the area drawn under a selected or dragged unit in a ruleset whose
// referee has no cheaper way to work it out. Walked out along rays from the
// front-edge centre, each point asked of the referee as the straight drag
// there, facing kept; a ray ends at the first move the referee refuses, so
// every point the area holds is one the referee accepts (to the sampling's
// fineness), the ground, obstacles and units in the way all counted.

#include <string>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant {

class GameState;
class RefereeTable;
struct Unit;

struct MovementAreaSampling {
    double stepDegrees = 5.0;  // between rays
    /// Moves asked along a ray before the end is searched for between the last
    /// accepted and the first refused: fine enough that a line obstacle (a
    /// hedge, a stream) is not stepped over.
    int samplesPerRay = 32;
    int bisections = 8;
};

/// The area (a closed outline, one point per ray) the unit's front-edge centre
/// can be dragged to in straight moves of at most `reachInches`, in the
/// manoeuvre mode `mode` (empty: the referee's default). Empty when the unit
/// cannot move at all.
std::vector<Vec2> movementArea(const RefereeTable& referee, const GameState& state,
                               const Unit& unit, double reachInches, const std::string& mode = {},
                               const MovementAreaSampling& sampling = {});

}  // namespace adjutant
