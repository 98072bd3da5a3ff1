#pragma once

// What the Tricorne tactics files share: the view of the battlefield from one
// side, with each unit's goal, and the commander's weights. The weights are
// judgement, not rules: they turn what the rules say will happen into one
// number the generic commander can compare.

#include <map>
#include <string>
#include <vector>

#include "core/model/TroopCategory.h"
#include "core/referee/CommanderOptions.h"
#include "core/referee/CommanderTacticsSupport.h"
#include "core/referee/tricorne/TricorneBattlefield.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

// Progress towards a goal, in figures per inch: shared by every ruleset's tactics.
using tactics::kProgressPerInch;
// Reforming an unformed unit (13.5): worth about two figures, as an unformed
// unit fights and fires at a disadvantage until it does.
inline constexpr double kReformValue = 2.0;
// Unformed horse within the charge reach of enemy horse draws back out of it
// to reform: worth more than reforming where it stands, where it would meet a
// charge at -1 (12.4) and unable to counter-charge.
inline constexpr double kReformOutOfReachValue = 3.0;
// Forming square with enemy cavalry within charge reach: the share of the
// infantry's figures a charge home could cost it.
inline constexpr double kSquareShareAtRisk = 0.5;
// Leaving a square when no cavalry threatens: about one figure (line fires and moves).
inline constexpr double kLeaveSquareValue = 1.0;
// Changing to column of route to march, or back to line to fight; limbering
// and unlimbering: valued alike in every ruleset.
using tactics::kFormationValue;
using tactics::kLimberValue;
using tactics::kUnlimberValue;
// Infantry marches in column when the nearest enemy is further than this
// (table inches, for 15 mm; scaled for the figure scale) and the goal is
// far; it deploys into line when an enemy comes closer.
inline constexpr double kMarchDistance = 24.0;
// ... and only when the goal is more than this many moves away: forming column
// and deploying again cost more than a short march gains.
inline constexpr double kMarchMoves = 3.0;
inline constexpr double kDeployDistance = 16.0;
// A gun follows the foot when the nearest friendly infantry is further away
// than this (table inches), and keeps about this far behind it.
inline constexpr double kGunSupportDistance = 8.0;
// A holding unit may step this far from its post (table inches, for 15 mm) to
// bring an enemy standing just out of range within its medium range.
inline constexpr double kHoldLeash = 6.0;

/// One side's view of the field for the present step.
struct TricorneTacticsView {
    const TricorneContext& context;
    const TricorneBattlefield& field;
    int side = 0;
    std::map<std::string, const UnitGoal*> goals;
    /// The side has lost no larger share of its army than the enemy: its worn
    /// units keep out of the fight (TricorneWornUnits.h).
    bool holdsTheLead = false;

    const UnitGoal* goalOf(const std::string& unitId) const {
        return tactics::goalOf(goals, unitId);
    }
    const std::vector<TricorneBattlefield::Piece>& own() const {
        return field.sides[static_cast<std::size_t>(side)];
    }
};

std::vector<CommanderOption> tricorneChargeOptions(const TricorneTacticsView& view);
std::vector<CommanderOption> tricorneManoeuvreOptions(const TricorneTacticsView& view);
std::vector<CommanderOption> tricorneFireOptions(const TricorneTacticsView& view);

/// The unit's troop category, none when its type is unknown.
std::optional<TroopCategory> categoryOf(const TricorneContext& context, const Unit& unit);

}  // namespace adjutant
