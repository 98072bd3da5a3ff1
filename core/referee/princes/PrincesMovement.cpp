// Formation changes (4.5, A12), rates (4.1, A2-A4) and moving then firing (4.3, 4.4).
// Pricing a manoeuvre against the allowance is in PrincesManoeuvreCost.cpp.
#include "core/referee/princes/PrincesMovement.h"

#include <algorithm>
#include <functional>

#include "core/referee/princes/PrincesMovementSupport.h"

namespace adjutant {

using namespace princes_movement;

namespace {

bool contains(const std::vector<Formation>& formations, Formation formation) {
    return std::find(formations.begin(), formations.end(), formation) != formations.end();
}

// Cost, turns and links of a chain: the order in which chains compete (W11 d).
struct ChainRank {
    double cost = 0;
    int turns = 0;
    std::size_t links = 0;
    bool operator<(const ChainRank& other) const {
        if (cost < other.cost - kEpsilon || cost > other.cost + kEpsilon) {
            return cost < other.cost;
        }
        if (turns != other.turns) {
            return turns < other.turns;
        }
        return links < other.links;
    }
};

}  // namespace

std::optional<PrincesFormationChange> princesFormationChange(const PrincesRules& rules,
                                                             const PrincesMover& mover,
                                                             Formation from, Formation to) {
    // Guns limber and unlimber as actions (4.4), not as formation changes.
    if (from == to || isArtillery(mover)) {
        return std::nullopt;
    }
    const std::vector<Formation> formations = formationsOfArm(rules, mover);
    if (!contains(formations, from) || !contains(formations, to)) {
        return std::nullopt;
    }
    const PrincesTables& tables = rules.tables();
    PrincesFormationChange change;
    change.from = from;
    change.to = to;
    if (from == Formation::Square || to == Formation::Square) {
        // A28: forming or leaving square, from or to any formation.
        change.allowed = true;
        change.cost = tables.allowance.squareChangeCost;
        change.mayFire = tables.allowance.squareChangeMayFire;
        return change;
    }
    // Cavalry column, line and skirmish order are laid out as CD, Ln and SkLn, so the
    // CD-Ln and Ln-SkLn cells serve them (A12 (6)); its other pairs have no cell.
    const PrincesFormationChange* cell = tables.formationChange(mover.moraleClass, from, to);
    if (cell == nullptr || !cell->allowed) {
        return std::nullopt;
    }
    if (rules.optionIs("formationChangeDirection", "asListed") && cell->from != from) {
        return std::nullopt;
    }
    change.allowed = true;
    change.cost = cell->cost;
    change.mayFire = cell->mayFire;
    return change;
}

int princesTurnsForChain(const PrincesRules& rules,
                         const std::vector<PrincesFormationChange>& chain) {
    const double perTurn = rules.tables().allowance.movesPerTurn;
    if (chain.empty()) {
        return 0;
    }
    int turns = 1;
    double spent = 0;
    for (const PrincesFormationChange& link : chain) {
        if (spent + link.cost > perTurn + kEpsilon) {
            ++turns;
            spent = 0;
        }
        spent += link.cost;
    }
    return turns;
}

std::vector<PrincesFormationChange> princesCheapestFormationChain(const PrincesRules& rules,
                                                                  const PrincesMover& mover,
                                                                  Formation from, Formation to) {
    const std::vector<Formation> formations = formationsOfArm(rules, mover);
    if (from == to || !contains(formations, from) || !contains(formations, to)) {
        return {};
    }
    // At most five formations: every simple path can be tried.
    std::vector<PrincesFormationChange> best;
    std::optional<ChainRank> bestRank;
    std::vector<PrincesFormationChange> path;
    std::vector<Formation> visited{from};
    std::function<void(Formation)> explore = [&](Formation at) {
        if (at == to) {
            ChainRank rank{0, princesTurnsForChain(rules, path), path.size()};
            for (const PrincesFormationChange& link : path) {
                rank.cost += link.cost;
            }
            if (!bestRank || rank < *bestRank) {
                bestRank = rank;
                best = path;
            }
            return;
        }
        for (Formation next : formations) {
            if (contains(visited, next)) {
                continue;
            }
            auto link = princesFormationChange(rules, mover, at, next);
            if (!link) {
                continue;
            }
            path.push_back(*link);
            visited.push_back(next);
            explore(next);
            visited.pop_back();
            path.pop_back();
        }
    };
    explore(from);
    return best;
}

double princesRate(const PrincesRules& rules, const PrincesMover& mover, Formation formation,
                   bool charging) {
    const PrincesMovementRow* row = movementRow(rules, mover);
    if (row == nullptr) {
        return 0;
    }
    if (mover.routing) {
        // Routers run the rout distance whatever their order, and never charge (4.1, A21).
        return charging ? 0 : row->rout;
    }
    auto found = row->rates.find(formation);
    const double rate = found == row->rates.end() ? 0 : found->second;
    if (!charging) {
        return rate;
    }
    // Artillery has no charge entry (A4); a unit that may not move may not charge.
    if (!row->chargeBonus || rate <= 0) {
        return 0;
    }
    if (rules.optionIs("chargeBonus", "wholeDistance")) {
        return *row->chargeBonus;
    }
    if (rules.optionIs("chargeBonus", "addToColumnRate")) {
        return isColumnFormation(formation) ? rate + *row->chargeBonus : rate;
    }
    return rate + *row->chargeBonus;
}

bool princesMayFireAfterMoving(const PrincesRules& rules, const PrincesMover& mover,
                               const PrincesTurnSpending& spent) {
    const PrincesTables& tables = rules.tables();
    if (mover.routing || spent.reformed || mover.reloadingRifles) {
        return false;
    }
    if (mover.arm == "cavalry" && !rules.optionIs("cavalryMayFire", "asMuskets")) {
        return false;
    }
    if (isArtillery(mover)) {
        const PrincesArtilleryActions* actions = artilleryActions(rules, mover);
        if (actions == nullptr || mover.formation != Formation::Unlimbered ||
            spent.artilleryFires >= actions->maxFires) {
            return false;
        }
        if (spent.prolonged) {
            return true;  // the prolonge took the fire action with it (4.4)
        }
        if (artilleryActionsUsed(spent) < actions->actionsPerTurn) {
            return true;
        }
        // 4.4 [S]: horse artillery may move half, unlimber and fire (A7 (a) only).
        return rules.optionIs("horseArtilleryActions", "twoActionsOneMoveOneFire") &&
               actions->halfMoveAndFireDistance && spent.artilleryMoves == 1 &&
               spent.artilleryOtherActions == 1 &&
               spent.inchesMoved <= *actions->halfMoveAndFireDistance + kEpsilon;
    }
    if (spent.formationChangeWithoutF) {
        return false;
    }
    if (rules.optionIs("moveAndFire", "halfColumnRate")) {
        return spent.inchesMoved <=
               tables.allowance.moveAndFireMaxSpent * columnRate(rules, mover) + kEpsilon;
    }
    return spent.allowanceSpent - spent.spentOnFormationWithF <=
           tables.allowance.moveAndFireMaxSpent + kEpsilon;
}

}  // namespace adjutant
