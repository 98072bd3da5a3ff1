#pragma once

// What the War of Princes tactics files share: one side's view of the table
// in the present step, with each unit's goal, the enemies of a unit nearest
// first, the best volley a unit could give as it stands, and the commander's
// weights. The weights are judgement, not rules: they turn what the rules say
// will happen into one number, in figures, the generic commander can compare.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/TroopCategory.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/RulesetReferee.h"
#include "core/referee/princes/PrincesContext.h"

namespace adjutant {

class PrincesReferee;

namespace princes_tactics {

using tactics::kProgressPerInch;

// Reforming a disordered unit (4.7, A26): it fires at -1 and fights with its
// enemy at +2 until it does; worth about two figures.
inline constexpr double kReformValue = 2.0;
// Changing to column of divisions to march, or back to line to fight;
// limbering and unlimbering: valued alike in every ruleset.
using tactics::kFormationValue;
using tactics::kLimberValue;
using tactics::kUnlimberValue;
// Turning to bring the nearest enemy into the arc (5.4).
inline constexpr double kFaceEnemyValue = 0.5;
// Standing in cover (5.1 "prot", 7.4 +1) for a skirmisher or rifleman: about a
// figure, as fire at it hits half as often and its morale holds better.
inline constexpr double kCoverValue = 1.0;
// Infantry marches in column of divisions when the nearest enemy is further
// than this (inches) and its goal is more than kMarchMoves moves off; it
// deploys into line when an enemy comes within kDeployDistance.
inline constexpr double kMarchDistance = 20.0;
inline constexpr double kMarchMoves = 3.0;
inline constexpr double kDeployDistance = 14.0;
// A gun keeps within this many inches of friendly infantry (centre to centre).
inline constexpr double kGunSupportDistance = 8.0;
// A unit at or below this share of its starting figures is not sent forward:
// at half strength its morale is at -3 (7.4) and a test is likely to break it.
inline constexpr double kSpentStrength = 0.5;
// A routed unit counts as lost to the army (GameOutcome) until it rallies,
// which a class C unit does on about half the faces: a rout is worth this
// share of the routed unit's figures.
inline constexpr double kRoutShare = 0.6;
// A retire gives ground, disordered: worth this share of the unit's figures.
inline constexpr double kRetireShare = 0.2;
// A halt and disorder: the unit fights and fires at a disadvantage.
inline constexpr double kDisorderShare = 0.1;
// The enemies looked at around a unit, nearest first.
inline constexpr std::size_t kCandidates = 5;

/// An enemy unit and its distance from the unit's front-edge centre (5.4).
struct EnemyAt {
    double distance = 0;
    const Unit* unit = nullptr;
};

/// A volley or shot a unit could be ordered to give, valued.
struct ShotValue {
    const Unit* target = nullptr;
    std::string mode;  // one of the referee's fireModes, or empty
    FirePreview preview;
    double value = 0;  // expected casualties plus the chance the test breaks the target
    double routChance = 0;
};

/// One side's view of the table for the present step.
struct PrincesTacticsView {
    const PrincesReferee& referee;
    const PrincesContext& context;
    int side = 0;
    std::map<std::string, const UnitGoal*> goals;

    const UnitGoal* goalOf(const std::string& unitId) const {
        return tactics::goalOf(goals, unitId);
    }
    /// The units of this side the referee lets act in the present step.
    std::vector<const Unit*> actingUnits() const;
};

/// The active enemies of a unit, nearest first, at most `count`.
std::vector<EnemyAt> enemiesNearest(const PrincesContext& context, const Unit& unit,
                                    std::size_t count = kCandidates);

/// Every target and fire mode the unit may fire at as it stands, each valued
/// with the referee's fire preview (expected casualties) and, when a hit calls
/// for a morale test (7.3), the chance the test routs the target, every face of
/// the die weighted.
std::vector<ShotValue> shotsOf(const PrincesTacticsView& view, const Unit& unit);
/// The best of them, if any.
std::optional<ShotValue> bestShot(const PrincesTacticsView& view, const Unit& unit);

/// The chance that a morale test with these inputs routs or retires the unit,
/// every face of the die weighted (7.1, 7.2).
struct MoraleOdds {
    double pass = 0;
    double halt = 0;  // halt, no firing, or halt and disorder
    double retire = 0;
    double rout = 0;
};
MoraleOdds moraleOdds(const PrincesRules& rules, const PrincesMoraleInputs& inputs);

/// The unit's arm: infantry, cavalry or artillery.
TroopCategory armOf(const PrincesContext& context, const Unit& unit);
/// True when the unit is spent: at or below kSpentStrength of its start.
bool spent(const Unit& unit);

std::vector<CommanderOption> chargeOptions(const PrincesTacticsView& view);
std::vector<CommanderOption> manoeuvreOptions(const PrincesTacticsView& view);
std::vector<CommanderOption> fireOptions(const PrincesTacticsView& view);

}  // namespace princes_tactics
}  // namespace adjutant
