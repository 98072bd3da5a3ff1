#include "core/referee/fireeffect/FireEffectSmallArms.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<FireEffectFireMethod, 3> kMethodNames{{
    {FireEffectFireMethod::Mass, "mass fire"},
    {FireEffectFireMethod::Individual, "individual fire"},
    {FireEffectFireMethod::JagerGroup, "group fire"},
}};

std::string_view methodName(FireEffectFireMethod method) {
    return keyIn(kMethodNames, method, "");
}

std::string titleOf(const FireEffectSmallArmsInputs& inputs) {
    if (inputs.firerName.empty()) {
        return "Small-arms fire";
    }
    return fmt::format("Small-arms fire: {} at {}", inputs.firerName, inputs.targetName);
}

// The Jager advantages of 3.5 apply to the Jager class strictly under the limit.
bool jagerUnder(const FireEffectSmallArmsInputs& inputs, double limit) {
    return inputs.fireClass == "jager" && inputs.distance < limit;
}

// The counting faces of individual fire: the Jager row under 300 yds, else the
// reading of B2 chosen by the option `individualFireFaces`; prone drops a face (B10).
const std::vector<int>& individualFaces(const FireEffectRules& rules,
                                        const FireEffectSmallArmsInputs& inputs, bool prone,
                                        std::string& rule) {
    const FireEffectTables& tables = rules.tables();
    if (jagerUnder(inputs, tables.jagerIndividualUnder)) {
        rule = fireEffectRule("3.5", prone ? "B10" : "");
        return prone ? tables.jagerIndividualProneFaces : tables.jagerIndividualFaces;
    }
    auto reading = tables.individualFaceReadings.find(rules.option("individualFireFaces"));
    if (reading != tables.individualFaceReadings.end()) {
        rule = fireEffectRule("3.3", prone ? "B2, B10" : "B2");
        return prone ? reading->second.proneHitFaces : reading->second.hitFaces;
    }
    rule = fireEffectRule("3.3", prone ? "B2, B10" : "B2");
    return prone ? tables.individualProneFaces : tables.individualFaces;
}

// Casualties of fire thrown in groups: a die for every `perDie` of `count`
// (shots or figures), a smaller last group with its own, each group causing
// its size x score / `divisor`, the score being the die less `scoreLoss` (a
// prone target's), never below 0. `explain(group, die, score, casualties)`
// writes each die's line.
template <typename Explain>
double fireInGroups(int count, int perDie, double divisor, int scoreLoss,
                    const std::string& purpose, DiceSource& dice, std::vector<int>& rolls,
                    Explain explain) {
    double total = 0;
    for (int left = count; left > 0; left -= perDie) {
        const int group = std::min(perDie, left);
        const int die = dice.roll(purpose);
        rolls.push_back(die);
        const int score = std::max(0, die - scoreLoss);
        const double casualties = static_cast<double>(group) * score / divisor;
        total += casualties;
        explain(group, die, score, casualties);
    }
    return total;
}

// Casualties of mass fire before range and cover: one die for the unit, or one
// for every 10 shots (option `massFireDice`, B1), each shots x die / 10.
double massFire(const FireEffectRules& rules, int shots, bool prone, const std::string& purpose,
                DiceSource& dice, FireEffectSmallArmsResult& result, Explanation& why) {
    const FireEffectTables& tables = rules.tables();
    const int divisor = static_cast<int>(tables.massShotsDivisor);
    const int perDie = rules.optionIs("massFireDice", "onePerTenShots") ? divisor : shots;
    return fireInGroups(
        shots, perDie, tables.massShotsDivisor, prone ? tables.massProneDieReduction : 0, purpose,
        dice, result.rolls, [&](int group, int die, int score, double casualties) {
            Explanation& line = why.add("Die", die, fireEffectRule("3.3", "B1"),
                                        fmt::format("{} shots x {} / {} = {}", group, score,
                                                    formatRulesNumber(tables.massShotsDivisor),
                                                    formatRulesNumber(casualties)));
            if (prone) {
                line.add("Target prone", -tables.massProneDieReduction,
                         fireEffectRule("3.4", "B10"));
            }
        });
}

// Jager group fire: a die per group of 8 causing its score, a smaller last group
// n x score / 8; or one die for the unit under `jagerGroupFire = wholeUnitOverEight` (B6).
double groupFire(const FireEffectRules& rules, int figures, bool prone, const std::string& purpose,
                 DiceSource& dice, FireEffectSmallArmsResult& result, Explanation& why) {
    const FireEffectTables& tables = rules.tables();
    const int size = tables.jagerGroupSize;
    const int perDie = rules.optionIs("jagerGroupFire", "wholeUnitOverEight") ? figures : size;
    return fireInGroups(figures, perDie, size, prone ? tables.massProneDieReduction : 0, purpose,
                        dice, result.rolls, [&](int group, int die, int score, double casualties) {
                            why.add("Group die", die, fireEffectRule("3.5", "B6"),
                                    fmt::format("{} figures x {} / {} = {}", group, score, size,
                                                formatRulesNumber(casualties)));
                        });
}

