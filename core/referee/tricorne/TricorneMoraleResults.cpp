#include "core/referee/tricorne/TricorneMoraleResults.h"

#include <algorithm>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"

namespace adjutant {

namespace {

bool isCavalry(const TricorneContext& context, const std::string& unitId) {
    const Unit* unit = context.unit(unitId);
    const TricorneTroopType* troop = unit ? context.troop(*unit) : nullptr;
    return troop && troop->category == TroopCategory::Cavalry;
}

bool holds(const std::string& when, const MoraleSituation& s, bool squareLineFollows) {
    if (when == "inMelee") {
        return s.inMelee && !(s.inSquareAgainstCavalry && squareLineFollows);
    }
    if (when == "inSquareAgainstCavalry") {
        return s.inSquareAgainstCavalry;
    }
    if (when == "limbered") {
        return s.limbered;
    }
    if (when == "unlimbered") {
        return !s.limbered;
    }
    return when == "otherwise";
}

}  // namespace

MoraleSituation moraleSituationOf(const TricorneContext& context, const Unit& unit) {
    MoraleSituation s;
    const TricorneTroopType* troop = context.troop(unit);
    if (troop) {
        s.category = moraleCategoryOf(*troop);
    }
    const TricorneUnitState& status = context.status(unit);
    s.inSquare = unit.formation == Formation::Square;
    s.limbered = status.limbered || unit.formation == Formation::Limbered;
    s.inMelee = status.thisBound.inMelee;
    bool cavalryAgainstIt = false;
    for (const Unit* other : unitsInContactWith(context, unit)) {
        if (other->side != unit.side) {
            s.inMelee = true;
            cavalryAgainstIt = cavalryAgainstIt || isCavalry(context, other->id);
        }
    }
    for (const MoraleTrigger& trigger : status.thisBound.moraleTriggers) {
        s.inMelee = s.inMelee || trigger.cause == "meleeCasualties";
        const Unit* source = context.unit(trigger.source);
        if (source && source->side != unit.side && isCavalry(context, trigger.source)) {
            cavalryAgainstIt = true;
        }
    }
    s.inSquareAgainstCavalry = s.inSquare && cavalryAgainstIt;
    return s;
}

MoraleRow lookUpMoraleRow(const TricorneTables& tables, const MoraleSituation& situation, int d) {
    MoraleRow row;
    row.band = tables.moraleResults.find(d);
    if (!row.band) {
        return row;
    }
    row.rule = row.band->rule;
    const auto* lines = row.band->category(std::string(troopCategoryKey(situation.category)));
    if (!lines) {
        return row;
    }
    for (std::size_t i = 0; i < lines->size(); ++i) {
        const TricorneSituationCase& line = (*lines)[i];
        const bool squareLineFollows =
            std::any_of(lines->begin() + static_cast<std::ptrdiff_t>(i) + 1, lines->end(),
                        [](const auto& later) { return later.when == "inSquareAgainstCavalry"; });
        if (!holds(line.when, situation, squareLineFollows) || !line.outcome.isLeaf()) {
            continue;
        }
        std::vector<TricorneAction> actions;
        for (const TricorneAction& action : line.outcome.actions()) {
            if (!(action.notInSquare && situation.inSquare)) {
                actions.push_back(action);
            }
        }
        if (actions.empty()) {
            continue;
        }
        row.situation = line.when;
        if (!line.outcome.rule.empty()) {
            row.rule = line.outcome.rule;
        }
        row.actions = std::move(actions);
        return row;
    }
    return row;
}

bool obeyOrdersOrBetter(const TricorneTables& tables, int d) {
    std::optional<int> limit;
    for (const TricorneBand& band : tables.moraleResults.bands) {
        const auto* lines = band.category(std::string(troopCategoryKey(TroopCategory::Infantry)));
        if (!lines || !band.dMax) {
            continue;
        }
        for (const auto& line : *lines) {
            if (line.when == "otherwise" && line.outcome.isLeaf() &&
                !line.outcome.actions().empty() &&
                line.outcome.actions().front().code == TricorneActionCode::ObeyOrders) {
                limit = std::max(limit.value_or(*band.dMax), *band.dMax);
            }
        }
    }
    return limit && d <= *limit;
}

}  // namespace adjutant
