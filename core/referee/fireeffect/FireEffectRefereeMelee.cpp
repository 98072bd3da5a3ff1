// Hand to hand (9.6): for each contact made by a charge this half, shock, then
// the melee (7.1-7.4), the losses and the flight of the loser.
#include <fmt/format.h>

#include <cmath>

#include "core/referee/fireeffect/FireEffectBrokenTargets.h"
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

namespace {

// A broken group caught keeps fleeing a full move, straight away from the
// enemy that caught it (7.4, B25); off the table it is lost to the army.
void fleeBrokenGroup(GameState& state, const std::string& groupId, const Unit& from, double yards,
                     Explanation& why) {
    const FireEffectContext context(state);
    FireEffectBrokenGroup* group = fireEffectBrokenGroup(state, groupId);
    if (!group) {
        return;
    }
    const std::string name = nameOf(state, groupId);
    auto placed = context.layout(from);
    const Vec2 centre = placed ? placed->centre() : from.pose.position;
    Vec2 away = group->position - centre;
    const double length = std::hypot(away.x, away.y);
    away = length > 1e-9 ? away / length : context.rearOf(from.side) * -1.0;
    group->position = group->position + away * context.rules().toInches(yards);
    group->state = FireEffectBrokenState::Fleeing;
    group->ownHalvesChecked = 0;
    group->halfBroken = context.halfIndex();
    const Table& table = state.setup().scenario->table;
    const Vec2 p = group->position;
    const bool gone = p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.height;
    if (gone) {
        group->figures = 0;
    }
    why.add(fmt::format("{} keep fleeing {} yds{}", name, formatRulesNumber(yards),
                        gone ? " off the table" : ""),
            yards, fireEffectRule("7.4", "B25"), gone ? "lost to the army" : "a full move");
}

}  // namespace

std::vector<Resolution> resolveHandToHand(GameState& state, DiceSource& dice) {
    std::vector<Resolution> done;
    const std::vector<FireEffectContact> contacts = fireEffectState(state).contacts;
    for (const FireEffectContact& contact : contacts) {
        const FireEffectContext context(state);
        const Unit& attacker = *state.findUnit(contact.attacker);
        // The defender may be a broken group caught (7.4, F13): its stand-in.
        const std::optional<Unit> caught = fireEffectTarget(context, contact.defender);
        const bool brokenDefender = parseFireEffectBrokenGroupId(contact.defender).has_value();
        Unit missing;
        missing.id = contact.defender;
        missing.name = nameOf(state, contact.defender);
        const Unit& defender = caught ? *caught : missing;
        if (!context.active(attacker) || !caught || !context.active(defender)) {
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
        FireEffectMeleeSide second = meleeSide(context, defender, attacker, false);
        second.broken = brokenDefender;
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
        if (brokenDefender) {
            removeFireEffectBrokenFigures(state, defenderId, defenderLoss);
        } else {
            removeFigures(state, defenderId, defenderLoss);
        }
        if (context.rules().optionIs("rounding", "carryFractions")) {
            fireEffectState(state).unit(attackerId).carriedFraction = result.first.carried;
            if (!brokenDefender) {
                fireEffectState(state).unit(defenderId).carriedFraction = result.second.carried;
            }
        }
        // The loser flees a full move (7.3, B25).
        if (result.first.flees && state.findUnit(attackerId)->figures > 0) {
            fleeUnit(state, attackerId, defenderId, result.first.flightYards, result.explanation);
        }
        if (brokenDefender) {
            // Caught broken troops keep fleeing a full move after the fight (7.4, B25).
            fleeBrokenGroup(state, defenderId, *state.findUnit(attackerId),
                            result.second.flightYards, result.explanation);
        } else if (result.second.flees && state.findUnit(defenderId)->figures > 0) {
            fleeUnit(state, defenderId, attackerId, result.second.flightYards, result.explanation);
        }
        done.push_back(makeResolution(state, "melee", {attackerId, defenderId}, summary,
                                      std::move(result.explanation), &dice));
    }
    return done;
}

}  // namespace adjutant::fireeffect_steps
