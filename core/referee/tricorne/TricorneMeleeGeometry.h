#pragma once

// Small geometric questions the melee and breakthrough procedures (11, 12)
// ask about units on the table: contacts, cover, slope, flank attacks.

#include <optional>
#include <string>
#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"  // unitsInContactWith
#include "core/referee/tricorne/TricorneObstacles.h"       // inHardCover, enemyBehindHardCover

namespace adjutant {

/// Enemy units touching `unit` (footprints within the contact tolerance,
/// overlapping ones too: an unformed unit's stands spread after a melee), on
/// the table, not generals; scenario order.
std::vector<const Unit*> enemiesTouching(const TricorneContext& context, const Unit& unit);

/// 12.4 "fighting uphill": the ground under the unit's footprint centre is on a
/// lower contour than the ground under the enemy's (19.3.12).
bool fightingUphill(const TricorneContext& context, const Unit& unit, const Unit& enemy);

/// A44: the enemy stands off the unit's front (flank or rear), judged now.
bool attackerOnFlankOrRear(const TricorneContext& context, const Unit& unit, const Unit& attacker);

/// The unit laid out formed (ordered) at its pose, whatever its cohesion: the
/// melee counts figures as they stand in their ranks (A22). Empty when the
/// geometry cannot lay it out.
geometry::UnitLayoutRef formedLayout(const TricorneContext& context, const Unit& unit);

/// The nearest friendly infantry of the unit's side within `limit` table inches
/// (edge to edge), or empty (10.1, 12.6 gun crews' refuge).
std::string nearestFriendlyInfantry(const TricorneContext& context, const Unit& unit, double limit,
                                    double* distance = nullptr);

}  // namespace adjutant
