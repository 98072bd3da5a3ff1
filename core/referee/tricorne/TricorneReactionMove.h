#pragma once

#include <string>
#include <vector>

#include "core/model/Pose.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/Explanation.h"
#include "core/rules/tricorne/TricorneActionCode.h"

namespace adjutant {

/// A retire, retreat, rout or recoil worked out on the table (6.1-6.3, 15.5,
/// 19.3.8) without changing anything: the pace and its reading, the terrain
/// that halved it, the straight path towards the unit's own baseline and away
/// from the cause, the friends passed through or halted before, and whether the
/// unit left the table.
struct ReactionMove {
    std::string unitId;
    TricorneActionCode kind = TricorneActionCode::Retire;  // Retire, Retreat, Rout or Recoil
    Vec2 direction;
    double pace = 0;      // table inches for this game, before terrain
    double distance = 0;  // how far it moved
    Vec2 displacement;
    Pose finalPose;
    std::vector<Vec2> path;  // centre of the footprint at the start and the end
    std::vector<std::string> passedThrough;
    std::string haltedBefore;  // the unit it halted in front of (A26, or an enemy)
    bool leftTable = false;
    bool stoppedAtTableEdge = false;
    Explanation explanation;
};

/// Plans the move. `cause` is the unit the move goes away from ("" if unknown);
/// `recoilDistance` is the table distance of a recoil; `movingWith` are units
/// that move along with this one (its guns) and so never block it.
///
/// Readings: the move is straight towards the own baseline, unless the cause
/// lies that way, when it is straight away from the cause. Terrain (13.6) halves
/// the rest of the move from the first obstacle or difficult ground met. A move
/// never ends inside a friend it passes through: it completes the passage. A
/// retire or retreat stops at the table edge; a rout that reaches it leaves.
/// "Directly behind" (A26): the friend lies across the line of retirement, its
/// centre within the retiring unit's frontage, facing within 45 degrees of the
/// same (or the opposite) way; anything else blocks obliquely or off-centre.
ReactionMove planReactionMove(const TricorneContext& context, const Unit& unit,
                              TricorneActionCode kind, const std::string& cause,
                              double recoilDistance, const std::vector<std::string>& movingWith);

/// The pace of a reaction for a unit in table inches for this game (13.1, A27,
/// A28, A30; artillery always moves limbered), with its reading in `why`.
double reactionPace(const TricorneContext& context, const Unit& unit, TricorneActionCode kind,
                    Explanation& why);

}  // namespace adjutant
