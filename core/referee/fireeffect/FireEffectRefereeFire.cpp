// One unit's fire at one target as the table gives it: the checks before any
// die (arc, sight, range, rate of fire) and the execution through the
// small-arms, artillery and machine-gun procedures.
#include "core/referee/fireeffect/FireEffectRefereeFire.h"

#include <fmt/format.h>

#include <cmath>

#include "core/referee/Refusal.h"
#include "core/referee/RefusedFire.h"
#include "core/referee/fireeffect/FireEffectArtillery.h"
#include "core/referee/fireeffect/FireEffectMachineGun.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

std::string kindOfWeapon(const FireEffectContext& context, const std::string& weapon) {
    auto found = context.rules().tables().weapons.find(weapon);
    return found == context.rules().tables().weapons.end() ? std::string() : found->second.kind;
}

FireEffectShellTarget shellTarget(const FireEffectContext& context, const Unit& target) {
    FireEffectShellTarget t;
    t.name = target.name;
    t.formation = target.formation;
    t.cover = context.cover(target);
    t.prone = context.status(target.id).prone;
    t.isGun = context.isGun(target);
    return t;
}

}  // namespace

FireEffectFireOpportunity fireEffectOpportunity(const FireEffectContext& context, const Unit& firer,
                                                const Unit& target) {
    const FireEffectUnitState& s = context.status(firer.id);
    const FireEffectUnitState& t = context.status(target.id);
    const FireEffectUnitAttributes attributes = context.attributes(firer);
    FireEffectFireOpportunity o;
    o.loading = attributes.loading.empty() ? "breech" : attributes.loading;
    const TroopCategory arm = context.arm(firer);
    if (arm == TroopCategory::Artillery || arm == TroopCategory::MachineGun) {
        o.loading = troopCategoryKey(arm);  // the `loading` rows of artillery and machine guns
    }
    o.ownHalf = context.isPhasing(firer);
    o.distanceMoved = s.yardsMoved;
    o.lightTroops = attributes.lightTroops;
    o.charging = s.hasCharge();
    o.chargeMove = s.hasCharge() ? s.yardsMoved : 0;
    o.cavalry = arm == TroopCategory::Cavalry;
    o.dismounted = s.dismounted;
    // The target charges the firer with the bayonet (3.7): infantry charging it.
    o.targetBayonetCharging = t.hasCharge() && t.charge.target == firer.id &&
                              context.arm(target) == TroopCategory::Infantry;
    o.chargeStartDistance = t.charge.startYards;
    o.chargersFire = t.charge.willFire;
    return o;
}

FireEffectFireCheck checkFireEffectFire(const FireEffectContext& context, const Unit& firer,
                                        const Unit& target) {
    FireEffectFireCheck check;
    if (!context.active(firer) || !context.active(target)) {
        return refused(check, "the firer or the target is out of the game");
    }
    if (firer.side == target.side) {
        return refused(check, "it does not fire at its own side");
    }
    const std::string weapon = context.weapon(firer);
    check.kind = kindOfWeapon(context, weapon);
    if (check.kind.empty()) {
        return refused(check, "it carries no firearm (3.1)");
    }
    const FireEffectUnitState& s = context.status(firer.id);
    if (s.fired) {
        return refused(check, "it has fired this half (3.7)");
    }
    if (check.kind != "smallArms") {
        if (firer.formation == Formation::Limbered) {
            return refused(check, "limbered guns do not fire (6.3)");
        }
        if (context.workingGuns(firer) <= 0) {
            return refused(check, "its guns are silenced (4.3)");
        }
    }
    check.yards = context.distanceYards(firer, target);
    const FireEffectRules& rules = context.rules();
    if (check.kind == "smallArms") {
        check.band = fireEffectSmallArmsBand(rules, context.attributes(firer).fireClass, weapon,
                                             check.yards);
    } else if (check.kind == "artillery") {
        check.band = fireEffectArtilleryBand(rules, weapon, check.yards);
    } else {
        const FireEffectBand* band = rules.tables().machineGunBand(check.yards);
        auto w = rules.tables().weapons.find(weapon);
        if (band && (w == rules.tables().weapons.end() || check.yards <= w->second.maxRange)) {
            check.band = band->band;
        }
    }
    check.inArc = context.inArc(firer, target);
    if (!check.inArc) {
        return refused(check, "the target is not in its arc (3.2)");
    }
    if (check.band.empty()) {
        return refused(check, fmt::format("{} is {} yds away, beyond its range (3.1, 4.1, 5)",
                                          target.name, formatRulesNumber(std::round(check.yards))));
    }
    check.sightClear = context.sightClear(firer, target);
    if (!check.sightClear) {
        return refused(check, "no line of sight to the target (3.2)");
    }
    const FireEffectFireOpportunity o = fireEffectOpportunity(context, firer, target);
    if (check.kind == "smallArms") {
        const FireEffectFirePermission permission = fireEffectMayFire(rules, o);
        if (!permission.allowed) {
            return refused(check, permission.reason);
        }
    } else if (!o.ownHalf) {
        return refused(check, "guns and machine guns fire in their own side's half only (B29)");
    }
    check.allowed = true;
    return check;
}

