// Prices one manoeuvre against the single allowance of a player turn (4.2-4.7):
// moving, charging, changing formation then moving on, reforming. Artillery
// actions are priced in PrincesArtilleryManoeuvre.cpp.
#include <fmt/format.h>
#include <algorithm>
#include <cmath>

#include "core/referee/princes/PrincesMovement.h"
#include "core/referee/princes/PrincesMovementSupport.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

using namespace princes_movement;

namespace {

std::string kindLabel(const PrincesManoeuvre& manoeuvre, const PrincesMover& mover) {
    switch (manoeuvre.kind) {
        case PrincesManoeuvre::Kind::Move:
            return mover.routing ? "Rout move" : "Move in " + formationLabel(mover.formation);
        case PrincesManoeuvre::Kind::ChangeFormation:
            return "Change to " + formationLabel(manoeuvre.newFormation.value_or(mover.formation));
        case PrincesManoeuvre::Kind::Charge:
            return "Charge in " + formationLabel(mover.formation);
        case PrincesManoeuvre::Kind::Limber:
            return "Limber";
        case PrincesManoeuvre::Kind::Unlimber:
            return "Unlimber";
        case PrincesManoeuvre::Kind::Prolonge:
            return "Prolonge";
        case PrincesManoeuvre::Kind::Reform:
            return "Reform";
    }
    return "Manoeuvre";
}

// Why the unit may do nothing more this turn, before the manoeuvre itself is looked at.
std::string turnRefusal(const PrincesRules& rules, const PrincesMover& mover,
                        const PrincesTurnSpending& spent, const PrincesManoeuvre& manoeuvre) {
    if (spent.reformed) {
        return "it spends this turn reforming (4.7, A26)";
    }
    if (mover.routing && manoeuvre.kind != PrincesManoeuvre::Kind::Move) {
        return "a routing unit only makes its rout move (7.2, A21)";
    }
    if (mover.reloadingRifles && !rules.optionIs("rifleReloadAllowsMovement", "yes")) {
        return "rifles reloading spend the whole turn: no fire, no movement (4.3, A6)";
    }
    return {};
}

std::string chainText(const PrincesRules& rules, const PrincesMover& mover, Formation from,
                      Formation to) {
    const auto chain = princesCheapestFormationChain(rules, mover, from, to);
    if (chain.empty()) {
        return "no chain of changes reaches it";
    }
    std::string text = "cheapest chain " + formationLabel(from);
    double total = 0;
    for (const PrincesFormationChange& link : chain) {
        text += " -> " + formationLabel(link.to);
        total += link.cost;
    }
    const int turns = princesTurnsForChain(rules, chain);
    return text + fmt::format(", {} of a move over {} turn{} (W11 d)", formatRulesNumber(total),
                              turns, turns == 1 ? "" : "s");
}

// The formation-change expense, or the reason there is none.
std::string priceChange(const PrincesRules& rules, const PrincesMover& mover,
                        const PrincesManoeuvre& manoeuvre, PrincesTurnSpending& after, double& cost,
                        Explanation& why) {
    if (isArtillery(mover)) {
        return "guns limber and unlimber as actions (4.4)";
    }
    if (!manoeuvre.newFormation) {
        return "no formation to change to";
    }
    const Formation to = *manoeuvre.newFormation;
    if (to == Formation::Square && !rules.optionIs("squaresAllowed", "yes")) {
        return "squares are not allowed (A28)";
    }
    const auto change = princesFormationChange(rules, mover, mover.formation, to);
    if (!change) {
        return fmt::format("{} to {} is not allowed directly for class {} (4.5, A12); {}",
                           formationLabel(mover.formation), formationLabel(to), mover.moraleClass,
                           chainText(rules, mover, mover.formation, to));
    }
    cost += change->cost;
    const bool square = mover.formation == Formation::Square || to == Formation::Square;
    const std::string rule = square                   ? princesRule("3", "A28")
                             : mover.arm == "cavalry" ? princesRule("4.5", "A12")
                                                      : "4.5";
    why.add(fmt::format("Formation change {} to {}", formationLabel(mover.formation),
                        formationLabel(to)),
            change->cost, rule, change->mayFire ? "F: may still fire" : "no F: may not fire");
    if (change->mayFire) {
        after.spentOnFormationWithF += change->cost;
    } else {
        after.formationChangeWithoutF = true;
    }
    return {};
}

PrincesMoveCost priceReform(const PrincesRules& rules, const PrincesTurnSpending& spent,
                            PrincesMoveCost out) {
    const PrincesAllowance& allowance = rules.tables().allowance;
    if (rules.optionIs("disorderRecovery", "never")) {
        out.reason = "disorder is never removed under the chosen reading (4.7, A26)";
    } else if (spent.allowanceSpent > kEpsilon || spent.facingTurnedDegrees > kEpsilon ||
               spent.formationChangeWithoutF || artilleryActionsUsed(spent) > 0) {
        out.reason = "reforming takes the whole allowance, and some is spent (4.7, A26)";
    }
    out.cost = allowance.reformCost;
    out.explanation.add("Reforming takes the whole allowance", allowance.reformCost,
                        princesRule("4.7", "A26"),
                        "no movement, no firing; disorder removed at the end of the turn");
    out.spendingAfter.allowanceSpent += allowance.reformCost;
    out.spendingAfter.reformed = true;
    out.spentAfter = out.spendingAfter.allowanceSpent;
    out.legal = out.reason.empty();
    return out;
}

}  // namespace

