// War of Princes musketry and artillery fire (digest 5.1-5.3) against the worked
// examples W1, W2, W4-W8, W13 and W14's closing fire, and every cell of the hit table.
#include <gtest/gtest.h>

#include "core/dice/ScriptedDice.h"
#include "core/referee/princes/PrincesFire.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant {
namespace {

using princes_test::explains;
using princes_test::princesRules;

PrincesFireInputs musketLine(const std::string& moraleClass, int figures) {
    PrincesFireInputs inputs;
    inputs.firerName = "firer";
    inputs.targetName = "target";
    inputs.moraleClass = moraleClass;
    inputs.figures = figures;
    return inputs;
}

PrincesFireInputs gun(PrincesShot shot, int crew, double distance, Formation target) {
    PrincesFireInputs inputs;
    inputs.arm = TroopCategory::Artillery;
    inputs.weapon = "artillery";
    inputs.formation = Formation::Unlimbered;
    inputs.figures = crew;
    inputs.shot = shot;
    inputs.distance = distance;
    inputs.targetFormation = target;
    return inputs;
}

TEST(PrincesFireTest, W1DiceForOneToTwelveFigures) {
    const PrincesRules rules = princesRules();
    const int expected[] = {0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4};
    for (int figures = 1; figures <= 12; ++figures) {
        EXPECT_EQ(rules.diceFor(rules.tables().musketryDice, figures), expected[figures - 1])
            << figures;
        EXPECT_EQ(rules.diceFor(rules.tables().meleeDice, figures), expected[figures - 1])
            << figures;
    }
    // A14 (b): a single leftover figure also rolls.
    const PrincesRules perTwo = princesRules({{"leftoverFigures", "perTwoOrThree"}});
    EXPECT_EQ(perTwo.diceFor(perTwo.tables().musketryDice, 1), 1);
    EXPECT_EQ(perTwo.diceFor(perTwo.tables().musketryDice, 10), 4);
}

TEST(PrincesFireTest, W2MusketryAtMediumRange) {
    PrincesFireInputs inputs = musketLine("B", 12);
    inputs.distance = 5;
    ScriptedDice dice({2, 5, 4, 6});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, dice);
    ASSERT_TRUE(r.allowed) << r.reason;
    EXPECT_EQ(r.band, "medium");
    EXPECT_EQ(r.category, PrincesTargetCategory::Line);
    EXPECT_EQ(r.tableThreshold, 3);
    EXPECT_EQ(r.threshold, 4);
    EXPECT_EQ(r.firingFigures, 12);
    EXPECT_EQ(r.dice, 4);
    EXPECT_EQ(r.hits, 2);
    EXPECT_EQ(dice.remaining(), 0u);
    EXPECT_TRUE(explains(r.explanation, "Firer class B", 1));
    EXPECT_TRUE(explains(r.explanation, "Hit on", 4));
    EXPECT_EQ(r.explanation.value, 2);
}

TEST(PrincesFireTest, W2UnderTheDieRollReadingOfModifiers) {
    PrincesFireInputs inputs = musketLine("B", 12);
    inputs.distance = 5;
    ScriptedDice dice({2, 5, 4, 6});
    const PrincesFireResult r =
        resolvePrincesFire(princesRules({{"musketryModifiers", "dieRoll"}}), inputs, dice);
    EXPECT_EQ(r.threshold, 3);
    EXPECT_EQ(r.dieModifier, 1);
    EXPECT_EQ(r.hits, 1);  // 2+1 hits, 4+1 does not
}

TEST(PrincesFireTest, W4DisorderedMilitiaColumnFiresItsFrontRow) {
    PrincesFireInputs inputs = musketLine("D", 8);
    inputs.formation = Formation::ColumnOfDivisions;
    inputs.disordered = true;
    inputs.targetFormation = Formation::ColumnOfDivisions;
    inputs.distance = 2.5;
    ScriptedDice dice({3, 4});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, dice);
    EXPECT_EQ(r.band, "short");
    EXPECT_EQ(r.category, PrincesTargetCategory::Column);
    EXPECT_EQ(r.threshold, 3);
    EXPECT_EQ(r.firingFigures, 6);
    EXPECT_EQ(r.dice, 2);
    EXPECT_EQ(r.hits, 1);
    EXPECT_TRUE(explains(r.explanation, "Firer class D", -1));
    EXPECT_TRUE(explains(r.explanation, "Firer disordered", -1));
}

