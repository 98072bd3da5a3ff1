#include "core/referee/tricorne/TricorneDefaultOrders.h"

#include <algorithm>
#include <cmath>

#include "core/geometry/Angles.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneBattlefield.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneChargeReach.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFire.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMovement.h"
#include "core/referee/tricorne/TricorneMovementPace.h"

namespace adjutant {

namespace {

// How many of the nearest enemies in range are tried for a fire order: the
// nearest may be out of arc or out of sight, but looking further than a few
// would only find targets a player would not choose either.
constexpr std::size_t kFireCandidates = 4;
// Ends an advance this far inside medium range rather than exactly on it, so
// that rounding in the move does not leave the unit a hair outside.
constexpr double kInsideRange = 0.1;
// Fractions of the wanted advance tried in turn until one is legal.
constexpr double kAdvanceFractions[] = {1.0, 0.75, 0.5, 0.25};

using Battlefield = TricorneBattlefield;

std::optional<TricorneManoeuvre> advanceFor(const TricorneContext& context,
                                            const Battlefield& field,
                                            const Battlefield::Piece& piece) {
    const Unit& unit = *piece.unit;
    const TricorneWeaponRow* weapon = weaponOf(context, unit);
    if (!weapon || whyCannotAct(context, unit.id, "movement")) {
        return std::nullopt;
    }
    const auto enemies = nearestEnemies(field, unit.side, piece, 1);
    if (enemies.empty()) {
        return std::nullopt;
    }
    const auto& [distance, nearest] = enemies.front();
    const Battlefield::Piece& enemy = *nearest;
    const double medium = context.scaled(mediumRange(*weapon));
    const double wanted =
        std::min(distance - medium + kInsideRange, movementAllowance(context, unit));
    if (distance <= medium || wanted <= 0) {
        return std::nullopt;
    }
    const Pose& from = unit.pose;
    const double bearing = Pose::bearingOf(enemy.centre - from.position);
    const bool ahead = geometry::angleBetween(bearing, from.facingDegrees) <= 45.0;
    const double facing = ahead ? from.facingDegrees : bearing;
    const Vec2 direction = Pose::directionOf(facing);

    TricorneManoeuvre manoeuvre;
    manoeuvre.unitId = unit.id;
    manoeuvre.kind = TricorneManoeuvre::Kind::Move;
    for (double fraction : kAdvanceFractions) {
        manoeuvre.path = {Pose{from.position + direction * (wanted * fraction), facing}};
        if (checkManoeuvre(context, manoeuvre).legal) {
            return manoeuvre;
        }
    }
    return std::nullopt;
}

// The order `orderFor` gives each unit still on the field, side after side in
// the game's order; nothing for a unit it leaves be.
template <typename Order, typename OrderFor>
std::vector<Order> ordersOfEveryPiece(const GameState& state, OrderFor orderFor) {
    const TricorneContext context(state);
    const Battlefield field(context);
    std::vector<Order> orders;
    for (const auto& side : field.sides) {
        for (const Battlefield::Piece& piece : side) {
            if (std::optional<Order> order = orderFor(context, field, piece)) {
                orders.push_back(std::move(*order));
            }
        }
    }
    return orders;
}

// A charge on the nearest enemy within its reach that it may declare one on.
std::optional<ProposedCharge> chargeFor(const TricorneContext& context, const Battlefield& field,
                                        const Battlefield::Piece& piece) {
    const Unit& unit = *piece.unit;
    const TricorneTroopType* troop = context.troop(unit);
    // Skirmishers avoid melee (12.6) and batteries never charge.
    if (!troop ||
        (troop->category != TroopCategory::Cavalry && troop->category != TroopCategory::Infantry) ||
        unit.formation == Formation::SkirmishLine ||
        whyCannotAct(context, unit.id, "declareCharges")) {
        return std::nullopt;
    }
    // chargeReachOf's figure without its explanation, which only the
    // check below (and the charge itself) show.
    const TricornePace pace = chargePace(context, unit);
    const double reach = pace.whyNot.empty() ? pace.inches : 0.0;
    for (const auto& [distance, enemy] : nearestEnemies(field, unit.side, piece, kFireCandidates)) {
        if (distance > reach) {
            break;  // nearest first: the rest are further still
        }
        const ChargeDeclaration declaration{unit.id, {enemy->unit->id}};
        if (checkChargeDeclaration(context, declaration, Explain::AnswerOnly).legal) {
            return ProposedCharge{unit.id, {enemy->unit->id}};
        }
    }
    return std::nullopt;
}

// Fire at the nearest enemy within long range that it may fire at.
std::optional<ProposedFireOrder> fireOrderFor(const TricorneContext& context,
                                              const Battlefield& field,
                                              const Battlefield::Piece& piece) {
    const Unit& unit = *piece.unit;
    for (const auto& [distance, enemy] :
         enemiesInLongRange(context, field, unit.side, piece, kFireCandidates)) {
        FireRequest request;
        request.firerId = unit.id;
        request.targetId = enemy->unit->id;
        if (checkFire(context, request).allowed) {
            return ProposedFireOrder{unit.id, enemy->unit->id, {}};
        }
    }
    return std::nullopt;
}

}  // namespace

std::vector<ProposedManoeuvre> tricorneDefaultManoeuvres(const GameState& state) {
    return ordersOfEveryPiece<ProposedManoeuvre>(
        state,
        [](const TricorneContext& context, const Battlefield& field,
           const Battlefield::Piece& piece) -> std::optional<ProposedManoeuvre> {
            if (auto manoeuvre = advanceFor(context, field, piece)) {
                return ProposedManoeuvre{piece.unit->id, typedManoeuvre(std::move(*manoeuvre))};
            }
            return std::nullopt;
        });
}

std::vector<ProposedCharge> tricorneDefaultCharges(const GameState& state) {
    return ordersOfEveryPiece<ProposedCharge>(state, chargeFor);
}

std::vector<ProposedFireOrder> tricorneDefaultFireOrders(const GameState& state) {
    return ordersOfEveryPiece<ProposedFireOrder>(state, fireOrderFor);
}

}  // namespace adjutant
