#include "core/referee/tricorne/TricorneMovementPace.h"

#include <algorithm>
#include <optional>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

namespace {

// The movement rows that the lightGunLimber option (A24) speaks of: its third
// reading swaps the limber cells of these two rows.
constexpr const char* kLightGunRow = "lightArtillery";
constexpr const char* kHorseGunRow = "horseArtillery";

TricornePace cannot(std::string why) {
    TricornePace pace;
    pace.whyNot = std::move(why);
    return pace;
}

TricornePace paceOf(const TricorneContext& context, double tableInches, std::string basis,
                    std::string rule) {
    TricornePace pace;
    pace.tableInches = tableInches;
    // 1.4 and A6: both readings convert the movement table.
    pace.inches = context.scaled(tableInches);
    pace.basis = std::move(basis);
    pace.rule = std::move(rule);
    return pace;
}

/// The limber cells of a row under the lightGunLimber reading (A24).
struct LimberCells {
    double bonus = 0;   // limbered pace = unlimbered pace + bonus
    double bounds = 0;  // time to limber or unlimber
    double inches = 0;  // move used to limber or unlimber
};

LimberCells limberCells(const TricorneContext& context, const TricorneMovementClass& row) {
    const std::string reading = context.option("lightGunLimber");
    auto cellsOf = [](const std::optional<TricorneMovementClass>& r) {
        LimberCells cells;
        if (r) {
            cells.bonus = r->limberedBonus.value_or(0.0);
            cells.bounds = r->limberBounds.value_or(0.0);
        }
        return cells;
    };
    LimberCells cells = cellsOf(row);
    if (reading == "limberingCostsFive" && row.key == kLightGunRow) {
        // "+5" is the part of the move limbering uses, not a faster limbered pace.
        cells.inches = cells.bonus;
        cells.bonus = 0;
    } else if (reading == "lightAndHorseSwapped" &&
               (row.key == kLightGunRow || row.key == kHorseGunRow)) {
        const auto& other = row.key == kLightGunRow ? kHorseGunRow : kLightGunRow;
        cells = cellsOf(context.tables().movement.classFor(other, context.choices()));
    }
    return cells;
}

TricornePace artilleryPace(const TricorneContext& context, const Unit& unit,
                           const TricorneTroopType& troop, const TricorneMovementClass& row) {
    const auto cls = context.tables().artilleryClasses.find(troop.artilleryClass);
    const bool movesUnlimbered =
        cls != context.tables().artilleryClasses.end() && cls->second.movesUnlimbered;
    if (isLimbered(context, unit)) {
        if (row.limberedPace) {
            return paceOf(context, *row.limberedPace + limberCells(context, row).bonus,
                          "limbered pace", row.rule);
        }
        if (row.unlimberedPace) {
            return paceOf(context, *row.unlimberedPace + limberCells(context, row).bonus,
                          "limbered pace (unlimbered pace + limber bonus)", row.rule);
        }
        return cannot("its movement row gives no limbered pace (13.7)");
    }
    if (movesUnlimbered && row.unlimberedPace) {
        return paceOf(context, *row.unlimberedPace, "unlimbered pace", row.rule);
    }
    return cannot("a " + troop.artilleryClass + " battery moves only when limbered (13.7)");
}

TricornePace formedPace(const TricorneContext& context, const Unit& unit,
                        const TricorneMovementClass& row) {
    switch (unit.formation) {
        case Formation::Line:
            if (row.linePace) {
                return paceOf(context, *row.linePace, "line pace", row.rule);
            }
            // A30: light infantry use their skirmish pace as their line pace.
            if (row.skirmishPace) {
                return paceOf(context, *row.skirmishPace, "skirmish pace as line pace", "A30");
            }
            break;
        case Formation::SkirmishLine:
            if (row.skirmishPace) {
                return paceOf(context, *row.skirmishPace, "skirmish pace", row.rule);
            }
            break;
        case Formation::ColumnOfRoute:
            if (row.columnOfRoutePace) {
                return paceOf(context, *row.columnOfRoutePace, "column-of-route pace", row.rule);
            }
            break;
        case Formation::Square:
            return cannot("a square cannot move; leaving square is a formation change (A30)");
        default:
            break;
    }
    return cannot("the movement table gives no pace for " +
                  std::string(formationName(unit.formation)) + " (13.1)");
}

}  // namespace

bool isLimbered(const TricorneContext& context, const Unit& unit) {
    return unit.formation == Formation::Limbered || context.status(unit).limbered;
}

TricornePace tricornePace(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop) {
        return cannot("the tables do not know the unit type '" + unit.type + "'");
    }
    if (troop->battalionGun) {
        const std::string& battalion = context.status(unit).battalion;
        if (const Unit* parent = battalion.empty() ? nullptr : context.unit(battalion)) {
            // 2.1: the battalion's infantry help move the gun, so it keeps their pace.
            TricornePace pace = tricornePace(context, *parent);
            pace.basis = "its battalion's " + pace.basis;
            pace.rule = "2.1";
            return pace;
        }
    }
    const auto& row = context.movementClass(troop->movementClass);
    if (!row) {
        return cannot("the movement table has no row '" + troop->movementClass + "'");
    }
    if (troop->category == TroopCategory::Artillery) {
        return artilleryPace(context, unit, *troop, *row);
    }
    return formedPace(context, unit, *row);
}

TricornePace chargePace(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop) {
        return cannot("the tables do not know the unit type '" + unit.type + "'");
    }
    const auto& row = context.movementClass(troop->movementClass);
    if (!row || !row->chargeBonus) {
        return cannot("the movement table gives no charge bonus for " + troop->movementClass +
                      " (13.1)");
    }
    const std::optional<double> base = row->linePace ? row->linePace : row->skirmishPace;
    if (!base) {
        return cannot("the movement table gives no line or skirmish pace (13.1)");
    }
    return paceOf(context, *base + *row->chargeBonus, "charge pace (pace + charge bonus)",
                  row->rule);
}

TricorneLimberTiming limberTiming(const TricorneContext& context, const Unit& unit) {
    TricorneLimberTiming timing;
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop || troop->category != TroopCategory::Artillery) {
        return timing;
    }
    const UnitType* type = context.state().ruleset().findUnitType(unit.type);
    const auto& formations = type ? type->formations : std::vector<Formation>{};
    if (std::find(formations.begin(), formations.end(), Formation::Limbered) == formations.end()) {
        return timing;  // battalion guns have no limbers: they move with the battalion
    }
    const auto& row = context.movementClass(troop->movementClass);
    if (!row) {
        return timing;
    }
    const LimberCells cells = limberCells(context, *row);
    timing.possible = true;
    timing.bounds = cells.bounds;
    timing.inches = context.scaled(cells.inches);
    timing.rule = "13.1";
    return timing;
}

}  // namespace adjutant