TEST(PrincesFireTest, W5RiflesAtLongRangeThenReload) {
    PrincesFireInputs inputs = musketLine("B", 7);
    inputs.weapon = "rifle";
    inputs.formation = Formation::SkirmishLine;
    inputs.targetFormation = Formation::SkirmishLine;
    inputs.distance = 14;
    ScriptedDice dice({2, 3});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, dice);
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.threshold, 2);
    EXPECT_EQ(r.dice, 2);
    EXPECT_EQ(r.hits, 1);

    EXPECT_EQ(princesRifleReload(princesRules()).turns, 1);
    EXPECT_FALSE(princesRifleReload(princesRules()).mayMove);
    EXPECT_TRUE(princesRifleReload(princesRules({{"rifleReloadAllowsMovement", "yes"}})).mayMove);
    inputs.reloading = true;
    ScriptedDice none({});
    const PrincesFireResult reloading = resolvePrincesFire(princesRules(), inputs, none);
    EXPECT_FALSE(reloading.allowed);
    EXPECT_NE(reloading.reason.find("reloading"), std::string::npos);
}

TEST(PrincesFireTest, W6ProtectedTargetAtLongRangeRollsNothing) {
    PrincesFireInputs inputs = musketLine("A", 12);
    inputs.targetProtected = true;
    inputs.distance = 7;
    ScriptedDice none({});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, none);
    EXPECT_TRUE(r.allowed);
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.category, PrincesTargetCategory::Protected);
    EXPECT_FALSE(r.tableThreshold.has_value());
    EXPECT_EQ(r.dice, 0);
    EXPECT_EQ(r.hits, 0);
}

TEST(PrincesFireTest, W7RoundshotAtLongRange) {
    ScriptedDice dice({1});
    const PrincesFireResult r =
        resolvePrincesFire(princesRules(), gun(PrincesShot::Ball, 4, 30, Formation::Line), dice);
    EXPECT_EQ(r.band, "long");
    EXPECT_EQ(r.threshold, 1);
    EXPECT_EQ(r.dice, 1);
    EXPECT_EQ(r.hits, 1);
}

TEST(PrincesFireTest, W8CanisterAndTheBallAlternative) {
    ScriptedDice dice({6, 5, 2});
    const PrincesRules rules = princesRules();
    const PrincesFireResult r = resolvePrincesFire(
        rules, gun(PrincesShot::Canister, 3, 10, Formation::ColumnOfDivisions), dice);
    EXPECT_EQ(r.dice, 3);
    EXPECT_EQ(r.threshold, 5);
    EXPECT_EQ(r.hits, 2);

    ScriptedDice ballDie({3});
    const PrincesFireResult ball = resolvePrincesFire(
        rules, gun(PrincesShot::Ball, 3, 10, Formation::ColumnOfDivisions), ballDie);
    EXPECT_EQ(ball.dice, 1);
    EXPECT_EQ(ball.threshold, 3);
    EXPECT_EQ(ball.hits, 1);

    ScriptedDice none({});
    const PrincesFireResult tooFar = resolvePrincesFire(
        rules, gun(PrincesShot::Canister, 3, 12.5, Formation::ColumnOfDivisions), none);
    EXPECT_FALSE(tooFar.allowed);

    // A17 (b): canister uses the Ball short entry.
    ScriptedDice again({6, 5, 2});
    const PrincesFireResult ballShort =
        resolvePrincesFire(princesRules({{"canisterHits", "ballShort"}}),
                           gun(PrincesShot::Canister, 3, 10, Formation::ColumnOfDivisions), again);
    EXPECT_EQ(ballShort.threshold, 3);
    EXPECT_EQ(ballShort.hits, 1);
}

