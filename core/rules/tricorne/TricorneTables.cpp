#include "core/rules/tricorne/TricorneTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "core/json/InputLimits.h"
#include "core/rules/tricorne/TricorneOutcomeParser.h"
#include "core/rules/tricorne/TricorneSectionParsers.h"
#include "core/rules/tricorne/TricorneTableReader.h"
#include "core/rules/tricorne/TricorneWordsCheck.h"

namespace adjutant {

namespace {

const std::set<std::string> kCategories{"infantry", "lightInfantry", "cavalry", "artillery",
                                        "general"};

void overlay(std::optional<double>& target, const std::optional<double>& replacement) {
    if (replacement) {
        target = replacement;
    }
}

TricorneTroopType readTroopType(const std::string& key, const JsonReader& entry,
                                const TricorneTableReader& reader) {
    TricorneTroopType row;
    row.unitType = key;
    entry.warnUnknownMembers({"rule", "category", "movementClass", "meleeClass", "cavalryWeight",
                              "artilleryClass", "gunWeightLb", "grenadier", "battalionGun"});
    row.rule = reader.readRule(entry);
    const std::string category = entry.requireString("category");
    if (kCategories.count(category) != 0) {
        row.category = *troopCategoryFromKey(category);
    } else if (entry.child("category").isString()) {
        entry.errorAt("category", fmt::format("unknown troop category '{}' (expected "
                                              "'infantry', 'lightInfantry', 'cavalry', "
                                              "'artillery' or 'general')",
                                              category));
    }
    row.movementClass = entry.requireString("movementClass");
    row.meleeClass = entry.optionalString("meleeClass");
    row.cavalryWeight = entry.optionalString("cavalryWeight");
    row.artilleryClass = entry.optionalString("artilleryClass");
    row.gunWeightLb = entry.optionalInt("gunWeightLb", 0, 0);
    row.grenadier = entry.optionalBool("grenadier", false);
    row.battalionGun = entry.optionalBool("battalionGun", false);
    return row;
}

// Each troop type must name rows that exist in the other tables.
void checkTroopType(const TricorneTroopType& row, const JsonReader& entry,
                    const TricorneTables& tables) {
    if (!row.movementClass.empty() && tables.movement.classes.count(row.movementClass) == 0) {
        entry.errorAt("movementClass", fmt::format("unknown movement class '{}' (expected a key of "
                                                   "/tables/movement/classes)",
                                                   row.movementClass));
    }
    const bool fights = isFoot(row.category) || row.category == TroopCategory::Cavalry;
    if (fights && tables.meleeFactors.count(row.meleeClass) == 0) {
        entry.errorAt("meleeClass", fmt::format("unknown melee class '{}' (expected a key of "
                                                "/tables/meleeFactors)",
                                                row.meleeClass));
    }
    if (row.category == TroopCategory::Cavalry &&
        tables.breakthroughBase.count(row.cavalryWeight) == 0) {
        entry.errorAt("cavalryWeight",
                      fmt::format("cavalry needs a weight with a breakthrough base factor "
                                  "(expected a key of /tables/breakthrough/base), found '{}'",
                                  row.cavalryWeight));
    }
    if (row.category == TroopCategory::Artillery) {
        if (tables.artilleryClasses.count(row.artilleryClass) == 0) {
            entry.errorAt("artilleryClass",
                          fmt::format("unknown artillery class '{}' (expected a key of "
                                      "/tables/artilleryClasses)",
                                      row.artilleryClass));
        }
        if (row.gunWeightLb < 1) {
            entry.errorAt("gunWeightLb", "artillery needs the weight of its shot, 1 or more");
        }
    }
}

void readTroopTypes(const JsonReader& table, const TricorneTableReader& reader,
                    TricorneTables& out) {
    if (!table.isObject()) {
        table.error("missing table (expected an object of troop types by unit type)");
        return;
    }
    for (const auto& [key, entry] : table.members()) {
        if (!reader.definition().findUnitType(key)) {
            entry.error(fmt::format("unknown unit type '{}' (expected a key of /unitTypes)", key));
            continue;
        }
        TricorneTroopType row = readTroopType(key, entry, reader);
        checkTroopType(row, entry, out);
        out.troopTypes.emplace(key, std::move(row));
    }
    for (const UnitType& type : reader.definition().unitTypes) {
        if (!table.has(type.key)) {
            table.error(fmt::format("missing row for unit type '{}'", type.key));
        }
    }
}

void checkWeapons(const JsonReader& table, const RulesetDefinition& definition,
                  const TricorneTables& tables) {
    std::map<std::string, std::string> rowOfWeapon;
    for (const auto& [key, row] : tables.weaponRows) {
        for (const std::string& weapon : row.weapons) {
            auto [it, added] = rowOfWeapon.emplace(weapon, key);
            if (!added) {
                table.error(fmt::format("weapon '{}' is listed in rows '{}' and '{}'", weapon,
                                        it->second, key));
            }
        }
    }
    if (!table.isObject()) {
        return;
    }
    for (const UnitType& type : definition.unitTypes) {
        if (!type.weapon.empty() && rowOfWeapon.count(type.weapon) == 0) {
            table.error(fmt::format("missing row for weapon '{}' used by unit type '{}'",
                                    type.weapon, type.key));
        }
    }
}

// Numbers the referee divides by, counts up to or turns into a count: a house
// rule may change them, but not to a value no game can be played with (a
// casualty for every 0 points would be a division by zero).
void checkTricorneCounts(const JsonReader& tables, const TricorneTableReader& reader,
                         const TricorneTables& out) {
    const double most = limits::kMaxRulesetCount;
    reader.checkRowRange(tables.child("casualties"), out.casualties, "pointsPerCasualty", 0.0, most,
                         true, "the points a casualty costs");
    reader.checkRowRange(tables.child("batteries"), out.batteries, "gunsOnStandardBase", 1.0,
                         limits::kMaxGunsPerUnit, false, "the guns of a standard battery base");
    reader.checkRowRange(tables.child("meleeFrontage"), out.meleeFrontage, "ranksCounted", 0.0,
                         most, false, "the ranks counted in a melee");
    reader.checkRowRange(tables.child("meleeFrontage"), out.meleeFrontage, "overlapFigures", 0.0,
                         most, false, "the figures that overlap in a melee");
    for (const char* timing : {"formationChangeBounds", "turnBounds", "reformAfterRoutBounds",
                               "reformOtherBounds", "abandonedGunsShortBounds"}) {
        reader.checkRowRange(tables.child("timings"), out.timings, timing, 0.0,
                             limits::kMaxGameBounds, false, "a time in bounds");
    }
    reader.checkRowRange(tables.child("groundCosts"), out.groundCosts, "halfSpeedInchCost", 0.0,
                         most, false, "the cost of an inch at half speed");
}

}  // namespace

std::optional<TricorneMovementClass> TricorneMovementTable::classFor(
    const std::string& key, const RuleChoices& chosen) const {
    auto base = classes.find(key);
    if (base == classes.end()) {
        return std::nullopt;
    }
    TricorneMovementClass result = base->second;
    for (const auto& [optionId, byChoice] : overrides) {
        auto choice = chosen.find(optionId);
        if (choice == chosen.end()) {
            continue;
        }
        auto changes = byChoice.find(choice->second);
        if (changes == byChoice.end()) {
            continue;
        }
        auto changed = changes->second.find(key);
        if (changed == changes->second.end()) {
            continue;
        }
        const TricorneMovementClass& row = changed->second;
        overlay(result.linePace, row.linePace);
        overlay(result.skirmishPace, row.skirmishPace);
        overlay(result.chargeBonus, row.chargeBonus);
        overlay(result.columnOfRoutePace, row.columnOfRoutePace);
        overlay(result.unlimberedPace, row.unlimberedPace);
        overlay(result.limberedPace, row.limberedPace);
        overlay(result.limberedBonus, row.limberedBonus);
        overlay(result.limberBounds, row.limberBounds);
        if (!row.rule.empty()) {
            result.rule = row.rule;
        }
    }
    return result;
}

double TricorneAdvanceAndFire::distanceFor(TroopCategory category,
                                           const std::string& nation) const {
    if (category == TroopCategory::LightInfantry) {
        return lightInfantry;
    }
    auto byThisNation = byNation.find(nation);
    return byThisNation == byNation.end() ? lineInfantry : byThisNation->second;
}

std::optional<double> TricorneWeaponRow::factorAt(double distance) const {
    for (const TricorneWeaponBand& band : bands) {
        if (distance <= band.maxRange) {
            return band.factor;
        }
    }
    return std::nullopt;
}

const TricorneTroopType* TricorneTables::troopType(const std::string& unitType) const {
    auto it = troopTypes.find(unitType);
    return it == troopTypes.end() ? nullptr : &it->second;
}

const TricorneWeaponRow* TricorneTables::weaponRow(const std::string& weapon) const {
    for (const auto& [key, row] : weaponRows) {
        if (std::find(row.weapons.begin(), row.weapons.end(), weapon) != row.weapons.end()) {
            return &row;
        }
    }
    return nullptr;
}

std::shared_ptr<const RulesetTables> parseTricorneTables(const JsonReader& tables,
                                                         const RulesetDefinition& definition) {
    auto out = std::make_shared<TricorneTables>();
    const TricorneTableReader reader(definition);
    tables.warnUnknownMembers(
        {"troopTypes",   "movement",      "advanceAndFire", "timings",          "charges",
         "groundCosts",  "casualties",    "batteries",      "artilleryClasses", "weaponFactors",
         "fireGeometry", "firingFactors", "meleeFrontage",  "meleeFactors",     "tacticalFactors",
         "breakthrough", "unitMorale",    "moraleFactors",  "responseToCharge", "moraleResults",
         "initiative",   "unitSizes",     "impetusTerrain"});

    // Tables that other tables refer to come first, so the references can be checked.
    out->movement = readTricorneMovement(tables.child("movement"), reader);
    out->meleeFactors = readTricorneMeleeFactors(tables.child("meleeFactors"), reader);
    out->artilleryClasses = readTricorneArtilleryClasses(tables.child("artilleryClasses"), reader);
    JsonReader breakthrough = tables.child("breakthrough");
    if (!breakthrough.isObject()) {
        breakthrough.error("missing table (expected an object with 'base' and 'modifiers')");
    } else {
        breakthrough.warnUnknownMembers({"base", "modifiers"});
        out->breakthroughBase = reader.readFactorTable(
            breakthrough.child("base"), {"light", "medium", "heavy"}, "cavalry weight");
        out->breakthroughModifiers = reader.readFactorTable(
            breakthrough.child("modifiers"),
            {"chargingFlankOrRear", "cavalryChargingCavalry", "bothCharging",
             "perCasualtyDuringCharge", "chargerUnformed", "chargingRussianInfantry",
             "squareFormedThisBound", "squareFormedLastBound"},
            "breakthrough modifier");
    }
    readTroopTypes(tables.child("troopTypes"), reader, *out);

    out->advanceAndFire = readTricorneAdvanceAndFire(tables.child("advanceAndFire"), reader);
    out->timings =
        reader.readFactorTable(tables.child("timings"),
                               {"formationChangeBounds", "turnBounds", "reformAfterRoutBounds",
                                "reformOtherBounds", "abandonedGunsShortBounds"},
                               "timing");
    out->groundCosts =
        reader.readFactorTable(tables.child("groundCosts"), {"halfSpeedInchCost"}, "ground cost");
    out->charges = reader.readFactorTable(
        tables.child("charges"),
        {"stepOneAdvanceTo", "brokenChargeFrontRankFraction", "brokenChargeHaltShortOfContact",
         "artilleryRefugeNear", "artilleryRefugeFar"},
        "charge value");
    out->casualties =
        reader.readFactorTable(tables.child("casualties"), {"pointsPerCasualty"}, "value");
    out->batteries =
        reader.readFactorTable(tables.child("batteries"), {"gunsOnStandardBase"}, "value");

    out->weaponRows = readTricorneWeapons(tables.child("weaponFactors"), reader);
    checkWeapons(tables.child("weaponFactors"), definition, *out);
    out->fireGeometry = reader.readFactorTable(
        tables.child("fireGeometry"),
        {"arcHalfAngleDegrees", "directMaxDegrees", "obliqueMaxDegrees"}, "fire geometry value");
    out->firingFactors = reader.readFactorTable(
        tables.child("firingFactors"),
        {"targetInSkirmishLine", "targetEnfiladedOrInColumnOfRoute", "targetInSquareOrObliqueFire",
         "targetInHardCover", "targetInSoftCover", "musketFireAtCavalry", "artilleryFireAtCavalry",
         "infantryAdvancingAndFiring", "firerShakenUnformedRetiredOrRetreated", "firstVolley",
         "russianInfantryFiring", "firerRoutedLastBound", "targetRussianInfantry"},
        "firing factor");

    out->meleeFrontage = reader.readFactorTable(tables.child("meleeFrontage"),
                                                {"ranksCounted", "overlapFigures"}, "value");
    out->tacticalFactors = reader.readFactorTable(
        tables.child("tacticalFactors"),
        {"attackedInFlankOrRear", "infantryAgainstHardCover", "cavalryAgainstSquare",
         "fightingUphill", "reformingShakenUnformedOrRetreated", "routedLastBound",
         "grenadiersAgainstHardCover"},
        "tactical factor");

    out->unitMorale = reader.readFactorTable(tables.child("unitMorale"), definition.moraleClasses,
                                             "morale class");
    out->moraleFactors = reader.readFactorTable(
        tables.child("moraleFactors"),
        {"generalInContact", "inHardCover", "generalNearby", "nationalBonus", "perCasualty",
         "perBoundContinuousCavalryMelee", "shakenRetiredOrBrokenThrough", "attackedInFlankOrRear",
         "retreatedThisBound", "routedThisBound", "routedLastBound"},
        "morale factor");

    const TricorneOutcomeParser outcomes;
    out->responseToCharge = outcomes.readResponseTable(tables.child("responseToCharge"));
    out->moraleResults = outcomes.readMoraleResults(tables.child("moraleResults"));
    out->initiative = readTricorneInitiative(tables.child("initiative"), reader);
    out->unitSizes = readTricorneUnitSizes(tables.child("unitSizes"), reader);
    out->impetusTerrain = readTricorneImpetusTerrain(tables.child("impetusTerrain"), reader);
    checkTricorneCounts(tables, reader, *out);
    checkTricorneWords(tables, definition);
    return out;
}

}  // namespace adjutant
