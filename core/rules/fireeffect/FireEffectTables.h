#pragma once

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/model/Formation.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// An exact fraction from the rules (1/3 of a move, half effect), kept as two integers
/// so that 150 yards less a third is exactly 100.
struct FireEffectFraction {
    int numerator = 1;
    int denominator = 1;
    double value() const { return static_cast<double>(numerator) / denominator; }
};

/// A distance band in yards, from (exclusive, except 0) to (inclusive); `to` is
/// infinite for a band that runs to the weapon's maximum. The hit fields are used by
/// artillery and machine guns only.
struct FireEffectBand {
    std::string band;
    double from = 0;
    double to = std::numeric_limits<double>::infinity();
    bool automatic = false;     // hits without a roll
    std::vector<int> hitFaces;  // faces of the hit die that hit
    int effectDice = 1;         // machine guns roll two
    int extraSubtract = 0;      // machine guns at long range
    bool hits(int die) const;
};

/// What the catalogue does not say about a unit type, but the tables need.
struct FireEffectUnitAttributes {
    std::string rule;
    std::string fireClass;     // key into smallArmsRanges: jager, line, militia
    std::string loading;       // key into rateOfFire: muzzle, breech
    bool lightTroops = false;  // may march and fire (3.7)
    std::string shockType;     // key into handToHandPowers
    std::string mover;         // key into movementRates (cavalry class, artillery kind)
    bool heavy = false;        // heavy, siege or naval gun (4.3)
};

/// Close and long bands of one small-arms fire class (3.1).
struct FireEffectSmallArmsRanges {
    std::string rule;
    std::vector<FireEffectBand> bands;
    std::optional<double> longByAgreement;  // Jagers: 700 yards by agreement
};

/// A weapon of the catalogue: its kind and maximum range in yards (3.1, 4.1, 5).
struct FireEffectWeapon {
    std::string rule;
    std::string kind;     // smallArms, artillery, machineGun
    std::string loading;  // small arms: muzzle or breech
    double maxRange = std::numeric_limits<double>::infinity();
    std::string maxRangeOf;            // a howitzer: the cannon its reach is a fraction of
    FireEffectFraction rangeFraction;  // that fraction (2/3); 1 for every other weapon
};

/// Counting faces of individual fire under one reading of B2, open and prone.
struct FireEffectFaceReading {
    std::string rule;
    std::vector<int> hitFaces;
    std::vector<int> proneHitFaces;
};

/// Hit faces of one artillery band under an alternative reading (B8).
struct FireEffectHitReading {
    std::string rule;
    std::string band;
    std::vector<int> hitFaces;
};

/// How one side fires in the halves of a move (3.7).
struct FireEffectRateOfFire {
    std::string rule;
    bool ownHalf = false;
    bool enemyHalf = false;
};

/// Which fire a kind of cover stops (3.4, 4.3, 5).
struct FireEffectCover {
    std::string rule;
    bool vsSmallArms = false;
    bool vsCannon = false;
    bool vsMachineGun = false;
};

/// A limited pace: at most `uses` in any `inMoves` consecutive moves (6.2, 6.3).
struct FireEffectPaceLimit {
    int uses = 0;
    int inMoves = 0;
};

/// The paces of one kind of mover in yards per move (6.1-6.3).
struct FireEffectMover {
    std::string rule;
    std::map<std::string, double> paces;
    std::map<std::string, FireEffectPaceLimit> limits;
    std::string movesAs;  // copied from another mover (horse artillery as heavy cavalry)
};

/// Shock and melee powers of one troop type (7.1); no shock group means no shock.
struct FireEffectPowers {
    std::string rule;
    std::optional<int> shockGroup;
    double meleeFactor = 1;
};

