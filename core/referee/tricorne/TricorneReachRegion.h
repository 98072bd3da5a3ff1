#pragma once

// Where a unit can get to this bound, drawn under a unit being moved or
// about to charge (13.1, 13.4, 13.6, 9.5). Worked out by walking the
// movement code's own path cost outwards along rays from the front-edge
// centre until the inches to spend run out: the region is the ray ends.
//
// An approximation [I], for display only: each ray is one straight move with
// the facing kept (a move may also bend or wheel), and other units are not
// obstacles; the manoeuvre check and the charge declaration remain the
// answer on a particular move.

#include <vector>

#include "core/model/Vec2.h"

namespace adjutant {

class TricorneContext;
struct Unit;

/// How far along one ray the front-edge centre gets with `budget` inches, the
/// ground (13.6) priced by pathCost, stopping at the table edge. Searched to
/// about a hundredth of an inch.
double reachAlongRay(const TricorneContext& context, Vec2 from, Vec2 direction, double budget);

/// The move left (`allowance` inches) spent along rays all round, the facing
/// kept; a unit that may never advance again (15.5) gets nothing ahead of it.
/// Rays every `stepDegrees`. Empty when the allowance is nothing.
std::vector<Vec2> movementRegion(const TricorneContext& context, const Unit& unit, double allowance,
                                 double stepDegrees = 5.0);

/// The charge move (`reach` inches) spent along rays within the front arc of
/// `halfAngleDegrees` (A34), each first paying the wheel to face along it at
/// the outer edge of a `frontage` wide front (13.4), then the ground. The
/// region starts at the front-edge centre.
std::vector<Vec2> chargeRegion(const TricorneContext& context, const Unit& unit, double reach,
                               double frontage, double halfAngleDegrees, double stepDegrees = 3.0);

}  // namespace adjutant
