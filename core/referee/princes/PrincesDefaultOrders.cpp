// The orders `adjutant-cli play` gives War of Princes units when nobody else
// does: charge an enemy within reach, otherwise advance on the nearest enemy
// until it is within medium range of the unit's weapon, reform when disordered
// and out of reach, and fire at the nearest enemy that may be fired at.
#include <algorithm>
#include <cmath>

#include "core/referee/DefaultOrdersOfStep.h"
#include "core/referee/NearestEnemyToFireAt.h"
#include "core/referee/princes/PrincesFire.h"
#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/princes/PrincesRefereeCharges.h"
#include "core/referee/princes/PrincesRefereeFire.h"
#include "core/referee/princes/PrincesRefereeSteps.h"

namespace adjutant {

namespace {

// Fractions of the wanted advance tried in turn until one is legal.
constexpr double kAdvanceFractions[] = {1.0, 0.75, 0.5, 0.25};
// Ends an advance this far inside the wanted range, so that rounding in the
// move does not leave the unit a hair outside it.
constexpr double kInsideRange = 0.1;

// The nearest enemy the unit may fire at: within a band of its weapon (a
// quick look before the whole check), which no enemy beyond its longest range
// is (5.1).
const Unit* nearestEnemyToFireAt(const PrincesContext& context, const Unit& unit) {
    const std::string weapon = context.weapon(unit);
    const auto ranges = context.rules().tables().ranges.find(weapon);
    if (ranges == context.rules().tables().ranges.end()) {
        return nullptr;  // it has no weapon to fire
    }
    return adjutant::nearestEnemyToFireAt(
        context, unit,
        [&](const Unit& enemy) {
            return !princesBandAt(context.rules(), weapon, context.distanceBetween(unit, enemy))
                        .empty() &&
                   checkPrincesFire(context, unit, enemy, false).allowed;
        },
        [&] {
            double longest = 0;
            for (const PrincesRangeBand& band : ranges->second.bands) {
                longest = std::max(longest, band.to);
            }
            return context.enemiesByDistanceWithin(unit, longest);
        });
}

// How close the unit wants to get: within medium range of its weapon, or
// (cavalry, which does not fire) within its charge distance.
double wantedDistance(const PrincesContext& context, const Unit& unit) {
    const std::string weapon = context.weapon(unit);
    auto ranges = context.rules().tables().ranges.find(weapon);
    if (ranges != context.rules().tables().ranges.end() && ranges->second.bands.size() >= 2) {
        return ranges->second.bands[1].to - kInsideRange;
    }
    return princesRate(context.rules(), context.mover(unit), unit.formation, true) / 2;
}

// The manoeuvre, proposed when the referee lets the unit make it.
std::optional<ProposedManoeuvre> legalManoeuvre(const PrincesReferee& referee,
                                                const GameState& state, const std::string& id,
                                                PrincesManoeuvreOrder order) {
    ManoeuvrePtr manoeuvre = typedManoeuvre(std::move(order));
    if (!referee.checkManoeuvre(state, *manoeuvre).legal) {
        return std::nullopt;
    }
    return ProposedManoeuvre{id, std::move(manoeuvre)};
}

// A charge on the nearest enemy when it may declare one.
std::optional<ProposedCharge> chargeFor(const PrincesReferee& referee,
                                        const PrincesContext& context, const std::string& id) {
    const GameState& state = context.state();
    const Unit* enemy = context.nearestEnemy(*state.findUnit(id));
    if (!enemy || referee.whyCannotAct(state, id) || refusePrincesCharge(state, id, {enemy->id})) {
        return std::nullopt;
    }
    return ProposedCharge{id, {enemy->id}};
}

// A disordered unit out of reach reforms; any other unit that may move
// advances on the nearest enemy until it is within the wanted distance.
std::optional<ProposedManoeuvre> advanceFor(const PrincesReferee& referee,
                                            const PrincesContext& context, const std::string& id) {
    const GameState& state = context.state();
    const Unit& unit = *state.findUnit(id);
    const PrincesUnitState& s = context.status(id);
    if (referee.whyCannotAct(state, id) || s.chargeInitiated || s.chargedThisTurn ||
        unit.formation == Formation::Unlimbered || s.haltMarker() ||
        (s.reloadingThisTurn && !princesRifleReload(context.rules()).mayMove)) {
        return std::nullopt;
    }
    const Unit* enemy = context.nearestEnemy(unit);
    if (!enemy) {
        return std::nullopt;
    }
    const double distance = context.distanceBetween(unit, *enemy);
    const double wanted = wantedDistance(context, unit);
    if (s.disordered && distance > 2 * wanted) {
        PrincesManoeuvreOrder reform;
        reform.unitId = id;
        reform.kind = PrincesManoeuvre::Kind::Reform;
        return legalManoeuvre(referee, state, id, std::move(reform));
    }
    if (distance <= wanted) {
        return std::nullopt;
    }
    auto target = context.layout(*enemy);
    if (!target) {
        return std::nullopt;
    }
    // Straight at the enemy's centre, turning to face it when it is off to one side.
    const Vec2 toward = target->centre() - unit.pose.position;
    const double bearing = Pose::bearingOf(toward);
    double turn = std::fmod(std::abs(bearing - unit.pose.facingDegrees), 360.0);
    turn = turn > 180 ? 360 - turn : turn;
    const double facing =
        turn <= context.rules().tables().arcHalfAngleDegrees ? unit.pose.facingDegrees : bearing;
    const Vec2 direction = Pose::directionOf(bearing);
    const double rate = princesRate(context.rules(), context.mover(unit), unit.formation, false);
    const double advance = std::min(distance - wanted, rate);
    for (const double fraction : kAdvanceFractions) {
        PrincesManoeuvreOrder move;
        move.unitId = id;
        move.path = {Pose{unit.pose.position + direction * (advance * fraction), facing}};
        if (auto proposed = legalManoeuvre(referee, state, id, std::move(move))) {
            return proposed;
        }
    }
    return std::nullopt;
}

// Fire at the nearest enemy that may be fired at.
std::optional<ProposedFireOrder> fireOrderFor(const PrincesReferee& referee,
                                              const PrincesContext& context,
                                              const std::string& id) {
    if (referee.whyCannotAct(context.state(), id)) {
        return std::nullopt;
    }
    const Unit* enemy = nearestEnemyToFireAt(context, *context.state().findUnit(id));
    if (!enemy) {
        return std::nullopt;
    }
    return ProposedFireOrder{id, enemy->id, {}};
}

}  // namespace

std::vector<ProposedCharge> PrincesReferee::defaultCharges(const GameState& state) const {
    return defaultOrdersOfStep<ProposedCharge, PrincesContext>(
        *this, state, "declareCharges", princes_steps::phasingUnits, chargeFor);
}

std::vector<ProposedManoeuvre> PrincesReferee::defaultManoeuvres(const GameState& state) const {
    return defaultOrdersOfStep<ProposedManoeuvre, PrincesContext>(
        *this, state, "movement", princes_steps::phasingUnits, advanceFor);
}

std::vector<ProposedFireOrder> PrincesReferee::defaultFireOrders(const GameState& state) const {
    return defaultOrdersOfStep<ProposedFireOrder, PrincesContext>(
        *this, state, "fire", princes_steps::phasingUnits, fireOrderFor);
}

}  // namespace adjutant
