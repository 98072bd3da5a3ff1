#include "core/referee/fireeffect/FireEffectMachineGun.h"

#include <fmt/format.h>

#include "core/rules/PlainWords.h"

namespace adjutant {

FireEffectGunFireResult resolveFireEffectMachineGun(const FireEffectRules& rules,
                                                    const FireEffectGunFireInputs& inputs,
                                                    DiceSource& dice) {
    FireEffectGunFireResult result;
    auto [purpose, why] = openFireEffectGunFire(inputs, "Machine-gun fire", "5");

    if (!fireEffectGunMayFire(rules, "machineGun", inputs.ownHalf, why, result.reason)) {
        why.note = result.reason;
        result.explanation = std::move(why);
        return result;
    }
    const FireEffectTables& tables = rules.tables();
    auto weapon = tables.weapons.find(inputs.weapon);
    const double maximum = weapon == tables.weapons.end() ? 0 : weapon->second.maxRange;
    const FireEffectBand* band =
        inputs.distance <= maximum ? tables.machineGunBand(inputs.distance) : nullptr;
    why.add("Range (yds)", inputs.distance, fireEffectRule("5", "B11"),
            band == nullptr ? "beyond range" : spelledOut(band->band));
    if (weapon == tables.weapons.end() || weapon->second.kind != "machineGun" || band == nullptr) {
        result.reason =
            fmt::format("out of range: machine guns reach {} yds (5)", formatRulesNumber(maximum));
        why.note = result.reason;
        result.explanation = std::move(why);
        return result;
    }
    result.allowed = true;
    result.band = band->band;
    result.automatic = band->automatic;
    why.add("Hit on", std::nullopt, fireEffectRule("5", "B11"),
            band->automatic ? "automatic" : fireEffectFacesText(band->hitFaces));

    // Unlike cannon, machine guns respect small-arms cover: brush counts (5).
    result.category = fireEffectTargetCategory(rules, inputs.target, true);
    Explanation subtractWhy{"Subtract from each effect die", 0.0, "5", {}, {}};
    if (!inputs.target.isGun) {
        result.subtract = fireEffectEffectSubtract(rules, inputs.target, result.category,
                                                   band->extraSubtract, subtractWhy);
        subtractWhy.value = result.subtract;
        why.add(std::move(subtractWhy));
    }
    const bool mayBeSilenced =
        result.category != "cover" || rules.optionIs("gunBehindCover", "silencedOnSix");

    const int rolls = inputs.guns * rules.movementMultiplier();
    for (int gun = 0; gun < rolls; ++gun) {
        FireEffectGunShot shot;
        Explanation& gunWhy = why.add(fmt::format("Machine gun {}", gun + 1), std::nullopt,
                                      fireEffectRule("5", "B29"));
        if (band->automatic) {
            shot.hit = true;
            gunWhy.add("Hit", std::nullopt, "5", "automatic");
        } else {
            const int die = dice.roll(purpose);
            shot.hitDie = die;
            shot.hit = band->hits(die);
            gunWhy.add("Hit die", die, fireEffectRule("5", "B11"), shot.hit ? "hit" : "miss");
        }
        if (shot.hit) {
            fireEffectRollEffect(rules, inputs.target, band->effectDice, result.subtract, 0,
                                 mayBeSilenced, purpose, dice, shot, gunWhy);
        }
        gunWhy.value = shot.total;
        result.casualties += shot.total;
        result.gunsSilenced += shot.silenced ? 1 : 0;
        result.shots.push_back(std::move(shot));
    }
    why.value = result.casualties;
    why.note = inputs.target.isGun ? fmt::format("{} silenced", result.gunsSilenced)
                                   : fmt::format("{} out of action", result.casualties);
    result.explanation = std::move(why);
    return result;
}

}  // namespace adjutant
