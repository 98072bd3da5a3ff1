// The orders `adjutant-cli play` gives Fire Effect units when nobody else
// does: charge an enemy within reach and in front; otherwise infantry and
// cavalry advance on the nearest enemy until it is within their charge reach
// (columns at the quick march, lines marching, then advancing firing once within
// long range; cavalry at the trot), guns stay where they are; and every unit
// that may fire does so at the nearest enemy it can hit. Broken groups are
// charged or fired at only when no formed enemy can be.
#include <algorithm>
#include <cmath>
#include <optional>

#include "core/referee/DefaultOrdersOfStep.h"
#include "core/referee/NearestEnemyToFireAt.h"
#include "core/referee/fireeffect/FireEffectAdvance.h"
#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/fireeffect/FireEffectRefereeCharges.h"
#include "core/referee/fireeffect/FireEffectRefereeFire.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant {

namespace {

// How far into its charge reach a unit advances before it stops.
constexpr double kWithinReach = 0.9;

// The farthest its weapon finds a band of its table, in yards: no fire reaches
// beyond (3.1, 4.1, 5). 0 for a unit with no weapon of the tables; infinity
// when a table has no last limit.
double fireReachYards(const FireEffectContext& context, const Unit& unit) {
    const FireEffectTables& tables = context.rules().tables();
    const auto weapon = tables.weapons.find(context.weapon(unit));
    if (weapon == tables.weapons.end()) {
        return 0;
    }
    double farthest = 0;
    const auto reachOf = [&farthest](const std::vector<FireEffectBand>& bands) {
        for (const FireEffectBand& band : bands) {
            farthest = std::max(farthest, band.to);
        }
    };
    if (weapon->second.kind == "smallArms") {
        const auto row = tables.smallArmsRanges.find(context.attributes(unit).fireClass);
        if (row == tables.smallArmsRanges.end()) {
            return 0;
        }
        reachOf(row->second.bands);
        farthest = std::max(farthest, row->second.longByAgreement.value_or(0));
        if (std::isfinite(weapon->second.maxRange)) {
            farthest = std::max(farthest, weapon->second.maxRange);  // carbines (B5)
        }
    } else {
        reachOf(weapon->second.kind == "artillery" ? tables.artilleryHits : tables.machineGunFire);
    }
    return std::min(farthest, weapon->second.maxRange);
}

// The nearest enemy the unit may fire at; beyond its weapon's maximum range
// fire is refused (3.1, 4.1, 5).
const Unit* nearestEnemyToFireAt(const FireEffectContext& context, const Unit& unit) {
    return adjutant::nearestEnemyToFireAt(
        context, unit,
        [&](const Unit& enemy) { return checkFireEffectFire(context, unit, enemy).allowed; },
        [&] {
            const double reach = context.rules().toInches(fireReachYards(context, unit));
            return std::isfinite(reach) ? context.enemiesByDistanceWithin(unit, reach)
                                        : context.enemiesByDistance(unit);
        });
}

// Yards the unit wants between itself and the enemy: just inside the reach of
// its charge (infantry's charge pace, cavalry's gallop), so that the next half
// it may charge.
double wantedYards(const FireEffectContext& context, const Unit& unit) {
    const FireEffectChargeReach reach = fireEffectChargeReach(context, unit);
    const double yards =
        context.arm(unit) == TroopCategory::Cavalry ? reach.gallopYards : reach.yards;
    return yards * kWithinReach;
}

double longRangeYards(const FireEffectContext& context, const Unit& unit) {
    const auto& ranges = context.rules().tables().smallArmsRanges;
    auto row = ranges.find(context.attributes(unit).fireClass);
    return row != ranges.end() && !row->second.bands.empty() ? row->second.bands.back().to : 0;
}

// A charge on the nearest enemy when it may declare one; else on broken
// troops within reach (7.4): formed enemies come first.
std::optional<ProposedCharge> chargeFor(const FireEffectReferee& referee,
                                        const FireEffectContext& context, const std::string& id) {
    const GameState& state = context.state();
    const Unit& unit = *state.findUnit(id);
    const std::vector<const Unit*> enemies = context.nearestEnemies(unit, 1);
    if (!enemies.empty() && !referee.refuseCharge(state, id, {enemies.front()->id})) {
        return ProposedCharge{id, {enemies.front()->id}};
    }
    for (const Unit& group : fireEffectEnemyBrokenGroups(context, unit)) {
        if (!referee.refuseCharge(state, id, {group.id})) {
            return ProposedCharge{id, {group.id}};
        }
    }
    return std::nullopt;
}

// An advance on the nearest enemy until it stands within the unit's charge
// reach; guns and chargers stay.
std::optional<ProposedManoeuvre> advanceFor(const FireEffectReferee& referee,
                                            const FireEffectContext& context,
                                            const std::string& id) {
    const GameState& state = context.state();
    const Unit& unit = *state.findUnit(id);
    const TroopCategory arm = context.arm(unit);
    if (referee.whyCannotAct(state, id) || context.status(id).hasCharge() || context.isGun(unit)) {
        return std::nullopt;
    }
    const std::vector<const Unit*> enemies = context.nearestEnemies(unit, 1);
    if (enemies.empty()) {
        return std::nullopt;
    }
    const Unit& enemy = *enemies.front();
    auto target = context.layout(enemy);
    if (!target) {
        return std::nullopt;
    }
    const double yards = context.distanceYards(unit, enemy);
    const double wanted = wantedYards(context, unit);
    const bool infantry = arm == TroopCategory::Infantry;
    const bool withinLong = infantry && yards <= longRangeYards(context, unit);
    if (yards <= wanted) {
        return std::nullopt;
    }
    FireEffectManoeuvreOrder order;
    order.unitId = id;
    // Straight on when the enemy is in front, else turned to face it: units
    // keep their frontage rather than all converging on one enemy.
    const double towards = Pose::bearingOf(target->centre() - unit.pose.position);
    const bool inFront = context.inArc(unit, enemy);
    const double bearing = inFront ? unit.pose.facingDegrees : towards;
    if (infantry) {
        // Columns press on at the quick march; lines advance firing once in range.
        order.pace = unit.formation == Formation::MarchColumn ? "quickMarch"
                     : withinLong                             ? "advancingFiring"
                                                              : "march";
    } else {
        order.pace = "trot";
    }
    const double advance = context.rules().toInches(yards - wanted);
    auto move = firstLegalFireEffectAdvance(referee, state, unit, order, bearing, advance);
    if (!move) {
        return std::nullopt;
    }
    return ProposedManoeuvre{id, typedManoeuvre(std::move(*move))};
}

// Fire at the nearest enemy it can hit; with no formed enemy to hit, at the
// nearest broken group it can (8.2). Both sides fire in the fire step.
std::optional<ProposedFireOrder> fireOrderFor(const FireEffectReferee& referee,
                                              const FireEffectContext& context, const Unit& unit) {
    if (!context.active(unit) || referee.whyCannotAct(context.state(), unit.id)) {
        return std::nullopt;
    }
    if (const Unit* enemy = nearestEnemyToFireAt(context, unit)) {
        return ProposedFireOrder{unit.id, enemy->id, {}};
    }
    for (const Unit& group : fireEffectEnemyBrokenGroups(context, unit)) {
        if (checkFireEffectFire(context, unit, group).allowed) {
            return ProposedFireOrder{unit.id, group.id, {}};
        }
    }
    return std::nullopt;
}

const std::vector<Unit>& everyUnit(const GameState& state) {
    return state.units();
}

}  // namespace

std::vector<ProposedCharge> FireEffectReferee::defaultCharges(const GameState& state) const {
    return defaultOrdersOfStep<ProposedCharge, FireEffectContext>(
        *this, state, "declareCharges", fireeffect_steps::phasingUnits, chargeFor);
}

std::vector<ProposedManoeuvre> FireEffectReferee::defaultManoeuvres(const GameState& state) const {
    return defaultOrdersOfStep<ProposedManoeuvre, FireEffectContext>(
        *this, state, "movement", fireeffect_steps::phasingUnits, advanceFor);
}

std::vector<ProposedFireOrder> FireEffectReferee::defaultFireOrders(const GameState& state) const {
    return defaultOrdersOfStep<ProposedFireOrder, FireEffectContext>(*this, state, "fire",
                                                                     everyUnit, fireOrderFor);
}

}  // namespace adjutant
