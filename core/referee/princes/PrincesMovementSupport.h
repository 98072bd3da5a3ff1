#pragma once

// Small lookups shared by the War of Princes movement procedures (PrincesMovement.cpp,
// PrincesManoeuvreCost.cpp, PrincesArtilleryActions.cpp): which rows of the tables
// apply to a mover, and what a facing change costs.

#include <string>
#include <vector>

#include "core/referee/princes/PrincesMovement.h"

namespace adjutant::princes_movement {

/// Tolerance for comparing fractions of a move (sums of thirds and sixths).
inline constexpr double kEpsilon = 1e-9;

bool isArtillery(const PrincesMover& mover);
/// Horse artillery and galloper guns (4.4): the arm says so, or the unit's traits do.
bool isHorseArtillery(const PrincesMover& mover);
bool hasTrait(const PrincesMover& mover, const std::string& trait);

/// The `movement` row of the mover's arm (4.1); null when the table has none.
const PrincesMovementRow* movementRow(const PrincesRules& rules, const PrincesMover& mover);
/// The `artilleryActions` row, "foot" or "horse" (4.4); null for other arms.
const PrincesArtilleryActions* artilleryActions(const PrincesRules& rules,
                                                const PrincesMover& mover);
/// Moves an artillery piece may make this turn under the `horseArtilleryActions` reading (A7).
int maxArtilleryMoves(const PrincesRules& rules, const PrincesMover& mover);
/// Actions already used: moves, limber/unlimber, and the fire action a prolonge reserved.
int artilleryActionsUsed(const PrincesTurnSpending& spent);

/// The formations the mover's arm has a rate for (square only when squares are allowed).
std::vector<Formation> formationsOfArm(const PrincesRules& rules, const PrincesMover& mover);
/// The "column / limbered" column of the movement table (4.1).
bool isColumnFormation(Formation formation);
/// The largest rate of the arm: its column rate (A5 `halfColumnRate`).
double columnRate(const PrincesRules& rules, const PrincesMover& mover);

/// The cost of a total rotation in one turn (4.2, A11): nothing, the small or the large cost.
double facingCostOf(const PrincesRules& rules, double degrees);

/// "march column" and the like, for explanations.
std::string formationLabel(Formation formation);
/// 1.5" and the like.
std::string inches(double value);

/// What moving along a measured path costs at one rate (4.2, 4.6).
struct PathPrice {
    double cost = 0;          // fraction of a move
    double inches = 0;        // ground covered
    bool disorders = false;   // crossed or entered terrain that disorders this mover
    int obstacles = 0;        // linear obstacles crossed and paid for
    double obstacleCost = 0;  // what they cost together
    double largestCrossing = 0;
    std::string refusal;  // why the path cannot be moved at all
};

/// Prices moving `path` in `formation` at `rate` inches, one line in `why` per expense.
PathPrice pricePath(const PrincesRules& rules, const PrincesMover& mover, Formation formation,
                    double rate, const PrincesPathMeasure& path, Explanation& why);

/// What this manoeuvre's turn adds to the turn's facing cost (4.2, A11), with its line in `why`.
double priceFacing(const PrincesRules& rules, const PrincesTurnSpending& spent, double degrees,
                   Explanation& why);

/// Why a path with obstacles may not be started with `unspentBefore` left (4.2 [P]); empty if it
/// may.
std::string obstacleRefusal(const PrincesRules& rules, const PathPrice& price,
                            double unspentBefore);

/// Limber, unlimber, move a limbered gun or shift it by prolonge (4.4, A7).
PrincesMoveCost priceArtilleryManoeuvre(const PrincesRules& rules, const PrincesMover& mover,
                                        const PrincesTurnSpending& spent,
                                        const PrincesManoeuvre& manoeuvre);

}  // namespace adjutant::princes_movement