TEST(PrincesFireTest, W13HorseGunFiresBallAtMediumRange) {
    ScriptedDice dice({2});
    const PrincesFireResult r =
        resolvePrincesFire(princesRules(), gun(PrincesShot::Ball, 4, 20, Formation::Line), dice);
    EXPECT_EQ(r.band, "medium");
    EXPECT_EQ(r.threshold, 2);
    EXPECT_EQ(r.hits, 1);
}

TEST(PrincesFireTest, W14ClosingFireIsAtShortRange) {
    PrincesFireInputs inputs = musketLine("C", 12);
    inputs.closingFire = true;
    inputs.distance = 7.5;  // declared from 7.5"
    ScriptedDice dice({5, 1, 6, 3});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, dice);
    EXPECT_EQ(r.band, "short");
    EXPECT_EQ(r.threshold, 4);
    EXPECT_EQ(r.dice, 4);
    EXPECT_EQ(r.hits, 2);

    ScriptedDice declaredDice({5, 1, 6, 3});
    const PrincesFireResult declared =
        resolvePrincesFire(princesRules({{"closingFireRange", "declared"}}), inputs, declaredDice);
    EXPECT_EQ(declared.band, "long");
    EXPECT_EQ(declared.hits, 1);

    ScriptedDice none({});
    EXPECT_FALSE(
        resolvePrincesFire(princesRules({{"closingFireRange", "none"}}), inputs, none).allowed);
}

struct HitCell {
    double musketDistance;
    Formation formation;
    bool protectedTarget;
    std::optional<int> threshold;
};

TEST(PrincesFireTest, EveryCellOfTheHitTable) {
    // 5.1 as hit thresholds: short 5/4/3/2, medium 4/3/2/1, long 3/2/1/-.
    const HitCell cells[] = {
        {2, Formation::MarchColumn, false, 5},
        {2, Formation::Line, false, 4},
        {2, Formation::SkirmishLine, false, 3},
        {2, Formation::Line, true, 2},
        {5, Formation::ColumnOfDivisions, false, 4},
        {5, Formation::Unlimbered, false, 3},
        {5, Formation::SkirmishLine, false, 2},
        {5, Formation::MarchColumn, true, 1},
        {8, Formation::Square, false, 3},
        {8, Formation::Line, false, 2},
        {8, Formation::SkirmishLine, false, 1},
        {8, Formation::SkirmishLine, true, std::nullopt},
        {8, Formation::Limbered, false, 3},
    };
    for (const HitCell& cell : cells) {
        PrincesFireInputs inputs = musketLine("C", 2);
        inputs.distance = cell.musketDistance;
        inputs.targetFormation = cell.formation;
        inputs.targetProtected = cell.protectedTarget;
        ScriptedDice dice(cell.threshold ? std::vector<int>{*cell.threshold} : std::vector<int>{});
        const PrincesFireResult r = resolvePrincesFire(princesRules(), inputs, dice);
        EXPECT_EQ(r.tableThreshold, cell.threshold) << cell.musketDistance;
        EXPECT_EQ(r.hits, cell.threshold ? 1 : 0) << cell.musketDistance;
    }
    // Ball: 3 / 2 / 1 whatever the target.
    const std::pair<double, int> ball[] = {{12, 3}, {24, 2}, {36, 1}};
    for (const auto& [distance, threshold] : ball) {
        ScriptedDice dice({threshold + 1});
        const PrincesFireResult r = resolvePrincesFire(
            princesRules(), gun(PrincesShot::Ball, 4, distance, Formation::SkirmishLine), dice);
        EXPECT_EQ(r.threshold, threshold) << distance;
        EXPECT_EQ(r.hits, 0) << distance;
    }
}

