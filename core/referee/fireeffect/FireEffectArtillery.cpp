#include "core/referee/fireeffect/FireEffectArtillery.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

const char* kCoverCategory = "cover";

bool proneApplies(const FireEffectRules& rules, const FireEffectShellTarget& target,
                  const std::string& category) {
    return target.prone && category != kCoverCategory && rules.optionIs("prone", "on");
}

FireEffectGunFireResult refuse(FireEffectGunFireResult result, Explanation why,
                               std::string reason) {
    result.reason = std::move(reason);
    why.note = result.reason;
    result.explanation = std::move(why);
    return result;
}

}  // namespace

std::string fireEffectTargetCategory(const FireEffectRules& rules,
                                     const FireEffectShellTarget& target, bool machineGun) {
    const FireEffectTables& tables = rules.tables();
    auto cover = tables.coverKinds.find(target.cover);
    if (cover != tables.coverKinds.end() &&
        (machineGun ? cover->second.vsMachineGun : cover->second.vsCannon)) {
        return kCoverCategory;
    }
    auto category = tables.targetCategories.find(target.formation);
    return category == tables.targetCategories.end() ? std::string{} : category->second;
}

int fireEffectEffectSubtract(const FireEffectRules& rules, const FireEffectShellTarget& target,
                             const std::string& category, int extra, Explanation& why) {
    const FireEffectTables& tables = rules.tables();
    auto row = tables.artilleryEffectSubtract.find(category);
    int subtract = row == tables.artilleryEffectSubtract.end() ? 0 : row->second;
    why.add(category == kCoverCategory
                ? std::string("Behind cover")
                : "Target in " + rules.definition().word("categories", category),
            -subtract, fireEffectRule("4.3", category == kCoverCategory ? "B9" : ""));
    if (proneApplies(rules, target, category)) {
        subtract += tables.proneExtraSubtract;
        why.add("Prone in the open", -tables.proneExtraSubtract, "4.3");
    }
    if (extra != 0) {
        subtract += extra;
        why.add("Long range", -extra, fireEffectRule("5", "B11"));
    }
    return subtract;
}

std::string fireEffectArtilleryBand(const FireEffectRules& rules, const std::string& weapon,
                                    double yards) {
    const FireEffectTables& tables = rules.tables();
    auto found = tables.weapons.find(weapon);
    if (found == tables.weapons.end() || yards < 0 || yards > found->second.maxRange) {
        return {};
    }
    const FireEffectFraction fraction = found->second.rangeFraction;
    double measured = yards;
    if (rules.optionIs("howitzerRange", "scaledBands") && fraction.numerator > 0) {
        // B7 (b): every limit x 2/3, the same as reading the distance x 3/2.
        measured = yards * fraction.denominator / fraction.numerator;
    }
    const FireEffectBand* band = tables.artilleryBand(measured);
    return band == nullptr ? std::string{} : band->band;
}

std::vector<int> fireEffectArtilleryHitFaces(const FireEffectRules& rules,
                                             const std::string& band) {
    const FireEffectTables& tables = rules.tables();
    auto reading = tables.artilleryHitReadings.find(rules.option("artilleryMediumFaces"));
    if (reading != tables.artilleryHitReadings.end() && reading->second.band == band) {
        return reading->second.hitFaces;
    }
    for (const FireEffectBand& row : tables.artilleryHits) {
        if (row.band == band) {
            return row.hitFaces;
        }
    }
    return {};
}

void fireEffectRollEffect(const FireEffectRules& rules, const FireEffectShellTarget& target,
                          int effectDice, int subtract, int bonus, bool mayBeSilenced,
                          const std::string& purpose, DiceSource& dice, FireEffectGunShot& shot,
                          Explanation& why) {
    const FireEffectTables& tables = rules.tables();
    int silencingDice = 0;
    for (int i = 0; i < effectDice; ++i) {
        const int die = dice.roll(purpose);
        shot.effectDice.push_back(die);
        if (target.isGun) {
            // A gun as target is only silenced, on the die as thrown (4.3).
            const bool silencing =
                mayBeSilenced && fireEffectFaceCounts(tables.gunSilencedFaces, die);
            silencingDice += silencing ? 1 : 0;
            shot.figures.push_back(0);
            why.add("Effect die", die, fireEffectRule("4.3", "B9"),
                    silencing       ? "silencing face"
                    : mayBeSilenced ? "no effect"
                                    : "a gun behind cover cannot be silenced");
            if (i == 0 && silencing) {
                shot.silenced = true;  // a single die decides alone; the first under firstDie
            }
            continue;
        }
        const int figures = std::max(tables.effectMinimum, die + bonus - subtract);
        shot.figures.push_back(figures);
        shot.total += figures;
        why.add("Effect die", die, fireEffectRule("4.3", "B9"),
                fmt::format("{}{} - {} = {} out of action", die,
                            bonus != 0 ? fmt::format(" + {}", bonus) : std::string{}, subtract,
                            figures));
    }
    if (target.isGun && effectDice > 1) {
        // Two dice at a gun (a machine gun's, 5): which of them silence is our reading
        // (option machineGunSilencing); the first die alone counts under firstDie.
        if (rules.optionIs("machineGunSilencing", "bothDice")) {
            shot.silenced = silencingDice == effectDice;
        } else if (!rules.optionIs("machineGunSilencing", "firstDie")) {
            shot.silenced = silencingDice > 0;
        }
        why.add("Silenced", shot.silenced ? 1.0 : 0.0, fireEffectRule("5", "B11"),
                fmt::format("{} of {} dice show a silencing face; {} ({})", silencingDice,
                            effectDice, shot.silenced ? "gun silenced" : "not silenced",
                            rules.definition().word("machineGunSilencing",
                                                    rules.option("machineGunSilencing"))));
    } else if (shot.silenced) {
        why.add("Silenced", 1.0, fireEffectRule("4.3", "B9"), "gun silenced");
    }
}

