#include "core/referee/fireeffect/FireEffectRateOfFire.h"

#include <fmt/format.h>

#include "core/referee/Refusal.h"

namespace adjutant {

namespace {

// The movement allowed before firing in the own half: 100 yds advancing, 150 for
// light troops (3.7, B13), both scaled like every rate unless the multiplier scales
// rates only (6.5, B26, option movementMultiplierScope).
double maxMoveBeforeFiring(const FireEffectRules& rules, const FireEffectFireOpportunity& o) {
    const FireEffectTables& tables = rules.tables();
    const double base =
        o.lightTroops ? tables.lightTroopsFiringMaxMove : tables.advancingFiringMaxMove;
    return base * rules.movementMultiplierOfLimits();
}

}  // namespace

FireEffectFirePermission fireEffectMayFire(const FireEffectRules& rules,
                                           const FireEffectFireOpportunity& o) {
    const FireEffectTables& tables = rules.tables();
    FireEffectFirePermission permission;
    permission.explanation = Explanation{"May fire", std::nullopt, "3.7", {}, {}};
    Explanation& why = permission.explanation;

    auto rate = tables.rateOfFire.find(o.loading);
    if (rate == tables.rateOfFire.end()) {
        return refused(std::move(permission), "no rate of fire for \"" + o.loading + "\" (3.7)");
    }
    if (o.cavalry && !o.dismounted && !rules.optionIs("mountedFire", "mounted")) {
        return refused(std::move(permission), "cavalry fires only dismounted (B28)");
    }
    const bool simultaneous = rules.optionIs("simultaneous", "on");
    const std::string rateRule = fireEffectRule(rate->second.rule, simultaneous ? "B26" : "B12");
    if (simultaneous && !o.ownHalf) {
        // Under simultaneous movement every side acts in the one combined half
        // (FireEffectContext::isPhasing), so a unit's whole fire of the move is
        // taken there: muzzle-loaders once a move and breech-loaders twice. A
        // question that asks for the other side's half is refused.
        return refused(std::move(permission),
                       "under simultaneous movement a unit fires all its executions of the move "
                       "in its own side's half (6.5, B26)");
    }
    if (simultaneous) {
        // One combined half per move: a weapon firing in both halves fires twice.
        permission.executions = rate->second.ownHalf && rate->second.enemyHalf ? 2 : 1;
        why.add("Executions this move", permission.executions, rateRule, "simultaneous movement");
    } else if (o.ownHalf ? !rate->second.ownHalf : !rate->second.enemyHalf) {
        return refused(std::move(permission),
                       fmt::format("{} fire only in {} half (3.7)",
                                   rules.definition().word("loading", o.loading),
                                   o.ownHalf ? "the enemy's" : "its own side's"));
    } else {
        why.add(o.ownHalf ? "Own half" : "Enemy's half", std::nullopt, rateRule,
                rules.definition().word("loading", o.loading) + " may fire");
    }

    const bool moves = o.ownHalf || simultaneous;
    if (moves && o.charging) {
        const double limit = tables.chargerFiringMaxChargeMove * rules.movementMultiplierOfLimits();
        why.add("Charge move", o.chargeMove, fireEffectRule("3.7", "B13"),
                fmt::format("at most {} yds to fire", formatRulesNumber(limit)));
        if (o.chargeMove > limit) {
            return refused(std::move(permission),
                           fmt::format("a charger fires only if its charge is at most {} yds "
                                       "(3.7, B13)",
                                       formatRulesNumber(limit)));
        }
    } else if (moves && (o.loading == "muzzle" || o.loading == "breech")) {
        const double limit = maxMoveBeforeFiring(rules, o);
        why.add("Moved this half", o.distanceMoved, fireEffectRule("3.7", "B13"),
                fmt::format("at most {} yds{}", formatRulesNumber(limit),
                            o.lightTroops ? " (light troops march and fire)" : ""));
        if (o.distanceMoved > limit) {
            return refused(
                std::move(permission),
                fmt::format("moved {} yds, more than the {} yds that allow firing "
                            "(3.7, B13)",
                            formatRulesNumber(o.distanceMoved), formatRulesNumber(limit)));
        }
    }

    // The exception: breech-loaders do not fire in the enemy's half at a bayonet
    // charge begun within 200 yds whose men hold their fire.
    const bool exception = !o.ownHalf && o.targetBayonetCharging && !o.chargersFire &&
                           o.chargeStartDistance <= tables.bayonetChargeStartWithin;
    if (exception) {
        why.add("Bayonet charge from", o.chargeStartDistance, "3.7",
                fmt::format("within {} yds, chargers not firing",
                            formatRulesNumber(tables.bayonetChargeStartWithin)));
        if (!rules.optionIs("bayonetChargeLongRangeFire", "asLongRange")) {
            return refused(std::move(permission),
                           "no fire at a bayonet charge that holds its fire (3.7)");
        }
        permission.asLongRange = true;
        why.add("Assessed as long range", std::nullopt, "3.7", "by agreement");
    }
    permission.allowed = true;
    why.note = permission.asLongRange ? "may fire, as at long range" : "may fire";
    return permission;
}

}  // namespace adjutant