/// Every table of Fire Effect, typed and validated (see docs/ruleset-tables-fire-effect.md).
/// Distances are in yards.
struct FireEffectTables : RulesetTables {
    std::map<std::string, FireEffectUnitAttributes> unitTypeAttributes;
    std::map<std::string, FireEffectSmallArmsRanges> smallArmsRanges;  // fire class
    std::map<std::string, FireEffectWeapon> weapons;

    double massShotsDivisor = 10;
    int massProneDieReduction = 0;
    std::vector<int> individualFaces;
    std::vector<int> individualProneFaces;
    std::map<std::string, FireEffectFaceReading>
        individualFaceReadings;  // option individualFireFaces
    std::vector<int> jagerIndividualFaces;
    std::vector<int> jagerIndividualProneFaces;
    double jagerIndividualUnder = 0;
    int jagerGroupSize = 8;
    double jagerGroupUnder = 0;

    std::map<std::string, FireEffectFraction> rangeAndCover;  // "close/open", "long/cover"
    std::map<std::string, FireEffectCover> coverKinds;
    std::map<std::string, FireEffectRateOfFire> rateOfFire;
    double advancingFiringMaxMove = 0;
    double lightTroopsFiringMaxMove = 0;
    double chargerFiringMaxChargeMove = 0;
    double bayonetChargeStartWithin = 0;

    std::vector<FireEffectBand> artilleryHits;
    std::map<std::string, FireEffectHitReading>
        artilleryHitReadings;                            // option artilleryMediumFaces
    std::map<std::string, int> artilleryEffectSubtract;  // column, line, openOrder, cover
    int effectMinimum = 0;
    int proneExtraSubtract = 0;
    int heavyEffectBonus = 0;
    std::vector<int> gunSilencedFaces;
    std::map<Formation, std::string> targetCategories;
    std::vector<FireEffectBand> machineGunFire;

    std::map<std::string, FireEffectMover> movementRates;
    std::map<std::string, double> gallopReadings;  // option normalGallop: yards for every class
    std::map<std::string, FireEffectFraction> movementCosts;
    double roadBonusYards = 0;
    bool roadQuickMarchAnyFormation = false;

    std::map<std::string, FireEffectPowers> handToHandPowers;
    int shockVsInfantryNotInSquare = 0;
    int shockVsOthers = 0;
    FireEffectFraction loserLoss;
    FireEffectFraction winnerLoss;  // of the loser's loss
    std::string flightInfantryPace;
    std::string flightCavalryPace;
    std::map<std::string, FireEffectFraction> halving;

    std::map<std::string, std::vector<int>> moraleGradePasses;
    int breakersPerCasualty = 0;
    FireEffectFraction spillOverLossOver;
    double spillOverRadius = 0;
    int checkingHalves = 0;
    std::vector<int> rallyFaces;
    double outOfDangerEnemyWithin = 0;
    int notFiredAtHalves = 0;
    std::map<std::string, std::vector<int>> militiaFacingChargePasses;
    double arcHalfAngleDegrees = 0;
    int targetsPerExecution = 1;
    int squareFaces = 4;  // a square's faces, one of which fires (option squareFiring)

    /// The small-arms band of a fire class at a distance, or none beyond long range.
    const FireEffectBand* smallArmsBand(const std::string& fireClass, double yards) const;
    /// The artillery band at a distance, ignoring the weapon's maximum.
    const FireEffectBand* artilleryBand(double yards) const;
    const FireEffectBand* machineGunBand(double yards) const;
    /// The multiplier of small-arms fire for a band and cover ("close", true -> 1/2).
    std::optional<FireEffectFraction> rangeAndCoverMultiplier(const std::string& band,
                                                              bool cover) const;

    const std::vector<ReferenceTableName>& referenceTables() const override;
};

/// Reads and validates the `tables` of a Fire Effect ruleset file, reporting every
/// problem through the reader with its JSON pointer.
std::shared_ptr<const RulesetTables> parseFireEffectTables(const JsonReader& tables,
                                                           const RulesetDefinition& definition);

}  // namespace adjutant
