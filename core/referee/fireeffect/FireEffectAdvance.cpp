#include "core/referee/fireeffect/FireEffectAdvance.h"

#include "core/engine/GameState.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

namespace {

// Fractions of the wanted advance tried in turn until one is legal.
constexpr double kAdvanceFractions[] = {1.0, 0.75, 0.5, 0.25};
// Directions tried, off the wanted bearing, when friends block the way.
constexpr double kAsideDegrees[] = {0, 30, -30, 60, -60};

}  // namespace

std::optional<FireEffectManoeuvreOrder> firstLegalFireEffectAdvance(
    const RulesetReferee& referee, const GameState& state, const Unit& unit,
    const FireEffectManoeuvreOrder& order, double bearing, double inches) {
    for (const double aside : kAsideDegrees) {
        const Vec2 direction = Pose::directionOf(bearing + aside);
        double reach = inches;
        for (const double fraction : kAdvanceFractions) {
            FireEffectManoeuvreOrder move = order;
            move.path = {Pose{unit.pose.position + direction * (reach * fraction), bearing}};
            ManoeuvreVerdict verdict = referee.checkManoeuvre(state, ManoeuvreOf(move));
            if (!verdict.legal && verdict.allowance > 0 && reach * fraction > verdict.allowance) {
                // Never further than the allowance: cut the step down to it.
                reach = verdict.allowance;
                move.path = {Pose{unit.pose.position + direction * (reach * fraction), bearing}};
                verdict = referee.checkManoeuvre(state, ManoeuvreOf(move));
            }
            if (verdict.legal) {
                return move;
            }
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
