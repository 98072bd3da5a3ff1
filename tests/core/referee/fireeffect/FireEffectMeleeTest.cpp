// Fire Effect hand to hand (digest 7.1-7.4) against the worked examples F11-F13, every
// row of the powers table and each halving, with the alternative readings.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/fireeffect/FireEffectMelee.h"
#include "tests/core/referee/fireeffect/FireEffectTestSupport.h"

namespace adjutant {
namespace {

using fireeffect_test::explains;
using fireeffect_test::fireEffectRules;

using Options = std::map<std::string, std::string, std::less<>>;

FireEffectMeleeSide infantry(const std::string& name, int figures,
                             Formation formation = Formation::Line) {
    FireEffectMeleeSide side;
    side.name = name;
    side.figures = figures;
    side.formation = formation;
    return side;
}

FireEffectMeleeSide cavalry(const std::string& name, const std::string& shockType,
                            const std::string& mover, int figures, bool charged) {
    FireEffectMeleeSide side;
    side.name = name;
    side.arm = TroopCategory::Cavalry;
    side.shockType = shockType;
    side.mover = mover;
    side.figures = figures;
    side.charged = charged;
    return side;
}

FireEffectMeleeResult fight(const FireEffectMeleeSide& first, const FireEffectMeleeSide& second,
                            std::vector<int> rolls, const Options& options = {}) {
    ScriptedDice dice(std::move(rolls));
    FireEffectMeleeResult result =
        resolveFireEffectMelee(fireEffectRules(options), first, second, dice);
    EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
    return result;
}

TEST(FireEffectMeleeTest, F11LancersAgainstALine) {
    const FireEffectMeleeResult r = fight(cavalry("lancers", "lancer", "mediumCavalry", 9, true),
                                          infantry("infantry", 20), {4, 3});
    EXPECT_EQ(r.first.shockInflicted, 6);
    EXPECT_EQ(r.second.effectiveFigures, 14);
    EXPECT_DOUBLE_EQ(r.first.score, 36);
    EXPECT_DOUBLE_EQ(r.second.score, 42);
    EXPECT_EQ(r.winner, 2);
    EXPECT_EQ(r.first.losses, 4);  // half of 9 = 4.5 -> 4
    EXPECT_EQ(r.second.losses, 2);
    EXPECT_TRUE(r.first.flees);
    EXPECT_DOUBLE_EQ(r.first.flightYards, 250);  // a full move: medium cavalry's gallop
    EXPECT_FALSE(r.second.flees);
    EXPECT_TRUE(explains(r.explanation, "Groups of 3", 3));
}

TEST(FireEffectMeleeTest, F12CuirassiersAgainstLightHorse) {
    const FireEffectMeleeSide cuirassiers =
        cavalry("cuirassiers", "cuirassier", "heavyCavalry", 8, true);
    FireEffectMeleeSide lightHorse = cavalry("light horse", "lightHorse", "lightCavalry", 6, false);
    FireEffectMeleeResult r = fight(cuirassiers, lightHorse, {2, 6});
    EXPECT_EQ(r.first.shockInflicted, 2);
    EXPECT_EQ(r.second.shockInflicted, 0);  // halted: no shock
    EXPECT_DOUBLE_EQ(r.first.score, 32);
    EXPECT_DOUBLE_EQ(r.second.score, 24);
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.second.losses, 2);
    EXPECT_EQ(r.first.losses, 1);
    EXPECT_DOUBLE_EQ(r.second.flightYards, 300);
    // Taken in flank: 4 x 1 x 6 x 1/2 = 12.
    lightHorse.takenInFlank = true;
    r = fight(cuirassiers, lightHorse, {2, 6});
    EXPECT_DOUBLE_EQ(r.second.score, 12);
    EXPECT_EQ(r.second.shockInflicted, 0);
}

TEST(FireEffectMeleeTest, F13BrokenTroopsCaught) {
    FireEffectMeleeSide broken = infantry("broken", 6);
    broken.broken = true;
    const FireEffectMeleeSide attackers = infantry("attackers", 10);
    FireEffectMeleeResult r = fight(attackers, broken, {2, 5});
    EXPECT_DOUBLE_EQ(r.second.score, 30);
    EXPECT_DOUBLE_EQ(r.first.score, 20);
    EXPECT_EQ(r.winner, 2);
    EXPECT_EQ(r.second.losses, 2);  // half of the 5 the attackers would lose
    EXPECT_EQ(r.first.losses, 0);
    EXPECT_TRUE(r.second.flees);  // keeps fleeing a full move
    EXPECT_FALSE(r.first.flees);
    // Had the broken side lost: half of 6.
    r = fight(attackers, broken, {5, 2});
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.second.losses, 3);
    EXPECT_EQ(r.first.losses, 0);
    // B25 (b): losses as in any melee.
    r = fight(attackers, broken, {2, 5}, {{"brokenTroopsInMelee", "normal"}});
    EXPECT_EQ(r.first.losses, 5);
    EXPECT_EQ(r.second.losses, 2);
    EXPECT_TRUE(r.first.flees);  // the loser of any melee flees
}

TEST(FireEffectMeleeTest, BrokenTroopsCountAsFormed) {
    FireEffectMeleeSide broken = infantry("broken", 6, Formation::SkirmishLine);
    broken.broken = true;
    broken.takenInFlank = true;
    EXPECT_TRUE(fireEffectHalvings(fireEffectRules(), broken, infantry("enemy", 10)).empty());
}

