// Artillery actions (4.4, A7): a limbered gun moves, a gun limbers or unlimbers,
// an unlimbered gun shifts by prolonge and fires. Foot guns have one action a turn,
// horse guns two, with at most one move and one fire.
#include <fmt/format.h>
#include <cmath>

#include "core/referee/princes/PrincesMovementSupport.h"

namespace adjutant::princes_movement {

namespace {

using Kind = PrincesManoeuvre::Kind;

std::string gunKind(const PrincesMover& mover) {
    return isHorseArtillery(mover) ? "horse artillery" : "foot artillery";
}

// Why the action may not be taken at all; empty if it may.
std::string actionRefusal(const PrincesRules& rules, const PrincesMover& mover,
                          const PrincesTurnSpending& spent, const PrincesArtilleryActions& actions,
                          const PrincesManoeuvre& manoeuvre) {
    const int used = artilleryActionsUsed(spent);
    if (used >= actions.actionsPerTurn) {
        return fmt::format("{} has {} action{} a turn, all used (4.4, A7)", gunKind(mover),
                           actions.actionsPerTurn, actions.actionsPerTurn == 1 ? "" : "s");
    }
    switch (manoeuvre.kind) {
        case Kind::Move:
            if (mover.formation != Formation::Limbered) {
                return "an unlimbered gun moves only by prolonge (4.1, A4)";
            }
            if (spent.artilleryMoves >= maxArtilleryMoves(rules, mover)) {
                return "at most one move action a turn (4.4, A7)";
            }
            return {};
        case Kind::Limber:
            return mover.formation == Formation::Limbered ? "the gun is already limbered"
                                                          : std::string{};
        case Kind::Unlimber:
            return mover.formation == Formation::Unlimbered ? "the gun is already unlimbered"
                                                            : std::string{};
        case Kind::Prolonge:
            if (mover.formation != Formation::Unlimbered) {
                return "only an unlimbered gun moves by prolonge (4.4)";
            }
            if (spent.prolonged || spent.artilleryFires >= actions.maxFires) {
                return "the fire action is used: at most one fire or prolonge a turn (4.4, A7)";
            }
            return {};
        default:
            return "not an artillery action";
    }
}

// What one move action may spend: the whole allowance, or its share under A7 (b).
double allowancePerMove(const PrincesRules& rules, const PrincesArtilleryActions& actions) {
    const double perTurn = rules.tables().allowance.movesPerTurn;
    if (rules.optionIs("horseArtilleryActions", "halfActions") && actions.actionsPerTurn > 0) {
        return perTurn / actions.actionsPerTurn;
    }
    return perTurn;
}

}  // namespace

PrincesMoveCost priceArtilleryManoeuvre(const PrincesRules& rules, const PrincesMover& mover,
                                        const PrincesTurnSpending& spent,
                                        const PrincesManoeuvre& manoeuvre) {
    PrincesMoveCost out;
    out.spendingAfter = spent;
    out.spentAfter = spent.allowanceSpent;
    Explanation& why = out.explanation;
    why.rule = princesRule("4.4", "A7");
    why.label = manoeuvre.kind == Kind::Move       ? "Move limbered"
                : manoeuvre.kind == Kind::Limber   ? "Limber"
                : manoeuvre.kind == Kind::Unlimber ? "Unlimber"
                                                   : "Prolonge";
    const PrincesArtilleryActions* actions = artilleryActions(rules, mover);
    const PrincesMovementRow* row = movementRow(rules, mover);
    if (actions == nullptr || row == nullptr) {
        out.reason = "the ruleset has no artillery rows (4.1, 4.4)";
        why.note = out.reason;
        return out;
    }
    std::string refusal = actionRefusal(rules, mover, spent, *actions, manoeuvre);
    const int actionNumber = artilleryActionsUsed(spent) + 1;
    why.add(fmt::format("Action {} of {}", actionNumber, actions->actionsPerTurn),
            static_cast<double>(actionNumber), princesRule(actions->rule, "A7"), gunKind(mover));

    PrincesMover moverAfter = mover;
    double limit = 0;
    PathPrice path;
    if (manoeuvre.kind == Kind::Move || manoeuvre.kind == Kind::Prolonge) {
        const bool prolonge = manoeuvre.kind == Kind::Prolonge;
        const double rate = prolonge ? row->prolonge.value_or(0)
                                     : princesRate(rules, mover, Formation::Limbered, false);
        limit =
            prolonge ? rules.tables().allowance.movesPerTurn : allowancePerMove(rules, *actions);
        if (refusal.empty() && prolonge && rate <= 0) {
            refusal = "this gun has no prolonge distance (4.1)";
        }
        why.add(prolonge ? "Prolonge distance" : "Limbered rate", rate, row->rule,
                prolonge ? "and the gun may fire (4.4)" : "");
        out.cost = priceFacing(rules, spent, manoeuvre.path.facingChangeDegrees, why);
        const double unspentBefore = limit - out.cost;
        path = pricePath(rules, mover, mover.formation, rate, manoeuvre.path, why);
        out.cost += path.cost;
        if (refusal.empty()) {
            refusal = path.refusal;
        }
        if (refusal.empty()) {
            refusal = obstacleRefusal(rules, path, unspentBefore);
        }
        if (refusal.empty() && out.cost > limit + kEpsilon) {
            refusal = fmt::format("needs {} of a move, the action gives {} (4.4)",
                                  formatRulesNumber(out.cost), formatRulesNumber(limit));
        }
        out.disorders = path.disorders;
        out.spendingAfter.allowanceSpent += out.cost;
        out.spendingAfter.inchesMoved += path.inches;
        out.spendingAfter.facingTurnedDegrees += std::abs(manoeuvre.path.facingChangeDegrees);
        if (prolonge) {
            out.spendingAfter.prolonged = true;
        } else {
            ++out.spendingAfter.artilleryMoves;
        }
    } else {
        ++out.spendingAfter.artilleryOtherActions;
        moverAfter.formation =
            manoeuvre.kind == Kind::Limber ? Formation::Limbered : Formation::Unlimbered;
    }
    out.spentAfter = out.spendingAfter.allowanceSpent;
    out.mayStillFire = princesMayFireAfterMoving(rules, moverAfter, out.spendingAfter);
    // What a further move action could still cover (A7 (c) allows a second one).
    const bool moveLeft = moverAfter.formation == Formation::Limbered &&
                          out.spendingAfter.artilleryMoves < maxArtilleryMoves(rules, mover) &&
                          artilleryActionsUsed(out.spendingAfter) < actions->actionsPerTurn;
    out.inchesLeft = moveLeft ? allowancePerMove(rules, *actions) *
                                    princesRate(rules, moverAfter, Formation::Limbered, false)
                              : 0;
    if (manoeuvre.kind == Kind::Move && isHorseArtillery(mover) &&
        actions->halfMoveAndFireDistance &&
        rules.optionIs("horseArtilleryActions", "twoActionsOneMoveOneFire")) {
        const bool half =
            out.spendingAfter.inchesMoved <= *actions->halfMoveAndFireDistance + kEpsilon;
        why.add("Move half and fire", *actions->halfMoveAndFireDistance, princesRule("4.4", "A7"),
                half ? "moved no more: may unlimber and fire this turn"
                     : "moved more: may not fire this turn");
    }
    out.legal = refusal.empty();
    out.reason = refusal;
    why.value = out.cost;
    why.add("May still fire", out.mayStillFire ? 1.0 : 0.0, princesRule("4.4", "A7"),
            out.mayStillFire ? "yes" : "no");
    why.note = out.legal ? "" : refusal;
    return out;
}

}  // namespace adjutant::princes_movement