PrincesMoveCost princesManoeuvreCost(const PrincesRules& rules, const PrincesMover& mover,
                                     const PrincesTurnSpending& spent,
                                     const PrincesManoeuvre& manoeuvre) {
    using Kind = PrincesManoeuvre::Kind;
    const PrincesAllowance& allowance = rules.tables().allowance;
    PrincesMoveCost out;
    out.spendingAfter = spent;
    out.spentAfter = spent.allowanceSpent;
    out.explanation.label = kindLabel(manoeuvre, mover);
    out.explanation.rule = "4.2";
    if (std::string refusal = turnRefusal(rules, mover, spent, manoeuvre); !refusal.empty()) {
        out.reason = refusal;
        out.explanation.note = refusal;
        return out;
    }
    if (manoeuvre.kind == Kind::Reform) {
        out.explanation.rule = princesRule("4.7", "A26");
        out = priceReform(rules, spent, std::move(out));
        out.explanation.value = out.cost;
        out.explanation.note = out.legal ? "" : out.reason;
        return out;
    }
    if (isArtillery(mover) && manoeuvre.kind != Kind::ChangeFormation &&
        manoeuvre.kind != Kind::Charge && !mover.routing) {
        return priceArtilleryManoeuvre(rules, mover, spent, manoeuvre);
    }
    Explanation& why = out.explanation;
    if (spent.allowanceSpent > kEpsilon) {
        why.add("Already spent this turn", spent.allowanceSpent, "4.2");
    }
    double cost = 0;
    Formation formation = mover.formation;
    std::string refusal;
    if (manoeuvre.kind == Kind::ChangeFormation) {
        refusal = priceChange(rules, mover, manoeuvre, out.spendingAfter, cost, why);
        formation = manoeuvre.newFormation.value_or(formation);
    } else if (manoeuvre.kind == Kind::Charge && isArtillery(mover)) {
        refusal = "artillery never charges (4.1, A4)";
    } else if (manoeuvre.kind != Kind::Move && manoeuvre.kind != Kind::Charge) {
        refusal = "only artillery limbers, unlimbers or moves by prolonge (4.4)";
    }
    const bool charging = manoeuvre.kind == Kind::Charge;
    const double rate = princesRate(rules, mover, formation, charging);
    if (refusal.empty() && charging && rate <= 0) {
        refusal = "may not charge in " + formationLabel(formation) + " (4.1, A2)";
    }
    if (refusal.empty() && charging) {
        why.add(
            "Charge rate", rate, princesRule("4.1", "A2"),
            fmt::format("{} in {} with the charge bonus", inches(rate), formationLabel(formation)));
    }
    cost += priceFacing(rules, spent, manoeuvre.path.facingChangeDegrees, why);
    const double unspentBeforePath = allowance.movesPerTurn - spent.allowanceSpent - cost;
    const PathPrice path = pricePath(rules, mover, formation, rate, manoeuvre.path, why);
    cost += path.cost;
    if (refusal.empty()) {
        refusal = path.refusal;
    }
    if (refusal.empty()) {
        refusal = obstacleRefusal(rules, path, unspentBeforePath);
    }
    const double total = spent.allowanceSpent + cost;
    if (refusal.empty() && total > allowance.movesPerTurn + kEpsilon) {
        const double left = allowance.movesPerTurn - spent.allowanceSpent;
        refusal = fmt::format("needs {} of a move, {} is left (4.2)", numberPast(cost, left),
                              formatRulesNumber(left));
        // In table inches too, as the table gives the move left.
        if (rate > 0) {
            refusal += fmt::format(": {} in where {} in is left",
                                   formatRulesNumber(std::round(cost * rate * 10) / 10),
                                   formatRulesNumber(std::round(left * rate * 10) / 10));
        }
    }
    out.cost = cost;
    out.spentAfter = total;
    out.disorders = path.disorders;
    out.spendingAfter.allowanceSpent = total;
    out.spendingAfter.inchesMoved += path.inches;
    out.spendingAfter.facingTurnedDegrees =
        spent.facingTurnedDegrees + std::abs(manoeuvre.path.facingChangeDegrees);
    const double left = std::max(0.0, allowance.movesPerTurn - total);
    out.inchesLeft = left * princesRate(rules, mover, formation, false);
    PrincesMover moverAfter = mover;
    moverAfter.formation = formation;
    // A charger ends in contact and fights hand to hand instead (5.4).
    out.mayStillFire = !charging && princesMayFireAfterMoving(rules, moverAfter, out.spendingAfter);
    out.legal = refusal.empty();
    out.reason = refusal;
    why.value = cost;
    why.note = refusal;
    if (!out.legal) {
        return out;  // what would be left matters only for a manoeuvre that can be made
    }
    why.add("Spent this turn", total, "4.2",
            fmt::format("{} left: {} in {}", formatRulesNumber(left), inches(out.inchesLeft),
                        formationLabel(formation)));
    why.add("May still fire", out.mayStillFire ? 1.0 : 0.0, princesRule("4.3", "A5, A12"),
            out.mayStillFire ? "yes" : "no");
    return out;
}

}  // namespace adjutant
