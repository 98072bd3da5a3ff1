#pragma once

// When a worn unit should keep out of the fight. Every casualty a unit has
// taken in the game costs it one on its present morale status (15.4), so a
// worn unit that is hit again is likely to retire, retreat or rout (15.5);
// a routing unit counts as lost at the end, and one that routs off the table
// is lost for good. While its army holds the lead in losses, the computer
// commander keeps such units out of reach of the enemy unless, for foot, its
// own volley is worth more than what the enemy's fire puts at risk.
//
// These are judgements for the commander, not rules: the chances they weigh
// come from the rules' own morale table and fire preview.

#include <vector>

#include "core/model/Pose.h"
#include "core/referee/tricorne/TricorneBattlefield.h"

namespace adjutant {

class GameState;
class TricorneContext;

/// A unit whose present morale status is this or lower is worn: a morale test
/// after one more casualty sends it back (4 or more over, 15.5) on a third or
/// more of the die's faces. Against the default orders at Mollwitz, 2 and 4
/// won fewer games than 3 from both sides.
inline constexpr int kWornMoraleStatus = 3;

/// The share of a unit's remaining figures that one morale test at this
/// present morale status is expected to take out of the fight (15.5), every
/// face of the die alike: 6 or more over routs it (all of them), 5 over sends
/// it back in retreat (half), 4 over retires it (a quarter).
double moraleBreakShare(int moraleStatus);

/// Whether the side has lost no larger share of its army than the enemy,
/// counted as the game's outcome counts it: figures lost, and the figures of
/// units out of action (routing, off the table, guns lost).
bool holdsTheLead(const GameState& state, int side);

/// Which enemies nearestDanger counts.
enum class DangerFrom { AllArms, HorseOnly };

/// The nearest enemy able to hurt a unit standing at `at` next bound: foot
/// and guns within the long range of their weapon, horse within its charge
/// reach, each with 2 inches to spare; routing units are left out. Null when
/// there is none. Guns count: a worn battalion standing under fire it cannot
/// answer loses a figure a bound and then routs. At Mollwitz, leaving them
/// out, the Austrians won 322 of 600 games; counting them, 371.
const TricorneBattlefield::Piece* nearestDanger(const TricorneContext& context,
                                                const TricorneBattlefield& field, int side, Vec2 at,
                                                DangerFrom from = DangerFrom::AllArms);

/// Whether the fire the enemies in `enemies` could give a unit risks more of
/// its figures, through the morale test it would then take, than its own best
/// volley at them is expected to take from the enemy (both from the fire
/// preview, 14).
bool fireRiskOutweighsVolley(
    const TricorneContext& context, const Unit& unit,
    const std::vector<std::pair<double, const TricorneBattlefield::Piece*>>& enemies);

/// Where a unit might draw back to, out of the reach of `danger`: straight
/// away from it (from its footprint's `centre` to the danger's), then turned
/// off that line by 30 and 60 degrees either way; a full move and shorter;
/// each first facing as before and then facing the way it goes; never within
/// 3 inches of the table's edge. The caller offers the first the referee
/// accepts.
std::vector<Pose> drawBackPoses(const TricorneContext& context, const Unit& unit, Vec2 centre,
                                const TricorneBattlefield::Piece& danger, double allowance);

}  // namespace adjutant
