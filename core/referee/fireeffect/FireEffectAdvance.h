#pragma once

#include <optional>

#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"

namespace adjutant {

class GameState;
class RulesetReferee;
struct Unit;

/// The first legal advance of `order` as the referee checks it: along `bearing`
/// (the unit then facing it) as far as `inches` or the allowance lets it, then
/// shorter, then stepping aside to either side when friends stand in the way.
/// Nothing when no step of it is legal. Shared by the default orders and the
/// commander's tactics, so both move units the same way.
std::optional<FireEffectManoeuvreOrder> firstLegalFireEffectAdvance(
    const RulesetReferee& referee, const GameState& state, const Unit& unit,
    const FireEffectManoeuvreOrder& order, double bearing, double inches);

}  // namespace adjutant
