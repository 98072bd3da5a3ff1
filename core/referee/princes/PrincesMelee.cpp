#include "core/referee/princes/PrincesMelee.h"

#include <fmt/format.h>
#include <algorithm>

namespace adjutant {

namespace {

bool formed(Formation formation) {
    return formation != Formation::SkirmishLine;
}

void addIf(std::vector<PrincesAppliedModifier>& out, bool applies, const PrincesRules& rules,
           const char* key, std::string label, std::string_view reading = {}) {
    if (!applies) {
        return;
    }
    const PrincesModifier& modifier = rules.tables().meleeModifiers.at(key);
    out.push_back({key, std::move(label), modifier.change, princesRule(modifier.rule, reading)});
}

}  // namespace

PrincesMeleeSideResult rollPrincesMeleeSide(const PrincesRules& rules, const PrincesMeleeSide& side,
                                            const PrincesMeleeSide& enemy, DiceSource& dice) {
    PrincesMeleeSideResult result;
    Explanation why{side.name.empty() ? "Hand to hand" : side.name, 0.0, "6.3", {}, {}};
    Explanation killWhy;
    result.killNumber = princesKillNumber(rules, side, enemy, &killWhy);
    result.factor = rules.tables().meleeFactor(
        std::string(troopCategoryKey(princesMeleeArm(rules, side.arm))),
        std::string(troopCategoryKey(princesMeleeArm(rules, enemy.arm))));
    result.modifiers = princesMeleeModifiers(rules, side, enemy);
    why.add(std::move(killWhy));
    result.dice = princesMeleeDice(rules, side);
    Explanation& diceNode = why.add("Dice", result.dice, princesRule("6.3", "A19"),
                                    side.routing ? "a router rolls no dice" : "");
    const std::string purpose = fmt::format("hand to hand: {} against {}", side.name, enemy.name);
    for (int i = 0; i < result.dice; ++i) {
        const int die = dice.roll(purpose);
        result.rolls.push_back(die);
        const bool kill = die <= result.killNumber;
        result.kills += kill ? 1 : 0;
        diceNode.add("Die", die, {}, std::string_view(kill ? "kill" : "miss"));
    }
    why.value = result.kills;
    why.note = fmt::format("{} kill{}", result.kills, result.kills == 1 ? "" : "s");
    result.explanation = std::move(why);
    return result;
}

TroopCategory princesMeleeArm(const PrincesRules& rules, TroopCategory arm) {
    const std::optional<TroopCategory> crew = rules.tables().crewFightsAs;
    return arm == TroopCategory::Artillery && crew ? *crew : arm;
}

std::vector<PrincesAppliedModifier> princesMeleeModifiers(const PrincesRules& rules,
                                                          const PrincesMeleeSide& side,
                                                          const PrincesMeleeSide& enemy) {
    const auto& table = rules.tables().meleeModifiers;
    const TroopCategory arm = princesMeleeArm(rules, side.arm);
    const bool obstacle = rules.optionIs("obstacleInMelee", "bothSides")
                              ? side.crossedObstacle || enemy.crossedObstacle
                              : side.crossedObstacle;
    std::vector<PrincesAppliedModifier> out;
    addIf(out, modifierAppliesToClass(table.at("classAorB"), side.moraleClass), rules, "classAorB",
          "Class " + side.moraleClass);
    addIf(out, side.chargedThisTurn && enemy.halted, rules, "chargingHaltedEnemy",
          "Charging a halted enemy", "A30");
    addIf(out, arm == TroopCategory::Infantry && side.formation == Formation::Square, rules,
          "infantryInSquare", "Infantry in square", "A28");
    addIf(out, enemy.disordered, rules, "enemyDisordered", "Enemy disordered");
    addIf(out, modifierAppliesToClass(table.at("classD"), side.moraleClass), rules, "classD",
          "Class " + side.moraleClass);
    addIf(out, !formed(side.formation) && formed(enemy.formation), rules, "skirmishersVsFormed",
          "Skirmish order against formed troops");
    addIf(out, arm == TroopCategory::Cavalry && enemy.formation == Formation::Square, rules,
          "cavalryVsSquare", "Cavalry against a square");
    addIf(out, obstacle, rules, "overObstacle", "Fighting over an obstacle", "A20");
    addIf(out, side.noBayonets && arm != TroopCategory::Cavalry, rules, "noBayonets",
          "Without bayonets", "A18");
    return out;
}

int princesKillNumber(const PrincesRules& rules, const PrincesMeleeSide& side,
                      const PrincesMeleeSide& enemy, Explanation* why) {
    const PrincesTables& tables = rules.tables();
    const TroopCategory arm = princesMeleeArm(rules, side.arm);
    const TroopCategory against = princesMeleeArm(rules, enemy.arm);
    const int factor = tables.meleeFactor(std::string(troopCategoryKey(arm)),
                                          std::string(troopCategoryKey(against)));
    int total = factor;
    Explanation node{"Kill number", 0.0, "6.3", {}, {}};
    node.add(fmt::format("{} against {}", troopCategoryName(arm), troopCategoryName(against)),
             factor,
             side.arm == TroopCategory::Artillery || enemy.arm == TroopCategory::Artillery
                 ? "6.1, crews as infantry"
                 : "6.1");
    for (const PrincesAppliedModifier& modifier : princesMeleeModifiers(rules, side, enemy)) {
        node.add(modifier.label, modifier.change, modifier.rule);
        total += modifier.change;
    }
    const int kill = std::clamp(total, tables.killNumberMin, tables.killNumberMax);
    node.value = kill;
    node.note = kill == 0 ? "no die can kill" : fmt::format("a die of {} or less kills", kill);
    if (why != nullptr) {
        *why = std::move(node);
    }
    return kill;
}

int princesMeleeDice(const PrincesRules& rules, const PrincesMeleeSide& side) {
    if (side.routing) {
        return 0;
    }
    int figures = side.figures;
    if (rules.optionIs("meleeDice", "frontRank")) {
        figures = princesFrontRankFigures(rules, side.arm, side.formation, side.figures,
                                          side.stands, side.figuresPerStand);
    }
    return rules.diceFor(rules.tables().meleeDice, figures);
}

PrincesMeleeRound resolvePrincesMeleeRound(const PrincesRules& rules, const PrincesMeleeSide& first,
                                           const PrincesMeleeSide& second, DiceSource& dice) {
    PrincesMeleeRound round;
    round.first = rollPrincesMeleeSide(rules, first, second, dice);
    round.second = rollPrincesMeleeSide(rules, second, first, dice);
    round.explanation = Explanation{"Hand to hand", std::nullopt, "6.3", {}, {}};
    round.explanation.note = fmt::format("{} loses {}, {} loses {}", first.name, round.second.kills,
                                         second.name, round.first.kills);
    round.explanation.add(round.first.explanation);
    round.explanation.add(round.second.explanation);
    return round;
}

}  // namespace adjutant