bool fireEffectGunMayFire(const FireEffectRules& rules, const std::string& rateRow, bool ownHalf,
                          Explanation& why, std::string& reason) {
    FireEffectFireOpportunity opportunity;
    opportunity.loading = rateRow;
    opportunity.ownHalf = ownHalf;
    FireEffectFirePermission permission = fireEffectMayFire(rules, opportunity);
    why.add(std::move(permission.explanation));
    reason = permission.reason;
    return permission.allowed;
}

FireEffectGunFireOpening openFireEffectGunFire(const FireEffectGunFireInputs& inputs,
                                               std::string_view kind, RulesText rule) {
    FireEffectGunFireOpening opening;
    opening.purpose = inputs.firerName.empty()
                          ? std::string(kind)
                          : fmt::format("{}: {} at {}", kind, inputs.firerName, inputs.target.name);
    opening.why = Explanation{opening.purpose, 0.0, rule, {}, {}};
    return opening;
}

FireEffectGunFireResult resolveFireEffectArtillery(const FireEffectRules& rules,
                                                   const FireEffectGunFireInputs& inputs,
                                                   DiceSource& dice) {
    FireEffectGunFireResult result;
    auto [purpose, why] = openFireEffectGunFire(inputs, "Artillery fire", "4.2");

    std::string refusal;
    if (!fireEffectGunMayFire(rules, "artillery", inputs.ownHalf, why, refusal)) {
        return refuse(std::move(result), std::move(why), refusal);
    }
    const FireEffectTables& tables = rules.tables();
    auto weapon = tables.weapons.find(inputs.weapon);
    if (weapon == tables.weapons.end() || weapon->second.kind != "artillery") {
        return refuse(std::move(result), std::move(why), "\"" + inputs.weapon + "\" is not a gun");
    }
    result.band = fireEffectArtilleryBand(rules, inputs.weapon, inputs.distance);
    why.add("Range (yds)", inputs.distance, fireEffectRule("4.2", "B7"),
            result.band.empty() ? fmt::format("beyond the {} yds maximum",
                                              formatRulesNumber(weapon->second.maxRange))
                                : spelledOut(result.band));
    if (result.band.empty()) {
        return refuse(std::move(result), std::move(why),
                      fmt::format("out of range: {} reaches {} yds (4.1)", inputs.weapon,
                                  formatRulesNumber(weapon->second.maxRange)));
    }
    result.allowed = true;
    const FireEffectBand* band = nullptr;
    for (const FireEffectBand& row : tables.artilleryHits) {
        band = row.band == result.band ? &row : band;
    }
    result.automatic = band != nullptr && band->automatic;
    result.hitFaces = fireEffectArtilleryHitFaces(rules, result.band);
    why.add("Hit on", std::nullopt, fireEffectRule("4.2", "B8"),
            result.automatic ? "automatic" : fireEffectFacesText(result.hitFaces));

    result.category = fireEffectTargetCategory(rules, inputs.target, false);
    Explanation subtractWhy{"Subtract from each effect die", 0.0, "4.3", {}, {}};
    if (!inputs.target.isGun) {
        result.subtract =
            fireEffectEffectSubtract(rules, inputs.target, result.category, 0, subtractWhy);
        subtractWhy.value = result.subtract;
        why.add(std::move(subtractWhy));
    }
    const int bonus =
        inputs.heavy && rules.optionIs("heavyEffectBonus", "bonus") ? tables.heavyEffectBonus : 0;
    if (bonus != 0) {
        why.add("Heavy gun", bonus, "4.3", "added to the effect die by agreement");
    }
    // B9: field artillery cannot silence a gun behind cover (option `gunBehindCover`).
    const bool mayBeSilenced = result.category != kCoverCategory || inputs.heavy ||
                               rules.optionIs("gunBehindCover", "silencedOnSix");

    const int rolls = inputs.guns * rules.movementMultiplier();
    for (int gun = 0; gun < rolls; ++gun) {
        FireEffectGunShot shot;
        Explanation& gunWhy =
            why.add(fmt::format("Gun {}", gun + 1), std::nullopt, fireEffectRule("4.2", "B29"));
        if (result.automatic) {
            shot.hit = true;
            gunWhy.add("Hit", std::nullopt, "4.2", "automatic at point-blank");
        } else {
            const int die = dice.roll(purpose);
            shot.hitDie = die;
            shot.hit = fireEffectFaceCounts(result.hitFaces, die);
            gunWhy.add("Hit die", die, fireEffectRule("4.2", "B8"), shot.hit ? "hit" : "miss");
        }
        if (shot.hit) {
            fireEffectRollEffect(rules, inputs.target, 1, result.subtract, bonus, mayBeSilenced,
                                 purpose, dice, shot, gunWhy);
        }
        gunWhy.value = shot.total;
        result.casualties += shot.total;
        result.gunsSilenced += shot.silenced ? 1 : 0;
        result.shots.push_back(std::move(shot));
    }
    why.value = result.casualties;
    why.note = inputs.target.isGun ? fmt::format("{} gun{} silenced", result.gunsSilenced,
                                                 result.gunsSilenced == 1 ? "" : "s")
                                   : fmt::format("{} out of action", result.casualties);
    result.explanation = std::move(why);
    return result;
}

}  // namespace adjutant
