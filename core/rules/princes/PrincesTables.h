#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"
#include "core/model/Formation.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// Size of one unit of an arm as the War of Princes organisation table sets it (2.1).
struct PrincesOrganisation {
    std::string rule;
    int figures = 0;
    int stands = 0;
    int figuresPerStand = 0;
    int guns = 0;  // artillery only
};

/// A morale class and the base every morale test starts from (2.2).
struct PrincesMoraleClass {
    std::string rule;
    std::string troopTypes;
    int moraleBase = 0;
};

/// Movement rates of one arm in inches (4.1); a rate of 0 means it may not move.
struct PrincesMovementRow {
    std::string rule;
    std::map<Formation, double> rates;
    std::optional<double> chargeBonus;  // absent: the arm never charges
    double rout = 0;
    std::optional<double> prolonge;  // artillery: shift an unlimbered gun and still fire
};

/// What everything a unit does in its turn costs against its allowance (4.2, 4.3, 4.7).
struct PrincesAllowance {
    double movesPerTurn = 1;
    double smallTurnDegrees = 45;
    double smallTurnCost = 0;
    double largeTurnCost = 0;
    double obstacleNeedsUnspent = 0;
    double moveAndFireMaxSpent = 0;
    int rifleReloadTurns = 0;
    double squareChangeCost = 0;
    bool squareChangeMayFire = false;
    double reformCost = 0;
};

/// One cell of the formation-change table (4.5): reversible unless an option says otherwise.
struct PrincesFormationChange {
    Formation from = Formation::Line;
    Formation to = Formation::Line;
    bool allowed = false;
    double cost = 0;       // fraction of a move
    bool mayFire = false;  // the "F" mark
};

/// One row of the formation-change table, shared by the morale classes it names.
struct PrincesFormationChangeRow {
    std::string key;
    std::string rule;
    std::vector<std::string> classes;
    std::vector<PrincesFormationChange> changes;
};

/// How many actions a kind of artillery gets per turn and how it may combine them (4.4).
struct PrincesArtilleryActions {
    std::string rule;
    int actionsPerTurn = 0;
    int maxMoves = 0;
    int maxFires = 0;
    std::optional<double> halfMoveAndFireDistance;
};

/// What one kind of terrain does to movement, order and fire (4.6, 5.1).
struct PrincesTerrainEffect {
    std::string rule;
    double contourCost = 0;   // inches of distance per contour line crossed
    double crossingCost = 0;  // fraction of a move to cross a linear feature
    double speedFactor = 1;   // multiplier on speed inside an area
    bool negatesPenalties = false;
    bool disorders = false;
    bool cover = false;
    std::vector<std::string> exemptTraits;
};

/// A distance band of a weapon, from (exclusive, except 0) to (inclusive).
struct PrincesRangeBand {
    std::string band;  // "short", "medium", "long"
    double from = 0;
    double to = 0;
};

/// The distance bands of one weapon (5.1), closest first.
struct PrincesWeaponRanges {
    std::string rule;
    std::vector<PrincesRangeBand> bands;
    /// The band a distance falls in, a distance on a limit going to the closer band.
    const PrincesRangeBand* bandAt(double distance) const;
    double maximum() const { return bands.empty() ? 0 : bands.back().to; }
};

/// What a target counts as on the hit table (5.1).
enum class PrincesTargetCategory { Column, Line, Dispersed, Protected };
/// Their keys, as the ruleset's tables spell them and the referee's explanations show them.
inline constexpr EnumKeys<PrincesTargetCategory, 4> kPrincesTargetCategories{{
    {PrincesTargetCategory::Column, "column"},
    {PrincesTargetCategory::Line, "line"},
    {PrincesTargetCategory::Dispersed, "dispersed"},
    {PrincesTargetCategory::Protected, "protected"},
}};

/// One band's row of the hit table: the highest die that hits, or none ("-").
struct PrincesHitRow {
    std::string rule;
    std::map<PrincesTargetCategory, std::optional<int>> byCategory;
    std::optional<int> ball;
};

/// One die per `figuresPerDie` figures, one more for `leftoverForDie` left over (5.2, 6.3).
struct PrincesDiceRule {
    int figuresPerDie = 3;
    int leftoverForDie = 2;
    int diceFor(int figures) const;
};

