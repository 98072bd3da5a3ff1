#pragma once

// Step 1 of Tricorne and Musket's bound (8.1, 9.1, 9.5, A8, A18, A44): which
// charges may be declared, recording them, and the advance to musket range.

#include <string>
#include <vector>

#include "core/referee/Resolution.h"
#include "core/referee/tricorne/TricorneChargeReach.h"

namespace adjutant {

class GameState;
class TricorneContext;

/// A player's charge: the charger and the unit or units it charges. It moves
/// into contact with the first; the others are charged too and test (9.1).
struct ChargeDeclaration {
    std::string chargerId;
    std::vector<std::string> targetIds;
};

/// Whether a declaration is legal and, if not, why, citing the rule.
struct ChargeDeclarationCheck {
    bool legal = false;
    std::string reason;
    ChargeReach reach;
    std::vector<ChargePath>
        paths;  // one per target, in order; each path's explanation is moved into `explanation`
    std::string impetusLostBecause;  // the path to the first target, or unformed (A18)
    Explanation explanation;
};

/// Who may charge: not a unit barred from voluntary acts this step
/// (whyCannotAct: off the table, routing, reforming, artillery, square, the
/// initiative, never to advance); not shaken (15.5 "may not start a charge"),
/// halted to dress its ranks or holding its position (15.5); not a unit that
/// moved in a morale reaction last bound (8.8, 8.11, our reading that a charge
/// is a voluntary move). Each target: an enemy on the table, not a general, at
/// least partly in the charger's front arc (A34), and reachable: the path to
/// contact (wheel at the outer edge, run with terrain halving, 13.4, 13.6)
/// costs no more than the charge reach, and passes no unit nor the table edge.
/// With Explain::AnswerOnly, `legal`, `reason`, the reach's figures, the paths
/// (without their explanations) and `impetusLostBecause` are as in full, and
/// `explanation` and the reach's explanation are left empty.
ChargeDeclarationCheck checkChargeDeclaration(const TricorneContext& context,
                                              const ChargeDeclaration& declaration,
                                              Explain explain = Explain::Full);

/// Records a legal declaration in the charger's status (chargeTargets, its
/// place in the order of declaration); a unit that declares again replaces its
/// charge. Throws std::invalid_argument with the reason when it is not legal.
void declareCharge(GameState& state, const ChargeDeclaration& declaration);
/// Records a declaration checkChargeDeclaration has just called legal on this
/// same state, without checking it again (the referee's declareCharge, after
/// refuseCharge: a charge check is among the dearest questions of a bound).
void recordChargeDeclaration(GameState& state, const ChargeDeclaration& declaration);

/// Withdraws a charge declared this bound (before step 1 is resolved).
void withdrawCharge(GameState& state, const std::string& chargerId);

/// The units with a charge declared this bound in the order charges are
/// resolved (A49): the side with the initiative first, then as declared.
std::vector<std::string> chargersInOrder(const TricorneContext& context);

/// Step 1: for every declared charge, in order, checks it again on the table as
/// it stands (a charge no longer legal is cancelled with its reason), records
/// the charger's pose, distance and front rank when declared (A8, A44.5, 9.4),
/// the targets' chargedBy and a flank-or-rear marker (15.4), the impetus lost
/// to the ground or to unformed status (13.6, A18), marks the charger as moved
/// in the charge phase (so infantry chargers never fire, 9.5, and no charger
/// moves in step 8), then advances it along its path to the first target's
/// musket range (charges.stepOneAdvanceTo, 8.1, A8); a charger already closer
/// stays where it is. One "charge" resolution per charge.
std::vector<Resolution> resolveChargeDeclarationsStep(GameState& state);

}  // namespace adjutant
