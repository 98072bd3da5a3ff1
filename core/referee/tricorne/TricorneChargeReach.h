#pragma once

// How far a charge reaches and the path it takes (Tricorne and Musket 9.5,
// 13.1, 13.6, A18, A34, A44): the geometry both the declaration (step 1) and
// the charge move (step 3) measure with.

#include <optional>
#include <string>
#include <vector>

#include "core/model/Pose.h"
#include "core/model/Vec2.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class TricorneContext;
struct Unit;

/// A unit's whole charge move in a bound (9.5): its line pace (skirmish pace
/// for light infantry) plus its charge bonus (13.1), converted for the figure
/// scale (1.4).
struct ChargeReach {
    double tableInches = 0;  // the movement table's figure, 15/25 mm
    double inches = 0;       // on this game's table
    std::string whyNot;      // not empty for a unit that has no charge pace
    Explanation explanation;
};

ChargeReach chargeReachOf(const TricorneContext& context, const Unit& charger);

/// The straight path of a charger into base contact with one target, as the
/// movement code measures a move (13.4, 13.6): the charger wheels at the outer
/// edge to face the target edge it strikes, then its front-edge centre runs
/// straight to the contact pose; terrain halves the speed along the way.
///
/// Readings [I]: the edge struck is the target's front, rear or nearer flank
/// as the charger stands (A44), a square's face turned most towards it; the
/// charger meets it square on, its front centred on the point of the edge
/// nearest its own front centre, as far along the edge as its frontage allows.
struct ChargePath {
    bool inFront = false;     // the target lies at least partly in the front arc (A34)
    std::string aspect;       // "front", "flank", "rear": where the charger stands (A44)
    Pose start;               // the charger's pose now
    Pose contactPose;         // where it stands in base contact
    double wheelDegrees = 0;  // the change of facing, signed (13.4)
    double wheelCost = 0;     // measured at the outer edge
    double length = 0;        // of the front-edge centre's straight run
    double cost = 0;          // allowance used: the run with terrain (13.6) plus the wheel
    double distance = 0;      // edge to edge now (A33)
    std::vector<std::string> terrainNotes;  // what made the run dear
    std::string impetusLostBecause;         // 13.6.2-3; empty when the ground keeps it
    std::string blockedBy;                  // a unit or the table edge in the way; empty when clear
    Explanation explanation;  // a new member above: copy it in planChargePath's answer-only copy
    bool operator==(const ChargePath&) const = default;
};

/// What planning a path looked at besides the charger and its target: the
/// area its run sweeps and the units found in or touching it, in scenario
/// order (empty when the run is nil). The charge-path memo checks them again.
struct ChargeSweep {
    std::vector<Vec2> swept;
    std::vector<const Unit*> found;
};

/// A unit in the way of a charge's run: how far along the run the charger
/// touches it.
struct ChargeObstacle {
    double at = 0;
    const Unit* unit = nullptr;
};

/// The first unit other than the charger, its target and its own battalion
/// guns that the first `run` inches of the path pass into (a unit merely
/// touched at the end, or alongside, is not in the way). Friends that have
/// declared a charge themselves are skipped when `passChargingFriends`: they
/// move off ahead (9.4.4). `sweep`, when given, gets what was looked at.
std::optional<ChargeObstacle> firstInTheWay(const TricorneContext& context, const Unit& charger,
                                            const Unit& target, const ChargePath& path, double run,
                                            bool passChargingFriends, ChargeSweep* sweep = nullptr);

/// Plans the path from where the charger stands now. `impetus` terrain is
/// judged for the charger's arm: infantry lose it to woods, walls, ditches,
/// streams, buildings and hedges, cavalry to walls, woods and buildings.
/// A path between two units of the state is kept in the state's
/// ChargePathMemo and handed out again while nothing it read has changed
/// (TricorneChargePathMemo.h): a bound asks for the same path up to three
/// times (the default orders, the order's check, step 1). With
/// Explain::AnswerOnly the path comes without its explanation.
ChargePath planChargePath(const TricorneContext& context, const Unit& charger, const Unit& target,
                          Explain explain = Explain::Full);

/// planChargePath worked out afresh, never from the memo; `sweep`, when given,
/// gets what the check for units in the way looked at.
ChargePath planChargePathAfresh(const TricorneContext& context, const Unit& charger,
                                const Unit& target, ChargeSweep* sweep = nullptr);

/// Where the charger stands after `along` table inches of the path's run (after
/// the wheel): the contact facing, its front centre that far along the run.
Pose poseAlongChargePath(const ChargePath& path, double along);

/// The cost of running `run` inches of the path, with the wheel before it
/// (9.5, 13.4, 13.6: difficult ground at half speed).
double chargeRunCost(const TricorneContext& context, const ChargePath& path, double run);

/// How much of the path's run an allowance pays for, the ground taken as it comes.
double chargeRunAffordable(const TricorneContext& context, const ChargePath& path,
                           double allowance);

/// How much of the run to make so as to stop `gap` inches short of the edge
/// struck (measured square to it), clamped to [0, length].
double runToStopShort(const ChargePath& path, double gap);

}  // namespace adjutant
