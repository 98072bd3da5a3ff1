#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/Formation.h"
#include "core/referee/princes/PrincesRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What the movement rules need to know about the unit that moves (4.1-4.7).
struct PrincesMover {
    std::string arm;  // "infantry", "cavalry", "footArtillery", "horseArtillery"
    std::string moraleClass;
    std::vector<std::string> traits;  // "lightInfantry", "irregular", "rifles", ...
    Formation formation = Formation::Line;
    bool routing = false;
    bool reloadingRifles = false;  // a rifle unit in the turn after it fired (4.3, A6)
};

/// What the unit has already done this player turn, so that a second manoeuvre
/// is charged against what the first one left (4.2).
struct PrincesTurnSpending {
    double allowanceSpent = 0;         // fraction of a move, formation changes included
    double spentOnFormationWithF = 0;  // the part of it spent on changes marked F (4.3, A12)
    bool formationChangeWithoutF = false;
    double facingTurnedDegrees = 0;  // total this turn, whatever direction
    int artilleryMoves = 0;          // artillery actions used (4.4)
    int artilleryFires = 0;
    int artilleryOtherActions = 0;  // limber, unlimber
    bool reformed = false;          // spent the turn recovering from disorder (4.7)
    // Added after the first version of this header (additive only):
    double inchesMoved = 0;  // ground covered this turn, for the A5 `halfColumnRate` reading
                             // and the horse gun's "move half and fire" (4.4, A7)
    bool prolonged = false;  // shifted by prolonge: its fire action is reserved until it fires;
                             // the referee counts artilleryFires when the gun fires (4.4)

    bool operator==(const PrincesTurnSpending&) const = default;
};

/// One manoeuvre as the geometry measured it: the distance by ground, what it
/// crosses, how far it turns. Distances in table inches.
struct PrincesPathMeasure {
    double openDistance = 0;   // inches moved outside woods
    double woodsDistance = 0;  // inches moved inside woods
    int contoursCrossed = 0;   // up or down
    int obstaclesCrossed = 0;  // hedges, low walls, streams
    bool entirelyOnRoad = false;
    double facingChangeDegrees = 0;  // this manoeuvre's turn, added to the turn's total
    // Added after the first version of this header (additive only):
    // Of contoursCrossed, those climbed (for A8 `contourPenaltyUphillOnly`).
    int contoursCrossedUphill = 0;
    std::vector<std::string> obstacleKinds;  // the terrain kind of each obstacle crossed ("hedge",
                                             // "wall", "stream"), when known; unnamed ones count
                                             // as "hedge" (4.6)
    /// A river crossed away from any bridge or ford where the `riverCrossing`
    /// reading forbids it, in words ("the river Oder"); empty when none.
    std::string impassableWater;
};

/// A manoeuvre of one unit in its own player turn.
struct PrincesManoeuvre {
    enum class Kind {
        Move,             // move (and turn) in the present formation
        ChangeFormation,  // change formation, then move `path` in the new one
        Charge,           // a charge move at the charge rate (4.1, A2)
        Limber,
        Unlimber,
        Prolonge,  // an unlimbered gun shifts up to its prolonge distance (4.4)
        Reform,    // spend the whole turn to remove disorder (4.7, A26)
    };
    Kind kind = Kind::Move;
    std::optional<Formation> newFormation;  // ChangeFormation only
    PrincesPathMeasure path;
};

/// What a manoeuvre costs and leaves, with the explanation the UI shows.
struct PrincesMoveCost {
    bool legal = false;
    std::string reason;         // why not, when not legal
    double cost = 0;            // fraction of a move this manoeuvre uses
    double spentAfter = 0;      // the turn's total after it
    double inchesLeft = 0;      // what the rest of the allowance buys in the new formation
    bool mayStillFire = false;  // 4.3 / 4.4 after this manoeuvre
    bool disorders = false;     // it crossed or entered terrain that disorders this unit
    PrincesTurnSpending spendingAfter;
    Explanation explanation;
};

/// The cost of a formation change for a class and arm (4.5 with A12 for
/// cavalry); nothing when the table does not allow it directly.
std::optional<PrincesFormationChange> princesFormationChange(const PrincesRules& rules,
                                                             const PrincesMover& mover,
                                                             Formation from, Formation to);

/// The cheapest chain of allowed changes from one formation to another, each
/// link with its cost, spread over turns as the allowance requires (W11 d).
/// Empty when no chain exists.
std::vector<PrincesFormationChange> princesCheapestFormationChain(const PrincesRules& rules,
                                                                  const PrincesMover& mover,
                                                                  Formation from, Formation to);

/// The player turns a chain of changes takes when each turn's allowance is spent
/// link by link and a link never straddles two turns (W11 d). 0 for an empty chain.
/// (Added after the first version of this header.)
int princesTurnsForChain(const PrincesRules& rules,
                         const std::vector<PrincesFormationChange>& chain);

/// The rate in inches of a mover in a formation (4.1), the charge bonus added
/// for a charge; 0 when it may not move so.
double princesRate(const PrincesRules& rules, const PrincesMover& mover, Formation formation,
                   bool charging);

/// Checks and prices one manoeuvre against what the unit has spent this turn
/// (4.2-4.7): legal or not with the reason, the cost, what is left, whether
/// the unit may still fire and whether it ends disordered.
PrincesMoveCost princesManoeuvreCost(const PrincesRules& rules, const PrincesMover& mover,
                                     const PrincesTurnSpending& spent,
                                     const PrincesManoeuvre& manoeuvre);

/// Whether a unit that has spent this turn what `spent` says may fire (4.3, 4.4, A6, A12).
bool princesMayFireAfterMoving(const PrincesRules& rules, const PrincesMover& mover,
                               const PrincesTurnSpending& spent);

}  // namespace adjutant
