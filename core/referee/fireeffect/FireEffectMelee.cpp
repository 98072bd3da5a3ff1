#include "core/referee/fireeffect/FireEffectMelee.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>

#include "core/referee/fireeffect/FireEffectMovement.h"

namespace adjutant {

namespace {

// Re-rolling ties cannot go on for ever with real dice; past this many rounds the
// contact is held as under `meleeTie = bothHold`.
constexpr int kMaxRounds = 100;

bool isGunners(const FireEffectMeleeSide& side) {
    return side.arm == "artillery" || side.arm == "machineGun";
}

void addHalving(std::vector<FireEffectHalving>& out, const FireEffectRules& rules, bool applies,
                const char* key, std::string label) {
    if (applies) {
        out.push_back({key, std::move(label), rules.tables().halving.at(key)});
    }
}

// The halving that stands alone under `meleeHalvings = atMostOne`: the strongest.
std::size_t strongestHalving(const std::vector<FireEffectHalving>& halvings) {
    std::size_t strongest = 0;
    for (std::size_t i = 1; i < halvings.size(); ++i) {
        if (halvings[i].multiplier.value() < halvings[strongest].multiplier.value()) {
            strongest = i;
        }
    }
    return strongest;
}

bool halvingsCombine(const FireEffectRules& rules) {
    return !rules.optionIs("meleeHalvings", "atMostOne");
}

void explainHalvings(const FireEffectRules& rules, Explanation& node,
                     const std::vector<FireEffectHalving>& halvings) {
    const std::size_t strongest = strongestHalving(halvings);
    for (std::size_t i = 0; i < halvings.size(); ++i) {
        const FireEffectHalving& halving = halvings[i];
        if (halvingsCombine(rules) || i == strongest) {
            node.add(halving.label, halving.multiplier.value(), fireEffectRule("7.4", "B20"),
                     "x " + fireEffectFractionText(halving.multiplier));
        } else {
            node.add(halving.label, 1.0, fireEffectRule("7.4", "B20"),
                     "not combined: a side is halved once (option meleeHalvings)");
        }
    }
}

// The score of one round (B19): figures x factor x die, or factor x die, or the
// first divided by 10 like fire (option `meleeScore`); halvings included.
double scoreOf(const FireEffectRules& rules, const FireEffectMeleeSideResult& side, int die) {
    const double halving = fireEffectHalvingMultiplier(rules, side.halvings).value();
    if (rules.optionIs("meleeScore", "factorDie")) {
        return side.factor * die * halving;
    }
    const double score = side.effectiveFigures * side.factor * die * halving;
    return rules.optionIs("meleeScore", "asFire") ? score / rules.tables().massShotsDivisor : score;
}

// Losses once a round has a winner (7.3): the loser half its figures and the winner
// half of that, or under the casualty readings of B19 what the enemy's score says.
void assignLosses(const FireEffectRules& rules, FireEffectMeleeSideResult& winner,
                  FireEffectMeleeSideResult& loser, Explanation& why) {
    const FireEffectTables& tables = rules.tables();
    if (rules.optionIs("meleeScore", "figuresFactorDie")) {
        const double loserExact = fireEffectScale(loser.effectiveFigures, tables.loserLoss);
        if (rules.optionIs("meleeLossRounding", "halfOfExactLoss")) {
            // Both losses kept exact and rounded as fire casualties are (3.6).
            const double winnerExact = fireEffectScale(loserExact, tables.winnerLoss);
            const FireEffectRounded loserRounded = rules.roundCasualties(loserExact, loser.carried);
            const FireEffectRounded winnerRounded =
                rules.roundCasualties(winnerExact, winner.carried);
            loser.losses = loserRounded.figures;
            loser.carried = loserRounded.carried;
            winner.losses = winnerRounded.figures;
            winner.carried = winnerRounded.carried;
            const std::string roundingWords =
                rules.definition().word("rounding", rules.option("rounding"));
            why.add(
                "Loser loses", loser.losses, fireEffectRule("7.3", "B19"),
                fmt::format("{} of {} = {}, rounded ({})", fireEffectFractionText(tables.loserLoss),
                            loser.effectiveFigures, formatRulesNumber(loserExact), roundingWords));
            why.add("Winner loses", winner.losses, fireEffectRule("7.3", "B19"),
                    fmt::format("{} of the exact {} = {}, rounded ({})",
                                fireEffectFractionText(tables.winnerLoss),
                                formatRulesNumber(loserExact), formatRulesNumber(winnerExact),
                                roundingWords));
            return;
        }
        // Melee losses are never carried: under carryFractions they round down.
        loser.losses = rules.roundLoss(loserExact);
        winner.losses = rules.roundLoss(fireEffectScale(loser.losses, tables.winnerLoss));
        why.add("Loser loses", loser.losses, fireEffectRule("7.3", "B19"),
                fmt::format("{} of {}", fireEffectFractionText(tables.loserLoss),
                            loser.effectiveFigures));
        why.add("Winner loses", winner.losses, fireEffectRule("7.3", "B19"),
                fmt::format("{} of the rounded {}", fireEffectFractionText(tables.winnerLoss),
                            loser.losses));
        return;
    }
    loser.losses = std::min(loser.effectiveFigures, rules.roundLoss(winner.score));
    winner.losses = std::min(winner.effectiveFigures, rules.roundLoss(loser.score));
    why.add("Casualties on the loser", loser.losses, fireEffectRule("7.3", "B19"));
    why.add("Casualties on the winner", winner.losses, fireEffectRule("7.3", "B19"));
}

std::string scoreText(const FireEffectRules& rules, const FireEffectMeleeSideResult& side,
                      int die) {
    const std::string factor = formatRulesNumber(side.factor);
    if (rules.optionIs("meleeScore", "factorDie")) {
        return fmt::format("factor {} x die {}", factor, die);
    }
    std::string text =
        fmt::format("{} figures x factor {} x die {}", side.effectiveFigures, factor, die);
    if (rules.optionIs("meleeScore", "asFire")) {
        text += " / " + formatRulesNumber(rules.tables().massShotsDivisor);
    }
    return text;
}

FireEffectMeleeSideResult prepareSide(const FireEffectRules& rules, const FireEffectMeleeSide& side,
                                      const FireEffectMeleeSide& enemy, int shockReceived) {
    FireEffectMeleeSideResult out;
    out.effectiveFigures = std::max(0, side.figures - shockReceived);
    out.factor = fireEffectMeleeFactor(rules, side);
    out.halvings = fireEffectHalvings(rules, side, enemy);
    out.carried = side.carriedFraction;
    return out;
}

}  // namespace

FireEffectFraction fireEffectHalvingMultiplier(const FireEffectRules& rules,
                                               const std::vector<FireEffectHalving>& halvings) {
    if (halvings.empty()) {
        return {1, 1};
    }
    if (!halvingsCombine(rules)) {
        return halvings[strongestHalving(halvings)].multiplier;
    }
    FireEffectFraction total{1, 1};
    for (const FireEffectHalving& halving : halvings) {
        total.numerator *= halving.multiplier.numerator;
        total.denominator *= halving.multiplier.denominator;
    }
    return total;
}

double fireEffectMeleeFactor(const FireEffectRules& rules, const FireEffectMeleeSide& side) {
    const auto& powers = rules.tables().handToHandPowers;
    std::string row = side.arm == "cavalry" ? side.shockType : "infantry";
    if (isGunners(side)) {
        row = "gunners";
    }
    auto found = powers.find(row);
    return found == powers.end() ? 0.0 : found->second.meleeFactor;
}

std::vector<FireEffectHalving> fireEffectHalvings(const FireEffectRules& rules,
                                                  const FireEffectMeleeSide& side,
                                                  const FireEffectMeleeSide& enemy) {
    std::vector<FireEffectHalving> out;
    if (side.broken) {
        return out;  // broken troops caught count as formed (7.4)
    }
    const bool openOrder = side.formation == Formation::SkirmishLine;
    const bool foragers = openOrder && side.arm == "cavalry";
    const bool skirmishers = openOrder && !foragers;
    const bool failed =
        side.failedToStand && rules.optionIs("militiaChargeFailure", "fightsHalved");
    addHalving(out, rules, skirmishers || side.outOfFormation || failed, "outOfFormation",
               skirmishers ? "Skirmishers, out of formation"
               : failed    ? "Failed to stand, fights out of formation"
                           : "Out of formation");
    const bool foragersHalved = foragers && enemy.formation != Formation::SkirmishLine &&
                                rules.optionIs("foragers", "halvedUnlessVsSkirmishers");
    addHalving(out, rules, foragersHalved, "foragersVsNonSkirmishers",
               "Foragers against formed troops");
    addHalving(out, rules, isGunners(side) && enemy.arm == "cavalry", "gunnersVsCavalry",
               "Gunners against cavalry");
    addHalving(out, rules, side.takenInFlank, "takenInFlank", "Taken in the flank");
    return out;
}

int fireEffectShock(const FireEffectRules& rules, const FireEffectMeleeSide& side,
                    const FireEffectMeleeSide& enemy, Explanation* why) {
    const FireEffectTables& tables = rules.tables();
    auto powers = tables.handToHandPowers.find(side.shockType);
    if (side.arm != "cavalry" || !side.charged || side.broken ||
        powers == tables.handToHandPowers.end() || !powers->second.shockGroup) {
        return 0;
    }
    const int group = *powers->second.shockGroup;
    const int groups = side.figures / group;
    const bool infantryNotInSquare =
        enemy.arm == "infantry" && enemy.formation != Formation::Square;
    const int perGroup =
        infantryNotInSquare ? tables.shockVsInfantryNotInSquare : tables.shockVsOthers;
    const std::vector<FireEffectHalving> halvings = fireEffectHalvings(rules, side, enemy);
    const double exact =
        fireEffectScale(groups * perGroup, fireEffectHalvingMultiplier(rules, halvings));
    const int casualties = std::min(enemy.figures, rules.roundLoss(exact));
    if (why != nullptr) {
        Explanation node{"Shock: " + side.name, casualties, fireEffectRule("7.2", "B18"), {}, {}};
        node.add(fmt::format("Groups of {}", group), groups, "7.1",
                 fmt::format("{} figures", side.figures));
        node.add(infantryNotInSquare ? "Per group, infantry not in square" : "Per group", perGroup,
                 "7.2");
        explainHalvings(rules, node, halvings);
        node.note = fmt::format("{} casualties on {}", casualties, enemy.name);
        why->add(std::move(node));
    }
    return casualties;
}

FireEffectMeleeResult resolveFireEffectMelee(const FireEffectRules& rules,
                                             const FireEffectMeleeSide& first,
                                             const FireEffectMeleeSide& second, DiceSource& dice) {
    FireEffectMeleeResult result;
    Explanation why{
        fmt::format("Hand to hand: {} and {}", first.name, second.name), std::nullopt, "7", {}, {}};
    const int shockByFirst = fireEffectShock(rules, first, second, &why);
    const int shockBySecond = fireEffectShock(rules, second, first, &why);
    result.first = prepareSide(rules, first, second, shockBySecond);
    result.second = prepareSide(rules, second, first, shockByFirst);
    result.first.shockInflicted = shockByFirst;
    result.second.shockInflicted = shockBySecond;

    const std::string purpose = fmt::format("melee: {} and {}", first.name, second.name);
    while (result.winner == 0 && result.rounds < kMaxRounds) {
        ++result.rounds;
        Explanation& round = why.add(fmt::format("Round {}", result.rounds), std::nullopt,
                                     fireEffectRule("7.3", "B19"));
        for (auto [side, sideResult] :
             {std::pair{&first, &result.first}, std::pair{&second, &result.second}}) {
            const int die = dice.roll(purpose);
            sideResult->rolls.push_back(die);
            sideResult->score = scoreOf(rules, *sideResult, die);
            Explanation& line =
                round.add(side->name, sideResult->score, fireEffectRule("7.3", "B19"),
                          scoreText(rules, *sideResult, die));
            explainHalvings(rules, line, sideResult->halvings);
        }
        if (result.first.score != result.second.score) {
            result.winner = result.first.score > result.second.score ? 1 : 2;
        } else if (rules.optionIs("meleeTie", "bothHold")) {
            round.note = "tie: both hold";
            break;
        } else {
            round.note = "tie: both roll again";
        }
    }
    if (result.winner != 0) {
        FireEffectMeleeSideResult& winner = result.winner == 1 ? result.first : result.second;
        FireEffectMeleeSideResult& loser = result.winner == 1 ? result.second : result.first;
        winner.won = true;
        assignLosses(rules, winner, loser, why);
        loser.flees = true;
    }
    // Broken troops caught: only the broken side takes its loss (B25).
    if (first.broken != second.broken && rules.optionIs("brokenTroopsInMelee", "brokenSideOnly")) {
        FireEffectMeleeSideResult& formed = first.broken ? result.second : result.first;
        if (formed.losses != 0) {
            why.add("Loss not taken against broken troops", -formed.losses,
                    fireEffectRule("7.4", "B25"));
        }
        formed.losses = 0;
        formed.carried = first.broken ? second.carriedFraction : first.carriedFraction;
        // Out-scored by fugitives: the formed side holds, or falls back as any loser
        // does (option formedSideLosingToBroken).
        if (formed.flees && rules.optionIs("formedSideLosingToBroken", "fallsBack")) {
            why.add("Out-scored by broken troops", std::nullopt, fireEffectRule("7.4", "B25"),
                    "takes no loss but falls back a full move");
        } else {
            formed.flees = false;
        }
    }
    const std::pair<const FireEffectMeleeSide*, FireEffectMeleeSideResult*> sides[] = {
        {&first, &result.first}, {&second, &result.second}};
    for (const auto& [side, out] : sides) {
        out->flees = out->flees || side->broken;
        if (out->flees) {
            FireEffectFlight flight = fireEffectFlight(rules, side->arm, side->mover);
            out->flightYards = flight.yards;
            flight.explanation.label = "Flight: " + side->name;
            why.add(std::move(flight.explanation));
        }
    }
    why.note = result.winner == 0
                   ? "no winner"
                   : fmt::format("{} wins; {} loses {}, {} loses {}",
                                 result.winner == 1 ? first.name : second.name, first.name,
                                 result.first.losses, second.name, result.second.losses);
    result.explanation = std::move(why);
    return result;
}

}  // namespace adjutant
