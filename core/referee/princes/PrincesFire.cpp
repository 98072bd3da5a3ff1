#include "core/referee/princes/PrincesFire.h"

#include <fmt/format.h>
#include <algorithm>

namespace adjutant {

namespace {

bool isArtillery(const PrincesFireInputs& inputs) {
    return inputs.arm == TroopCategory::Artillery;
}

// The weapon whose bands apply: cavalry fires as muskets only under A27 (b).
std::string weaponOf(const PrincesRules& rules, const PrincesFireInputs& inputs) {
    if (inputs.arm == TroopCategory::Cavalry) {
        return rules.optionIs("cavalryMayFire", "asMuskets") ? "musket" : std::string{};
    }
    return inputs.weapon;
}

// The reason a unit may not fire at all, before any range is read; empty if it may.
std::string refusal(const PrincesRules& rules, const PrincesFireInputs& inputs,
                    const std::string& weapon) {
    const PrincesTables& tables = rules.tables();
    if (weapon.empty()) {
        return inputs.arm == TroopCategory::Cavalry ? "cavalry does not fire (A27)"
                                                    : "the unit has no weapon";
    }
    if (inputs.closingFire && rules.optionIs("closingFireRange", "none")) {
        return "no closing fire under the chosen reading (8.2.4)";
    }
    if (inputs.reloading) {
        return "rifles are reloading this turn (4.3, A6)";
    }
    if (!isArtillery(inputs)) {
        if (rules.optionIs("moveAndFire", "halfColumnRate")) {
            auto row = tables.movement.find(std::string(troopCategoryKey(inputs.arm)));
            double columnRate = 0;
            if (row != tables.movement.end()) {
                for (const auto& [formation, rate] : row->second.rates) {
                    columnRate = std::max(columnRate, rate);
                }
            }
            if (inputs.distanceMoved > tables.allowance.moveAndFireMaxSpent * columnRate) {
                return "moved more than half the column rate (4.3, A5)";
            }
        } else if (inputs.allowanceSpent > tables.allowance.moveAndFireMaxSpent) {
            return "spent more than half its move (4.3, A5)";
        }
    }
    if (isArtillery(inputs) && inputs.shot == PrincesShot::Canister &&
        inputs.distance > tables.canisterMaxRange) {
        return fmt::format("canister only at {}\" or less (5.3)",
                           formatRulesNumber(tables.canisterMaxRange));
    }
    return {};
}

// The band, forced to short for closing fire under the `closingFireRange` reading.
std::string bandFor(const PrincesRules& rules, const PrincesFireInputs& inputs,
                    const std::string& weapon) {
    if (inputs.closingFire && rules.optionIs("closingFireRange", "short")) {
        const auto& ranges = rules.tables().ranges;
        auto it = ranges.find(weapon);
        return it == ranges.end() || it->second.bands.empty() ? std::string{}
                                                              : it->second.bands.front().band;
    }
    return princesBandAt(rules, weapon, inputs.distance);
}

// The die result that hits before modifiers, or none for a "-" cell (5.1, 5.3).
std::optional<int> tableThreshold(const PrincesRules& rules, const PrincesFireInputs& inputs,
                                  const std::string& band, PrincesTargetCategory category,
                                  Explanation& why) {
    const PrincesTables& tables = rules.tables();
    const std::string categoryName(princesCategoryKey(category));
    if (isArtillery(inputs) && inputs.shot == PrincesShot::Ball) {
        auto row = tables.hitTable.find(band);
        std::optional<int> ball = row == tables.hitTable.end() ? std::nullopt : row->second.ball;
        why.add("Ball, " + band + " range", ball ? std::optional<double>(*ball) : std::nullopt,
                princesRule("5.3", "A13"), ball ? "" : "no hit possible");
        return ball;
    }
    if (isArtillery(inputs) && rules.optionIs("canisterHits", "ballShort")) {
        auto row = tables.hitTable.find(tables.canisterHitBand);
        std::optional<int> ball = row == tables.hitTable.end() ? std::nullopt : row->second.ball;
        why.add("Canister, ball " + tables.canisterHitBand + " entry",
                ball ? std::optional<double>(*ball) : std::nullopt, princesRule("5.3", "A17"));
        return ball;
    }
    const std::string rowBand = isArtillery(inputs) ? tables.canisterHitBand : band;
    std::optional<int> cell = tables.hitThreshold(rowBand, category);
    const std::string label = isArtillery(inputs)
                                  ? "Canister, " + categoryName + " " + rowBand + " entry"
                                  : categoryName + ", " + rowBand + " range";
    why.add(label, cell ? std::optional<double>(*cell) : std::nullopt,
            princesRule(isArtillery(inputs) ? "5.3" : "5.1", isArtillery(inputs) ? "A17" : "A13"),
            cell ? "" : "no hit possible");
    return cell;
}

// The musketry modifiers of 5.2 (never artillery, A15), each added to `why`.
int musketryModifiers(const PrincesRules& rules, const PrincesFireInputs& inputs,
                      Explanation& why) {
    if (isArtillery(inputs)) {
        return 0;
    }
    const auto& modifiers = rules.tables().musketryModifiers;
    int total = 0;
    for (const char* key : {"firerClassAorB", "firerClassD"}) {
        const PrincesModifier& modifier = modifiers.at(key);
        if (!modifier.classes.empty() && modifierAppliesToClass(modifier, inputs.moraleClass)) {
            total += explainModifier(why, "Firer class " + inputs.moraleClass, modifier, "A15");
        }
    }
    if (inputs.disordered) {
        total += explainModifier(why, "Firer disordered", modifiers.at("firerDisordered"), "A15");
    }
    return total;
}

int diceFor(const PrincesRules& rules, const PrincesFireInputs& inputs, int firingFigures) {
    const PrincesTables& tables = rules.tables();
    if (!isArtillery(inputs)) {
        return rules.diceFor(tables.musketryDice, firingFigures);
    }
    if (inputs.shot == PrincesShot::Ball) {
        return inputs.guns * tables.ballDicePerGun;
    }
    return firingFigures * tables.canisterDicePerCrewFigure;
}

std::string titleOf(const PrincesFireInputs& inputs) {
    std::string kind = !isArtillery(inputs)               ? "Musketry"
                       : inputs.shot == PrincesShot::Ball ? "Roundshot"
                                                          : "Canister";
    if (inputs.closingFire) {
        kind = "Closing fire (" + kind + ")";
    }
    if (inputs.firerName.empty()) {
        return kind;
    }
    return fmt::format("{}: {} at {}", kind, inputs.firerName, inputs.targetName);
}

}  // namespace

std::string_view princesCategoryKey(PrincesTargetCategory category) {
    return keyIn(kPrincesTargetCategories, category, "");
}

std::string princesBandAt(const PrincesRules& rules, const std::string& weapon, double distance) {
    auto it = rules.tables().ranges.find(weapon);
    if (it == rules.tables().ranges.end() || distance < 0) {
        return {};
    }
    const PrincesWeaponRanges& ranges = it->second;
    if (!rules.optionIs("bandBoundary", "fartherBand")) {
        const PrincesRangeBand* band = ranges.bandAt(distance);
        return band == nullptr ? std::string{} : band->band;
    }
    // A13 (b): a limit belongs to the band beyond it; the maximum stays in range.
    for (const PrincesRangeBand& band : ranges.bands) {
        if (distance >= band.from && distance < band.to) {
            return band.band;
        }
    }
    return !ranges.bands.empty() && distance == ranges.maximum() ? ranges.bands.back().band
                                                                 : std::string{};
}

std::optional<PrincesTargetCategory> princesTargetCategory(const PrincesRules& rules,
                                                           Formation formation,
                                                           bool protectedTarget) {
    if (protectedTarget) {
        return PrincesTargetCategory::Protected;
    }
    const auto& categories = rules.tables().targetCategories;
    auto it = categories.find(formation);
    return it == categories.end() ? std::nullopt : std::optional(it->second);
}

int princesFiringFigures(const PrincesRules& rules, const PrincesFireInputs& inputs) {
    if (isArtillery(inputs)) {
        return inputs.shot == PrincesShot::Canister ? inputs.figures : 0;
    }
    if (rules.optionIs("firingRank", "allFigures")) {
        return inputs.figures;
    }
    return princesFrontRankFigures(rules, inputs.arm, inputs.formation, inputs.figures,
                                   inputs.stands, inputs.figuresPerStand);
}

PrincesFireResult resolvePrincesFire(const PrincesRules& rules, const PrincesFireInputs& inputs,
                                     DiceSource& dice) {
    PrincesFireResult result;
    const std::string weapon = weaponOf(rules, inputs);
    result.reason = refusal(rules, inputs, weapon);
    Explanation why{
        titleOf(inputs), 0.0, std::string_view(isArtillery(inputs) ? "5.3" : "5.2"), {}, {}};
    if (!result.reason.empty()) {
        why.note = result.reason;
        result.explanation = std::move(why);
        return result;
    }
    result.band = bandFor(rules, inputs, weapon);
    why.add("Range", inputs.distance, princesRule("5.1", "A13"),
            result.band.empty() ? "beyond range" : result.band);
    if (result.band.empty()) {
        result.reason = "target beyond " + weapon + " range (5.1)";
        why.note = result.reason;
        result.explanation = std::move(why);
        return result;
    }
    auto category = princesTargetCategory(rules, inputs.targetFormation, inputs.targetProtected);
    if (!category) {
        result.reason = "the target's formation has no hit table category (5.1)";
        why.note = result.reason;
        result.explanation = std::move(why);
        return result;
    }
    result.allowed = true;
    result.category = *category;
    why.add("Target", std::nullopt, princesRule("5.1", "A13"),
            std::string(princesCategoryKey(*category)));

    Explanation& hitNode = why.add("Hit on", std::nullopt, "5.1");
    result.tableThreshold = tableThreshold(rules, inputs, result.band, *category, hitNode);
    if (!result.tableThreshold) {
        // "-": nothing can hit, so no dice are thrown (W6).
        why.note = "no hit possible: no dice rolled";
        result.explanation = std::move(why);
        return result;
    }
    result.modifierTotal = musketryModifiers(rules, inputs, hitNode);
    const PrincesTables& tables = rules.tables();
    if (rules.optionIs("musketryModifiers", "dieRoll")) {
        // A15 (b): the modifiers are added to each die instead of the hit number.
        result.threshold =
            std::clamp(*result.tableThreshold, tables.thresholdMin, tables.thresholdMax);
        result.dieModifier = result.modifierTotal;
    } else {
        result.threshold = std::clamp(*result.tableThreshold + result.modifierTotal,
                                      tables.thresholdMin, tables.thresholdMax);
    }
    hitNode.value = result.threshold;
    hitNode.rule = princesRule("5.2", "A15");

    result.firingFigures = princesFiringFigures(rules, inputs);
    if (!isArtillery(inputs) || inputs.shot == PrincesShot::Canister) {
        why.add("Firing figures", result.firingFigures,
                princesRule(isArtillery(inputs) ? "5.3" : "5.2", isArtillery(inputs) ? "" : "A16"),
                fmt::format("of {} present", inputs.figures));
    }
    result.dice = diceFor(rules, inputs, result.firingFigures);
    Explanation& diceNode =
        why.add("Dice", result.dice, princesRule(isArtillery(inputs) ? "5.3" : "5.2", "A14"));
    const std::string purpose = titleOf(inputs);
    for (int i = 0; i < result.dice; ++i) {
        const int die = dice.roll(purpose);
        result.rolls.push_back(die);
        const bool hit = die + result.dieModifier <= result.threshold;
        result.hits += hit ? 1 : 0;
        diceNode.add("Die", die, {}, hit ? "hit" : "miss");
    }
    why.value = result.hits;
    why.note = fmt::format("{} hit{}", result.hits, result.hits == 1 ? "" : "s");
    result.explanation = std::move(why);
    return result;
}

PrincesRifleReload princesRifleReload(const PrincesRules& rules) {
    return {rules.tables().allowance.rifleReloadTurns,
            rules.optionIs("rifleReloadAllowsMovement", "yes")};
}

}  // namespace adjutant
