#pragma once

// Small geometric questions the morale procedures (15, 6.1-6.3) ask about the
// units on the table: who touches whom, which arm a unit fights as, where the
// generals stand. Shared by the morale test and the reaction moves.

#include <optional>
#include <string>
#include <vector>

#include "core/model/Unit.h"
#include "core/model/Vec2.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

/// The column of the morale results table (15.5) a troop type reads:
/// infantry (light infantry included), cavalry or artillery; none for generals.
std::optional<TroopCategory> moraleCategoryOf(const TricorneTroopType& troop);

/// True for a unit that takes part in morale: on the table and not a general.
bool takesPartInMorale(const TricorneContext& context, const Unit& unit);

/// True for light infantry (15.1.3: no test when either unit is light infantry).
bool isLightInfantry(const TricorneContext& context, const Unit& unit);

/// The unit's footprint as it stands now; empty for a unit the geometry cannot lay out.
std::optional<std::vector<Vec2>> footprintOf(const TricorneContext& context, const Unit& unit);

/// Every unit on the table (generals excepted) in base-to-base contact with `unit`.
std::vector<const Unit*> unitsInContactWith(const TricorneContext& context, const Unit& unit);

/// Where the generals of a side stand: the scenario side's generals and any
/// unit of the general troop type, as footprints (a general's base, or its point).
std::vector<std::pair<std::string, std::vector<Vec2>>> generalFootprints(
    const TricorneContext& context, int side);

/// A rules distance that is not a movement pace or a weapon range (a general's
/// radius, a recoil) in table inches: scaled only when the A6 reading says so.
double scaledRuleDistance(const TricorneContext& context, double tableInches);

/// Unit vector from a side's units towards its own baseline (6.1-6.3).
Vec2 towardsBaseline(const TricorneContext& context, int side);

/// The unit whose morale test covers this one (15.2, 2.1.5, 10.1): a gun crew
/// sheltering with infantry; battalion guns touching a friendly battalion; a
/// Russian horse battery touching its dragoon or horse-grenadier regiment.
/// Empty when the unit tests for itself.
std::string moraleTestParentOf(const TricorneContext& context, const Unit& unit);

}  // namespace adjutant