TEST(PrincesFireTest, BandLimitsGoToTheCloserBandUnlessChosenOtherwise) {
    const PrincesRules rules = princesRules();
    EXPECT_EQ(princesBandAt(rules, "musket", 3), "short");
    EXPECT_EQ(princesBandAt(rules, "musket", 6), "medium");
    EXPECT_EQ(princesBandAt(rules, "musket", 9), "long");
    EXPECT_EQ(princesBandAt(rules, "musket", 9.1), "");
    EXPECT_EQ(princesBandAt(rules, "rifle", 12), "medium");
    EXPECT_EQ(princesBandAt(rules, "rifle", 18), "long");
    EXPECT_EQ(princesBandAt(rules, "artillery", 24), "medium");
    EXPECT_EQ(princesBandAt(rules, "artillery", 36.5), "");
    const PrincesRules farther = princesRules({{"bandBoundary", "fartherBand"}});
    EXPECT_EQ(princesBandAt(farther, "musket", 3), "medium");
    EXPECT_EQ(princesBandAt(farther, "musket", 6), "long");
    EXPECT_EQ(princesBandAt(farther, "musket", 9), "long");
    EXPECT_EQ(princesBandAt(farther, "musket", 0), "short");
}

TEST(PrincesFireTest, ThresholdIsClampedAndModifiersSkipArtillery) {
    PrincesFireInputs best = musketLine("A", 2);
    best.targetFormation = Formation::MarchColumn;
    best.distance = 1;
    ScriptedDice six({6});
    EXPECT_EQ(resolvePrincesFire(princesRules(), best, six).threshold, 6);

    PrincesFireInputs worst = musketLine("D", 2);
    worst.disordered = true;
    worst.targetFormation = Formation::SkirmishLine;
    worst.distance = 8;
    ScriptedDice one({1});
    const PrincesFireResult r = resolvePrincesFire(princesRules(), worst, one);
    EXPECT_EQ(r.threshold, 0);
    EXPECT_EQ(r.hits, 0);

    PrincesFireInputs cannon = gun(PrincesShot::Canister, 2, 5, Formation::Line);
    cannon.moraleClass = "A";
    cannon.disordered = true;
    ScriptedDice dice({4, 5});
    EXPECT_EQ(resolvePrincesFire(princesRules(), cannon, dice).threshold, 4);
}

TEST(PrincesFireTest, FiringFiguresByFormation) {
    const PrincesRules rules = princesRules();
    const std::pair<Formation, int> expected[] = {
        {Formation::Line, 12},
        {Formation::SkirmishLine, 12},
        {Formation::ColumnOfDivisions, 6},
        {Formation::MarchColumn, 3},
        {Formation::Square, 3},
    };
    for (const auto& [formation, figures] : expected) {
        PrincesFireInputs inputs = musketLine("C", 12);
        inputs.formation = formation;
        EXPECT_EQ(princesFiringFigures(rules, inputs), figures) << formationKey(formation);
    }
    PrincesFireInputs column = musketLine("C", 12);
    column.formation = Formation::ColumnOfDivisions;
    EXPECT_EQ(princesFiringFigures(princesRules({{"firingRank", "allFigures"}}), column), 12);
}

TEST(PrincesFireTest, MovingMoreThanHalfOrCavalryForbidsFire) {
    PrincesFireInputs inputs = musketLine("C", 12);
    inputs.distance = 2;
    inputs.allowanceSpent = 0.75;
    ScriptedDice none({});
    EXPECT_FALSE(resolvePrincesFire(princesRules(), inputs, none).allowed);
    inputs.allowanceSpent = 0.5;
    ScriptedDice four({1, 1, 1, 1});
    EXPECT_TRUE(resolvePrincesFire(princesRules(), inputs, four).allowed);

    PrincesFireInputs cavalry = musketLine("B", 6);
    cavalry.arm = TroopCategory::Cavalry;
    cavalry.weapon.clear();
    cavalry.distance = 2;
    EXPECT_FALSE(resolvePrincesFire(princesRules(), cavalry, none).allowed);
    ScriptedDice two({1, 6});
    const PrincesFireResult asMuskets =
        resolvePrincesFire(princesRules({{"cavalryMayFire", "asMuskets"}}), cavalry, two);
    EXPECT_TRUE(asMuskets.allowed);
    EXPECT_EQ(asMuskets.hits, 1);
}

}  // namespace
}  // namespace adjutant