FireEffectSmallArmsResult finish(FireEffectSmallArmsResult result, Explanation why) {
    if (!result.reason.empty()) {
        why.note = result.reason;
    }
    result.explanation = std::move(why);
    return result;
}

}  // namespace

std::string fireEffectSmallArmsBand(const FireEffectRules& rules, const std::string& fireClass,
                                    const std::string& weapon, double yards) {
    const FireEffectTables& tables = rules.tables();
    auto ranges = tables.smallArmsRanges.find(fireClass);
    auto arm = tables.weapons.find(weapon);
    if (ranges == tables.smallArmsRanges.end() || arm == tables.weapons.end() || yards < 0 ||
        ranges->second.bands.empty() || yards > arm->second.maxRange) {
        return {};
    }
    std::vector<FireEffectBand> bands = ranges->second.bands;
    if (ranges->second.longByAgreement && !rules.optionIs("jagerLongRange", "600")) {
        bands.back().to = *ranges->second.longByAgreement;  // 700 by agreement (3.1)
    }
    if (std::isfinite(arm->second.maxRange) && rules.optionIs("carbineRange", "allClose")) {
        return bands.front().band;  // B5 (b): full effect to the carbine's maximum
    }
    for (const FireEffectBand& band : bands) {
        if (yards <= band.to) {
            return band.band;  // a distance on a limit is in the nearer band (B4)
        }
    }
    return {};
}

int fireEffectFiringFigures(const FireEffectRules& rules, const FireEffectSmallArmsInputs& inputs) {
    if (inputs.formation == Formation::Square) {
        if (!rules.optionIs("squareFiring", "oneFace")) {
            return inputs.figures;
        }
        // One face of the square: the fullest of its faces when they cannot be equal.
        const int faces = std::max(1, rules.tables().squareFaces);
        return (inputs.figures + faces - 1) / faces;
    }
    if (inputs.formation != Formation::MarchColumn ||
        rules.optionIs("columnFiring", "allFigures")) {
        return inputs.figures;
    }
    int front = inputs.frontRankFigures;
    if (front <= 0) {
        const FormationLayout* layout = rules.definition().findLayout(inputs.formation);
        front = layout != nullptr && layout->files > 0 ? layout->files : inputs.figures;
    }
    return std::min(inputs.figures, front);
}

std::optional<FireEffectFireMethod> fireEffectMethodUsed(const FireEffectRules& rules,
                                                         const FireEffectSmallArmsInputs& inputs) {
    const bool massOnly = rules.optionIs("fireMethod", "massOnly");
    const bool individualOnly = rules.optionIs("fireMethod", "individualOnly");
    if (inputs.method == FireEffectFireMethod::JagerGroup) {
        // 3.5 offers group fire beside the other two; whether fireMethod may take
        // that choice away is our reading (option jagerGroupAndFireMethod).
        const bool offered = (!massOnly && !individualOnly) ||
                             rules.optionIs("jagerGroupAndFireMethod", "alwaysOffered");
        if (offered && jagerUnder(inputs, rules.tables().jagerGroupUnder)) {
            return FireEffectFireMethod::JagerGroup;
        }
        if (offered && rules.optionIs("jagerGroupBeyondRange", "refused")) {
            return std::nullopt;
        }
    }
    if (massOnly) {
        return FireEffectFireMethod::Mass;
    }
    if (individualOnly) {
        return FireEffectFireMethod::Individual;
    }
    // Group fire asked for at 300 yds or more: the ordinary mass fire (3.5).
    return inputs.method == FireEffectFireMethod::Individual ? FireEffectFireMethod::Individual
                                                             : FireEffectFireMethod::Mass;
}

