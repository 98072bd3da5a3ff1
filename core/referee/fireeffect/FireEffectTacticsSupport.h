#pragma once

// What the Fire Effect tactics files share: one side's view of the field with
// each unit's goal, and the commander's weights. The weights are judgement, not
// rules: they turn what the rules say will happen into one number the generic
// commander can compare. Distances are in yards, as the rules read them.

#include <map>
#include <string>
#include <vector>

#include "core/referee/CommanderOptions.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/fireeffect/FireEffectContext.h"

namespace adjutant {

class RulesetReferee;

// Progress towards a goal, in figures per 100 yards: a march of 300 yards is
// worth under a figure, so any useful volley outweighs it.
inline constexpr double kProgressPer100Yards = 0.25;
// Forming column to march, or deploying to fight; limbering and unlimbering:
// valued alike in every ruleset.
using tactics::kFormationValue;
using tactics::kLimberValue;
using tactics::kUnlimberValue;
// Infantry marches in column while the nearest enemy is further than this
// and deploys once one comes within kDeployYards.
inline constexpr double kMarchYards = 1800;
inline constexpr double kDeployYards = 1400;
// A hold goal counts as reached within this many yards.
inline constexpr double kHoldToleranceYards = 150;
// Cavalry keeps this far from enemy foot and guns unless it charges: the
// breech-loader made a walk into musketry a slaughter.
inline constexpr double kCavalryStandOffYards = 900;
// A charge is worth declaring when its expected result, less the fire the
// chargers take on the way in, is at least this many figures.
inline constexpr double kChargeMargin = 0.5;

/// One side's view of the field for the present step.
struct FireEffectTacticsView {
    const RulesetReferee& referee;
    const FireEffectContext& context;
    int side = 0;
    std::map<std::string, const UnitGoal*> goals;

    const UnitGoal* goalOf(const std::string& unitId) const {
        return tactics::goalOf(goals, unitId);
    }
    /// This side's units still in the game, in scenario order.
    std::vector<const Unit*> own() const;
};

/// One unit's situation in the movement step: its nearest enemy and its goal.
struct UnitSituation {
    const Unit& unit;
    const Unit& nearestEnemy;
    double enemyYards = 0;
    Vec2 goal;
    bool advance = true;  // attack or capture: goes on; hold: keeps to its post
    std::string goalWhy;
    double goalYards = 0;
    bool takeCover = false;        // keeps its losses down (UnitGoal::takeCover)
    bool bringGunsToBear = false;  // guns close to their best range (UnitGoal::bringGunsToBear)
};

std::vector<CommanderOption> fireEffectChargeOptions(const FireEffectTacticsView& view);
std::vector<CommanderOption> fireEffectManoeuvreOptions(const FireEffectTacticsView& view);
std::vector<CommanderOption> fireEffectFireOptions(const FireEffectTacticsView& view);

/// The casualties a volley of `firer` is expected to cost `target` the next
/// time it may fire (0 when it cannot reach or see it); FireEffectCavalryCover.cpp.
double fireEffectExpectedVolley(const FireEffectContext& context, const Unit& firer,
                                const Unit& target);

/// A holding infantry unit whose commander keeps its losses down steps up to
/// bring an enemy halted just beyond its rifles within them, when the fire it
/// gives outweighs the fire it draws lying down; FireEffectStepUpToFire.cpp.
/// Says whether it offered the step.
bool fireEffectStepUpToFireOption(const FireEffectTacticsView& view, const UnitSituation& s,
                                  std::vector<CommanderOption>& options);

/// The furthest the unit's weapon reaches, in yards (0: it does not fire).
double fireEffectReachYards(const FireEffectContext& context, const Unit& unit);

}  // namespace adjutant
