#pragma once

#include <map>
#include <string>

#include "core/json/JsonReader.h"
#include "core/rules/tricorne/TricorneTableReader.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

/// Readers for the Tricorne tables whose rows are not plain factors; each
/// reports its own problems and the cross-checks against the catalogue are left
/// to parseTricorneTables, which sees every table at once.
TricorneMovementTable readTricorneMovement(const JsonReader& table,
                                           const TricorneTableReader& reader);
TricorneAdvanceAndFire readTricorneAdvanceAndFire(const JsonReader& table,
                                                  const TricorneTableReader& reader);
std::map<std::string, TricorneArtilleryClass> readTricorneArtilleryClasses(
    const JsonReader& table, const TricorneTableReader& reader);
std::map<std::string, TricorneWeaponRow> readTricorneWeapons(const JsonReader& table,
                                                             const TricorneTableReader& reader);
std::map<std::string, TricorneMeleeFactor> readTricorneMeleeFactors(
    const JsonReader& table, const TricorneTableReader& reader);
std::map<std::string, TricorneInitiativeModifier> readTricorneInitiative(
    const JsonReader& table, const TricorneTableReader& reader);
TricorneUnitSizes readTricorneUnitSizes(const JsonReader& table, const TricorneTableReader& reader);
/// `impetusTerrain`: for "infantry" and "cavalry", the area and line kinds that
/// cancel a charge's impetus (13.6.2-3).
std::map<std::string, TricorneImpetusTerrain> readTricorneImpetusTerrain(
    const JsonReader& table, const TricorneTableReader& reader);

}  // namespace adjutant