TEST(FireEffectMeleeTest, ShockOfEveryCavalryType) {
    struct Case {
        const char* shockType;
        int figures;
        int vsLine;    // against infantry not in square
        int vsSquare;  // against a square or other troops
    };
    const Case cases[] = {{"lancer", 9, 6, 3},     {"lancer", 8, 4, 2},    {"cuirassier", 8, 4, 2},
                          {"cuirassier", 7, 2, 1}, {"dragoon", 10, 4, 2},  {"dragoon", 9, 2, 1},
                          {"lightHorse", 5, 2, 1}, {"lightHorse", 4, 0, 0}};
    const FireEffectRules rules = fireEffectRules();
    for (const Case& c : cases) {
        const FireEffectMeleeSide charger = cavalry("c", c.shockType, "", c.figures, true);
        EXPECT_EQ(fireEffectShock(rules, charger, infantry("line", 30)), c.vsLine) << c.shockType;
        EXPECT_EQ(fireEffectShock(rules, charger, infantry("square", 30, Formation::Square)),
                  c.vsSquare)
            << c.shockType;
        EXPECT_EQ(fireEffectShock(rules, charger, cavalry("horse", "lancer", "", 30, false)),
                  c.vsSquare)
            << c.shockType;
    }
    // Infantry has no shock; cavalry that did not charge delivers none.
    EXPECT_EQ(fireEffectShock(rules, infantry("i", 30), infantry("j", 30)), 0);
    EXPECT_EQ(fireEffectShock(rules, cavalry("c", "lancer", "", 9, false), infantry("j", 30)), 0);
}

TEST(FireEffectMeleeTest, MeleeFactorOfEveryType) {
    const FireEffectRules rules = fireEffectRules();
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, cavalry("", "lancer", "", 1, false)), 1);
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, cavalry("", "cuirassier", "", 1, false)), 2);
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, cavalry("", "dragoon", "", 1, false)), 1.5);
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, cavalry("", "lightHorse", "", 1, false)), 1);
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, infantry("", 1)), 1);
    FireEffectMeleeSide gunners = infantry("", 1);
    gunners.arm = TroopCategory::Artillery;
    EXPECT_DOUBLE_EQ(fireEffectMeleeFactor(rules, gunners), 1);
}

TEST(FireEffectMeleeTest, HalvingsOfSkirmishersForagersAndGunners) {
    const FireEffectRules rules = fireEffectRules();
    const FireEffectMeleeSide skirmishers = infantry("skirmishers", 10, Formation::SkirmishLine);
    const FireEffectMeleeSide line = infantry("line", 10);
    FireEffectMeleeSide foragers = cavalry("foragers", "lightHorse", "lightCavalry", 10, true);
    foragers.formation = Formation::SkirmishLine;
    EXPECT_EQ(fireEffectHalvings(rules, skirmishers, line).size(), 1u);
    EXPECT_EQ(fireEffectHalvings(rules, foragers, line).size(), 1u);
    // Foragers meeting skirmishers: only the skirmishers are halved.
    EXPECT_TRUE(fireEffectHalvings(rules, foragers, skirmishers).empty());
    EXPECT_EQ(fireEffectHalvings(rules, skirmishers, foragers).size(), 1u);
    EXPECT_TRUE(
        fireEffectHalvings(fireEffectRules({{"foragers", "neverHalved"}}), foragers, line).empty());
    // Halving applies to shock too: 10 foragers against a line, 2 groups x 2 x 1/2.
    EXPECT_EQ(fireEffectShock(rules, foragers, line), 2);
    FireEffectMeleeSide gunners = infantry("gunners", 6);
    gunners.arm = TroopCategory::Artillery;
    EXPECT_EQ(fireEffectHalvings(rules, gunners, foragers).size(), 1u);
    EXPECT_TRUE(fireEffectHalvings(rules, gunners, line).empty());
    FireEffectMeleeSide militia = infantry("militia", 10);
    militia.failedToStand = true;
    EXPECT_TRUE(fireEffectHalvings(rules, militia, line).empty());
    EXPECT_EQ(fireEffectHalvings(fireEffectRules({{"militiaChargeFailure", "fightsHalved"}}),
                                 militia, line)
                  .size(),
              1u);
}

TEST(FireEffectMeleeTest, TiesAreRerolledOrHeld) {
    const FireEffectMeleeSide a = infantry("a", 10);
    const FireEffectMeleeSide b = infantry("b", 10);
    FireEffectMeleeResult r = fight(a, b, {3, 3, 4, 2});
    EXPECT_EQ(r.rounds, 2);
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.second.losses, 5);
    EXPECT_EQ(r.first.losses, 2);  // half of 5 = 2.5 -> 2
    r = fight(a, b, {3, 3}, {{"meleeTie", "bothHold"}});
    EXPECT_EQ(r.winner, 0);
    EXPECT_EQ(r.first.losses + r.second.losses, 0);
    EXPECT_FALSE(r.first.flees || r.second.flees);
}

TEST(FireEffectMeleeTest, OtherReadingsOfTheMeleeScore) {
    const FireEffectMeleeSide a = infantry("a", 20);
    const FireEffectMeleeSide b = infantry("b", 10);
    // B19 (b): factor x die casualties directly.
    FireEffectMeleeResult r = fight(a, b, {4, 5}, {{"meleeScore", "factorDie"}});
    EXPECT_EQ(r.winner, 2);
    EXPECT_EQ(r.first.losses, 5);
    EXPECT_EQ(r.second.losses, 4);
    // B19 (c): figures x factor x die / 10, like fire.
    r = fight(a, b, {4, 5}, {{"meleeScore", "asFire"}});
    EXPECT_EQ(r.winner, 1);
    EXPECT_EQ(r.second.losses, 8);
    EXPECT_EQ(r.first.losses, 5);
}

}  // namespace
}  // namespace adjutant