FireEffectFireMethod fireEffectMethodOfMode(const std::string& mode) {
    if (mode == "individual") {
        return FireEffectFireMethod::Individual;
    }
    if (mode == "group") {
        return FireEffectFireMethod::JagerGroup;
    }
    return FireEffectFireMethod::Mass;
}

FireEffectSmallArmsInputs fireEffectSmallArmsInputs(const FireEffectContext& context,
                                                    const Unit& firer, const Unit& target,
                                                    double yards, const std::string& mode) {
    FireEffectSmallArmsInputs in;
    in.firerName = firer.name;
    in.targetName = target.name;
    in.fireClass = context.attributes(firer).fireClass;
    in.weapon = context.weapon(firer);
    in.formation = firer.formation;
    in.figures = firer.figures;
    in.method = fireEffectMethodOfMode(mode);
    in.when = fireEffectOpportunity(context, firer, target);
    in.distance = yards;
    in.targetCover = context.cover(target);
    in.targetProne = context.status(target.id).prone;
    in.carriedFraction = context.status(target.id).carriedFraction;
    return in;
}

FireEffectVolleyResult resolveFireEffectVolley(const FireEffectContext& context, const Unit& firer,
                                               const Unit& target, double yards,
                                               const std::string& mode, DiceSource& dice,
                                               bool asInOwnHalf) {
    FireEffectVolleyResult out;
    const FireEffectRules& rules = context.rules();
    const std::string weapon = context.weapon(firer);
    const std::string kind = kindOfWeapon(context, weapon);
    const bool ownHalf = asInOwnHalf || context.isPhasing(firer);
    if (kind == "smallArms") {
        const FireEffectSmallArmsResult r = resolveFireEffectSmallArms(
            rules, fireEffectSmallArmsInputs(context, firer, target, yards, mode), dice);
        out.allowed = r.allowed;
        out.reason = r.reason;
        out.casualties = r.casualties;
        out.carried = r.carried;
        out.explanation = r.explanation;
        out.summary = r.allowed ? fmt::format("{} fires at {} ({} range): {} casualt{}", firer.name,
                                              target.name, spelledOut(r.band), r.casualties,
                                              r.casualties == 1 ? "y" : "ies")
                                : doesNotFireWords(firer.name, target.name, r.reason);
    } else if (kind == "artillery" || kind == "machineGun") {
        FireEffectGunFireInputs in;
        in.firerName = firer.name;
        in.weapon = weapon;
        in.heavy = context.attributes(firer).heavy;
        in.guns = context.workingGuns(firer);
        in.distance = yards;
        in.target = shellTarget(context, target);
        in.ownHalf = ownHalf;
        const FireEffectGunFireResult r = kind == "artillery"
                                              ? resolveFireEffectArtillery(rules, in, dice)
                                              : resolveFireEffectMachineGun(rules, in, dice);
        out.allowed = r.allowed;
        out.reason = r.reason;
        out.casualties = r.casualties;
        out.carried = context.status(target.id).carriedFraction;
        out.gunsSilenced = r.gunsSilenced;
        out.explanation = r.explanation;
    } else {
        out.reason = "it carries no firearm (3.1)";
        return out;
    }
    if (kind != "smallArms") {
        out.summary = !out.allowed ? doesNotFireWords(firer.name, target.name, out.reason)
                      : out.gunsSilenced > 0
                          ? fmt::format("{} fires at {}: {} gun(s) silenced", firer.name,
                                        target.name, out.gunsSilenced)
                          : fmt::format("{} fires at {}: {} casualt{}", firer.name, target.name,
                                        out.casualties, out.casualties == 1 ? "y" : "ies");
    }
    return out;
}

}  // namespace adjutant
