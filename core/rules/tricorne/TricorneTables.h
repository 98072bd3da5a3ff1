#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/model/Terrain.h"
#include "core/model/TroopCategory.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/tricorne/TricorneFactor.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

/// How Tricorne and Musket's tables see one unit type of the catalogue: which
/// row of each table it reads (section 2 and the engine notes of section 19.2).
struct TricorneTroopType {
    std::string unitType;
    std::string rule;
    TroopCategory category = TroopCategory::Infantry;
    std::string movementClass;   // key into TricorneMovementTable::classes
    std::string meleeClass;      // key into meleeFactors; empty for artillery and generals
    std::string cavalryWeight;   // cavalry: "light", "medium" or "heavy"
    std::string artilleryClass;  // artillery: key into artilleryClasses
    int gunWeightLb = 0;         // artillery: weight of shot
    bool grenadier = false;
    bool battalionGun = false;
};

/// One row of the movement table (13.1): paces in inches for 15/25 mm figures.
/// A pace the row does not give is absent (the troop type cannot move that way).
struct TricorneMovementClass {
    std::string key;
    std::string rule;
    std::optional<double> linePace;
    std::optional<double> skirmishPace;
    std::optional<double> chargeBonus;
    std::optional<double> columnOfRoutePace;
    std::optional<double> unlimberedPace;
    std::optional<double> limberedPace;
    std::optional<double> limberedBonus;  // limbered pace = unlimbered pace + this
    std::optional<double> limberBounds;   // time to limber or unlimber
};

/// The movement table with the rows other readings (A23) replace.
struct TricorneMovementTable {
    std::string rule;
    std::map<std::string, TricorneMovementClass> classes;
    /// option id -> choice -> class key -> the paces that reading changes.
    std::map<std::string, std::map<std::string, std::map<std::string, TricorneMovementClass>>>
        overrides;

    /// A movement class under the chosen readings; nullopt if the class is unknown.
    std::optional<TricorneMovementClass> classFor(const std::string& key,
                                                  const RuleChoices& chosen) const;
};

/// How far infantry may advance and still fire (13.3).
struct TricorneAdvanceAndFire {
    std::string rule;
    double lineInfantry = 0;
    double lightInfantry = 0;
    std::map<std::string, double> byNation;  // replaces the line-infantry distance

    double distanceFor(TroopCategory category, const std::string& nation) const;
};

/// An artillery class (13.7): how the battery moves and pivots.
struct TricorneArtilleryClass {
    std::string key;
    std::string rule;
    bool movesUnlimbered = false;
    std::optional<double> pivotWithoutFireDegrees;  // absent: no limit
    std::optional<double> pivotWithFireDegrees;
    std::optional<double> pivotFireEffect;  // multiplier on fire after such a pivot
    std::vector<std::string> nations;       // empty: every nation may field it
};

/// One range band of a weapon: up to and including `maxRange`, `factor` per figure or gun.
struct TricorneWeaponBand {
    double maxRange = 0;
    double factor = 0;
};

/// One row of the weapon table (14.5), shared by the weapons it lists.
struct TricorneWeaponRow {
    std::string key;
    std::string name;
    std::string rule;
    std::string per;                        // "figure" or "gun"
    std::vector<std::string> weapons;       // weapon keys this row covers
    std::vector<TricorneWeaponBand> bands;  // short, medium, long

    /// The factor at a distance; nullopt beyond the longest band.
    std::optional<double> factorAt(double distance) const;
    double longRange() const { return bands.empty() ? 0.0 : bands.back().maxRange; }
};

/// Melee factor per figure (12.2).
struct TricorneMeleeFactor {
    std::string key;
    std::string rule;
    double inContact = 0;
    double charging = 0;
};

/// The ground that cancels the charge impetus of one arm (13.6.2-3, A18):
/// areas the charge path enters, leaves or runs in, and lines it crosses or
/// that its target holds along the edge the charge strikes.
struct TricorneImpetusTerrain {
    std::string rule;
    std::vector<AreaKind> areas;
    std::vector<LinearKind> lines;
};

/// A national initiative modifier (7.2).
struct TricorneInitiativeModifier {
    std::string key;
    std::string rule;
    double value = 0;
    std::vector<std::string> nations;
    std::vector<std::string> periods;
    std::vector<std::string> exceptPeriods;         // not in games of these periods...
    std::vector<std::string> exceptAgainstNations;  // ...against these nations
};

/// Unit-size rules beyond the generic caps (section 3).
struct TricorneUnitSizes {
    using Caps = std::map<std::string, std::map<std::string, int>>;
    using Allowed = std::map<std::string, std::map<std::string, std::vector<int>>>;
    struct Override {
        Caps maxFigures;  // 0 removes the cap
        Allowed allowedSizes;
    };
    std::string rule;
    int warnAboveFigures = 0;
    std::map<std::string, std::map<std::string, std::map<std::string, int>>> byPeriod;
    Allowed allowedSizes;
    std::map<std::string, std::map<std::string, Override>> overrides;  // option -> choice
};

/// Every table of Tricorne and Musket, typed, each row citing its rule.
struct TricorneTables : RulesetTables {
    std::map<std::string, TricorneTroopType> troopTypes;  // by unit type key
    TricorneMovementTable movement;
    TricorneAdvanceAndFire advanceAndFire;
    TricorneFactorTable timings;      // formation change, turning, reforming
    TricorneFactorTable groundCosts;  // what an inch of difficult ground costs (13.6)
    TricorneFactorTable charges;      // step-1 advance, broken charge, artillery refuge
    TricorneFactorTable casualties;   // points per casualty
    TricorneFactorTable batteries;    // guns on the standard base
    std::map<std::string, TricorneArtilleryClass> artilleryClasses;
    std::map<std::string, TricorneWeaponRow> weaponRows;
    TricorneFactorTable fireGeometry;  // arc and fire-type angles
    TricorneFactorTable firingFactors;
    TricorneFactorTable meleeFrontage;
    std::map<std::string, TricorneMeleeFactor> meleeFactors;
    TricorneFactorTable tacticalFactors;
    TricorneFactorTable breakthroughBase;  // by cavalry weight
    TricorneFactorTable breakthroughModifiers;
    TricorneFactorTable unitMorale;  // by morale class
    TricorneFactorTable moraleFactors;
    TricorneBandTable responseToCharge;
    TricorneBandTable moraleResults;
    std::map<std::string, TricorneInitiativeModifier> initiative;
    TricorneUnitSizes unitSizes;
    /// By charger: "infantry" (light infantry too) and "cavalry".
    std::map<std::string, TricorneImpetusTerrain> impetusTerrain;

    const TricorneTroopType* troopType(const std::string& unitType) const;
    /// The row for a weapon key ("musket", "gun12lb"), or nullptr.
    const TricorneWeaponRow* weaponRow(const std::string& weapon) const;

    const std::vector<ReferenceTableName>& referenceTables() const override;
};

/// Parses and validates the `tables` of a Tricorne and Musket ruleset file,
/// reporting every missing row and inconsistency with its JSON path.
std::shared_ptr<const RulesetTables> parseTricorneTables(const JsonReader& tables,
                                                         const RulesetDefinition& definition);

}  // namespace adjutant
