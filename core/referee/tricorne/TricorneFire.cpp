#include "core/referee/tricorne/TricorneFire.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/referee/OpenResolution.h"
#include "core/referee/RefusedFire.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFirePlan.h"

namespace adjutant {

namespace {

constexpr std::string_view kFiringStep = "firing";       // step 9 of the sequence
constexpr std::string_view kResponseStep = "responses";  // steps 2-3

std::string plural(int n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "14 figures x 1 (musket, medium range: over 2 in, up to 4 in)"
Explanation explainPart(const FireWeaponPart& part) {
    const bool perGun = part.row->per == "gun";
    const double subtotal = part.count * part.factor;
    const std::string range =
        part.band == 0 ? fmt::format("up to {} in", formatRulesNumber(part.bandLimit))
                       : fmt::format("over {} in, up to {} in", formatRulesNumber(part.lowerLimit),
                                     formatRulesNumber(part.bandLimit));
    return Explanation{
        fmt::format("{} x {} ({}, {} range)",
                    plural(part.count, perGun ? "gun" : "figure", perGun ? "guns" : "figures"),
                    formatRulesNumber(part.factor), part.row->name, fireBandName(part.band)),
        subtotal,
        part.row->rule,
        range,
        {}};
}

Explanation explainSituation(const FirePlan& plan, const FireRequest& request) {
    const FireCheck& c = plan.check;
    Explanation node{"Situation", std::nullopt, "14.2", {}, {}};
    node.add("Range", c.distance, "A33",
             request.atDistance ? "response fire at a set distance"
                                : fmt::format("{} range, measured", c.band));
    node.add("Type of fire", std::nullopt, "A35", std::string(geometry::fireTypeKey(c.fireType)));
    if (c.cover != FireCover::None) {
        node.add("Cover", std::nullopt, "19.2",
                 fmt::format("{} ({})", fireCoverKey(c.cover), plan.factors.coverName));
    }
    if (c.gunsAlone) {
        node.add("Battalion guns fire alone", std::nullopt, "14.3", "target beyond musket range");
    }
    return node;
}

Resolution refusedResolution(const FireRequest& request, const FirePlan& plan) {
    Resolution r =
        openResolution("noFire", std::string(request.responseFire ? kResponseStep : kFiringStep),
                       {request.firerId, request.targetId});
    r.summary = doesNotFireWords(plan.firerName.empty() ? request.firerId : plan.firerName,
                                 plan.targetName.empty() ? request.targetId : plan.targetName,
                                 plan.check.reason);
    r.explanation = Explanation{"No fire", 0.0, {}, plan.check.reason, {}};
    return r;
}

}  // namespace

FireCheck checkFire(const TricorneContext& context, const FireRequest& request) {
    return planFire(context, request).check;
}

FireResult resolveFire(const TricorneContext& context, const FireRequest& request,
                       DiceSource& dice) {
    const FirePlan plan = planFire(context, request);
    FireResult result;
    result.firerId = request.firerId;
    result.targetId = request.targetId;
    result.responseFire = request.responseFire;
    result.check = plan.check;
    result.targetIsBattery = plan.targetIsBattery;
    if (!plan.check.allowed) {
        result.countsAsFiring = plan.check.noEffect;
        result.resolution = refusedResolution(request, plan);
        return result;
    }
    result.fired = true;
    result.countsAsFiring = true;
    result.infantryFired = plan.check.figuresFiring > 0;
    const std::size_t rollsBefore = dice.rolls().size();

    Explanation root{fmt::format("{} fires at {}", plan.firerName, plan.targetName),
                     std::nullopt,
                     "14.4",
                     {},
                     {}};
    root.add(explainSituation(plan, request));

    // 14.4.1: the weapon total, battalion guns added to their battalion's muskets.
    Explanation weapon{"Weapon total", 0.0, "14.4", {}, {}};
    for (const FireWeaponPart& part : plan.parts) {
        Explanation line = explainPart(part);
        result.weaponTotal += line.value.value_or(0);
        weapon.add(std::move(line));
    }
    const std::string halving = context.option("mediumGunHalfEffect");
    if (plan.check.halfEffect && halving != "halveCasualties") {
        result.weaponTotal *= plan.halfEffectMultiplier;
        weapon.add("Half effect after a pivot", plan.halfEffectMultiplier, "13.7, A31",
                   "x the weapon total");
    }
    weapon.value = result.weaponTotal;
    root.add(std::move(weapon));

    // 14.4.2: every firing factor that applies.
    result.factors = applicableFireFactors(context, plan.factors);
    result.factorTotal = addFactorTotal(root, explainFireFactors(result.factors));
    result.totalBeforeDie = result.weaponTotal + result.factorTotal;

    // 14.4.3-6: the die, full sixes and the remainder die.
    result.roll = computeCasualties(context, result.totalBeforeDie, dice,
                                    fmt::format("fire: {} at {}", plan.firerName, plan.targetName));
    root.add(result.roll.explanation);
    int casualties = result.roll.casualties;
    if (plan.check.halfEffect && halving == "halveCasualties") {
        casualties = static_cast<int>(std::floor(casualties * plan.halfEffectMultiplier));
        root.add("Half effect after a pivot", static_cast<double>(casualties), "13.7, A31",
                 "the casualties halved, rounded down");
    }
    if (casualties > plan.targetStrength) {
        casualties = plan.targetStrength;
        root.add("No more than the target has", static_cast<double>(casualties), "A45");
    }
    result.casualties = casualties;
    const std::string lost = plan.targetIsBattery ? plural(casualties, "gun", "guns")
                                                  : plural(casualties, "casualty", "casualties");
    root.value = static_cast<double>(casualties);
    root.note = lost;

    Resolution& r = result.resolution;
    r.kind = "fire";
    r.step = std::string(request.responseFire ? kResponseStep : kFiringStep);
    r.units = {request.firerId, request.targetId};
    r.summary = fmt::format("{} fires at {}: {}", plan.firerName, plan.targetName, lost);
    r.explanation = std::move(root);
    keepRollsSince(r, dice, rollsBefore);
    return result;
}

void applyFire(GameState& state, const FireResult& result) {
    TricorneGameState& tricorne = tricorneState(state);
    if (result.countsAsFiring) {
        auto firer = tricorne.editStatus(result.firerId);
        firer->thisBound.fired = true;
        if (result.responseFire) {
            firer->thisBound.firedInResponse = true;
        }
        if (result.infantryFired) {
            firer->firstVolleyFired = true;
        }
    }
    if (!result.fired) {
        return;
    }
    auto target = state.editUnit(result.targetId);
    if (!target) {
        return;
    }
    // A45: never more than the unit has; the figures come off the rear rank, which
    // the layout does by itself from the count.
    int& strength = result.targetIsBattery ? target->guns : target->figures;
    const int lost = std::clamp(result.casualties, 0, std::max(strength, 0));
    strength -= lost;
    auto hit = tricorne.editStatus(result.targetId);
    hit->thisBound.underFire = true;
    hit->thisBound.casualties += lost;
    hit->casualtiesThisGame += lost;
    if (lost > 0) {
        hit->thisBound.moraleTriggers.push_back({"fireCasualties", result.firerId});
    }
}

std::vector<Resolution> resolveFiringStep(GameState& state, DiceSource& dice) {
    std::vector<Resolution> resolutions;
    std::vector<FireResult> volleys;
    {
        // A49: every volley is worked out on the state as it stands before any
        // casualty comes off, so the order of the orders changes nothing.
        const TricorneContext context(state);
        const auto orders = context.tricorne().orders.fireTargets;
        for (const auto& [firerId, targetId] : orders) {
            FireResult volley =
                resolveFire(context, FireRequest{firerId, targetId, {}, false}, dice);
            resolutions.push_back(volley.resolution);
            if (volley.fired) {
                volleys.push_back(std::move(volley));
            }
        }
    }
    for (const FireResult& volley : volleys) {
        applyFire(state, volley);
    }
    return resolutions;
}

}  // namespace adjutant
