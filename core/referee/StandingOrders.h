#pragma once

// How every referee keeps the orders that wait for their step in its state,
// and lists them for the table: a fire order by its firer, a charge by its
// charger. Only where a ruleset keeps them differs.

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/PresentStep.h"
#include "core/referee/StandingOrder.h"

namespace adjutant {

/// Keeps `order` as the unit's standing order among `orders` (by unit id),
/// or takes the unit's order off when `withdrawn`: an order given again with
/// no target withdraws the one given before.
template <typename Order>
void keepStandingOrder(std::map<std::string, Order>& orders, const std::string& unitId, Order order,
                       bool withdrawn) {
    if (withdrawn) {
        orders.erase(unitId);
    } else {
        orders[unitId] = std::move(order);
    }
}

/// The charges waiting for the charge steps, unit by unit in scenario order:
/// `chargeTargetsOf(unit)` names the targets of the unit's charge, none when
/// it has none waiting. A charge may be withdrawn while charges are declared.
template <typename ChargeTargetsOf>
std::vector<StandingOrder> chargesWaiting(const GameState& state, ChargeTargetsOf chargeTargetsOf) {
    std::vector<StandingOrder> orders;
    const bool declaring = isPresentStep(state, "declareCharges");
    for (const Unit& unit : state.units()) {
        std::vector<std::string> targets = chargeTargetsOf(unit);
        if (!targets.empty()) {
            orders.push_back(
                {StandingOrder::Kind::Charge, unit.id, std::move(targets), {}, declaring});
        }
    }
    return orders;
}

/// A fire order waiting for the fire step, which may be cancelled until then.
inline StandingOrder fireOrderWaiting(const std::string& firerId, const std::string& targetId,
                                      std::string mode) {
    return {StandingOrder::Kind::Fire, firerId, {targetId}, std::move(mode), true};
}

}  // namespace adjutant