/// A named modifier of musketry, hand to hand or morale.
struct PrincesModifier {
    std::string rule;
    int change = 0;
    std::vector<std::string> classes;  // empty: not restricted by class
    bool chargeOrMeleeOnly = false;
};

/// The factor one arm uses when fighting another (6.1).
struct PrincesMeleeFactor {
    std::string rule;
    std::string arm;
    std::string against;
    int factor = 0;
};

/// A band of morale totals and what it does (7.2); min/max absent mean open-ended.
struct PrincesMoraleResult {
    std::string key;
    std::string rule;
    std::optional<int> min;
    std::optional<int> max;
    bool halt = false;
    bool noFire = false;
    bool disorder = false;
    bool retire = false;
    bool rout = false;
    std::string whenHalted;    // result key applied instead to a halted unit
    std::string whenRetiring;  // result key applied instead to a retiring unit
    std::string rally;         // outcome for a routing unit taking a rally test
};

/// A strength threshold of the morale modifiers (7.4): at or below num/den of the start.
struct PrincesStrengthStep {
    std::string key;
    std::string rule;
    int numerator = 1;
    int denominator = 1;
    int change = 0;
};

/// Every table of War of Princes, typed and validated (see docs/ruleset-tables-princes.md).
struct PrincesTables : RulesetTables {
    std::map<std::string, PrincesOrganisation> organisation;  // by arm
    std::map<std::string, PrincesMoraleClass> moraleClasses;
    std::map<std::string, std::vector<std::string>> unitTypeTraits;
    std::map<std::string, PrincesMovementRow> movement;  // by arm
    PrincesAllowance allowance;
    std::vector<PrincesFormationChangeRow> formationChanges;
    std::map<std::string, PrincesArtilleryActions> artilleryActions;  // "foot", "horse"
    std::map<std::string, std::string> artilleryActionKinds;  // action -> "move"/"fire"/"other"
    std::map<std::string, PrincesTerrainEffect> terrain;      // terrain kind key
    std::map<std::string, PrincesWeaponRanges> ranges;        // weapon key
    std::map<std::string, PrincesHitRow> hitTable;            // band
    std::map<Formation, PrincesTargetCategory> targetCategories;

    PrincesDiceRule musketryDice;
    int firingRanks = 1;
    double squareFaceFraction = 0;
    int thresholdMin = 0;
    int thresholdMax = 6;
    std::map<std::string, PrincesModifier> musketryModifiers;

    int ballDicePerGun = 1;
    int canisterDicePerCrewFigure = 1;
    double canisterMaxRange = 0;
    std::string canisterHitBand;
    double arcHalfAngleDegrees = 0;
    int targetsPerTurn = 1;

    std::map<std::string, PrincesMeleeFactor> meleeFactors;
    std::map<std::string, PrincesModifier> meleeModifiers;
    int killNumberMin = 0;
    int killNumberMax = 6;
    PrincesDiceRule meleeDice;
    std::optional<TroopCategory> crewFightsAs;

    std::vector<PrincesMoraleResult> moraleResults;  // ascending totals
    std::map<std::string, std::string> moraleTriggers;
    std::map<std::string, PrincesModifier> moraleModifiers;
    std::vector<PrincesStrengthStep> moraleStrength;  // mildest first
    double chargerHaltShort = 0;
    double unlimberedGunRetire = 0;

    /// The cell for a change between two formations for a morale class, either way round.
    const PrincesFormationChange* formationChange(const std::string& moraleClass, Formation from,
                                                  Formation to) const;
    /// The highest die that hits, or none when the table says "-" or the row is absent.
    std::optional<int> hitThreshold(const std::string& band, PrincesTargetCategory category) const;
    const PrincesMoraleResult* moraleResultFor(int total) const;
    /// The worst strength modifier that applies (0 at full strength).
    int strengthModifier(int presentFigures, int startFigures) const;
    /// The factor of `arm` fighting `against`, 0 if the table has none.
    int meleeFactor(const std::string& arm, const std::string& against) const;

    const std::vector<ReferenceTableName>& referenceTables() const override;
};

/// Reads and validates the `tables` of a War of Princes ruleset file, reporting every
/// problem through the reader; returns the tables even when some are missing, so that
/// callers can decide from the diagnostics.
std::shared_ptr<const RulesetTables> parsePrincesTables(const JsonReader& tables,
                                                        const RulesetDefinition& definition);

}  // namespace adjutant