FireEffectSmallArmsResult resolveFireEffectSmallArms(const FireEffectRules& rules,
                                                     const FireEffectSmallArmsInputs& inputs,
                                                     DiceSource& dice) {
    const FireEffectTables& tables = rules.tables();
    FireEffectSmallArmsResult result;
    Explanation why{titleOf(inputs), 0.0, "3.3", {}, {}};

    // The weapon's own loading decides its rate of fire (3.7; carbines by theirs, P).
    FireEffectFireOpportunity when = inputs.when;
    auto weapon = tables.weapons.find(inputs.weapon);
    if (weapon != tables.weapons.end() && !weapon->second.loading.empty()) {
        when.loading = weapon->second.loading;
    }
    FireEffectFirePermission permission = fireEffectMayFire(rules, when);
    why.add(permission.explanation);
    if (!permission.allowed) {
        result.reason = permission.reason;
        return finish(std::move(result), std::move(why));
    }

    result.band = fireEffectSmallArmsBand(rules, inputs.fireClass, inputs.weapon, inputs.distance);
    why.add("Range (yds)", inputs.distance, fireEffectRule("3.1", "B4, B5"),
            result.band.empty() ? "beyond range" : result.band);
    if (result.band.empty()) {
        result.reason = fmt::format("target beyond {} range at {} yds (3.1)", inputs.weapon,
                                    formatRulesNumber(std::round(inputs.distance)));
        return finish(std::move(result), std::move(why));
    }
    if (permission.asLongRange) {
        result.band = "long";
        why.add("Assessed as", std::nullopt, "3.7", "long range (by agreement)");
    }
    const std::optional<FireEffectFireMethod> method = fireEffectMethodUsed(rules, inputs);
    if (!method) {
        result.reason = fmt::format("group fire only for Jagers under {} yds (3.5)",
                                    formatRulesNumber(tables.jagerGroupUnder));
        why.add("Group fire", std::nullopt, "3.5", "refused (option jagerGroupBeyondRange)");
        return finish(std::move(result), std::move(why));
    }
    result.method = *method;
    result.allowed = true;

    auto cover = tables.coverKinds.find(inputs.targetCover);
    result.cover = cover != tables.coverKinds.end() && cover->second.vsSmallArms;
    result.prone = !result.cover && inputs.targetProne && rules.optionIs("prone", "on");
    auto multiplier = tables.rangeAndCoverMultiplier(result.band, result.cover);
    result.multiplier = multiplier.value_or(FireEffectFraction{0, 1});
    why.add(fmt::format("{} range, {}", result.band, result.cover ? "in cover" : "in the open"),
            result.multiplier.value(), fireEffectRule("3.4", "B3"),
            "x " + fireEffectFractionText(result.multiplier));
    if (result.multiplier.numerator == 0) {
        why.note = "no effective fire: nothing is rolled";
        result.explanation = std::move(why);
        return result;
    }

    result.firingFigures = fireEffectFiringFigures(rules, inputs);
    const int multiplierOfMoves = rules.movementMultiplier();
    why.add("Firing figures", result.firingFigures, fireEffectRule("3.2", "B31"),
            fmt::format(
                "of {} in range{}, {}", inputs.figures,
                inputs.formation == Formation::Square && rules.optionIs("squareFiring", "oneFace")
                    ? ", one face of the square"
                    : "",
                methodName(result.method)));
    if (multiplierOfMoves != 1) {
        why.add("Movement multiplier", multiplierOfMoves, fireEffectRule("6.5", "B26"));
    }

    Explanation& rollNode = why.add(
        "Dice", std::nullopt,
        std::string_view(result.method == FireEffectFireMethod::JagerGroup ? "3.5" : "3.3"));
    const std::string purpose = titleOf(inputs);
    double raw = 0;
    if (result.method == FireEffectFireMethod::Mass) {
        result.shots = result.firingFigures * multiplierOfMoves;
        raw = massFire(rules, result.shots, result.prone, purpose, dice, result, rollNode);
    } else if (result.method == FireEffectFireMethod::JagerGroup) {
        result.shots = result.firingFigures * multiplierOfMoves;
        raw = groupFire(rules, result.shots, result.prone, purpose, dice, result, rollNode);
    } else {
        std::string rule;
        const std::vector<int>& faces = individualFaces(rules, inputs, result.prone, rule);
        rollNode.rule = rule;
        rollNode.note = "counting " + fireEffectFacesText(faces);
        result.shots = result.firingFigures * multiplierOfMoves;
        for (int i = 0; i < result.shots; ++i) {
            const int die = dice.roll(purpose);
            result.rolls.push_back(die);
            const bool counts = fireEffectFaceCounts(faces, die);
            raw += counts ? 1 : 0;
            rollNode.add("Die", die, {}, counts ? "casualty" : "miss");
        }
    }
    rollNode.value = raw;

    result.exact = fireEffectScale(raw, result.multiplier);
    const FireEffectRounded rounded = rules.roundCasualties(result.exact, inputs.carriedFraction);
    result.casualties = rounded.figures;
    result.carried = rounded.carried;
    why.add("Casualties", result.exact, fireEffectRule("3.6", "B1"),
            fmt::format("{} x {} = {}, rounded ({}) to {}", formatRulesNumber(raw),
                        fireEffectFractionText(result.multiplier), formatRulesNumber(result.exact),
                        rules.definition().word("rounding", rules.option("rounding")),
                        result.casualties));
    why.value = result.casualties;
    why.note = fmt::format("{} casualt{}", result.casualties, result.casualties == 1 ? "y" : "ies");
    result.explanation = std::move(why);
    return result;
}

}  // namespace adjutant
