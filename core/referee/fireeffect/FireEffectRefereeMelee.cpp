// Hand to hand (9.6): for each contact made by a charge this half, shock, then
// the melee (7.1-7.4), the losses and the flight of the loser.
#include <fmt/format.h>

#include "core/referee/fireeffect/FireEffectMelee.h"
#include "core/referee/fireeffect/FireEffectRefereeSteps.h"

namespace adjutant::fireeffect_steps {

FireEffectMeleeSide meleeSide(const FireEffectContext& context, const Unit& unit, const Unit& enemy,
                              bool charged) {
    const FireEffectUnitState& s = context.status(unit.id);
    FireEffectMeleeSide side;
    side.name = unit.name;
    side.arm = context.arm(unit);
    side.shockType = context.attributes(unit).shockType;
    side.mover = context.mover(unit);
    side.formation = unit.formation;
    side.figures = unit.figures;
    side.charged = charged;
    side.takenInFlank = !charged && context.takesInFlank(enemy, unit);
    side.failedToStand = s.failedToStand;
    side.carriedFraction = s.carriedFraction;
    return side;
}

std::vector<Resolution> resolveHandToHand(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    const std::vector<FireEffectContact> contacts = fireEffectState(state).contacts;
    for (const FireEffectContact& contact : contacts) {
        const FireEffectContext context(state);
        const Unit& attacker = *state.findUnit(contact.attacker);
        const Unit& defender = *state.findUnit(contact.defender);
        if (!context.active(attacker) || !context.active(defender)) {
            // One side broke or was shot away after the contact was made (9.4, 9.5).
            const std::string gone = context.active(attacker) ? defender.name : attacker.name;
            Explanation why{"No hand to hand",
                            std::nullopt,
                            "9.6",
                            gone + " broke or fell before the fight",
                            {}};
            done.push_back(makeResolution(state, "noMelee", {attacker.id, defender.id},
                                          fmt::format("{} and {} do not fight: {} is gone",
                                                      attacker.name, defender.name, gone),
                                          std::move(why), &dice));
            continue;
        }
        const FireEffectMeleeSide first = meleeSide(context, attacker, defender, true);
        const FireEffectMeleeSide second = meleeSide(context, defender, attacker, false);
        FireEffectMeleeResult result = resolveFireEffectMelee(context.rules(), first, second, dice);
        const int attackerLoss = result.second.shockInflicted + result.first.losses;
        const int defenderLoss = result.first.shockInflicted + result.second.losses;
        const std::string attackerId = attacker.id;
        const std::string defenderId = defender.id;
        const std::string summary = fmt::format(
            "{} and {} in hand to hand: {}; losses {} and {}", attacker.name, defender.name,
            result.winner == 1   ? attacker.name + " wins"
            : result.winner == 2 ? defender.name + " wins"
                                 : std::string("neither gives way"),
            attackerLoss, defenderLoss);
        removeFigures(state, attackerId, attackerLoss);
        removeFigures(state, defenderId, defenderLoss);
        if (context.rules().optionIs("rounding", "carryFractions")) {
            fireEffectState(state).unit(attackerId).carriedFraction = result.first.carried;
            fireEffectState(state).unit(defenderId).carriedFraction = result.second.carried;
        }
        // The loser flees a full move (7.3, B25).
        if (result.first.flees && state.findUnit(attackerId)->figures > 0) {
            fleeUnit(state, attackerId, defenderId, result.first.flightYards, result.explanation);
        }
        if (result.second.flees && state.findUnit(defenderId)->figures > 0) {
            fleeUnit(state, defenderId, attackerId, result.second.flightYards, result.explanation);
        }
        done.push_back(makeResolution(state, "melee", {attackerId, defenderId}, summary,
                                      std::move(result.explanation), &dice));
    }
    return done;
}

}  // namespace adjutant::fireeffect_steps
