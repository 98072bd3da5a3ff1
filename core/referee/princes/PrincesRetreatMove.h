#pragma once

// Retire and rout moves worked out on the table (7.2, 10.2 "directly away from
// the enemy, with blocking by table edge, impassable terrain and units
// (routers pass through friends [P])"), without changing anything.
//
// Readings: the unit slides straight away from the enemy (a retiring unit keeps
// its facing, a router first turns about its centre to face away). A retiring
// unit stops in front of any unit in its way, friend or enemy, at the edge of
// impassable ground (option `impassableGround`) and at the table edge. A router
// passes through friends (option `routersPassThroughFriends`) and, when it does,
// never ends inside one: it runs on until clear. Enemies and impassable ground
// stop it; what happens then is the option `blockedRouters` [P]. A router that
// reaches the table edge runs off it and is out of the game (7.2 [P]).

#include <string>
#include <vector>

#include "core/model/Pose.h"
#include "core/referee/princes/PrincesContext.h"
#include "core/rules/Explanation.h"

namespace adjutant {

struct PrincesRetreatMove {
    Vec2 direction;       // unit vector, straight away from the enemy
    double wanted = 0;    // the retire or rout distance
    double distance = 0;  // how far it goes
    Pose finalPose;
    std::vector<std::string> passedThrough;  // friends a router ran through
    std::string haltedBefore;                // the unit that stopped it, if one did
    bool haltedByEnemy = false;
    bool haltedByGround = false;  // impassable ground (`impassableGround`)
    bool stoppedAtTableEdge = false;
    bool leftTable = false;  // a router that ran off the table
    /// A router stopped by an enemy or impassable ground under `blockedRouters: surrender`.
    bool surrenders = false;
    Explanation explanation;
};

/// Plans a retire (`rout` false) or rout move of `distance` inches away from
/// `enemyId` (the nearest enemy when empty or gone).
PrincesRetreatMove planPrincesRetreat(const PrincesContext& context, const Unit& unit,
                                      const std::string& enemyId, double distance, bool rout);

}  // namespace adjutant
