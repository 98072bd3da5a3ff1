#pragma once

#include <string>

#include "core/model/Unit.h"

namespace adjutant {

class TricorneContext;

/// How far a unit moves in a whole bound in its present formation and limber
/// state (13.1 with the A23 reading, 13.7, A24, A30), before and after the
/// figure-scale conversion (1.4, A6).
struct TricornePace {
    double tableInches = 0;  // the movement table's figure, for 15/25 mm
    double inches = 0;       // on this game's table
    std::string basis;       // "line pace", "column-of-route pace", ...
    std::string rule;        // "13.1", "13.7", "A30"
    /// Not empty when the unit cannot move at all as it stands, with the reason
    /// ("a square cannot move (A30)").
    std::string whyNot;
};

/// The unit's pace. A battalion gun fielded as its own unit and tied to a
/// battalion moves at its battalion's pace (2.1).
TricornePace tricornePace(const TricorneContext& context, const Unit& unit);

/// The charge pace: line (or skirmish) pace plus the charge bonus (13.1), for
/// the step-1 advance and charge reach. Empty `whyNot` only for troops that charge.
TricornePace chargePace(const TricorneContext& context, const Unit& unit);

/// What limbering or unlimbering costs a battery (13.1 limber column, 13.7,
/// A24 with the lightGunLimber reading).
struct TricorneLimberTiming {
    bool possible = false;  // false for troops without guns to limber
    double bounds = 0;      // the part of a bound (or bounds) it takes, stationary
    double inches = 0;      // the move it uses instead (lightGunLimber = limberingCostsFive)
    std::string rule;
};

TricorneLimberTiming limberTiming(const TricorneContext& context, const Unit& unit);

/// Whether a battery is limbered: its formation or its status says so.
bool isLimbered(const TricorneContext& context, const Unit& unit);

}  // namespace adjutant
