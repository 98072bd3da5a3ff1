#include "core/referee/princes/PrincesMovementSupport.h"

#include <algorithm>
#include <cmath>

namespace adjutant::princes_movement {

bool isArtillery(const PrincesMover& mover) {
    return mover.arm == "artillery" || mover.arm == "footArtillery" ||
           mover.arm == "horseArtillery";
}

bool isHorseArtillery(const PrincesMover& mover) {
    return mover.arm == "horseArtillery" ||
           (isArtillery(mover) && hasTrait(mover, "horseArtillery"));
}

bool hasTrait(const PrincesMover& mover, const std::string& trait) {
    return std::find(mover.traits.begin(), mover.traits.end(), trait) != mover.traits.end();
}

const PrincesMovementRow* movementRow(const PrincesRules& rules, const PrincesMover& mover) {
    // The movement table has one artillery row for foot and horse guns alike (4.1, A4).
    const std::string arm = isArtillery(mover) ? "artillery" : mover.arm;
    auto it = rules.tables().movement.find(arm);
    return it == rules.tables().movement.end() ? nullptr : &it->second;
}

const PrincesArtilleryActions* artilleryActions(const PrincesRules& rules,
                                                const PrincesMover& mover) {
    if (!isArtillery(mover)) {
        return nullptr;
    }
    auto it = rules.tables().artilleryActions.find(isHorseArtillery(mover) ? "horse" : "foot");
    return it == rules.tables().artilleryActions.end() ? nullptr : &it->second;
}

int maxArtilleryMoves(const PrincesRules& rules, const PrincesMover& mover) {
    const PrincesArtilleryActions* actions = artilleryActions(rules, mover);
    if (actions == nullptr) {
        return 0;
    }
    // A7 (c): every action may be a move.
    return rules.optionIs("horseArtilleryActions", "twoMoves") ? actions->actionsPerTurn
                                                               : actions->maxMoves;
}

int artilleryActionsUsed(const PrincesTurnSpending& spent) {
    const int fires = std::max(spent.artilleryFires, spent.prolonged ? 1 : 0);
    return spent.artilleryMoves + spent.artilleryOtherActions + fires;
}

std::vector<Formation> formationsOfArm(const PrincesRules& rules, const PrincesMover& mover) {
    std::vector<Formation> formations;
    const PrincesMovementRow* row = movementRow(rules, mover);
    if (row == nullptr) {
        return formations;
    }
    for (const auto& [formation, rate] : row->rates) {
        if (formation == Formation::Square && !rules.optionIs("squaresAllowed", "yes")) {
            continue;
        }
        formations.push_back(formation);
    }
    return formations;
}

bool isColumnFormation(Formation formation) {
    return formation == Formation::MarchColumn || formation == Formation::ColumnOfDivisions ||
           formation == Formation::Limbered;
}

double columnRate(const PrincesRules& rules, const PrincesMover& mover) {
    const PrincesMovementRow* row = movementRow(rules, mover);
    double rate = 0;
    if (row != nullptr) {
        for (const auto& [formation, inches] : row->rates) {
            rate = std::max(rate, inches);
        }
    }
    return rate;
}

double facingCostOf(const PrincesRules& rules, double degrees) {
    const PrincesAllowance& allowance = rules.tables().allowance;
    degrees = std::fabs(degrees);
    if (degrees <= kEpsilon) {
        return 0;
    }
    return degrees <= allowance.smallTurnDegrees + kEpsilon ? allowance.smallTurnCost
                                                            : allowance.largeTurnCost;
}

std::string formationLabel(Formation formation) {
    return std::string(formationName(formation));
}

std::string inches(double value) {
    return formatRulesNumber(value) + "\"";
}

}  // namespace adjutant::princes_movement
