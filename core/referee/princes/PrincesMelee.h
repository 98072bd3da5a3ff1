#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"
#include "core/referee/princes/PrincesRules.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// One side of a hand-to-hand fight as 6.1-6.3 look at it.
struct PrincesMeleeSide {
    std::string name;
    TroopCategory arm = TroopCategory::Infantry;  // artillery: its crew
    std::string moraleClass = "C";
    Formation formation = Formation::Line;
    int figures = 0;  // present figures
    int stands = 0;   // for the frontRank reading of A19; 0: organisation default
    int figuresPerStand = 0;
    bool disordered = false;
    bool noBayonets = false;       // the trait; never counted for cavalry (A18)
    bool chargedThisTurn = false;  // its charge made contact this turn
    bool halted = false;           // halted as 7.2 defines it (A30)
    bool crossedObstacle = false;  // crossed or attacked across an obstacle (A20)
    bool routing = false;          // a contacted router rolls no dice
};

/// What one side rolls in a round.
struct PrincesMeleeSideResult {
    int factor = 0;  // 6.1
    std::vector<PrincesAppliedModifier> modifiers;
    int killNumber = 0;  // clamped
    int dice = 0;
    std::vector<int> rolls;
    int kills = 0;  // enemy figures killed
    Explanation explanation;
};

/// A round of hand to hand: both sides roll, losses are removed afterwards (6.3).
struct PrincesMeleeRound {
    PrincesMeleeSideResult first, second;
    Explanation explanation;
};

/// The arm a side fights as: gun crews as infantry (6.1, P).
TroopCategory princesMeleeArm(const PrincesRules& rules, TroopCategory arm);

/// The 6.2 modifiers of `side` fighting `enemy`, in the order of the table.
std::vector<PrincesAppliedModifier> princesMeleeModifiers(const PrincesRules& rules,
                                                          const PrincesMeleeSide& side,
                                                          const PrincesMeleeSide& enemy);

/// Factor plus modifiers, clamped (6.3); `why` receives the breakdown.
int princesKillNumber(const PrincesRules& rules, const PrincesMeleeSide& side,
                      const PrincesMeleeSide& enemy, Explanation* why = nullptr);

/// Dice the side rolls (6.3, A19): none for a router.
int princesMeleeDice(const PrincesRules& rules, const PrincesMeleeSide& side);

/// One side's dice in a round against `enemy` (6.3): its kill number, dice and kills.
PrincesMeleeSideResult rollPrincesMeleeSide(const PrincesRules& rules, const PrincesMeleeSide& side,
                                            const PrincesMeleeSide& enemy, DiceSource& dice);

/// One round: `first` rolls its dice, then `second`; nothing is applied.
PrincesMeleeRound resolvePrincesMeleeRound(const PrincesRules& rules, const PrincesMeleeSide& first,
                                           const PrincesMeleeSide& second, DiceSource& dice);

}  // namespace adjutant
