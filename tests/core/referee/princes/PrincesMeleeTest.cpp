// War of Princes hand to hand (digest 6.1-6.3): W9 and every factor and modifier.
#include <gtest/gtest.h>

#include <functional>

#include "core/dice/ScriptedDice.h"
#include "core/referee/princes/PrincesMelee.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant {
namespace {

using princes_test::explains;
using princes_test::princesRules;

PrincesMeleeSide side(const std::string& name, const std::string& arm,
                      const std::string& moraleClass, int figures) {
    PrincesMeleeSide s;
    s.name = name;
    s.arm = troopCategoryFromKey(arm).value();
    s.moraleClass = moraleClass;
    s.figures = figures;
    return s;
}

TEST(PrincesMeleeTest, W9CavalryAgainstASquare) {
    PrincesMeleeSide cavalry = side("dragoons", "cavalry", "B", 6);
    cavalry.chargedThisTurn = true;
    PrincesMeleeSide square = side("foot", "infantry", "C", 12);
    square.formation = Formation::Square;
    square.halted = true;
    const PrincesRules rules = princesRules();

    ScriptedDice dice({3, 5, 1, 4, 3, 6});
    const PrincesMeleeRound round = resolvePrincesMeleeRound(rules, cavalry, square, dice);
    EXPECT_EQ(round.first.factor, 4);
    EXPECT_EQ(round.first.killNumber, 4);
    EXPECT_EQ(round.first.dice, 2);
    EXPECT_EQ(round.first.kills, 1);
    EXPECT_EQ(round.second.factor, 2);
    EXPECT_EQ(round.second.killNumber, 3);
    EXPECT_EQ(round.second.dice, 4);
    EXPECT_EQ(round.second.kills, 2);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_TRUE(explains(round.explanation, "Charging a halted enemy", 1));
    EXPECT_TRUE(explains(round.explanation, "Cavalry against a square", -2));
    EXPECT_TRUE(explains(round.explanation, "Infantry in square", 1));

    // Next player turn the melee goes on without the charge bonus.
    cavalry.chargedThisTurn = false;
    EXPECT_EQ(princesKillNumber(rules, cavalry, square), 3);
}

TEST(PrincesMeleeTest, FactorsByArm) {
    const PrincesRules rules = princesRules();
    struct Row {
        const char* arm;
        const char* against;
        int factor;
    };
    const Row rows[] = {{"infantry", "infantry", 3}, {"infantry", "cavalry", 2},
                        {"cavalry", "cavalry", 3},   {"cavalry", "infantry", 4},
                        {"cavalry", "artillery", 4}, {"artillery", "infantry", 3}};
    for (const Row& row : rows) {
        // Class C, no modifiers apply except a gun crew's missing bayonets.
        PrincesMeleeSide us = side("us", row.arm, "C", 12);
        PrincesMeleeSide them = side("them", row.against, "C", 12);
        EXPECT_EQ(princesKillNumber(rules, us, them), row.factor) << row.arm << row.against;
    }
    PrincesMeleeSide crew = side("crew", "artillery", "C", 4);
    crew.noBayonets = true;
    EXPECT_EQ(princesKillNumber(rules, crew, side("them", "cavalry", "C", 6)), 0);
}

struct ModifierRow {
    const char* key;
    int change;
    std::function<void(PrincesMeleeSide&, PrincesMeleeSide&)> set;
};

TEST(PrincesMeleeTest, EveryModifier) {
    const PrincesRules rules = princesRules();
    const ModifierRow rows[] = {
        {"classAorB", 1, [](auto& us, auto&) { us.moraleClass = "A"; }},
        {"classAorB", 1, [](auto& us, auto&) { us.moraleClass = "B"; }},
        {"chargingHaltedEnemy", 1,
         [](auto& us, auto& them) {
             us.chargedThisTurn = true;
             them.halted = true;
         }},
        {"infantryInSquare", 1, [](auto& us, auto&) { us.formation = Formation::Square; }},
        {"enemyDisordered", 2, [](auto&, auto& them) { them.disordered = true; }},
        {"classD", -1, [](auto& us, auto&) { us.moraleClass = "D"; }},
        {"skirmishersVsFormed", -2,
         [](auto& us, auto&) { us.formation = Formation::SkirmishLine; }},
        {"overObstacle", -2, [](auto& us, auto&) { us.crossedObstacle = true; }},
        {"noBayonets", -2, [](auto& us, auto&) { us.noBayonets = true; }},
    };
    for (const ModifierRow& row : rows) {
        PrincesMeleeSide us = side("us", "infantry", "C", 12);
        PrincesMeleeSide them = side("them", "infantry", "C", 12);
        row.set(us, them);
        const auto applied = princesMeleeModifiers(rules, us, them);
        ASSERT_EQ(applied.size(), 1u) << row.key;
        EXPECT_EQ(applied.front().key, row.key);
        EXPECT_EQ(applied.front().change, row.change) << row.key;
        EXPECT_EQ(princesKillNumber(rules, us, them), 3 + row.change) << row.key;
    }
    // Charging an enemy that is not halted, skirmishers against skirmishers: nothing.
    PrincesMeleeSide us = side("us", "infantry", "C", 12);
    PrincesMeleeSide them = side("them", "infantry", "C", 12);
    us.chargedThisTurn = true;
    us.formation = them.formation = Formation::SkirmishLine;
    EXPECT_TRUE(princesMeleeModifiers(rules, us, them).empty());
    // Cavalry: -2 against a square, never "without bayonets".
    PrincesMeleeSide horse = side("horse", "cavalry", "C", 6);
    horse.noBayonets = true;
    PrincesMeleeSide square = side("square", "infantry", "C", 12);
    square.formation = Formation::Square;
    EXPECT_EQ(princesKillNumber(rules, horse, square), 2);
}

TEST(PrincesMeleeTest, ObstacleReadingAndClamping) {
    PrincesMeleeSide attacker = side("attacker", "infantry", "C", 12);
    attacker.crossedObstacle = true;
    PrincesMeleeSide defender = side("defender", "infantry", "C", 12);
    EXPECT_EQ(princesKillNumber(princesRules(), defender, attacker), 3);
    EXPECT_EQ(
        princesKillNumber(princesRules({{"obstacleInMelee", "bothSides"}}), defender, attacker), 1);

    PrincesMeleeSide elite = side("elite", "cavalry", "A", 6);
    elite.chargedThisTurn = true;
    PrincesMeleeSide broken = side("broken", "infantry", "D", 12);
    broken.halted = broken.disordered = true;
    EXPECT_EQ(princesKillNumber(princesRules(), elite, broken), 6);  // 4+1+1+2 = 8
    broken.formation = Formation::SkirmishLine;
    broken.noBayonets = true;
    EXPECT_EQ(princesKillNumber(princesRules(), broken, elite), 0);  // 2-1-2-2 = -3
}

TEST(PrincesMeleeTest, DiceFromAllFiguresAndNoneForRouters) {
    PrincesMeleeSide column = side("column", "infantry", "C", 11);
    column.formation = Formation::ColumnOfDivisions;
    EXPECT_EQ(princesMeleeDice(princesRules(), column), 4);
    EXPECT_EQ(princesMeleeDice(princesRules({{"meleeDice", "frontRank"}}), column), 2);
    column.routing = true;
    EXPECT_EQ(princesMeleeDice(princesRules(), column), 0);

    PrincesMeleeSide attacker = side("attacker", "infantry", "B", 5);
    ScriptedDice dice({4, 6});
    const PrincesMeleeRound round =
        resolvePrincesMeleeRound(princesRules(), attacker, column, dice);
    EXPECT_EQ(round.first.kills, 1);
    EXPECT_EQ(round.second.dice, 0);
    EXPECT_EQ(round.second.kills, 0);
}

}  // namespace
}  // namespace adjutant
